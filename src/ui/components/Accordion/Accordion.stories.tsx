import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor } from 'storybook/test';
import { Box } from '#src/ui/components/Box/Box.tsx';
import * as Accordion from './Accordion.tsx';

const faqs = [
  {
    value: 'soil',
    question: 'What soil do raised beds need?',
    answer: 'A mix of topsoil and compost, roughly two parts to one, topped up every spring.',
  },
  {
    value: 'water',
    question: 'How often should I water new plants?',
    answer: 'Every day for the first two weeks, then deeply once or twice a week.',
  },
  {
    value: 'frost',
    question: 'When is it safe to plant tomatoes?',
    answer: 'After your last spring frost date, once nights stay above 10 °C.',
  },
];

function FaqItems({ headingLevel }: { headingLevel?: Accordion.HeadingLevel }) {
  return faqs.map((faq) => (
    <Accordion.Item key={faq.value} value={faq.value}>
      <Accordion.Trigger headingLevel={headingLevel}>{faq.question}</Accordion.Trigger>
      <Accordion.Content>{faq.answer}</Accordion.Content>
    </Accordion.Item>
  ));
}

interface FaqAccordionProps {
  type?: 'single' | 'multiple';
  /** The value of the item open at first. */
  defaultOpen?: string;
  headingLevel?: Accordion.HeadingLevel;
  tone?: Accordion.Tone;
}

/** The FAQ list as the faq section builds it, with the Root's mode as a control. */
function FaqAccordion({ type = 'single', defaultOpen, headingLevel, tone }: FaqAccordionProps) {
  if (type === 'multiple') {
    return (
      <Accordion.Root
        type="multiple"
        tone={tone}
        defaultValue={defaultOpen ? [defaultOpen] : undefined}
      >
        <FaqItems headingLevel={headingLevel} />
      </Accordion.Root>
    );
  }
  return (
    <Accordion.Root tone={tone} defaultValue={defaultOpen}>
      <FaqItems headingLevel={headingLevel} />
    </Accordion.Root>
  );
}

/**
 * Questions and answers that fold away: the FAQ section and anywhere long detail should not crowd
 * the page. `Accordion.Root` holds `Accordion.Item`s, each with a `Trigger` (a button inside a heading,
 * level 3 unless told) and its `Content`. By default one item is open at a time: opening one closes the
 * other, and the open one can be closed again. `type="multiple"` lets several stay open.
 * `tone="inverse"` is for the green background: white questions, answers and chevrons, light borders.
 */
const meta = {
  title: 'Components/Accordion',
  component: FaqAccordion,
  args: { type: 'single', headingLevel: 3, tone: 'default' },
  argTypes: {
    type: { control: 'inline-radio', options: ['single', 'multiple'] },
    tone: { control: 'inline-radio', options: Accordion.tones },
    headingLevel: { control: 'inline-radio', options: Accordion.headingLevels },
    defaultOpen: { control: 'select', options: [undefined, ...faqs.map((faq) => faq.value)] },
  },
  decorators: [
    (Story) => (
      <Box padding="medium" style={{ maxWidth: '46rem' }}>
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof FaqAccordion>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const OneItemOpenAtATime: Story = {
  play: async ({ canvas }) => {
    const soil = canvas.getByRole('button', { name: 'What soil do raised beds need?' });
    const water = canvas.getByRole('button', { name: 'How often should I water new plants?' });

    await userEvent.click(soil);
    await expect(soil).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText(/two parts to one/)).toBeVisible();

    await userEvent.click(water);
    await expect(water).toHaveAttribute('aria-expanded', 'true');
    await expect(soil).toHaveAttribute('aria-expanded', 'false');
    // The closing item slides shut, then leaves the page.
    await waitFor(() => expect(canvas.queryByText(/two parts to one/)).not.toBeInTheDocument());

    await userEvent.click(water);
    await expect(water).toHaveAttribute('aria-expanded', 'false');
  },
};

export const OpenByDefault: Story = {
  args: { defaultOpen: 'water' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/deeply once or twice a week/)).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: 'How often should I water new plants?' }),
    ).toHaveAttribute('aria-expanded', 'true');
  },
};

export const Multiple: Story = {
  args: { type: 'multiple' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'What soil do raised beds need?' }));
    await userEvent.click(
      canvas.getByRole('button', { name: 'When is it safe to plant tomatoes?' }),
    );
    await expect(canvas.getByText(/two parts to one/)).toBeVisible();
    await expect(canvas.getByText(/last spring frost date/)).toBeVisible();
  },
};

export const KeyboardNavigation: Story = {
  play: async ({ canvas }) => {
    const soil = canvas.getByRole('button', { name: 'What soil do raised beds need?' });
    soil.focus();
    await userEvent.keyboard('{ArrowDown}');
    const water = canvas.getByRole('button', { name: 'How often should I water new plants?' });
    await expect(water).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(water).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard(' ');
    await expect(water).toHaveAttribute('aria-expanded', 'false');
  },
};

/** On the green background: questions, answers and chevrons turn white, the borders light green. */
export const InverseOnGreen: Story = {
  args: { tone: 'inverse', defaultOpen: 'soil' },
  decorators: [
    (Story) => (
      <Box background="green" padding="medium">
        <Story />
      </Box>
    ),
  ],
  play: async ({ canvas }) => {
    const white = 'rgb(255, 255, 255)';
    const soil = canvas.getByRole('button', { name: 'What soil do raised beds need?' });
    await expect(getComputedStyle(soil).color).toBe(white);
    await expect(getComputedStyle(canvas.getByText(/two parts to one/)).color).toBe(white);

    await userEvent.click(
      canvas.getByRole('button', { name: 'When is it safe to plant tomatoes?' }),
    );
    await expect(canvas.getByText(/last spring frost date/)).toBeVisible();
  },
};

export const HeadingLevelTwo: Story = {
  args: { headingLevel: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(3);
  },
};

function ControlledAccordion() {
  const [open, setOpen] = useState('frost');
  return (
    <div>
      <p>Open item: {open || 'none'}</p>
      <Accordion.Root value={open} onValueChange={setOpen}>
        <FaqItems />
      </Accordion.Root>
    </div>
  );
}

/** The page can hold the open item in its own state (for example to open the answer a link points to). */
export const Controlled: Story = {
  render: () => <ControlledAccordion />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Open item: frost')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'What soil do raised beds need?' }));
    await expect(canvas.getByText('Open item: soil')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'What soil do raised beds need?' }));
    await expect(canvas.getByText('Open item: none')).toBeInTheDocument();
  },
};

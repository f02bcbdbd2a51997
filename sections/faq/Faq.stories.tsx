import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { faqSections } from '#src/demo/sections/faq.ts';
import { sectionCatalogue } from '#sections/_story/sectionCatalogue.tsx';
import { Faq } from './Faq.tsx';
import faqModule from './index.ts';
import type { FaqContent } from './schema.ts';

const catalogue = sectionCatalogue<FaqContent>(faqModule, Faq, faqSections);
const { propsOf, demo } = catalogue;

/**
 * **FAQ** (`faq`): questions and answers as an accordion. Every answer starts closed; opening one
 * closes the one that was open, and clicking an open question closes it. Arrow keys move between
 * questions; Enter or Space opens one. Editors fill in:
 * - `headline` (optional): a heading above the questions;
 * - `faqs` (required, at least one): a list of `{ headline, body }` — the question, and the answer as
 *   rich text (links and lists allowed; scripts and other unsafe markup are removed).
 *
 * Background: any of beige, green, pink, white (white when none is chosen); on green the text turns white.
 */
const meta = {
  title: 'Sections/Faq',
  ...catalogue.meta,
} satisfies Meta<typeof Faq>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const White: Story = { args: demo(0) };
export const Beige: Story = { args: demo(1) };
export const Green: Story = {
  args: demo(2),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Which herbs grow well together?' }));
    await expect(canvas.getByText(/Mediterranean herbs/)).toBeVisible();
  },
};
export const Pink: Story = { args: { ...demo(1), background: 'pink' } };

export const RequiredFieldsOnly: Story = {
  args: propsOf({
    type: 'faq',
    content: {
      faqs: [
        {
          headline: 'Can I grow vegetables in pots?',
          body: 'Yes: most salads, herbs and bush tomatoes do well in a 30 cm pot.',
        },
      ],
    },
  }),
};

export const LongContent: Story = {
  args: propsOf({
    type: 'faq',
    content: {
      headline:
        'Everything people ask us about starting a kitchen garden from scratch on a small budget',
      faqs: [
        {
          headline:
            'My garden faces north and is shaded by the neighbour’s sycamore for most of the afternoon — is there anything at all that I can grow there, or should I give up on vegetables?',
          body: '<p>Do not give up. Leafy crops need far less sun than fruiting ones: lettuce, rocket, chard, kale, spinach, parsley, chives and mint all crop well with three to four hours of direct light.</p><ul><li>Grow salads in succession, a short row every two weeks.</li><li>Paint fences white to bounce light onto the beds.</li><li>Keep tomatoes and squash for the sunniest corner, or grow them in pots you can move.</li></ul><p>Read our <a href="/blog">shade-garden guide</a> for a full planting list.</p>',
        },
        ...Array.from({ length: 6 }, (_, index) => ({
          headline: `Question ${index + 2}: how often should I water seedlings in their first weeks outside?`,
          body: '<p>Check the soil every morning with a finger; water when the top two centimetres are dry, gently, at the base of the plants.</p>',
        })),
      ],
    },
  }),
};

/** Opening a question closes the one that was open: one answer at a time. */
export const OpeningOneClosesTheOther: Story = {
  args: demo(0),
  play: async ({ canvas }) => {
    const space = canvas.getByRole('button', {
      name: 'How much space do I need for a kitchen garden?',
    });
    const when = canvas.getByRole('button', { name: 'When should I start planting?' });

    await userEvent.click(space);
    await expect(space).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText(/Less than you think/)).toBeVisible();

    await userEvent.click(when);
    await expect(when).toHaveAttribute('aria-expanded', 'true');
    await expect(space).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByText(/It depends on your frost dates/)).toBeVisible();
    // The closing answer slides shut before it leaves the page.
    await waitFor(() => expect(canvas.queryByText(/Less than you think/)).not.toBeInTheDocument());
  },
};

/** By keyboard: Tab reaches the questions, arrows move between them, Enter and Space open one. */
export const Keyboard: Story = {
  args: demo(0),
  play: async ({ canvas }) => {
    const space = canvas.getByRole('button', {
      name: 'How much space do I need for a kitchen garden?',
    });
    const when = canvas.getByRole('button', { name: 'When should I start planting?' });

    await userEvent.tab();
    await expect(space).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(space).toHaveAttribute('aria-expanded', 'true');

    await userEvent.keyboard('{ArrowDown}');
    await expect(when).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(when).toHaveAttribute('aria-expanded', 'true');
    await expect(space).toHaveAttribute('aria-expanded', 'false');

    await userEvent.keyboard('{End}');
    await expect(
      canvas.getByRole('button', { name: 'Can a designer plan my garden remotely?' }),
    ).toHaveFocus();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fireEvent, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Box } from '#src/ui/components/Box/Box.tsx';
import { Dialog } from '#src/ui/components/Dialog/index.ts';
import { Select } from './Select.tsx';

const budgetOptions = [
  { value: 'under-5k', label: 'Under $5,000' },
  { value: '5k-15k', label: '$5,000 – $15,000' },
  { value: '15k-50k', label: '$15,000 – $50,000' },
  { value: 'over-50k', label: 'Over $50,000' },
];

const states = [
  'Alabama',
  'Alaska',
  'Arizona',
  'Arkansas',
  'California',
  'Colorado',
  'Connecticut',
  'Delaware',
  'Florida',
  'Georgia',
  'Hawaii',
  'Idaho',
  'Illinois',
  'Indiana',
  'Iowa',
  'Kansas',
  'Kentucky',
  'Louisiana',
  'Maine',
  'Maryland',
  'Massachusetts',
  'Michigan',
  'Minnesota',
  'Mississippi',
  'Missouri',
].map((state) => ({ value: state.toLowerCase(), label: state }));

/**
 * A labelled choice from a list that is too long for radio buttons: budget, state, a filter, a
 * message recipient. Opens with a click, Enter, Space or the arrow keys; typing jumps to a match;
 * Escape closes it without a change. With a `name` inside a form it submits the chosen value
 * through a hidden native select. The list opens below the field and scrolls when long.
 */
const meta = {
  title: 'Components/Select',
  component: Select,
  args: {
    label: 'Estimated Budget',
    name: 'budget',
    placeholder: 'Select a budget',
    options: budgetOptions,
    onValueChange: fn(),
  },
  argTypes: {
    tone: { control: 'inline-radio', options: ['default', 'inverse'] },
    error: { control: 'text' },
    hint: { control: 'text' },
  },
  decorators: [
    (Story) => (
      <Box padding="large" style={{ maxWidth: '24rem', minHeight: '22rem' }}>
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof Select>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const ChoosingWithThePointer: Story = {
  play: async ({ canvas, args }) => {
    const combobox = canvas.getByRole('combobox', { name: 'Estimated Budget' });
    await expect(combobox).toHaveTextContent('Select a budget');
    await userEvent.click(combobox);
    await userEvent.click(await screen.findByRole('option', { name: '$15,000 – $50,000' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('15k-50k');
    await expect(combobox).toHaveTextContent('$15,000 – $50,000');
    await waitFor(() => expect(combobox).toHaveFocus());
  },
};

export const ChoosingWithTheKeyboard: Story = {
  play: async ({ canvas, args }) => {
    const combobox = canvas.getByRole('combobox', { name: 'Estimated Budget' });
    await userEvent.tab();
    await expect(combobox).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(await screen.findByRole('listbox')).toBeVisible();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onValueChange).toHaveBeenCalledWith('5k-15k');
    await expect(combobox).toHaveTextContent('$5,000 – $15,000');
  },
};

export const EscapeKeepsTheValue: Story = {
  args: { defaultValue: 'over-50k' },
  play: async ({ canvas, args }) => {
    const combobox = canvas.getByRole('combobox', { name: 'Estimated Budget' });
    await userEvent.click(combobox);
    await screen.findByRole('listbox');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(combobox).toHaveTextContent('Over $50,000');
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

export const WithADisabledOption: Story = {
  args: {
    options: [
      ...budgetOptions,
      { value: 'unsure', label: 'Not sure yet (coming soon)', disabled: true },
    ],
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Estimated Budget' }));
    await expect(
      await screen.findByRole('option', { name: 'Not sure yet (coming soon)' }),
    ).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{Escape}');
  },
};

export const LongList: Story = {
  args: { label: 'State', name: 'state', placeholder: 'Select a state', options: states },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'State' }));
    await screen.findByRole('listbox');
    await userEvent.keyboard('mi');
    await waitFor(() => expect(screen.getByRole('option', { name: 'Michigan' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('combobox', { name: 'State' })).toHaveTextContent('Michigan');
  },
};

/** The scroll arrows of a list taller than the room below the field: small, at its edges. */
async function expectSmallScrollArrows() {
  const listbox = await screen.findByRole('listbox');
  // The arrows are decorative (aria-hidden): the arrow keys scroll the list. They sit in the
  // list's positioned frame, outside the options.
  const frame = listbox.closest('[data-side]') ?? listbox;
  const arrowIcons = () =>
    [...frame.querySelectorAll('svg')].filter((icon) => !icon.closest('[role="option"]'));
  await waitFor(() => expect(arrowIcons().length).toBeGreaterThan(0));
  for (const icon of arrowIcons()) {
    const { width, height } = icon.getBoundingClientRect();
    // An icon's size (1.5rem at most), not the list's width.
    await expect(width).toBeGreaterThan(0);
    await expect(width).toBeLessThanOrEqual(24);
    await expect(height).toBeLessThanOrEqual(24);
  }
}

/**
 * A long list left open: the arrows that scroll it stay small (at any width), and the rest of the
 * page stays in the accessibility tree (a list box is not a dialog), so axe judges the open list.
 */
export const LongListOpen: Story = {
  globals: { viewport: { value: 'desktop' } },
  args: { label: 'State', name: 'state', placeholder: 'Select a state', options: states },
  play: async ({ canvas }) => {
    const combobox = canvas.getByRole('combobox', { name: 'State' });
    await userEvent.click(combobox);
    await expectSmallScrollArrows();
    await expect(screen.getByRole('listbox', { name: 'State' })).toBeVisible();
    await expect(combobox.closest('[aria-hidden="true"]')).toBeNull();
    await expect(combobox).toHaveAttribute('aria-expanded', 'true');
  },
};

export const LongListOpenOnAPhone: Story = {
  ...LongListOpen,
  globals: { viewport: { value: 'phone' } },
  play: async (context) => {
    await expect(window.innerWidth).toBe(375);
    await LongListOpen.play?.(context);
  },
};

/**
 * A list scrolled without the pointer over its options (a finger on a phone, a script) stays where
 * it was scrolled: the scroll-up arrow that appears once the list leaves its top moves nothing.
 * (Radix's arrow brought the option in focus, the first, back into view: the list jumped to its
 * top.) The pointer on an arrow scrolls the list.
 */
export const LongListScrolledWithoutThePointer: Story = {
  ...LongListOpen,
  // What it shows is the open list of LongListOpen, scrolled: this story is about what moves.
  parameters: { visual: false },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'State' }));
    const listbox = await screen.findByRole('listbox', { name: 'State' });
    await waitFor(() => expect(screen.getByRole('option', { name: 'Alabama' })).toHaveFocus());
    const last = screen.getByRole('option', { name: 'Missouri' });
    last.scrollIntoView({ block: 'end' });
    const scrolledTo = last.getBoundingClientRect().top;
    const frame = listbox.closest('[data-side]') ?? listbox;
    // The scroll-up arrow comes on a later frame, above the list.
    await waitFor(() => expect(frame.firstElementChild).not.toBe(listbox));
    for (let i = 0; i < 3; i++) await new Promise((done) => requestAnimationFrame(done));
    await expect(Math.abs(last.getBoundingClientRect().top - scrolledTo)).toBeLessThanOrEqual(1);
    await expect(last.getBoundingClientRect().bottom).toBeLessThanOrEqual(
      listbox.getBoundingClientRect().bottom + 1,
    );
    // The pointer on the up arrow scrolls the list back up, an option at a time, until it leaves.
    const upArrow = frame.firstElementChild as HTMLElement;
    const scrolled = listbox.scrollTop;
    // (user-event refuses to point at it: Radix turns pointer events off on the body while a list
    // is open, and user-event reads that as the arrow's, though the list turns them on again.)
    fireEvent.pointerMove(upArrow);
    await waitFor(() => expect(listbox.scrollTop).toBeLessThan(scrolled));
    fireEvent.pointerLeave(upArrow);
    await userEvent.keyboard('{Escape}');
  },
};

/**
 * In a dialog the list is part of the dialog (read with it, inside its region) yet drawn over
 * everything: where it reaches past the dialog's panel it is neither cut off nor covered.
 */
export const InADialog: Story = {
  globals: { viewport: { value: 'desktop' } },
  render: () => (
    <Dialog.Root defaultOpen>
      <Dialog.Content title="Where is the garden?" size="small">
        <Select label="State" name="state" placeholder="Select a state" options={states} />
      </Dialog.Content>
    </Dialog.Root>
  ),
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Where is the garden?' });
    const combobox = within(dialog).getByRole('combobox', { name: 'State' });
    await Promise.all(dialog.getAnimations().map((animation) => animation.finished));
    await userEvent.click(combobox);
    const listbox = await within(dialog).findByRole('listbox', { name: 'State' });
    const panel = dialog.getBoundingClientRect();
    const list = listbox.getBoundingClientRect();
    const outsideThePanel = within(listbox)
      .getAllByRole('option')
      .find((option) => {
        const box = option.getBoundingClientRect();
        const inTheList = box.top >= list.top && box.bottom <= list.bottom;
        return inTheList && (box.bottom < panel.top || box.top > panel.bottom);
      });
    await expect(outsideThePanel).toBeDefined();
    const box = outsideThePanel!.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    await expect(hit?.closest('[role="option"]')).toBe(outsideThePanel);
    await userEvent.click(outsideThePanel!);
    await expect(combobox).toHaveTextContent(outsideThePanel!.textContent ?? '');
    await expect(dialog).toBeVisible();
  },
};

/** Options under headings (`groups`): each group is read out with its heading. */
export const Grouped: Story = {
  args: {
    label: 'State or province',
    name: 'region',
    placeholder: 'Choose a state or province',
    options: [],
    groups: [
      {
        label: 'United States',
        options: [
          { value: 'US:OR', label: 'Oregon' },
          { value: 'US:WA', label: 'Washington' },
        ],
      },
      {
        label: 'Australia',
        options: [
          { value: 'AU:NSW', label: 'New South Wales' },
          { value: 'AU:WA', label: 'Western Australia' },
        ],
      },
    ],
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'State or province' }));
    const australia = await screen.findByRole('group', { name: 'Australia' });
    await userEvent.click(within(australia).getByRole('option', { name: 'Western Australia' }));
    await expect(canvas.getByRole('combobox', { name: 'State or province' })).toHaveTextContent(
      'Western Australia',
    );
  },
};

export const WithHint: Story = {
  args: { hint: 'Plants, materials and labour together.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox')).toHaveAccessibleDescription(
      'Plants, materials and labour together.',
    );
  },
};

export const WithError: Story = {
  args: { required: true, error: 'Please choose a budget.' },
  play: async ({ canvas }) => {
    const combobox = canvas.getByRole('combobox', { name: 'Estimated Budget' });
    await expect(combobox).toHaveAttribute('aria-invalid', 'true');
    await expect(combobox).toHaveAttribute('aria-required', 'true');
    await expect(combobox).toHaveAccessibleDescription('Please choose a budget.');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'under-5k' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Estimated Budget' })).toBeDisabled();
  },
};

function FormWithSelect() {
  const [sent, setSent] = useState<string | null>(null);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        setSent(String(new FormData(event.currentTarget).get('budget')));
      }}
    >
      <Select
        label="Estimated Budget"
        name="budget"
        options={budgetOptions}
        defaultValue="5k-15k"
      />
      <button type="submit">Save</button>
      <p>Sent budget: {sent ?? '—'}</p>
    </form>
  );
}

export const InAForm: Story = {
  render: () => <FormWithSelect />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(canvas.getByText('Sent budget: 5k-15k')).toBeInTheDocument();
  },
};

export const NarrowScreen: Story = {
  globals: { viewport: { value: 'phone' } },
  args: {
    label: 'State',
    name: 'state',
    placeholder: 'Select a state',
    options: states,
    hint: 'Only US states for now.',
  },
};

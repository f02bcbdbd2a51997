import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { MultiSelect } from './MultiSelect.tsx';

const tags = ['Raised beds', 'Containers', 'Composting', 'Seed starting', 'Pests', 'Watering'].map(
  (label, index) => ({ value: index + 1, label }),
);

function Tags({ initial = [] }: { initial?: number[] }) {
  const [selected, setSelected] = useState<number[]>(initial);
  return (
    <MultiSelect
      label="Tag"
      placeholder="Select a Tag"
      options={tags}
      selected={selected}
      onChange={setSelected}
    />
  );
}

/**
 * A filter menu of the card grids: a button showing what is chosen (or its placeholder) that opens a
 * dropdown — a modal dialog under 768 px — with the choices and a clear control. `MultiSelect` is the
 * version with checkboxes (tags and topics of the post grid).
 */
const meta = {
  title: 'Components/FilterMenu',
  component: Tags,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Tags>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Placeholder: Story = {};

export const Chosen: Story = {
  args: { initial: [2, 5] },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Tag: Containers, Pests' }));
    const page = within(canvasElement.ownerDocument.body);
    await expect(await page.findByRole('checkbox', { name: 'Pests' })).toBeChecked();
    await userEvent.click(page.getByRole('button', { name: 'Clear tag' }));
    await expect(canvas.getByRole('button', { name: 'Tag: Select a Tag' })).toBeVisible();
  },
};

/** Under 768 px the choices open in a modal dialog. */
export const OnAPhone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Tag: Select a Tag' }));
    const page = within(canvasElement.ownerDocument.body);
    const dialog = await page.findByRole('dialog', { name: 'Tag' });
    // The modal panel has its own Close button; the dropdown has none.
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toBeVisible();
  },
};

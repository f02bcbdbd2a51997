import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { Box } from '#src/ui/components/Box/Box.tsx';
import { emptyTimeOfDay, type TimeOfDayChoice } from './availabilityTime.ts';
import { TimeOfDayField } from './TimeOfDayField.tsx';

function TimeOfDayDemo({
  label,
  initial = emptyTimeOfDay,
  disabled,
  onChange,
}: {
  label: string;
  initial?: TimeOfDayChoice;
  disabled?: boolean;
  onChange?: (value: TimeOfDayChoice) => void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <Box padding="large">
      <TimeOfDayField
        label={label}
        value={value}
        disabled={disabled}
        onChange={(next) => {
          setValue(next);
          onChange?.(next);
        }}
      />
    </Box>
  );
}

/**
 * **TimeOfDayField**: a time of day as the coaching pickers take it — hour (1–12), minutes (00, 15,
 * 30, 45) and AM/PM, three labelled selects in a fieldset whose legend starts each select's name
 * ('From Hour'). The 12 option's value is 0 (docs/spec/platform.md §5): the value is
 * `{ hour, minute, meridiem }`, each null until chosen. All three are required; the form holding it
 * says so (invalidTime) and moves focus to the select left empty. Used by the availability page (From
 * and To of each range) and the Go Live modal (Until).
 */
const meta = {
  title: 'Coaching/TimeOfDayField',
  component: TimeOfDayDemo,
  args: { label: 'From', onChange: fn() },
} satisfies Meta<typeof TimeOfDayDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen: each select says what it is above it, and '--' in it. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    const group = canvas.getByRole('group', { name: 'From' });
    await expect(
      within(group)
        .getAllByRole('combobox')
        .map((box) => box.textContent),
    ).toEqual(['--', '--', '--']);
    await expect(within(group).getByText('Minutes')).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'From AM/PM' })).toBeRequired();
  },
};

/** 12 is offered as 12 and reported as 0. */
export const Twelve: Story = {
  args: { label: 'Until' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Until Hour' }));
    await userEvent.click(await screen.findByRole('option', { name: '12' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({
      hour: 0,
      minute: null,
      meridiem: null,
    });
    await expect(canvas.getByRole('combobox', { name: 'Until Hour' })).toHaveTextContent('12');
  },
};

/** Chosen with the keyboard: Tab to a select, Enter to open, arrows and Enter to choose. */
export const Keyboard: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('combobox', { name: 'From Hour' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(await screen.findByRole('listbox')).toBeVisible();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith({
      hour: 2,
      minute: null,
      meridiem: null,
    });
  },
};

/** A chosen time, disabled while its form is saving. */
export const Disabled: Story = {
  args: { initial: { hour: 9, minute: 30, meridiem: 'AM' }, disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'From' })).toBeDisabled();
    await expect(canvas.getByRole('combobox', { name: 'From Minutes' })).toHaveTextContent('30');
  },
};

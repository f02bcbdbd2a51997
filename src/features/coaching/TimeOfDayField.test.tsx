import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { emptyTimeOfDay, type TimeOfDayChoice } from './availabilityTime.ts';
import { TimeOfDayField, timeOfDayPartId } from './TimeOfDayField.tsx';

function Harness({ onChange }: { onChange: (value: TimeOfDayChoice) => void }) {
  const [value, setValue] = useState<TimeOfDayChoice>(emptyTimeOfDay);
  return (
    <TimeOfDayField
      id="until"
      label="Until"
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('TimeOfDayField', () => {
  it('is a group of three required selects named after its legend', () => {
    render(<Harness onChange={() => {}} />);
    const group = screen.getByRole('group', { name: 'Until' });
    const boxes = within(group).getAllByRole('combobox');
    expect(boxes.map((box) => box.textContent)).toEqual(['--', '--', '--']);
    expect(screen.getByRole('combobox', { name: 'Until Hour' })).toHaveAttribute(
      'aria-required',
      'true',
    );
    expect(screen.getByRole('combobox', { name: 'Until Minutes' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Until AM/PM' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Until Hour' })).toHaveAttribute(
      'id',
      timeOfDayPartId('until', 'hour'),
    );
  });

  it('offers hours 1 to 12 and sends 12 as 0', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await user.click(screen.getByRole('combobox', { name: 'Until Hour' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
      '8',
      '9',
      '10',
      '11',
      '12',
    ]);
    await user.click(screen.getByRole('option', { name: '12' }));
    expect(onChange).toHaveBeenLastCalledWith({ hour: 0, minute: null, meridiem: null });
    expect(screen.getByRole('combobox', { name: 'Until Hour' })).toHaveTextContent('12');
  });

  it('offers minutes 00, 15, 30 and 45, and AM or PM', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await user.click(screen.getByRole('combobox', { name: 'Until Minutes' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      '00',
      '15',
      '30',
      '45',
    ]);
    await user.click(screen.getByRole('option', { name: '45' }));
    await user.click(screen.getByRole('combobox', { name: 'Until AM/PM' }));
    await user.click(screen.getByRole('option', { name: 'PM' }));
    expect(onChange).toHaveBeenLastCalledWith({ hour: null, minute: 45, meridiem: 'PM' });
  });

  it('is chosen with the keyboard', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await user.tab();
    expect(screen.getByRole('combobox', { name: 'Until Hour' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith({ hour: 3, minute: null, meridiem: null });
  });
});

import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { CalendarMark } from './Calendar.tsx';
import { Calendar } from './index.ts';

function Harness({
  today,
  start,
  onPick = () => {},
  markOf,
}: {
  today: string;
  start: string;
  onPick?: (day: string) => void;
  markOf?: (day: string) => CalendarMark | null;
}) {
  const [month, setMonth] = useState(start);
  return (
    <Calendar
      label="Schedule a session"
      today={today}
      month={month}
      onMonthChange={setMonth}
      onPick={onPick}
      markOf={markOf}
      legend={['available', 'busy']}
    />
  );
}

/** The grid's rows under its weekday header row. */
const rowsOf = (grid: HTMLElement) => within(grid).getAllByRole('row', { hidden: true }).slice(1);

describe('Calendar', () => {
  it('lays a month out in 7 columns and pads a four-week month to 5 rows (35 cells)', () => {
    // February 2026 starts on a Sunday and has 28 days: four weeks.
    render(<Harness today="2026-02-01" start="2026-02-01" />);
    const grid = screen.getByRole('grid', { name: 'Schedule a session' });
    const rows = rowsOf(grid);
    expect(rows).toHaveLength(5);
    for (const row of rows.slice(0, 4)) {
      expect(within(row).getAllByRole('gridcell')).toHaveLength(7);
    }
    expect(within(rows[4]!).getAllByRole('cell', { hidden: true })).toHaveLength(7);
    expect(rows[4]).toHaveAttribute('aria-hidden', 'true');
    expect(
      within(rows[3]!).getByRole('button', { name: /Saturday, February 28, 2026/ }),
    ).toBeEnabled();
  });

  it('never navigates before the current month', async () => {
    const user = userEvent.setup();
    render(<Harness today="2026-11-25" start="2026-11-01" />);
    expect(screen.getByRole('button', { name: /previous month/i })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await user.click(screen.getByRole('button', { name: /next month/i }));
    expect(screen.getByText('December 2026')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /previous month/i }));
    expect(screen.getByText('November 2026')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /previous month/i })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it('says each day’s mark in its name and picks a day by click or keyboard, never one before today', async () => {
    const user = userEvent.setup();
    const onPick = vi.fn();
    render(
      <Harness
        today="2026-11-25"
        start="2026-11-01"
        onPick={onPick}
        markOf={(day) =>
          day === '2026-11-27' ? 'available' : day === '2026-11-30' ? 'busy' : null
        }
      />,
    );
    const friday = screen.getByRole('button', { name: /Friday, November 27, 2026, available/ });
    expect(
      screen.getByRole('button', { name: /Monday, November 30, 2026, has bookings/ }),
    ).toBeEnabled();
    expect(
      screen.getByRole('button', { name: /Wednesday, November 25, 2026, today/ }),
    ).toBeEnabled();
    expect(screen.getByRole('button', { name: /Tuesday, November 24, 2026/ })).toBeDisabled();
    await user.click(friday);
    expect(onPick).toHaveBeenLastCalledWith('2026-11-27');
    await user.keyboard('{ArrowRight}{Enter}');
    expect(onPick).toHaveBeenLastCalledWith('2026-11-28');
    expect(screen.getByRole('list', { name: 'Key' })).toHaveTextContent('AvailableHas bookings');
  });
});

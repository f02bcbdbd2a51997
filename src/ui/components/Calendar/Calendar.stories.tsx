import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Box } from '#src/ui/components/Box/Box.tsx';
import { weekOf, type DayKey } from '#src/lib/time/index.ts';
import { Calendar, type CalendarMark, type CalendarProps } from './index.ts';

type DemoProps = Omit<
  CalendarProps,
  'month' | 'onMonthChange' | 'selected' | 'onPick' | 'markOf'
> & {
  /** The month shown first. */
  start?: DayKey;
  /** 'week': a pick chooses its whole week (Sunday to Saturday), less the days before today. */
  selection?: 'single' | 'week';
  /** Marked days. */
  marks?: Record<DayKey, CalendarMark>;
  onPick?: (day: DayKey) => void;
};

/** The calendar as pages hold it: the month shown and the chosen days in state. */
function CalendarDemo({ start, selection = 'single', marks = {}, onPick, ...props }: DemoProps) {
  const [month, setMonth] = useState(start ?? props.today);
  const [selected, setSelected] = useState<DayKey[]>([]);
  return (
    <Box padding="large">
      <Calendar
        {...props}
        month={month}
        onMonthChange={setMonth}
        selected={selected}
        onPick={(day) => {
          setSelected(
            selection === 'week' ? weekOf(day).filter((key) => key >= props.today) : [day],
          );
          onPick?.(day);
        }}
        markOf={(day) => marks[day] ?? null}
        footer={selected.length > 0 ? `Chosen: ${selected.join(', ')}` : 'Pick a day.'}
      />
    </Box>
  );
}

const day = (canvas: ReturnType<typeof within>, name: string | RegExp) =>
  canvas.getByRole('button', { name });

/**
 * A month calendar in days of the viewer's timezone (`YYYY-MM-DD`): the session booker's 'Schedule a
 * session' and the coach's availability page. Seven columns, at least five rows (a month that fits
 * in four keeps a fifth, empty row, so nothing under it moves; one that spans six weeks gets six).
 * Navigation never goes before the current month, and stops at `lastMonth`. Days before today cannot
 * be chosen; today is outlined. A day may carry a mark — available (green), has bookings (amber,
 * underlined), too far ahead to book — said in its name as well as its colour, and named in the
 * legend (the 'Key'). Arrow keys move between days, Enter or Space picks one; the caller decides
 * what a pick chooses (one day, or its week). The footer is a live region: say there what was chosen.
 */
const meta = {
  title: 'Components/Calendar',
  component: CalendarDemo,
  args: {
    label: 'Schedule a session',
    today: '2026-11-25',
    onPick: fn(),
  },
  argTypes: {
    selection: { control: 'inline-radio', options: ['single', 'week'] },
    legend: { control: 'check', options: ['available', 'busy', 'blank', 'afterMonth'] },
  },
} satisfies Meta<typeof CalendarDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** One day at a time, by click or by keyboard; days before today cannot be picked. */
export const SinglePick: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('grid', { name: 'Schedule a session' })).toBeVisible();
    await expect(day(canvas, /^Tuesday, November 24, 2026/)).toBeDisabled();
    await expect(day(canvas, /^Wednesday, November 25, 2026, today/)).toBeEnabled();
    await userEvent.click(day(canvas, 'Friday, November 27, 2026'));
    await expect(args.onPick).toHaveBeenLastCalledWith('2026-11-27');
    await expect(day(canvas, 'Friday, November 27, 2026, selected')).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{Enter}');
    await expect(args.onPick).toHaveBeenLastCalledWith('2026-11-28');
    await expect(day(canvas, 'Saturday, November 28, 2026, selected')).toBeVisible();
    await expect(canvas.getByText('Chosen: 2026-11-28')).toBeVisible();
  },
};

/** Week selection: a pick chooses Sunday to Saturday, leaving out the days before today. */
export const WeekSelection: Story = {
  args: { label: 'Your availability', selection: 'week' },
  play: async ({ canvas }) => {
    await userEvent.click(day(canvas, 'Thursday, November 26, 2026'));
    const chosen = canvas.getAllByRole('button', { name: /, selected$/ });
    await expect(chosen.map((button) => button.textContent)).toEqual(['25', '26', '27', '28']);
    await userEvent.click(day(canvas, 'Tuesday, December 1, 2026'));
    await expect(canvas.getAllByRole('button', { name: /, selected$/ })).toHaveLength(7);
    await expect(day(canvas, 'Sunday, November 29, 2026, selected')).toBeVisible();
    await expect(day(canvas, 'Saturday, December 5, 2026, selected')).toBeVisible();
  },
};

/** Marked days, in words as well as colour, and the legend that names the marks. */
export const MarksAndLegend: Story = {
  args: {
    label: 'Your availability',
    legend: ['available', 'busy'],
    marks: {
      '2026-11-26': 'available',
      '2026-11-27': 'busy',
      '2026-11-30': 'available',
      '2026-12-01': 'available',
      '2026-12-02': 'busy',
    },
  },
  play: async ({ canvas }) => {
    await expect(day(canvas, 'Thursday, November 26, 2026, available')).toBeVisible();
    await expect(day(canvas, 'Friday, November 27, 2026, has bookings')).toBeVisible();
    await expect(day(canvas, 'Saturday, November 28, 2026')).toBeVisible();
    const key = canvas.getByRole('list', { name: 'Key' });
    await expect(
      within(key)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Available', 'Has bookings']);
  },
};

/**
 * A month shows the days of the months around it for context, muted, but a marked one keeps its
 * mark's colours: muted text on a mark's background would be too faint to read.
 */
export const MarksOnDaysAround: Story = {
  args: {
    label: 'Your availability',
    start: '2026-12-01',
    legend: ['available', 'busy'],
    marks: { '2026-11-29': 'busy', '2026-11-30': 'available', '2026-12-01': 'available' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('December 2026')).toBeVisible();
    await expect(day(canvas, 'Sunday, November 29, 2026, has bookings')).toBeVisible();
    await expect(day(canvas, 'Monday, November 30, 2026, available')).toBeVisible();
  },
};

/** February 2026 fits in four weeks: a fifth, empty row keeps the height of five. */
export const FourWeekMonth: Story = {
  args: { today: '2026-02-01' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('February 2026')).toBeVisible();
    const grid = canvas.getByRole('grid', { name: 'Schedule a session' });
    // The padding row is hidden from assistive technology: four weeks of days are read.
    const rows = within(grid)
      .getAllByRole('row')
      .filter((row) => within(row).queryAllByRole('gridcell').length > 0);
    await expect(rows).toHaveLength(4);
    const bodyRows = grid.querySelectorAll('tbody > tr');
    await expect(bodyRows).toHaveLength(5);
    await expect(bodyRows[4]).toHaveAttribute('aria-hidden', 'true');
    await expect(day(canvas, /^Saturday, February 28, 2026/)).toBeEnabled();
  },
};

/** Navigation never goes before the current month, and stops at the last month given. */
export const NavigationStopsAtCurrentMonth: Story = {
  args: { lastMonth: '2027-01-01' },
  play: async ({ canvas }) => {
    const previous = canvas.getByRole('button', { name: /previous month/i });
    const next = canvas.getByRole('button', { name: /next month/i });
    await expect(previous).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(next);
    await expect(canvas.getByText('December 2026')).toBeVisible();
    await expect(previous).not.toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(next);
    await expect(canvas.getByText('January 2027')).toBeVisible();
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(previous);
    await userEvent.click(previous);
    await expect(canvas.getByText('November 2026')).toBeVisible();
    await expect(previous).toHaveAttribute('aria-disabled', 'true');
  },
};

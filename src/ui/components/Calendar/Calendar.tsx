import { Children, createContext, use, type ComponentProps, type ReactNode } from 'react';
import { DayPicker, type Modifiers } from 'react-day-picker';
import {
  addMonths,
  canShowMonth,
  monthGridRows,
  monthOf,
  parseDayKey,
  type DayKey,
} from '#src/lib/time/index.ts';
import * as styles from './Calendar.css.ts';

/** How a day is marked; each has a colour and words (the day's name says it, and the legend). */
export type CalendarMark = 'available' | 'busy' | 'blank' | 'afterMonth';

const markWords: Record<CalendarMark, string> = {
  available: 'available',
  busy: 'has bookings',
  blank: 'nothing set',
  afterMonth: 'too far ahead to book',
};

export interface CalendarProps {
  /** Names the calendar ('Schedule a session'). */
  label: string;
  /** The viewer's day, in their timezone: earlier days cannot be chosen. */
  today: DayKey;
  /** The month shown (any day of it). */
  month: DayKey;
  onMonthChange: (month: DayKey) => void;
  /** The last month navigation reaches (the first is always the current month). */
  lastMonth?: DayKey;
  /** The chosen days. */
  selected?: readonly DayKey[];
  /** A day was picked (by click, Enter or Space). */
  onPick?: (day: DayKey) => void;
  /** A day's mark, if any. */
  markOf?: (day: DayKey) => CalendarMark | null;
  /** Days that cannot be picked besides those before today. */
  isDisabled?: (day: DayKey) => boolean;
  /** Marks named in the legend under the grid. */
  legend?: readonly CalendarMark[];
  /** Said under the grid, and announced when it changes (a live region). */
  footer?: ReactNode;
}

const keyOf = (date: Date): DayKey =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/** A day key as the picker's local calendar date (the picker thinks in plain calendar days). */
const dateOf = (key: DayKey): Date => {
  const { year, month, day } = parseDayKey(key);
  return new Date(year, month - 1, day);
};

/** The rows the shown month needs (5 or 6): the weeks react-day-picker renders are padded to it. */
const RowsContext = createContext(5);

function Weeks(props: ComponentProps<'tbody'>) {
  const rows = use(RowsContext);
  const weeks = Children.count(props.children);
  return (
    <tbody {...props}>
      {props.children}
      {Array.from({ length: Math.max(0, rows - weeks) }, (_, index) => (
        <tr key={`padding-${index}`} aria-hidden="true" className={styles.paddingRow}>
          {Array.from({ length: 7 }, (_, cell) => (
            <td key={cell} />
          ))}
        </tr>
      ))}
    </tbody>
  );
}

const dayName = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
});

/**
 * A month calendar on react-day-picker (docs/spec/features.md §2.10, §2.13): 7 columns and at least 5
 * rows (a month that fits in four keeps a fifth, empty row, so nothing below it moves); navigation
 * never goes before the current month. It knows days only as `YYYY-MM-DD` in the viewer's timezone:
 * callers work out which days are available or busy. Arrow keys move between days, Enter or Space
 * picks one; each day's name says its mark.
 */
export function Calendar({
  label,
  today,
  month,
  onMonthChange,
  lastMonth,
  selected = [],
  onPick,
  markOf,
  isDisabled,
  legend,
  footer,
}: CalendarProps) {
  const shown = canShowMonth(month, today) ? monthOf(month) : monthOf(today);
  const rows = monthGridRows(shown);

  const marked = (mark: CalendarMark) => (date: Date) => markOf?.(keyOf(date)) === mark;
  const modifiers = {
    available: marked('available'),
    busy: marked('busy'),
    blank: marked('blank'),
    afterMonth: marked('afterMonth'),
    before: (date: Date) => keyOf(date) < today,
  };

  return (
    <div className={styles.root}>
      <RowsContext value={rows}>
        <DayPicker
          mode="multiple"
          selected={selected.map(dateOf)}
          onSelect={(_days, trigger) => onPick?.(keyOf(trigger))}
          month={dateOf(shown)}
          onMonthChange={(date) => onMonthChange(keyOf(date))}
          startMonth={dateOf(monthOf(today))}
          endMonth={lastMonth ? dateOf(monthOf(lastMonth)) : dateOf(addMonths(monthOf(today), 12))}
          today={dateOf(today)}
          weekStartsOn={0}
          showOutsideDays
          disabled={(date: Date) => {
            const key = keyOf(date);
            return key < today || Boolean(isDisabled?.(key));
          }}
          modifiers={modifiers}
          modifiersClassNames={{
            available: styles.marks.available,
            busy: styles.marks.busy,
            blank: styles.marks.blank,
            afterMonth: styles.marks.afterMonth,
            before: styles.marks.before,
          }}
          classNames={{
            root: '',
            months: styles.months,
            month: styles.month,
            month_caption: styles.caption,
            caption_label: styles.captionLabel,
            nav: styles.nav,
            button_previous: styles.navButton,
            button_next: styles.navButton,
            month_grid: styles.grid,
            weekday: styles.weekday,
            day: styles.day,
            day_button: styles.dayButton,
            today: styles.today,
            selected: styles.selected,
            outside: styles.outside,
            disabled: styles.disabled,
            focused: styles.focused,
          }}
          labels={{
            labelGrid: () => label,
            labelDayButton: (date: Date, dayModifiers: Modifiers) => {
              const key = keyOf(date);
              const parts = [dayName.format(date)];
              if (key === today) parts.push('today');
              const mark = markOf?.(key);
              if (mark && mark !== 'blank') parts.push(markWords[mark]);
              if (dayModifiers.selected) parts.push('selected');
              return parts.join(', ');
            },
          }}
          components={{ Weeks }}
          footer={footer}
        />
      </RowsContext>
      {legend && legend.length > 0 ? (
        <ul className={styles.legend} aria-label="Key">
          {legend.map((mark) => (
            <li key={mark} className={styles.legendItem}>
              <span className={`${styles.legendSwatch} ${styles.marks[mark]}`} aria-hidden="true" />
              {markWords[mark][0]!.toUpperCase() + markWords[mark].slice(1)}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

import { useMemo } from 'react';
import type { AvailabilityWindowWire, BookingWire } from '#src/lib/api/types.ts';
import { Calendar, type CalendarMark } from '#src/ui/components/Calendar/index.ts';
import { Heading } from '#src/ui/components/Heading/index.ts';
import { RadioGroup } from '#src/ui/components/Radio/index.ts';
import { Stack } from '#src/ui/components/Stack/index.ts';
import type { SelectionMode } from './availabilityTime.ts';
import { availabilityWording } from './availabilityWording.ts';
import { calendarDayState, daysTouched, type DayKey } from './time.ts';

export interface AvailabilityCalendarProps {
  /** The section heading's id (the section is named by it). */
  headingId: string;
  mode: SelectionMode;
  onModeChange: (mode: SelectionMode) => void;
  today: DayKey;
  month: DayKey;
  onMonthChange: (month: DayKey) => void;
  lastMonth: DayKey;
  selected: readonly DayKey[];
  onPick: (day: DayKey) => void;
  /** The month's windows and bookings (undefined while they load): they mark the days. */
  windows: AvailabilityWindowWire[] | undefined;
  bookings: BookingWire[] | undefined;
  timeZone: string;
  footer: string;
}

/** The coach's calendar: how days are picked (one, or a week), and the month marking available and busy days. */
export function AvailabilityCalendar({
  headingId,
  mode,
  onModeChange,
  today,
  month,
  onMonthChange,
  lastMonth,
  selected,
  onPick,
  windows,
  bookings,
  timeZone,
  footer,
}: AvailabilityCalendarProps) {
  const availableDays = useMemo(
    () =>
      daysTouched(
        (windows ?? []).map((window) => ({
          start: window.available_start,
          end: window.available_end,
        })),
        timeZone,
      ),
    [windows, timeZone],
  );
  const busyDays = useMemo(
    () =>
      daysTouched(
        (bookings ?? []).map((booking) => ({
          start: booking.scheduled_start,
          end: booking.scheduled_end ?? booking.scheduled_start,
        })),
        timeZone,
      ),
    [bookings, timeZone],
  );
  const markOf = (day: DayKey): CalendarMark | null => {
    const state = calendarDayState(day, today, { availableDays, busyDays });
    return state === 'available' || state === 'busy' ? state : null;
  };

  return (
    <section aria-labelledby={headingId}>
      <Stack space="medium">
        <Heading level={2} size="md" id={headingId}>
          {availabilityWording.calendarHeading}
        </Heading>
        <RadioGroup
          label={availabilityWording.mode}
          name="selection-mode"
          orientation="horizontal"
          value={mode}
          onValueChange={(value) => onModeChange(value as SelectionMode)}
          options={[
            { value: 'single', label: availabilityWording.single },
            { value: 'week', label: availabilityWording.week },
          ]}
        />
        <Calendar
          label={availabilityWording.calendar}
          today={today}
          month={month}
          onMonthChange={onMonthChange}
          lastMonth={lastMonth}
          selected={selected}
          onPick={onPick}
          markOf={markOf}
          legend={['available', 'busy']}
          footer={footer}
        />
      </Stack>
    </section>
  );
}

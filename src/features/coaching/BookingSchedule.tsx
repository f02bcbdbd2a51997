import { useId, useMemo, useState } from 'react';
import type { CoachWire, ProductWire } from '#src/lib/api/types.ts';
import { Button } from '#src/ui/components/Button/index.ts';
import { Calendar, type CalendarMark } from '#src/ui/components/Calendar/index.ts';
import { Heading, type HeadingLevel } from '#src/ui/components/Heading/index.ts';
import { Text } from '#src/ui/components/Text/index.ts';
import { useSession } from '#src/lib/session/SessionProvider.tsx';
import { Placeholder } from './BookingPlaceholder.tsx';
import {
  bookableDays,
  formatDay,
  formatTimeOfDay,
  lastScheduleMonth,
  scheduleRange,
  zoneAbbreviation,
  zoneLabel,
} from './bookingTime.ts';
import { bookingWording as words } from './bookingWording.ts';
import * as styles from './SessionBooker.css.ts';
import {
  availableTimesRange,
  dayKeyOf,
  dayRange,
  isAfterMonth,
  monthOf,
  offeredTimes,
  viewerTimeZone,
  type DayKey,
} from './time.ts';
import { useAvailabilityWindows, useAvailableTimes } from './useBookingAvailability.ts';

// Steps 1 and 2 of the session booker, in their own chunk with the calendar (react-day-picker).

const legend: readonly CalendarMark[] = ['available', 'afterMonth'];

/** The viewer's timezone: the one given, else the account's when signed in, else the browser's. */
function useViewerTimeZone(given?: string): string {
  const accountZone = useSession().account?.timezone;
  return viewerTimeZone(given ?? accountZone);
}

/**
 * Words of the steps another flow may say its own way (the design homework's designer step): each
 * left out keeps the booker's.
 */
export interface ScheduleWording {
  scheduleHeading?: string;
  loadingCalendar?: string;
  unavailableScheduled?: string;
  loadingTimes?: string;
  noTimes?: string;
}

/** A failed load, said in the error colour, with a retry. */
function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <p className={styles.errorLine} role="alert">
      {message}
      <Button variant="outline" size="small" onClick={onRetry}>
        {words.tryAgain}
      </Button>
    </p>
  );
}

export interface DateStepProps {
  coach: CoachWire;
  product: ProductWire;
  /** Now, when pinned; the time the step opened otherwise. */
  now?: Date;
  headingLevel: HeadingLevel;
  /** A day was picked: the day in the viewer's timezone, and how it is said. */
  onPick: (day: DayKey, label: string) => void;
  /** The viewer's timezone, when the caller has it; the session's (or the browser's) otherwise. */
  timeZone?: string;
  /** The heading, loading and no-day words, when not the booker's. */
  wording?: ScheduleWording;
}

/**
 * Step 1's calendar, 'Schedule a session': the designer's windows from today to 30 days ahead
 * (`GET /users/{id}/all-available-times`), the days a session still fits after the 48-hour buffer
 * marked available and the only ones that can be picked; later days are after-month. With no such
 * day: 'Unavailable for scheduled bookings'.
 */
export function DateStep({
  coach,
  product,
  now: pinned,
  headingLevel,
  onPick,
  timeZone: givenZone,
  wording,
}: DateStepProps) {
  const timeZone = useViewerTimeZone(givenZone);
  const scheduleHeading = wording?.scheduleHeading ?? words.scheduleHeading;
  // One now for the step's life: the range (and so the request) must not change at every render.
  const [now] = useState(() => pinned ?? new Date());
  const today = dayKeyOf(now, timeZone);
  const range = useMemo(() => scheduleRange(today, timeZone), [today, timeZone]);
  const [month, setMonth] = useState(() => monthOf(today));
  const headingId = useId();
  const windows = useAvailabilityWindows(coach.id, range);
  const minutes = product.session_length ?? 0;
  const days = useMemo(
    () =>
      windows.data ? bookableDays(windows.data, { now, timeZone, today, minutes }) : undefined,
    [windows.data, now, timeZone, today, minutes],
  );

  if (!days && windows.error && !windows.isValidating) {
    return (
      <LoadFailed
        message={words.calendarFailed(coach.first_name)}
        onRetry={() => void windows.mutate()}
      />
    );
  }
  if (!days) {
    return (
      <Placeholder kind="calendar" label={wording?.loadingCalendar ?? words.loadingCalendar} />
    );
  }
  if (days.size === 0) {
    return <Text>{wording?.unavailableScheduled ?? words.unavailableScheduled}</Text>;
  }
  return (
    <section aria-labelledby={headingId}>
      <Heading level={headingLevel} size="md" id={headingId}>
        {scheduleHeading}
      </Heading>
      <Calendar
        label={scheduleHeading}
        today={today}
        month={month}
        onMonthChange={setMonth}
        lastMonth={lastScheduleMonth(today)}
        markOf={(day) =>
          days.has(day) ? 'available' : isAfterMonth(day, today) ? 'afterMonth' : null
        }
        isDisabled={(day) => !days.has(day)}
        onPick={(day) => {
          if (days.has(day)) onPick(day, formatDay(day));
        }}
        legend={legend}
        footer={words.pickDay}
      />
    </section>
  );
}

export interface TimeStepProps {
  coach: CoachWire;
  product: ProductWire;
  day: DayKey;
  now?: Date;
  /** A time was picked: its start (UTC ISO), and how it is said (`11:00 AM CST`). */
  onPick: (start: string, label: string) => void;
  /** Pointing at or focusing a time starts loading the checkout. */
  onPreloadCheckout?: () => void;
  /** The viewer's timezone, when the caller has it; the session's (or the browser's) otherwise. */
  timeZone?: string;
  /** The loading and no-time words, when not the booker's. */
  wording?: ScheduleWording;
}

/**
 * Step 2: the times a session of the package can start on the chosen day
 * (`GET /users/{id}/available-times`, the day's range with its start moved to now + 48 hours), none
 * earlier than that, in the viewer's timezone, which is named. A time takes the booker to the checkout.
 */
export function TimeStep({
  coach,
  product,
  day,
  now: pinned,
  onPick,
  onPreloadCheckout,
  timeZone: givenZone,
  wording,
}: TimeStepProps) {
  const timeZone = useViewerTimeZone(givenZone);
  const [now] = useState(() => pinned ?? new Date());
  const range = useMemo(() => {
    const found = availableTimesRange(day, timeZone, now);
    return found && { start: found.start.toISOString(), end: found.end.toISOString() };
  }, [day, timeZone, now]);
  const answer = useAvailableTimes(coach.id, product.id, range);
  const times = useMemo(
    () => (!range ? [] : answer.data ? offeredTimes(answer.data, now) : undefined),
    [range, answer.data, now],
  );
  const dayText = formatDay(day);
  // The zone's name on that day (CST or CDT): at its middle, away from a daylight-saving change at 2 AM.
  const { start, end } = dayRange(day, timeZone);
  const zone = zoneLabel(timeZone, new Date((start.getTime() + end.getTime()) / 2));

  let content;
  if (!times && answer.error && !answer.isValidating) {
    content = <LoadFailed message={words.timesFailed} onRetry={() => void answer.mutate()} />;
  } else if (!times) {
    content = <Placeholder kind="times" label={wording?.loadingTimes ?? words.loadingTimes} />;
  } else if (times.length === 0) {
    content = <Text>{wording?.noTimes ?? words.noTimes}</Text>;
  } else {
    content = (
      <ul className={styles.times} aria-label={words.timesLabel(dayText)}>
        {times.map((time) => (
          <li key={time.start}>
            <Button
              variant="outline"
              fullWidth
              onPointerEnter={onPreloadCheckout}
              onFocus={onPreloadCheckout}
              onClick={() =>
                onPick(
                  time.start,
                  `${formatTimeOfDay(time.start, timeZone)} ${zoneAbbreviation(timeZone, new Date(time.start))}`,
                )
              }
            >
              {formatTimeOfDay(time.start, timeZone)}
            </Button>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <>
      <Text weight="semibold">{dayText}</Text>
      <Text size="sm" tone="muted">
        {words.timesIn(zone)}
      </Text>
      {content}
    </>
  );
}

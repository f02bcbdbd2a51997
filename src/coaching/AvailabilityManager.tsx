import { useId, useMemo, useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import { useApi } from '#src/api/ApiProvider.tsx';
import type {
  AvailabilityUpdateRequest,
  AvailabilityWindowWire,
  BookingWire,
  DataResponse,
} from '#src/api/types.ts';
import { Button } from '#src/components/Button/index.ts';
import { Calendar, type CalendarMark } from '#src/components/Calendar/index.ts';
import { Heading } from '#src/components/Heading/index.ts';
import { Link } from '#src/components/Link/index.ts';
import { RadioGroup } from '#src/components/Radio/index.ts';
import { Inline, Stack } from '#src/components/Stack/index.ts';
import { Text } from '#src/components/Text/index.ts';
import { FieldError } from '#src/components/TextField/FieldParts.tsx';
import { VisuallyHidden } from '#src/components/VisuallyHidden/index.ts';
import { useNotify } from '#src/messages/index.ts';
import {
  bookingsOn,
  checkAvailability,
  daysForMode,
  daysPicked,
  emptyRange,
  formatDay,
  formatTimeOfDay,
  formatTimeSpan,
  rangesFromWindows,
  unavailableRequest,
  windowsAfterSave,
  windowsOn,
  type SelectionMode,
  type TimeRangeChoice,
} from './availabilityTime.ts';
import { serverMessage } from './serverMessage.ts';
import {
  addMonths,
  calendarDayState,
  dayKeyOf,
  daysTouched,
  monthGrid,
  monthOf,
  type DayKey,
} from './time.ts';
import { TimeOfDayField, timeOfDayPartId } from './TimeOfDayField.tsx';
import { isWindowsKey, useCoachMonth, type CoachMonthData } from './useCoachMonth.ts';
import * as styles from './AvailabilityManager.css.ts';

/** The page's words (docs/spec/features.md §2.13; the toasts are catalogue keys). */
export const availabilityWording = {
  timeZone: (zone: string) => `Your times are shown in ${zone}`,
  calendarHeading: 'Your calendar',
  mode: 'Choose',
  single: 'Single date',
  week: 'Whole week',
  calendar: 'Your availability',
  loading: 'Loading your availability...',
  loadFailed: 'Sorry, we were unable to load your availability.',
  retry: 'Try again',
  noDayHeading: 'No day chosen',
  pickPrompt:
    'Choose a day on the calendar to see its times and bookings, and to set when you are available.',
  chosen: (words: string) => `Chosen: ${words}`,
  pickHint: 'Pick a day to see and set its times.',
  available: 'Your times',
  noWindows: 'No times set for this day.',
  booked: 'Booked sessions',
  noBookings: 'No sessions booked on this day.',
  weekDays: 'The chosen days',
  dayNoTimes: 'no times set',
  sessions: (count: number) => (count === 1 ? '1 session booked' : `${count} sessions booked`),
  setTimes: 'Set your times',
  replaces: (count: number) =>
    count === 1
      ? 'Saving replaces the times of this day with the times below.'
      : `Saving replaces the times of these ${count} days with the times below.`,
  range: (position: number) => `Time ${position}`,
  from: 'From',
  to: 'To',
  order: 'From must be before To.',
  add: 'Add another time',
  remove: 'Remove',
  save: 'Save availability',
  unavailable: 'Mark as unavailable',
} as const;

export interface AvailabilityManagerProps {
  /** The coach (the signed-in account). */
  coachId: number;
  /** The coach's timezone: days and times are shown and chosen in it. */
  timeZone: string;
  /** When the page was made (ISO): the calendar opens on today in the coach's zone. */
  now: string;
  /** The clock for the checks before saving (stories and tests pin it). */
  clock?: () => Date;
  /** The current month's windows and bookings, loaded with the page. */
  initial?: CoachMonthData | null;
  /** How many months after the current one the calendar reaches. */
  monthsAhead?: number;
}

interface EditableRange extends TimeRangeChoice {
  key: number;
}

const realClock = () => new Date();

/** Words for a set of days: 'Monday, November 30', or 'Sunday, November 29 to Saturday, December 5'. */
function daysWords(days: readonly DayKey[]): string {
  if (days.length === 0) return '';
  const sorted = [...days].sort();
  if (sorted.length === 1) return formatDay(sorted[0]!);
  return `${formatDay(sorted[0]!)} to ${formatDay(sorted[sorted.length - 1]!)} (${sorted.length} days)`;
}

/**
 * A coach's availability (docs/spec/features.md §2.13): a month calendar marking available and busy
 * days (today highlighted, earlier days not choosable), picked one date at a time or a whole week
 * (Sunday to Saturday, less the days before today); the chosen day's windows and bookings; and a
 * time picker of From–To ranges saved for every chosen day (`POST /users/{id}/available-times`), or
 * 'Mark as unavailable' to clear them. Times are in the coach's zone.
 */
export function AvailabilityManager({
  coachId,
  timeZone,
  now,
  clock = realClock,
  initial,
  monthsAhead = 6,
}: AvailabilityManagerProps) {
  const api = useApi();
  const notify = useNotify();
  const { mutate: mutateAll } = useSWRConfig();
  const ids = useId();
  const today = useMemo(() => dayKeyOf(new Date(now), timeZone), [now, timeZone]);
  const [month, setMonth] = useState(() => monthOf(initial?.month ?? today));
  const [mode, setMode] = useState<SelectionMode>('single');
  const [selected, setSelected] = useState<DayKey[]>([]);
  const nextKey = useRef(1);
  const editable = (range: TimeRangeChoice): EditableRange => ({
    ...range,
    key: nextKey.current++,
  });
  const [ranges, setRanges] = useState<EditableRange[]>(() => [{ ...emptyRange(), key: 0 }]);
  const [misordered, setMisordered] = useState<readonly number[]>([]);
  const [saving, setSaving] = useState<'save' | 'clear' | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);

  const { windows, bookings, windowsKey } = useCoachMonth(coachId, month, timeZone, initial);
  const windowList = windows.data;
  const bookingList = bookings.data;
  const loadFailed = Boolean(windows.error || bookings.error);
  const loading = !loadFailed && (!windowList || !bookingList);

  const availableDays = useMemo(
    () =>
      daysTouched(
        (windowList ?? []).map((window) => ({
          start: window.available_start,
          end: window.available_end,
        })),
        timeZone,
      ),
    [windowList, timeZone],
  );
  const busyDays = useMemo(
    () =>
      daysTouched(
        (bookingList ?? []).map((booking) => ({
          start: booking.scheduled_start,
          end: booking.scheduled_end ?? booking.scheduled_start,
        })),
        timeZone,
      ),
    [bookingList, timeZone],
  );
  const markOf = (day: DayKey): CalendarMark | null => {
    const state = calendarDayState(day, today, { availableDays, busyDays });
    return state === 'available' || state === 'busy' ? state : null;
  };

  function pick(day: DayKey) {
    const days = daysPicked(mode, day, today);
    if (days.length === 0) return;
    setSelected(days);
    setMisordered([]);
    // One day: its times fill the picker, to change them; a day with none keeps what is there.
    if (mode === 'single' && windowList) {
      const shown = rangesFromWindows(day, windowList, timeZone);
      if (shown && shown.length > 0) setRanges(shown.map(editable));
    }
  }

  function changeMonth(next: DayKey) {
    setMonth(next);
    // Chosen days the new month does not show would be changed out of sight: they are let go.
    const cells = new Set(monthGrid(next));
    if (!selected.every((day) => cells.has(day))) setSelected([]);
  }

  function changeMode(next: SelectionMode) {
    setMode(next);
    setSelected(daysForMode(next, selected, today));
  }

  function updateRange(index: number, range: TimeRangeChoice) {
    setRanges((current) =>
      current.map((item, at) => (at === index ? { ...item, ...range } : item)),
    );
    setMisordered((current) => current.filter((at) => at !== index));
  }

  function removeRange(index: number) {
    setRanges((current) => current.filter((_, at) => at !== index));
    setMisordered([]);
    addButton.current?.focus();
  }

  const rangeId = (key: number) => `${ids}-range-${key}`;

  function focusPart(id: string) {
    // The select's trigger carries the id (a button): focus moves to the one to fill in.
    document.getElementById(id)?.focus();
  }

  async function send(request: AvailabilityUpdateRequest, kind: 'save' | 'clear') {
    setSaving(kind);
    try {
      const answer = await api.post<DataResponse<AvailabilityWindowWire[]>>(
        `/users/${coachId}/available-times`,
        request,
      );
      await windows.mutate(windowsAfterSave(windowList ?? [], request.days, answer.data), {
        revalidate: false,
      });
      // Other months kept in memory may show the same days (a week across a month's end): reloaded when shown.
      void mutateAll((key) => isWindowsKey(coachId, key) && key !== windowsKey, undefined, {
        revalidate: false,
      });
      notify({ message: 'updateAvailability' });
    } catch (error) {
      // The choices stay as they were, to try again.
      notify(serverMessage(error));
    } finally {
      setSaving(null);
    }
  }

  function save() {
    const check = checkAvailability(selected, ranges, clock(), timeZone);
    if (!check.ok) {
      if (check.error === 'invalidTime') {
        notify({ message: 'invalidTime' });
        const { range, end, part } = check.missing;
        focusPart(timeOfDayPartId(`${rangeId(ranges[range]!.key)}-${end}`, part));
      } else if (check.error === 'order') {
        setMisordered(check.ranges);
        focusPart(timeOfDayPartId(`${rangeId(ranges[check.ranges[0]!]!.key)}-from`, 'hour'));
      } else {
        notify({ message: 'invalidTimePast' });
      }
      return;
    }
    setMisordered([]);
    void send(check.request, 'save');
  }

  const single = selected.length === 1 ? selected[0]! : null;
  const footer = loading
    ? availabilityWording.loading
    : selected.length > 0
      ? availabilityWording.chosen(daysWords(selected))
      : availabilityWording.pickHint;
  const headingId = `${ids}-chosen`;
  const busy = saving !== null;

  return (
    <Stack space="large">
      <Text tone="muted">{availabilityWording.timeZone(timeZone)}</Text>
      {loadFailed ? (
        <div className={styles.notice} role="alert">
          <span>{availabilityWording.loadFailed}</span>
          <Button
            variant="outline"
            size="small"
            onClick={() => {
              void windows.mutate();
              void bookings.mutate();
            }}
          >
            {availabilityWording.retry}
          </Button>
        </div>
      ) : null}
      <div className={styles.layout}>
        <section aria-labelledby={`${ids}-calendar`}>
          <Stack space="medium">
            <Heading level={2} size="md" id={`${ids}-calendar`}>
              {availabilityWording.calendarHeading}
            </Heading>
            <RadioGroup
              label={availabilityWording.mode}
              name="selection-mode"
              orientation="horizontal"
              value={mode}
              onValueChange={(value) => changeMode(value as SelectionMode)}
              options={[
                { value: 'single', label: availabilityWording.single },
                { value: 'week', label: availabilityWording.week },
              ]}
            />
            <Calendar
              label={availabilityWording.calendar}
              today={today}
              month={month}
              onMonthChange={changeMonth}
              lastMonth={addMonths(monthOf(today), monthsAhead)}
              selected={selected}
              onPick={pick}
              markOf={markOf}
              legend={['available', 'busy']}
              footer={footer}
            />
          </Stack>
        </section>
        <section aria-labelledby={headingId}>
          <Stack space="large">
            <Heading level={2} size="md" id={headingId}>
              {selected.length === 0
                ? availabilityWording.noDayHeading
                : single
                  ? formatDay(single)
                  : daysWords(selected)}
            </Heading>
            {selected.length === 0 ? (
              <Text>{availabilityWording.pickPrompt}</Text>
            ) : (
              <>
                {single ? (
                  <DayDetails
                    day={single}
                    windows={windowList}
                    bookings={bookingList}
                    timeZone={timeZone}
                  />
                ) : (
                  <WeekSummary
                    days={selected}
                    windows={windowList}
                    bookings={bookingList}
                    timeZone={timeZone}
                  />
                )}
                <Stack space="medium">
                  <Heading level={3} size="sm">
                    {availabilityWording.setTimes}
                  </Heading>
                  <Text size="sm" tone="muted">
                    {availabilityWording.replaces(selected.length)}
                  </Text>
                  {ranges.map((range, index) => {
                    const id = rangeId(range.key);
                    const invalid = misordered.includes(index);
                    return (
                      <fieldset
                        key={range.key}
                        className={[styles.range, invalid && styles.rangeInvalid]
                          .filter(Boolean)
                          .join(' ')}
                        aria-describedby={invalid ? `${id}-error` : undefined}
                        disabled={busy}
                      >
                        <VisuallyHidden as="legend">
                          {availabilityWording.range(index + 1)}
                        </VisuallyHidden>
                        <div className={styles.rangeRow}>
                          <TimeOfDayField
                            id={`${id}-from`}
                            label={availabilityWording.from}
                            value={range.from}
                            onChange={(from) => updateRange(index, { from, to: range.to })}
                          />
                          <TimeOfDayField
                            id={`${id}-to`}
                            label={availabilityWording.to}
                            value={range.to}
                            onChange={(to) => updateRange(index, { from: range.from, to })}
                          />
                          {ranges.length > 1 ? (
                            <Button variant="ghost" size="small" onClick={() => removeRange(index)}>
                              {availabilityWording.remove}
                              <VisuallyHidden>
                                {' '}
                                {availabilityWording.range(index + 1).toLowerCase()}
                              </VisuallyHidden>
                            </Button>
                          ) : null}
                        </div>
                        <FieldError id={`${id}-error`}>
                          {invalid ? availabilityWording.order : null}
                        </FieldError>
                      </fieldset>
                    );
                  })}
                  <Inline space="small">
                    <Button
                      ref={addButton}
                      variant="outline"
                      size="small"
                      disabled={busy}
                      onClick={() => {
                        const added = editable(emptyRange());
                        setRanges((current) => [...current, added]);
                        // Focus moves to the new range's first select once it is there.
                        requestAnimationFrame(() =>
                          focusPart(timeOfDayPartId(`${rangeId(added.key)}-from`, 'hour')),
                        );
                      }}
                    >
                      {availabilityWording.add}
                    </Button>
                  </Inline>
                  <Inline space="small">
                    {/* Both keep focus while they send: the toast then says how it went. */}
                    <Button
                      onClick={save}
                      loading={saving === 'save'}
                      focusableWhileLoading
                      disabled={busy && saving !== 'save'}
                    >
                      {availabilityWording.save}
                    </Button>
                    <Button
                      variant="outline"
                      onClick={() => void send(unavailableRequest(selected, timeZone), 'clear')}
                      loading={saving === 'clear'}
                      focusableWhileLoading
                      disabled={busy && saving !== 'clear'}
                    >
                      {availabilityWording.unavailable}
                    </Button>
                  </Inline>
                </Stack>
              </>
            )}
          </Stack>
        </section>
      </div>
    </Stack>
  );
}

/** One chosen day: its windows and its booked sessions, so the coach sees what they change. */
function DayDetails({
  day,
  windows,
  bookings,
  timeZone,
}: {
  day: DayKey;
  windows: AvailabilityWindowWire[] | undefined;
  bookings: BookingWire[] | undefined;
  timeZone: string;
}) {
  const dayWindows = windows ? windowsOn(day, windows, timeZone) : null;
  const dayBookings = bookings ? bookingsOn(day, bookings, timeZone) : null;
  return (
    <Stack space="medium">
      <Stack space="xsmall">
        <Heading level={3} size="sm">
          {availabilityWording.available}
        </Heading>
        {dayWindows === null ? (
          <Text tone="muted">{availabilityWording.loading}</Text>
        ) : dayWindows.length === 0 ? (
          <Text>{availabilityWording.noWindows}</Text>
        ) : (
          <ul className={styles.plainList} aria-label={availabilityWording.available}>
            {dayWindows.map((window) => (
              <li key={`${window.id}-${window.available_start}`}>
                {formatTimeSpan(window.available_start, window.available_end, timeZone)}
              </li>
            ))}
          </ul>
        )}
      </Stack>
      <Stack space="xsmall">
        <Heading level={3} size="sm">
          {availabilityWording.booked}
        </Heading>
        {dayBookings === null ? (
          <Text tone="muted">{availabilityWording.loading}</Text>
        ) : dayBookings.length === 0 ? (
          <Text>{availabilityWording.noBookings}</Text>
        ) : (
          <ul className={styles.plainList} aria-label={availabilityWording.booked}>
            {dayBookings.map((booking) => {
              const customer = `${booking.user.first_name} ${booking.user.last_name}`.trim();
              return (
                <li key={booking.id} className={styles.booking}>
                  <span className={styles.bookingTime}>
                    {booking.scheduled_end
                      ? formatTimeSpan(booking.scheduled_start, booking.scheduled_end, timeZone)
                      : formatTimeOfDay(booking.scheduled_start, timeZone)}
                  </span>
                  <span>{customer}</span>
                  <span>{booking.product.name}</span>
                  {booking.zoom_meeting?.join_url ? (
                    <Link href={booking.zoom_meeting.join_url}>
                      Join
                      <VisuallyHidden> the session with {customer}</VisuallyHidden>
                    </Link>
                  ) : null}
                </li>
              );
            })}
          </ul>
        )}
      </Stack>
    </Stack>
  );
}

/** The days of a chosen week, each with its times and how many sessions it holds. */
function WeekSummary({
  days,
  windows,
  bookings,
  timeZone,
}: {
  days: readonly DayKey[];
  windows: AvailabilityWindowWire[] | undefined;
  bookings: BookingWire[] | undefined;
  timeZone: string;
}) {
  if (!windows || !bookings) return <Text tone="muted">{availabilityWording.loading}</Text>;
  return (
    <ul className={styles.plainList} aria-label={availabilityWording.weekDays}>
      {[...days].sort().map((day) => {
        const times = windowsOn(day, windows, timeZone).map((window) =>
          formatTimeSpan(window.available_start, window.available_end, timeZone),
        );
        const sessions = bookingsOn(day, bookings, timeZone).length;
        return (
          <li key={day}>
            <span className={styles.dayTerm}>{formatDay(day)}:</span>{' '}
            {times.length > 0 ? times.join(', ') : availabilityWording.dayNoTimes}
            {sessions > 0 ? `; ${availabilityWording.sessions(sessions)}` : ''}
          </li>
        );
      })}
    </ul>
  );
}

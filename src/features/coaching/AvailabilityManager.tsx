import { useId, useMemo, useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import { useApi } from '#src/lib/api/ApiProvider.tsx';
import type {
  AvailabilityUpdateRequest,
  AvailabilityWindowWire,
  DataResponse,
} from '#src/lib/api/types.ts';
import { Button } from '#src/ui/components/Button/index.ts';
import { Heading } from '#src/ui/components/Heading/index.ts';
import { Stack } from '#src/ui/components/Stack/index.ts';
import { Text } from '#src/ui/components/Text/index.ts';
import { useNotify } from '#src/lib/messages/index.ts';
import { AvailabilityCalendar } from './AvailabilityCalendar.tsx';
import { DayDetails, WeekSummary } from './AvailabilityDay.tsx';
import { AvailabilityTimes, type EditableRange } from './AvailabilityTimes.tsx';
import {
  checkAvailability,
  daysForMode,
  daysPicked,
  emptyRange,
  formatDay,
  rangesFromWindows,
  unavailableRequest,
  windowsAfterSave,
  type SelectionMode,
  type TimeRangeChoice,
} from './availabilityTime.ts';
import { availabilityWording, daysWords } from './availabilityWording.ts';
import { serverMessage } from './serverMessage.ts';
import { addMonths, dayKeyOf, monthGrid, monthOf, type DayKey } from './time.ts';
import { timeOfDayPartId } from './TimeOfDayField.tsx';
import { isWindowsKey, useCoachMonth, type CoachMonthData } from './useCoachMonth.ts';
import * as styles from './AvailabilityManager.css.ts';

export { availabilityWording } from './availabilityWording.ts';

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

const realClock = () => new Date();

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

  function addRange() {
    const added = editable(emptyRange());
    setRanges((current) => [...current, added]);
    // Focus moves to the new range's first select once it is there.
    requestAnimationFrame(() => focusPart(timeOfDayPartId(`${rangeId(added.key)}-from`, 'hour')));
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
        <AvailabilityCalendar
          headingId={`${ids}-calendar`}
          mode={mode}
          onModeChange={changeMode}
          today={today}
          month={month}
          onMonthChange={changeMonth}
          lastMonth={addMonths(monthOf(today), monthsAhead)}
          selected={selected}
          onPick={pick}
          windows={windowList}
          bookings={bookingList}
          timeZone={timeZone}
          footer={footer}
        />
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
                <AvailabilityTimes
                  dayCount={selected.length}
                  ranges={ranges}
                  misordered={misordered}
                  saving={saving}
                  rangeId={rangeId}
                  onRangeChange={updateRange}
                  onRemove={removeRange}
                  onAdd={addRange}
                  onSave={save}
                  onClear={() => void send(unavailableRequest(selected, timeZone), 'clear')}
                  addButtonRef={addButton}
                />
              </>
            )}
          </Stack>
        </section>
      </div>
    </Stack>
  );
}

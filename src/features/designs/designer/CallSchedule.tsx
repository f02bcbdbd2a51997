import type { CoachCardWire, ProductWire } from '#src/lib/api/types.ts';
import { Placeholder } from '#src/features/coaching/BookingPlaceholder.tsx';
import type { DayKey } from '#src/features/coaching/time.ts';
import { Button } from '#src/ui/components/Button/index.ts';
import type { HeadingLevel } from '#src/ui/components/Heading/index.ts';
import { Stack } from '#src/ui/components/Stack/index.ts';
import * as styles from './ChooseDesigner.css.ts';
import { chooseDesignerWording as words, scheduleWording } from './chooseDesignerWording.ts';
import { DesignerLine } from './DesignerLine.tsx';
import { DateStep, TimeStep } from './scheduleSteps.ts';

/**
 * The call's scheduling under its heading: the chosen designer (with 'Choose a different designer'),
 * then their calendar or, once a day is picked, its times with 'Select another date'.
 */
export function CallSchedule({
  designer,
  product,
  day,
  now,
  timeZone,
  headingLevel,
  onPickDay,
  onPickTime,
  onAnotherDate,
  onDifferentDesigner,
}: {
  designer: CoachCardWire;
  product: ProductWire;
  /** The day picked: its times show; the calendar when null. */
  day: DayKey | null;
  now?: Date;
  timeZone: string;
  headingLevel: HeadingLevel;
  onPickDay: (day: DayKey) => void;
  onPickTime: (day: DayKey, start: string) => void;
  onAnotherDate: () => void;
  onDifferentDesigner: () => void;
}) {
  // What the calendar and the times both read.
  const schedule = { coach: designer, product, now, timeZone, wording: scheduleWording };
  return (
    <>
      <div className={styles.actions}>
        <DesignerLine designer={designer} label={words.yourDesigner} />
        <Button variant="outline" onClick={onDifferentDesigner}>
          {words.differentDesigner}
        </Button>
      </div>
      {day === null ? (
        <DateStep
          fallback={<Placeholder kind="calendar" label={words.loadingAvailability} />}
          {...schedule}
          headingLevel={headingLevel}
          onPick={onPickDay}
        />
      ) : (
        <Stack space="small">
          <TimeStep
            fallback={<Placeholder kind="times" label={words.loadingAvailability} />}
            {...schedule}
            day={day}
            onPick={(start) => onPickTime(day, start)}
          />
          <div className={styles.actions}>
            <Button variant="outline" onClick={onAnotherDate}>
              {words.selectAnotherDate}
            </Button>
          </div>
        </Stack>
      )}
    </>
  );
}

import { useId } from 'react';
import { Select, type SelectOption } from '#src/ui/components/Select/index.ts';
import * as fieldStyles from '#src/ui/components/TextField/field.css.ts';
import type { Meridiem, TimeOfDayChoice, TimeOfDayPart } from './availabilityTime.ts';
import { goLiveHours, goLiveMinutes, hourValue } from './time.ts';
import * as styles from './TimeOfDayField.css.ts';

/** Hours 1 to 12 as shown; 12's value is 0 (docs/spec/platform.md §5). */
export const hourOptions: SelectOption[] = goLiveHours.map((hour) => ({
  value: String(hourValue(hour)),
  label: String(hour),
}));

/** Minutes 00, 15, 30 and 45. */
export const minuteOptions: SelectOption[] = goLiveMinutes.map((minute) => ({
  value: String(minute),
  label: String(minute).padStart(2, '0'),
}));

export const meridiemOptions: SelectOption[] = [
  { value: 'AM', label: 'AM' },
  { value: 'PM', label: 'PM' },
];

/** Each select's label, shown small above it (the legend starts its name for screen readers). */
const partLabels: Record<TimeOfDayPart, string> = {
  hour: 'Hour',
  minute: 'Minutes',
  meridiem: 'AM/PM',
};

/** The id of one of a field's selects, so a form can move focus to the one left empty. */
export const timeOfDayPartId = (id: string, part: TimeOfDayPart) => `${id}-${part}`;

export interface TimeOfDayFieldProps {
  /** The legend, and the start of each select's name ('From' → 'From hour'). */
  label: string;
  value: TimeOfDayChoice;
  onChange: (value: TimeOfDayChoice) => void;
  /** The base of the selects' ids (see `timeOfDayPartId`); one is generated when absent. */
  id?: string;
  disabled?: boolean;
}

/**
 * A time of day picked as hour (1–12, 12 sent as 0), minute (00, 15, 30, 45) and AM/PM: three
 * labelled selects in a fieldset ('From Hour', 'From Minutes', 'From AM/PM'). All three are
 * required; the form that holds it says so when one is left empty (the toast `invalidTime`). Used
 * by the availability picker and by Go Live.
 */
export function TimeOfDayField({ label, value, onChange, id, disabled }: TimeOfDayFieldProps) {
  const generated = useId();
  const base = id ?? generated;
  const select = (part: TimeOfDayPart, options: SelectOption[]) => {
    const current = value[part];
    return (
      <div className={styles.part}>
        {/* Shown small above the select; its name ('From Hour') also says the legend, for a list of
            a form's fields read without it. */}
        <span className={styles.caption} aria-hidden="true">
          {partLabels[part]}
        </span>
        <Select
          id={timeOfDayPartId(base, part)}
          label={`${label} ${partLabels[part]}`}
          hideLabel
          required
          disabled={disabled}
          placeholder="--"
          options={options}
          value={current === null ? '' : String(current)}
          onValueChange={(next) =>
            onChange({
              ...value,
              [part]: next === '' ? null : part === 'meridiem' ? (next as Meridiem) : Number(next),
            })
          }
        />
      </div>
    );
  };
  return (
    <fieldset className={styles.fieldset} disabled={disabled}>
      <legend className={styles.legend}>
        {label}
        {/* Each select is required (aria-required); one star shows it, on the legend. */}
        <span className={fieldStyles.requiredMark} aria-hidden="true">
          *
        </span>
      </legend>
      <div className={styles.parts}>
        {select('hour', hourOptions)}
        {select('minute', minuteOptions)}
        {select('meridiem', meridiemOptions)}
      </div>
    </fieldset>
  );
}

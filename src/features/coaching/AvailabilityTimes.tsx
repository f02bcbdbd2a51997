import type { RefObject } from 'react';
import { Button } from '#src/ui/components/Button/index.ts';
import { Heading } from '#src/ui/components/Heading/index.ts';
import { Inline, Stack } from '#src/ui/components/Stack/index.ts';
import { Text } from '#src/ui/components/Text/index.ts';
import { FieldError } from '#src/ui/components/TextField/FieldParts.tsx';
import { VisuallyHidden } from '#src/ui/components/VisuallyHidden/index.ts';
import type { TimeRangeChoice } from './availabilityTime.ts';
import { availabilityWording } from './availabilityWording.ts';
import { TimeOfDayField } from './TimeOfDayField.tsx';
import * as styles from './AvailabilityManager.css.ts';

/** A From–To range in the picker; the key stays with it when others are added or removed. */
export interface EditableRange extends TimeRangeChoice {
  key: number;
}

export interface AvailabilityTimesProps {
  /** How many days saving changes. */
  dayCount: number;
  ranges: readonly EditableRange[];
  /** The positions of the ranges whose From is not before their To. */
  misordered: readonly number[];
  /** What is being sent, if anything. */
  saving: 'save' | 'clear' | null;
  /** The id prefix of a range's fields (by its key). */
  rangeId: (key: number) => string;
  onRangeChange: (index: number, range: TimeRangeChoice) => void;
  onRemove: (index: number) => void;
  onAdd: () => void;
  onSave: () => void;
  onClear: () => void;
  /** Focus comes back here when a range is removed. */
  addButtonRef: RefObject<HTMLButtonElement | null>;
}

/** The time picker for the chosen days: the From–To ranges, and saving or clearing them. */
export function AvailabilityTimes({
  dayCount,
  ranges,
  misordered,
  saving,
  rangeId,
  onRangeChange,
  onRemove,
  onAdd,
  onSave,
  onClear,
  addButtonRef,
}: AvailabilityTimesProps) {
  const busy = saving !== null;
  return (
    <Stack space="medium">
      <Heading level={3} size="sm">
        {availabilityWording.setTimes}
      </Heading>
      <Text size="sm" tone="muted">
        {availabilityWording.replaces(dayCount)}
      </Text>
      {ranges.map((range, index) => {
        const id = rangeId(range.key);
        const invalid = misordered.includes(index);
        return (
          <fieldset
            key={range.key}
            className={[styles.range, invalid && styles.rangeInvalid].filter(Boolean).join(' ')}
            aria-describedby={invalid ? `${id}-error` : undefined}
            disabled={busy}
          >
            <VisuallyHidden as="legend">{availabilityWording.range(index + 1)}</VisuallyHidden>
            <div className={styles.rangeRow}>
              <TimeOfDayField
                id={`${id}-from`}
                label={availabilityWording.from}
                value={range.from}
                onChange={(from) => onRangeChange(index, { from, to: range.to })}
              />
              <TimeOfDayField
                id={`${id}-to`}
                label={availabilityWording.to}
                value={range.to}
                onChange={(to) => onRangeChange(index, { from: range.from, to })}
              />
              {ranges.length > 1 ? (
                <Button variant="ghost" size="small" onClick={() => onRemove(index)}>
                  {availabilityWording.remove}
                  <VisuallyHidden>
                    {' '}
                    {availabilityWording.range(index + 1).toLowerCase()}
                  </VisuallyHidden>
                </Button>
              ) : null}
            </div>
            <FieldError id={`${id}-error`}>{invalid ? availabilityWording.order : null}</FieldError>
          </fieldset>
        );
      })}
      <Inline space="small">
        <Button ref={addButtonRef} variant="outline" size="small" disabled={busy} onClick={onAdd}>
          {availabilityWording.add}
        </Button>
      </Inline>
      <Inline space="small">
        {/* Both keep focus while they send: the toast then says how it went. */}
        <Button
          onClick={onSave}
          loading={saving === 'save'}
          focusableWhileLoading
          disabled={busy && saving !== 'save'}
        >
          {availabilityWording.save}
        </Button>
        <Button
          variant="outline"
          onClick={onClear}
          loading={saving === 'clear'}
          focusableWhileLoading
          disabled={busy && saving !== 'clear'}
        >
          {availabilityWording.unavailable}
        </Button>
      </Inline>
    </Stack>
  );
}

import { useState, type ChangeEvent, type ComponentPropsWithRef } from 'react';
import * as fieldStyles from '#src/ui/components/TextField/field.css.ts';
import {
  Field,
  splitFieldProps,
  type FieldFrameProps,
} from '#src/ui/components/TextField/Field.tsx';
import { describedBy } from '#src/ui/components/TextField/FieldParts.tsx';
import * as styles from './TextArea.css.ts';
import type { CounterLevel } from './TextArea.css.ts';

/** The specification's default limit for a textarea (docs/spec/features.md §5). */
export const defaultTextAreaMaxLength = 100;

/** From this share of the limit on, the counter stands out. */
const nearLimitShare = 0.9;

export interface TextAreaProps
  extends Omit<ComponentPropsWithRef<'textarea'>, 'children' | 'maxLength'>, FieldFrameProps {
  label: string;
  name: string;
  /** The most characters the person can enter; the counter reads "n/maxLength". */
  maxLength?: number;
}

export function counterLevel(length: number, maxLength: number): CounterLevel {
  if (length >= maxLength) return 'full';
  if (length >= Math.ceil(maxLength * nearLimitShare)) return 'near';
  return 'normal';
}

/** A labelled multi-line input with a live "n/100" character counter. */
export function TextArea({
  name,
  maxLength = defaultTextAreaMaxLength,
  value,
  defaultValue,
  onChange,
  rows = 4,
  'aria-describedby': ariaDescribedBy,
  ...props
}: TextAreaProps) {
  const [fieldProps, textareaProps] = splitFieldProps(props);
  const [ownLength, setOwnLength] = useState(() => String(defaultValue ?? '').length);
  const length = value !== undefined && value !== null ? String(value).length : ownLength;

  function handleChange(event: ChangeEvent<HTMLTextAreaElement>) {
    setOwnLength(event.target.value.length);
    onChange?.(event);
  }

  return (
    <Field {...fieldProps} describedBy={ariaDescribedBy}>
      {(field) => {
        const counterId = `${field.id}-counter`;
        return (
          <>
            <textarea
              {...textareaProps}
              {...field.controlProps}
              aria-describedby={describedBy(counterId, field.describedBy)}
              name={name}
              rows={rows}
              value={value}
              defaultValue={defaultValue}
              onChange={handleChange}
              maxLength={maxLength}
              required={fieldProps.required}
              className={[fieldStyles.control({ invalid: field.invalid }), styles.textarea].join(
                ' ',
              )}
            />
            <p
              id={counterId}
              className={styles.counter({
                level: counterLevel(length, maxLength),
                tone: fieldProps.tone,
              })}
              aria-live="polite"
            >
              {`${length}/${maxLength}`}
            </p>
          </>
        );
      }}
    </Field>
  );
}

import {
  useState,
  type ChangeEvent,
  type ComponentPropsWithRef,
  type ReactNode,
} from 'react';
import * as fieldStyles from '#src/components/TextField/field.css.ts';
import type { FieldTone } from '#src/components/TextField/field.css.ts';
import { Field } from '#src/components/TextField/Field.tsx';
import { describedBy } from '#src/components/TextField/FieldParts.tsx';
import * as styles from './TextArea.css.ts';
import type { CounterLevel } from './TextArea.css.ts';

/** The specification's default limit for a textarea (features.md §5). */
export const defaultTextAreaMaxLength = 100;

/** From this share of the limit on, the counter stands out. */
const nearLimitShare = 0.9;

export interface TextAreaProps extends Omit<
  ComponentPropsWithRef<'textarea'>,
  'children' | 'maxLength'
> {
  label: string;
  name: string;
  /** The most characters the person can enter; the counter reads "n/maxLength". */
  maxLength?: number;
  error?: string | null;
  hint?: ReactNode;
  required?: boolean;
  hideLabel?: boolean;
  tone?: FieldTone;
}

export function counterLevel(length: number, maxLength: number): CounterLevel {
  if (length >= maxLength) return 'full';
  if (length >= Math.ceil(maxLength * nearLimitShare)) return 'near';
  return 'normal';
}

/** A labelled multi-line input with a live "n/100" character counter. */
export function TextArea({
  label,
  name,
  maxLength = defaultTextAreaMaxLength,
  error,
  hint,
  required,
  hideLabel,
  tone = 'default',
  id,
  className,
  value,
  defaultValue,
  onChange,
  rows = 4,
  'aria-describedby': ariaDescribedBy,
  ...textareaProps
}: TextAreaProps) {
  const [ownLength, setOwnLength] = useState(() => String(defaultValue ?? '').length);
  const length = value !== undefined && value !== null ? String(value).length : ownLength;

  function handleChange(event: ChangeEvent<HTMLTextAreaElement>) {
    setOwnLength(event.target.value.length);
    onChange?.(event);
  }

  return (
    <Field
      label={label}
      required={required}
      hint={hint}
      error={error}
      tone={tone}
      hideLabel={hideLabel}
      id={id}
      className={className}
      describedBy={ariaDescribedBy}
    >
      {(control) => {
        const counterId = `${control.id}-counter`;
        return (
          <>
            <textarea
              {...textareaProps}
              id={control.id}
              name={name}
              rows={rows}
              value={value}
              defaultValue={defaultValue}
              onChange={handleChange}
              maxLength={maxLength}
              required={required}
              aria-invalid={control.invalid || undefined}
              // The counter comes first: it is what changes as the person types.
              aria-describedby={describedBy(counterId, control.describedBy)}
              className={[fieldStyles.control({ invalid: control.invalid }), styles.textarea].join(
                ' ',
              )}
            />
            <p
              id={counterId}
              className={styles.counter({ level: counterLevel(length, maxLength), tone })}
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

import {
  useId,
  useState,
  type ChangeEvent,
  type ComponentPropsWithRef,
  type ReactNode,
} from 'react';
import * as fieldStyles from '#src/components/TextField/field.css.ts';
import type { FieldTone } from '#src/components/TextField/field.css.ts';
import {
  describedBy,
  FieldError,
  FieldHint,
  FieldLabel,
  fieldIds,
} from '#src/components/TextField/FieldParts.tsx';
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
  const generatedId = useId();
  const textareaId = id ?? generatedId;
  const ids = fieldIds(textareaId);
  const counterId = `${textareaId}-counter`;
  const invalid = Boolean(error);

  const [ownLength, setOwnLength] = useState(() => String(defaultValue ?? '').length);
  const length = value !== undefined && value !== null ? String(value).length : ownLength;

  function handleChange(event: ChangeEvent<HTMLTextAreaElement>) {
    setOwnLength(event.target.value.length);
    onChange?.(event);
  }

  return (
    <div className={[fieldStyles.field, className].filter(Boolean).join(' ')}>
      <FieldLabel htmlFor={textareaId} required={required} tone={tone} hidden={hideLabel}>
        {label}
      </FieldLabel>
      <textarea
        {...textareaProps}
        id={textareaId}
        name={name}
        rows={rows}
        value={value}
        defaultValue={defaultValue}
        onChange={handleChange}
        maxLength={maxLength}
        required={required}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy(
          counterId,
          hint ? ids.hint : null,
          invalid && ids.error,
          ariaDescribedBy,
        )}
        className={[fieldStyles.control({ invalid }), styles.textarea].join(' ')}
      />
      <p
        id={counterId}
        className={styles.counter({ level: counterLevel(length, maxLength), tone })}
        aria-live="polite"
      >
        {`${length}/${maxLength}`}
      </p>
      {hint ? (
        <FieldHint id={ids.hint} tone={tone}>
          {hint}
        </FieldHint>
      ) : null}
      <FieldError id={ids.error} tone={tone}>
        {error}
      </FieldError>
    </div>
  );
}

import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import * as styles from './field.css.ts';
import type { FieldTone } from './field.css.ts';
import { describedBy, FieldError, FieldHint, FieldLabel, fieldIds } from './FieldParts.tsx';

export const textFieldTypes = [
  'text',
  'email',
  'password',
  'tel',
  'url',
  'number',
  'search',
] as const;
export type TextFieldType = (typeof textFieldTypes)[number];

export interface TextFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'type' | 'children'> {
  label: string;
  name: string;
  type?: TextFieldType;
  /** The message shown under the field; marks it invalid while present. */
  error?: string | null;
  hint?: ReactNode;
  required?: boolean;
  /** Keeps the label for assistive technology only. */
  hideLabel?: boolean;
  /** `inverse` for dark backgrounds. */
  tone?: FieldTone;
}

/** A labelled single-line input with an optional hint and an error that is announced politely. */
export function TextField({
  label,
  name,
  type = 'text',
  error,
  hint,
  required,
  hideLabel,
  tone = 'default',
  id,
  className,
  'aria-describedby': ariaDescribedBy,
  ...inputProps
}: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const ids = fieldIds(inputId);
  const invalid = Boolean(error);

  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <FieldLabel htmlFor={inputId} required={required} tone={tone} hidden={hideLabel}>
        {label}
      </FieldLabel>
      <input
        {...inputProps}
        id={inputId}
        name={name}
        type={type}
        required={required}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy(
          hint ? ids.hint : null,
          invalid && ids.error,
          ariaDescribedBy,
        )}
        className={styles.control({ invalid })}
      />
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

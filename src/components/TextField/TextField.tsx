import type { ComponentPropsWithRef, ReactNode } from 'react';
import * as styles from './field.css.ts';
import type { FieldTone } from './field.css.ts';
import { Field } from './Field.tsx';

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
      {(control) => (
        <input
          {...inputProps}
          id={control.id}
          name={name}
          type={type}
          required={required}
          aria-invalid={control.invalid || undefined}
          aria-describedby={control.describedBy}
          className={styles.control({ invalid: control.invalid })}
        />
      )}
    </Field>
  );
}

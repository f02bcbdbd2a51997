import type { ComponentPropsWithRef } from 'react';
import * as styles from './field.css.ts';
import { Field, splitFieldProps, type FieldFrameProps } from './Field.tsx';

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

export interface TextFieldProps
  extends Omit<ComponentPropsWithRef<'input'>, 'type' | 'children'>, FieldFrameProps {
  label: string;
  name: string;
  type?: TextFieldType;
}

/** A labelled single-line input with an optional hint and an error that is announced politely. */
export function TextField({
  name,
  type = 'text',
  'aria-describedby': ariaDescribedBy,
  ...props
}: TextFieldProps) {
  const [fieldProps, inputProps] = splitFieldProps(props);
  return (
    <Field {...fieldProps} describedBy={ariaDescribedBy}>
      {(field) => (
        <input
          {...inputProps}
          {...field.controlProps}
          name={name}
          type={type}
          required={fieldProps.required}
          className={styles.control({ invalid: field.invalid })}
        />
      )}
    </Field>
  );
}

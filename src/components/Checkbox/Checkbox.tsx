import { useId, type ReactNode } from 'react';
import { Checkbox as CheckboxPrimitive } from 'radix-ui';
import type { FieldTone } from '#src/components/TextField/field.css.ts';
import {
  describedBy,
  FieldError,
  FieldHint,
  fieldIds,
} from '#src/components/TextField/FieldParts.tsx';
import * as styles from './Checkbox.css.ts';

export interface CheckboxProps {
  /** What ticking the box means; may hold a link. */
  label: ReactNode;
  name?: string;
  /** The value sent with the form when ticked ("on" unless told). */
  value?: string;
  checked?: boolean;
  defaultChecked?: boolean;
  onCheckedChange?: (checked: boolean) => void;
  error?: string | null;
  hint?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  tone?: FieldTone;
  id?: string;
  className?: string;
}

/** A labelled checkbox (Radix Checkbox); inside a form it submits `name=value` when ticked. */
export function Checkbox({
  label,
  name,
  value,
  checked,
  defaultChecked,
  onCheckedChange,
  error,
  hint,
  required,
  disabled,
  tone = 'default',
  id,
  className,
}: CheckboxProps) {
  const generatedId = useId();
  const boxId = id ?? generatedId;
  const ids = fieldIds(boxId);
  const invalid = Boolean(error);

  return (
    <div className={className}>
      <div className={styles.row}>
        <CheckboxPrimitive.Root
          id={boxId}
          name={name}
          value={value}
          checked={checked}
          defaultChecked={defaultChecked}
          onCheckedChange={onCheckedChange ? (state) => onCheckedChange(state === true) : undefined}
          required={required}
          disabled={disabled}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy(hint ? ids.hint : null, invalid && ids.error)}
          className={styles.box}
        >
          <CheckboxPrimitive.Indicator className={styles.indicator}>
            <svg viewBox="0 0 24 24" fill="none" aria-hidden="true" focusable="false">
              <path
                d="M5 12.5l4.5 4.5L19 7.5"
                stroke="currentColor"
                strokeWidth="3"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
          </CheckboxPrimitive.Indicator>
        </CheckboxPrimitive.Root>
        <label
          htmlFor={boxId}
          className={[styles.label, tone === 'inverse' && styles.labelInverse]
            .filter(Boolean)
            .join(' ')}
        >
          {label}
          {required ? <span aria-hidden="true"> *</span> : null}
        </label>
      </div>
      <div className={styles.messages}>
        {hint ? (
          <FieldHint id={ids.hint} tone={tone}>
            {hint}
          </FieldHint>
        ) : null}
        <FieldError id={ids.error} tone={tone}>
          {error}
        </FieldError>
      </div>
    </div>
  );
}

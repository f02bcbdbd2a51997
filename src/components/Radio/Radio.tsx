import { useId, type ReactNode } from 'react';
import { RadioGroup as RadioGroupPrimitive } from 'radix-ui';
import * as fieldStyles from '#src/components/TextField/field.css.ts';
import type { FieldTone } from '#src/components/TextField/field.css.ts';
import {
  describedBy,
  FieldError,
  FieldHint,
  FieldLabel,
  fieldIds,
} from '#src/components/TextField/FieldParts.tsx';
import * as styles from './Radio.css.ts';
import type { RadioOrientation } from './Radio.css.ts';

export interface RadioOption {
  value: string;
  label: ReactNode;
  disabled?: boolean;
}

export interface RadioGroupProps {
  /** Names the group (the question the options answer). */
  label: string;
  name: string;
  options: RadioOption[];
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  error?: string | null;
  hint?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  orientation?: RadioOrientation;
  tone?: FieldTone;
  id?: string;
  className?: string;
}

/**
 * One choice among a few options (Radix RadioGroup): arrow keys move between the options, Tab
 * leaves the group. Inside a form it sends `name=value` of the chosen option.
 */
export function RadioGroup({
  label,
  name,
  options,
  value,
  defaultValue,
  onValueChange,
  error,
  hint,
  required,
  disabled,
  orientation = 'vertical',
  tone = 'default',
  id,
  className,
}: RadioGroupProps) {
  const generatedId = useId();
  const groupId = id ?? generatedId;
  const ids = fieldIds(groupId);
  const invalid = Boolean(error);

  return (
    <div className={[fieldStyles.field, className].filter(Boolean).join(' ')}>
      <FieldLabel as="span" id={ids.label} required={required} tone={tone}>
        {label}
      </FieldLabel>
      <RadioGroupPrimitive.Root
        id={groupId}
        name={name}
        value={value}
        defaultValue={defaultValue}
        onValueChange={onValueChange}
        required={required}
        disabled={disabled}
        orientation={orientation}
        aria-labelledby={ids.label}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy(hint ? ids.hint : null, invalid && ids.error)}
        className={styles.group({ orientation })}
      >
        {options.map((option, index) => {
          const optionId = `${groupId}-option-${index}`;
          const optionDisabled = Boolean(disabled || option.disabled);
          return (
            <div key={option.value} className={styles.option}>
              <RadioGroupPrimitive.Item
                id={optionId}
                value={option.value}
                disabled={option.disabled}
                className={[styles.radio, invalid && styles.radioInvalid].filter(Boolean).join(' ')}
              >
                <RadioGroupPrimitive.Indicator className={styles.dot} />
              </RadioGroupPrimitive.Item>
              <label
                htmlFor={optionId}
                className={styles.optionLabel({ tone, disabled: optionDisabled })}
              >
                {option.label}
              </label>
            </div>
          );
        })}
      </RadioGroupPrimitive.Root>
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

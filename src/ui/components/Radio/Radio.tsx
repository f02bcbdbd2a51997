import type { ReactNode } from 'react';
import * as RadioGroupPrimitive from 'radix-ui/radio-group';
import {
  Field,
  splitFieldProps,
  type FieldFrameProps,
} from '#src/ui/components/TextField/Field.tsx';
import * as styles from './Radio.css.ts';
import type { RadioOrientation } from './Radio.css.ts';

export interface RadioOption {
  value: string;
  label: ReactNode;
  disabled?: boolean;
}

export interface RadioGroupProps extends Omit<FieldFrameProps, 'hideLabel'> {
  /** Names the group (the question the options answer). */
  label: string;
  name: string;
  options: RadioOption[];
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  disabled?: boolean;
  orientation?: RadioOrientation;
}

/**
 * One choice among a few options (Radix RadioGroup): arrow keys move between the options, Tab
 * leaves the group. Inside a form it sends `name=value` of the chosen option.
 */
export function RadioGroup({ options, orientation = 'vertical', ...props }: RadioGroupProps) {
  const [fieldProps, rootProps] = splitFieldProps(props);
  // The group is named by its label through aria-labelledby, so the label is a plain span.
  return (
    <Field {...fieldProps} labelAs="span">
      {(field) => (
        <RadioGroupPrimitive.Root
          {...rootProps}
          {...field.controlProps}
          required={fieldProps.required}
          orientation={orientation}
          aria-labelledby={field.labelId}
          className={styles.group({ orientation })}
        >
          {options.map((option, index) => {
            const optionId = `${field.id}-option-${index}`;
            const optionDisabled = Boolean(rootProps.disabled || option.disabled);
            return (
              <div key={option.value} className={styles.option}>
                <RadioGroupPrimitive.Item
                  id={optionId}
                  value={option.value}
                  disabled={option.disabled}
                  className={[styles.radio, field.invalid && styles.radioInvalid]
                    .filter(Boolean)
                    .join(' ')}
                >
                  <RadioGroupPrimitive.Indicator className={styles.dot} />
                </RadioGroupPrimitive.Item>
                <label
                  htmlFor={optionId}
                  className={styles.optionLabel({
                    tone: fieldProps.tone,
                    disabled: optionDisabled,
                  })}
                >
                  {option.label}
                </label>
              </div>
            );
          })}
        </RadioGroupPrimitive.Root>
      )}
    </Field>
  );
}

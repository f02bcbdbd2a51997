import { useId, type ReactNode } from 'react';
import { Select as SelectPrimitive } from 'radix-ui';
import * as fieldStyles from '#src/components/TextField/field.css.ts';
import type { FieldTone } from '#src/components/TextField/field.css.ts';
import {
  describedBy,
  FieldError,
  FieldHint,
  FieldLabel,
  fieldIds,
} from '#src/components/TextField/FieldParts.tsx';
import * as styles from './Select.css.ts';

export interface SelectOption {
  /** Must not be empty: an empty value means "nothing chosen" (the placeholder shows). */
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps {
  label: string;
  /** With a name, the choice is sent with the surrounding form (through a hidden native select). */
  name?: string;
  options: SelectOption[];
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** Shown while nothing is chosen. */
  placeholder?: string;
  error?: string | null;
  hint?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  hideLabel?: boolean;
  tone?: FieldTone;
  id?: string;
  className?: string;
}

function Chevron({ direction = 'down' }: { direction?: 'up' | 'down' }) {
  return (
    <svg viewBox="0 0 24 24" fill="none" aria-hidden="true" focusable="false">
      <path
        d={direction === 'down' ? 'M6 9l6 6 6-6' : 'M6 15l6-6 6 6'}
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** A labelled choice from a list (Radix Select): opens with click, Enter, Space or the arrow keys; type to jump. */
export function Select({
  label,
  name,
  options,
  value,
  defaultValue,
  onValueChange,
  placeholder,
  error,
  hint,
  required,
  disabled,
  hideLabel,
  tone = 'default',
  id,
  className,
}: SelectProps) {
  const generatedId = useId();
  const triggerId = id ?? generatedId;
  const ids = fieldIds(triggerId);
  const invalid = Boolean(error);

  return (
    <div className={[fieldStyles.field, className].filter(Boolean).join(' ')}>
      <FieldLabel
        htmlFor={triggerId}
        id={ids.label}
        required={required}
        tone={tone}
        hidden={hideLabel}
      >
        {label}
      </FieldLabel>
      <SelectPrimitive.Root
        name={name}
        value={value}
        defaultValue={defaultValue}
        onValueChange={onValueChange}
        required={required}
        disabled={disabled}
      >
        <SelectPrimitive.Trigger
          id={triggerId}
          aria-labelledby={ids.label}
          aria-required={required || undefined}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy(hint ? ids.hint : null, invalid && ids.error)}
          className={[fieldStyles.control({ invalid }), styles.trigger].join(' ')}
        >
          <span className={styles.value}>
            <SelectPrimitive.Value placeholder={placeholder} />
          </span>
          <SelectPrimitive.Icon className={styles.icon}>
            <Chevron />
          </SelectPrimitive.Icon>
        </SelectPrimitive.Trigger>
        <SelectPrimitive.Portal>
          <SelectPrimitive.Content position="popper" sideOffset={4} className={styles.content}>
            <SelectPrimitive.ScrollUpButton className={styles.scrollButton}>
              <Chevron direction="up" />
            </SelectPrimitive.ScrollUpButton>
            <SelectPrimitive.Viewport className={styles.viewport}>
              {options.map((option) => (
                <SelectPrimitive.Item
                  key={option.value}
                  value={option.value}
                  disabled={option.disabled}
                  className={styles.item}
                >
                  <SelectPrimitive.ItemText>{option.label}</SelectPrimitive.ItemText>
                  <SelectPrimitive.ItemIndicator className={styles.itemIndicator}>
                    <svg viewBox="0 0 24 24" fill="none" aria-hidden="true" focusable="false">
                      <path
                        d="M5 12.5l4.5 4.5L19 7.5"
                        stroke="currentColor"
                        strokeWidth="2.5"
                        strokeLinecap="round"
                        strokeLinejoin="round"
                      />
                    </svg>
                  </SelectPrimitive.ItemIndicator>
                </SelectPrimitive.Item>
              ))}
            </SelectPrimitive.Viewport>
            <SelectPrimitive.ScrollDownButton className={styles.scrollButton}>
              <Chevron />
            </SelectPrimitive.ScrollDownButton>
          </SelectPrimitive.Content>
        </SelectPrimitive.Portal>
      </SelectPrimitive.Root>
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

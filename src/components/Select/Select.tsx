import { useState } from 'react';
import * as SelectPrimitive from 'radix-ui/select';
import * as fieldStyles from '#src/components/TextField/field.css.ts';
import { Field, splitFieldProps, type FieldFrameProps } from '#src/components/TextField/Field.tsx';
import { visuallyHidden } from '#src/components/VisuallyHidden/VisuallyHidden.css.ts';
import * as styles from './Select.css.ts';

export interface SelectOption {
  /** Must not be empty: an empty value means "nothing chosen" (the placeholder shows). */
  value: string;
  label: string;
  disabled?: boolean;
}

/** Options under a heading (the states of one country, say); read out with the heading. */
export interface SelectGroup {
  label: string;
  options: SelectOption[];
}

export interface SelectProps extends FieldFrameProps {
  label: string;
  /** With a name, the choice is sent with the surrounding form (through a hidden native `<select>`). */
  name?: string;
  options?: SelectOption[];
  /** Options in labelled groups, shown after `options`. Values must be unique across all groups. */
  groups?: SelectGroup[];
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** Shown while nothing is chosen. */
  placeholder?: string;
  disabled?: boolean;
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

function Item({ option }: { option: SelectOption }) {
  return (
    <SelectPrimitive.Item value={option.value} disabled={option.disabled} className={styles.item}>
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
  );
}

/**
 * The native `<select>` that sends the choice with its form, with every option already in the server
 * HTML. Radix's own (`Select.Root`) learns its options from the items after they mount, so the server
 * sent a required `<select>` with no option, or with an empty one: both invalid HTML. The first option
 * is the empty placeholder HTML asks of a required select.
 */
function NativeSelect({
  name,
  label,
  value,
  onChange,
  options,
  groups,
  required,
  disabled,
}: {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: SelectOption[];
  groups: SelectGroup[];
  required?: boolean;
  disabled?: boolean;
}) {
  const option = ({ value, label, disabled }: SelectOption) => (
    <option key={value} value={value} disabled={disabled}>
      {label}
    </option>
  );
  return (
    <select
      aria-hidden="true"
      tabIndex={-1}
      name={name}
      required={required}
      disabled={disabled}
      value={value}
      // Browser autofill sets the native select; the visible one follows.
      onChange={(event) => onChange(event.target.value)}
      className={visuallyHidden}
    >
      <option value="">{label}</option>
      {options.map(option)}
      {groups.map((group) => (
        <optgroup key={group.label} label={group.label}>
          {group.options.map(option)}
        </optgroup>
      ))}
    </select>
  );
}

/** A labelled choice from a list (Radix Select): opens with click, Enter, Space or the arrow keys; type to jump. */
export function Select({ options = [], groups = [], placeholder, ...props }: SelectProps) {
  const [fieldProps, { name, value, defaultValue, onValueChange, disabled }] =
    splitFieldProps(props);
  const [uncontrolled, setUncontrolled] = useState(defaultValue ?? '');
  const current = value ?? uncontrolled;
  const choose = (next: string) => {
    if (value === undefined) setUncontrolled(next);
    onValueChange?.(next);
  };
  return (
    <Field {...fieldProps}>
      {(field) => (
        // The provider is Radix's Root without its hidden native select (NativeSelect replaces it).
        <SelectPrimitive.unstable_SelectProvider
          value={current}
          onValueChange={choose}
          required={fieldProps.required}
          disabled={disabled}
        >
          <SelectPrimitive.Trigger
            {...field.controlProps}
            aria-labelledby={field.labelId}
            aria-required={fieldProps.required || undefined}
            className={[fieldStyles.control({ invalid: field.invalid }), styles.trigger].join(' ')}
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
                  <Item key={option.value} option={option} />
                ))}
                {groups.map((group) => (
                  <SelectPrimitive.Group key={group.label} className={styles.group}>
                    <SelectPrimitive.Label className={styles.groupLabel}>
                      {group.label}
                    </SelectPrimitive.Label>
                    {group.options.map((option) => (
                      <Item key={option.value} option={option} />
                    ))}
                  </SelectPrimitive.Group>
                ))}
              </SelectPrimitive.Viewport>
              <SelectPrimitive.ScrollDownButton className={styles.scrollButton}>
                <Chevron />
              </SelectPrimitive.ScrollDownButton>
            </SelectPrimitive.Content>
          </SelectPrimitive.Portal>
          {name !== undefined ? (
            <NativeSelect
              name={name}
              label={placeholder ?? props.label}
              value={current}
              onChange={choose}
              options={options}
              groups={groups}
              required={fieldProps.required}
              disabled={disabled}
            />
          ) : null}
        </SelectPrimitive.unstable_SelectProvider>
      )}
    </Field>
  );
}

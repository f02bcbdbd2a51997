import * as SelectPrimitive from 'radix-ui/select';
import * as fieldStyles from '#src/components/TextField/field.css.ts';
import { Field, splitFieldProps, type FieldFrameProps } from '#src/components/TextField/Field.tsx';
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
  /** With a name, the choice is sent with the surrounding form (through a hidden native select). */
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

/** A labelled choice from a list (Radix Select): opens with click, Enter, Space or the arrow keys; type to jump. */
export function Select({ options = [], groups = [], placeholder, ...props }: SelectProps) {
  const [fieldProps, rootProps] = splitFieldProps(props);
  return (
    <Field {...fieldProps}>
      {(field) => (
        <SelectPrimitive.Root {...rootProps} required={fieldProps.required}>
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
        </SelectPrimitive.Root>
      )}
    </Field>
  );
}

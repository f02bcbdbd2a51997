import type { ReactNode } from 'react';
import * as CheckboxPrimitive from 'radix-ui/checkbox';
import {
  FieldMessages,
  useFieldControl,
  type FieldFrameProps,
} from '#src/ui/components/TextField/Field.tsx';
import { Icon } from '#src/ui/components/Icon/index.ts';
import * as styles from './Checkbox.css.ts';

export interface CheckboxProps extends Omit<FieldFrameProps, 'hideLabel'> {
  /** What ticking the box means; may hold a link. */
  label: ReactNode;
  name?: string;
  /** The value sent with the form when ticked ("on" unless told). */
  value?: string;
  checked?: boolean;
  defaultChecked?: boolean;
  onCheckedChange?: (checked: boolean) => void;
  disabled?: boolean;
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
  const field = useFieldControl({ id, hint, error });

  return (
    <div className={className}>
      <div className={styles.row}>
        <CheckboxPrimitive.Root
          {...field.controlProps}
          name={name}
          value={value}
          checked={checked}
          defaultChecked={defaultChecked}
          onCheckedChange={onCheckedChange ? (state) => onCheckedChange(state === true) : undefined}
          required={required}
          disabled={disabled}
          className={styles.box}
        >
          <CheckboxPrimitive.Indicator className={styles.indicator}>
            {/* A heavier tick than the set's: the box is small. */}
            <Icon name="check" strokeWidth={3} />
          </CheckboxPrimitive.Indicator>
        </CheckboxPrimitive.Root>
        <label
          htmlFor={field.id}
          className={[styles.label, tone === 'inverse' && styles.labelInverse]
            .filter(Boolean)
            .join(' ')}
        >
          {label}
          {required ? <span aria-hidden="true"> *</span> : null}
        </label>
      </div>
      <div className={styles.messages}>
        <FieldMessages
          hint={hint}
          hintId={field.hintId}
          error={error}
          errorId={field.errorId}
          tone={tone}
        />
      </div>
    </div>
  );
}

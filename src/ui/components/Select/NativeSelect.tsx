import { visuallyHidden } from '#src/ui/components/VisuallyHidden/VisuallyHidden.css.ts';
import type { SelectGroup, SelectOption } from './Select.tsx';

/**
 * The native `<select>` that sends the choice with its form, with every option already in the server
 * HTML. Radix's own (`Select.Root`) learns its options from the items after they mount, so the server
 * sent a required `<select>` with no option, or with an empty one: both invalid HTML. The first option
 * is the empty placeholder HTML asks of a required select.
 */
export function NativeSelect({
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

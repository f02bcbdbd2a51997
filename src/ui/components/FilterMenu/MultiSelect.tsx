import { Checkbox } from '#src/ui/components/Checkbox/index.ts';
import { FilterMenu } from './FilterMenu.tsx';
import * as styles from './FilterMenu.css.ts';

export interface MultiSelectOption {
  value: number;
  label: string;
}

export interface MultiSelectProps {
  label: string;
  placeholder: string;
  options: readonly MultiSelectOption[];
  selected: readonly number[];
  onChange: (selected: number[]) => void;
}

/** Several choices from a list (tags, topics): a filter menu of checkboxes, in the options' order. */
export function MultiSelect({ label, placeholder, options, selected, onChange }: MultiSelectProps) {
  const summary = options
    .filter((option) => selected.includes(option.value))
    .map((option) => option.label)
    .join(', ');
  const toggle = (value: number, checked: boolean) =>
    onChange(
      checked
        ? options.map((o) => o.value).filter((v) => v === value || selected.includes(v))
        : selected.filter((v) => v !== value),
    );
  return (
    <FilterMenu
      label={label}
      summary={summary}
      placeholder={placeholder}
      onClear={() => onChange([])}
    >
      <ul className={styles.options} aria-label={label}>
        {options.map((option) => (
          <li key={option.value}>
            <Checkbox
              label={option.label}
              checked={selected.includes(option.value)}
              onCheckedChange={(checked) => toggle(option.value, checked)}
            />
          </li>
        ))}
      </ul>
    </FilterMenu>
  );
}

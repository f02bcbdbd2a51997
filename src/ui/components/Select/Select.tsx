import { useCallback, useId, useRef, useState } from 'react';
import * as SelectPrimitive from 'radix-ui/select';
import { Icon } from '#src/ui/components/Icon/index.ts';
import * as fieldStyles from '#src/ui/components/TextField/field.css.ts';
import {
  Field,
  splitFieldProps,
  type FieldFrameProps,
} from '#src/ui/components/TextField/Field.tsx';
import {
  dialogs,
  keepFocusedOptionInView,
  listContainer,
  stickyHeaderBottom,
} from './listPlacement.ts';
import { NativeSelect } from './NativeSelect.tsx';
import { ScrollArrow } from './ScrollArrow.tsx';
import * as styles from './Select.css.ts';
import { useKeepPageExposed } from './useKeepPageExposed.ts';
import { useSpaceNeverScrollsTheList } from './useSpaceNeverScrollsTheList.ts';

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

function Item({ option }: { option: SelectOption }) {
  return (
    <SelectPrimitive.Item value={option.value} disabled={option.disabled} className={styles.item}>
      <SelectPrimitive.ItemText>{option.label}</SelectPrimitive.ItemText>
      <SelectPrimitive.ItemIndicator className={styles.itemIndicator}>
        <Icon name="check" />
      </SelectPrimitive.ItemIndicator>
    </SelectPrimitive.Item>
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
  const [open, setOpen] = useState(false);
  const [placement, setPlacement] = useState<{ container?: HTMLElement; top: number }>({
    top: 0,
  });
  const triggerRef = useRef<HTMLButtonElement>(null);
  const [viewport, setViewport] = useState<HTMLDivElement | null>(null);
  const viewportRef = useCallback((node: HTMLDivElement | null) => {
    setViewport(node);
    return keepFocusedOptionInView(node);
  }, []);
  const listboxId = useId();
  const openChange = (next: boolean) => {
    if (next) {
      const container = listContainer(triggerRef.current);
      // A dialog is drawn over the header: its lists may go anywhere in the window.
      const inADialog = container?.matches(dialogs) ?? false;
      setPlacement({ container, top: inADialog ? 0 : stickyHeaderBottom() });
    }
    setOpen(next);
  };
  useKeepPageExposed(open);
  useSpaceNeverScrollsTheList(open, listboxId);
  return (
    <Field {...fieldProps}>
      {(field) => (
        // The provider is Radix's Root without its hidden native select (NativeSelect replaces it).
        <SelectPrimitive.unstable_SelectProvider
          value={current}
          onValueChange={choose}
          open={open}
          onOpenChange={openChange}
          required={fieldProps.required}
          disabled={disabled}
        >
          <SelectPrimitive.Trigger
            ref={triggerRef}
            {...field.controlProps}
            aria-labelledby={field.labelId}
            aria-controls={open ? listboxId : undefined}
            aria-required={fieldProps.required || undefined}
            className={[fieldStyles.control({ invalid: field.invalid }), styles.trigger].join(' ')}
          >
            <span className={styles.value}>
              <SelectPrimitive.Value placeholder={placeholder} />
            </span>
            <SelectPrimitive.Icon className={styles.icon}>
              <Icon name="chevronDown" />
            </SelectPrimitive.Icon>
          </SelectPrimitive.Trigger>
          <SelectPrimitive.Portal container={placement.container}>
            <SelectPrimitive.Content
              position="popper"
              sideOffset={4}
              collisionPadding={{ top: placement.top }}
              className={styles.content}
              // The list box is the viewport inside, the element that scrolls: axe lets the popup
              // of a combobox scroll without a tab stop of its own (the arrow keys scroll it), but
              // only when the popup itself scrolls. This frame around it (and its arrows) is generic.
              role={undefined}
            >
              <ScrollArrow direction="up" viewport={viewport} />
              <SelectPrimitive.Viewport
                ref={viewportRef}
                className={styles.viewport}
                role="listbox"
                id={listboxId}
                aria-labelledby={field.labelId}
              >
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
              <ScrollArrow direction="down" viewport={viewport} />
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

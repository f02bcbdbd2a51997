import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import * as SelectPrimitive from 'radix-ui/select';
import { Icon } from '#src/ui/components/Icon/index.ts';
import * as fieldStyles from '#src/ui/components/TextField/field.css.ts';
import {
  Field,
  splitFieldProps,
  type FieldFrameProps,
} from '#src/ui/components/TextField/Field.tsx';
import { visuallyHidden } from '#src/ui/components/VisuallyHidden/VisuallyHidden.css.ts';
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

/**
 * Radix scrolls the chosen option into the list as it opens, then adds its scroll-up arrow above the
 * list, which makes the list shorter: the last option (UTC, the zone a browser in UTC guesses) ended
 * below the list's visible end, focused and out of sight. Whenever the list changes size, the option
 * in focus is brought back into it.
 */
function keepFocusedOptionInView(viewport: HTMLDivElement | null) {
  if (!viewport || typeof ResizeObserver === 'undefined') return;
  const observer = new ResizeObserver(() => {
    const focused = viewport.ownerDocument.activeElement;
    if (focused instanceof HTMLElement && viewport.contains(focused)) {
      focused.scrollIntoView({ block: 'nearest' });
    }
  });
  observer.observe(viewport);
  return () => observer.disconnect();
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

/**
 * Where the open list goes in the document: into the field's dialog, or else its landmark (`main`…),
 * so that the list is part of the region the field is in (axe `region`) and of the dialog it sits
 * in, and not a stray branch at the end of the body. The list is `position: fixed`, so it is drawn
 * over everything whatever its parent, as long as no ancestor is a containing block (a transform).
 */
const dialogs = 'dialog, [role="dialog"], [role="alertdialog"]';
const landmarks =
  'main, header, footer, nav, aside, [role="main"], [role="banner"], [role="contentinfo"], [role="navigation"], [role="complementary"]';

function listContainer(trigger: HTMLElement | null): HTMLElement | undefined {
  return (
    trigger?.closest<HTMLElement>(dialogs) ?? trigger?.closest<HTMLElement>(landmarks) ?? undefined
  );
}

/**
 * The bottom edge of the sticky site header in the window (lower than its height while the bar
 * above it is still in view), or 0 on a page without one: a list that opens upwards stops below the
 * header rather than covering it, and the option in focus is never behind or over it.
 */
function stickyHeaderBottom(): number {
  for (const header of document.querySelectorAll('header')) {
    if (!['sticky', 'fixed'].includes(getComputedStyle(header).position)) continue;
    const { top, bottom } = header.getBoundingClientRect();
    if (top < window.innerHeight && bottom > 0) return bottom;
  }
  return 0;
}

/**
 * Keeps the rest of the page in the accessibility tree while the list is open. Radix Select is
 * modal: on opening it sets `aria-hidden` on every branch of the document but the list's (the
 * aria-hidden package's hideOthers, marking each with `data-aria-hidden`), and has no option to
 * stop it. A list box is not a dialog: a native select hides nothing, and hiding the page leaves its
 * links and fields focusable yet hidden (axe `aria-hidden-focus`) and the page without its heading
 * (`page-has-heading-one`). Keyboard focus stays in the list all the same (Radix traps it there
 * until Escape, Enter or a click). Only what Radix newly hid is shown again: whatever was hidden
 * before (the page behind a dialog) keeps its `aria-hidden`, and Radix's own clean-up on closing
 * finds nothing left to remove.
 */
function useKeepPageExposed(open: boolean) {
  useLayoutEffect(() => {
    if (!open) return;
    const observer = new MutationObserver((records) => {
      for (const { target, oldValue } of records) {
        const wasShown = oldValue === null || oldValue === 'false';
        if (!(target instanceof Element) || !wasShown) continue;
        if (!target.hasAttribute('data-aria-hidden')) continue;
        if (oldValue === null) target.removeAttribute('aria-hidden');
        else target.setAttribute('aria-hidden', oldValue);
      }
    });
    observer.observe(document.body, {
      subtree: true,
      attributeFilter: ['aria-hidden'],
      attributeOldValue: true,
    });
    return () => observer.disconnect();
  }, [open]);
}

/**
 * A space typed into the open list never scrolls it. Radix lets the space of a search under way
 * ('new y' for New York) through to the browser, whose keyboard scrolling (smooth in Chromium) then
 * carries the list a page on, past the option the search has just focused. Listening on the window,
 * after Radix's own handlers have read the key.
 */
function useSpaceNeverScrollsTheList(open: boolean, listboxId: string) {
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== ' ' || !(event.target instanceof Node)) return;
      const frame = document.getElementById(listboxId)?.parentElement;
      if (frame?.contains(event.target)) event.preventDefault();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [open, listboxId]);
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
              <SelectPrimitive.ScrollUpButton className={styles.scrollButton}>
                <Icon name="chevronUp" className={styles.scrollIcon} />
              </SelectPrimitive.ScrollUpButton>
              <SelectPrimitive.Viewport
                ref={keepFocusedOptionInView}
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
              <SelectPrimitive.ScrollDownButton className={styles.scrollButton}>
                <Icon name="chevronDown" className={styles.scrollIcon} />
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

import { useId, type MouseEvent, type ReactNode } from 'react';
import * as Popover from 'radix-ui/popover';
import { Button } from '#src/ui/components/Button/index.ts';
import { Dialog } from '#src/ui/components/Dialog/index.ts';
import { Icon } from '#src/ui/components/Icon/index.ts';
import * as styles from './FilterMenu.css.ts';
import { useNarrowViewport } from './useNarrowViewport.ts';

export interface FilterMenuProps {
  /** What the filter is, e.g. 'Region': names the button and the panel. */
  label: string;
  /** What is chosen, e.g. 'Oregon, Washington'; the placeholder shows when empty. */
  summary: string;
  placeholder: string;
  /** Clears the choice; the clear control shows only while something is chosen. */
  onClear: () => void;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  children: ReactNode;
}

/** What Tab can reach, in the order a panel's controls come (a map's one stop is its `tabindex="0"`). */
const tabbable =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Clears the choice from the panel's clear control, which then goes away: focus moves first to the
 * panel's first control, so it stays in the panel (on the page, a removed button drops it to `body`).
 */
function clearFrom(event: MouseEvent<HTMLButtonElement>, onClear: () => void) {
  const panel = event.currentTarget.closest('[role="dialog"]');
  panel?.querySelector<HTMLElement>(tabbable)?.focus();
  onClear();
}

function Chevron() {
  return <Icon name="chevronDown" sharp className={styles.chevron} />;
}

/**
 * A filter of a list: a button that shows what is chosen (or the placeholder) and opens the filter's
 * panel — a dropdown, or a modal under 768 px (docs/spec/features.md §9) — with a clear control.
 */
export function FilterMenu({
  label,
  summary,
  placeholder,
  onClear,
  open,
  onOpenChange,
  children,
}: FilterMenuProps) {
  const narrow = useNarrowViewport();
  const labelId = useId();
  const chosen = summary.trim() !== '';
  const triggerContent = (
    <>
      <span className={chosen ? styles.summary : styles.placeholder}>
        {chosen ? summary : placeholder}
      </span>
      <Chevron />
    </>
  );
  const footer = (
    <div className={styles.footer}>
      {chosen ? (
        <Button variant="ghost" size="small" onClick={(event) => clearFrom(event, onClear)}>
          Clear {label.toLowerCase()}
        </Button>
      ) : (
        <span />
      )}
    </div>
  );
  const name = `${label}: ${chosen ? summary : placeholder}`;

  if (narrow) {
    return (
      <Dialog.Root open={open} onOpenChange={onOpenChange}>
        <Dialog.Trigger>
          <button type="button" className={styles.trigger} aria-label={name}>
            {triggerContent}
          </button>
        </Dialog.Trigger>
        <Dialog.Content title={label}>
          {children}
          {footer}
        </Dialog.Content>
      </Dialog.Root>
    );
  }
  return (
    <Popover.Root open={open} onOpenChange={onOpenChange}>
      <Popover.Trigger className={styles.trigger} aria-label={name}>
        {triggerContent}
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          className={styles.panel}
          align="start"
          sideOffset={6}
          aria-labelledby={labelId}
          collisionPadding={16}
        >
          <span id={labelId} hidden>
            {label}
          </span>
          {children}
          {footer}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

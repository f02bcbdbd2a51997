import { useRef, type ReactNode } from 'react';
import * as DialogPrimitive from 'radix-ui/dialog';
import { Icon } from '#src/ui/components/Icon/index.ts';
import * as styles from './Drawer.css.ts';

export interface DrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Names the drawer and heads it. */
  title: string;
  /** What scrolls. */
  children?: ReactNode;
  /** What stays under the scrolling part (totals, the main action). */
  footer?: ReactNode;
}

/**
 * A modal panel that slides in from the right (the whole width of a phone, at most the drawer width):
 * a heading and a "Close" button, a part that scrolls and a footer that stays. The backdrop, the close
 * button and Escape close it; focus stays inside while it is open. A drawer usually has no trigger of
 * its own (it opens when something is added, say), so focus goes back to whatever had it when it
 * opened.
 */
export function Drawer({ open, onOpenChange, title, children, footer }: DrawerProps) {
  const returnFocusTo = useRef<HTMLElement | null>(null);
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className={styles.overlay} />
        <DialogPrimitive.Content
          className={styles.panel}
          aria-describedby={undefined}
          onOpenAutoFocus={() => {
            const active = document.activeElement;
            returnFocusTo.current =
              active instanceof HTMLElement && active !== document.body ? active : null;
          }}
          onCloseAutoFocus={(event) => {
            const target = returnFocusTo.current;
            returnFocusTo.current = null;
            if (target?.isConnected) {
              event.preventDefault();
              target.focus();
            }
          }}
        >
          <div className={styles.header}>
            <DialogPrimitive.Title className={styles.title}>{title}</DialogPrimitive.Title>
            <DialogPrimitive.Close className={styles.close} aria-label="Close">
              <Icon name="close" className={styles.closeIcon} />
            </DialogPrimitive.Close>
          </div>
          <div className={styles.body}>{children}</div>
          {footer ? <div className={styles.footer}>{footer}</div> : null}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

import type { ReactNode } from 'react';
import * as DialogPrimitive from 'radix-ui/dialog';
import * as VisuallyHidden from 'radix-ui/visually-hidden';
import { Icon } from '#src/ui/components/Icon/index.ts';
import * as styles from './Dialog.css.ts';
import type { DialogSize } from './Dialog.css.ts';

export interface RootProps {
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  defaultOpen?: boolean;
  children: ReactNode;
}

export function Root(props: RootProps) {
  return <DialogPrimitive.Root {...props} />;
}

/** The element that opens the dialog (a Button, usually); focus returns to it when the dialog closes. */
export function Trigger({ children }: { children: ReactNode }) {
  return <DialogPrimitive.Trigger asChild>{children}</DialogPrimitive.Trigger>;
}

/** Wraps an element of your own that closes the dialog (a "Cancel" button, say). */
export function Close({ children }: { children: ReactNode }) {
  return <DialogPrimitive.Close asChild>{children}</DialogPrimitive.Close>;
}

export interface ContentProps {
  /** Names the dialog for everyone; shown as its heading unless `hideTitle`. */
  title: string;
  description?: string;
  /** Keeps the title for assistive technology only (a video, an image zoom). */
  hideTitle?: boolean;
  size?: DialogSize;
  className?: string;
  children?: ReactNode;
  /** Where focus goes on close, for a dialog opened without a `Trigger` (prevent the default). */
  onCloseAutoFocus?: (event: Event) => void;
}

/**
 * The modal panel: an overlay, a centred panel with a "Close" button, focus kept inside while open,
 * Escape or the overlay closes it, and focus returns to the trigger.
 */
export function Content({
  title,
  description,
  hideTitle = false,
  size = 'medium',
  className,
  children,
  onCloseAutoFocus,
}: ContentProps) {
  const titleElement = (
    <DialogPrimitive.Title className={styles.title}>{title}</DialogPrimitive.Title>
  );
  const descriptionElement = description ? (
    <DialogPrimitive.Description className={styles.description}>
      {description}
    </DialogPrimitive.Description>
  ) : null;
  const headerVisible = !hideTitle || Boolean(description);

  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className={styles.overlay} />
      <DialogPrimitive.Content
        className={[styles.content({ size }), className].filter(Boolean).join(' ')}
        onCloseAutoFocus={onCloseAutoFocus}
        // Without a description Radix must not point aria-describedby at nothing.
        {...(description ? {} : { 'aria-describedby': undefined })}
      >
        {headerVisible ? (
          <div className={styles.header}>
            {hideTitle ? (
              <VisuallyHidden.Root asChild>{titleElement}</VisuallyHidden.Root>
            ) : (
              titleElement
            )}
            {descriptionElement}
          </div>
        ) : (
          <VisuallyHidden.Root asChild>{titleElement}</VisuallyHidden.Root>
        )}
        {children}
        <DialogPrimitive.Close
          className={styles.close({ tone: size === 'video' ? 'video' : 'default' })}
          aria-label="Close"
        >
          <Icon name="close" className={styles.closeIcon} />
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

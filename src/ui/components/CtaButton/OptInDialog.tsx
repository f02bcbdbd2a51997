import type { RefObject } from 'react';
import { Dialog } from '#src/ui/components/Dialog/index.ts';
import { OptInForm } from '#src/ui/components/OptInForm/index.ts';

export interface OptInDialogProps {
  title: string;
  tag?: string;
  listId?: string | number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opened the dialog: focus goes back to it on close. */
  trigger: RefObject<HTMLButtonElement | null>;
}

/** The e-mail sign-up of an opt-in call-to-action, in a dialog (its own chunk: see CtaButton). */
export function OptInDialog({ title, tag, listId, open, onOpenChange, trigger }: OptInDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Content
        title={title}
        size="small"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          trigger.current?.focus();
        }}
      >
        <OptInForm tag={tag} listId={listId} />
      </Dialog.Content>
    </Dialog.Root>
  );
}

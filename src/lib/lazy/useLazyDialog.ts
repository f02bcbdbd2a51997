import { useRef, useState } from 'react';

/**
 * The state of a button that opens a dialog whose code loads on first use: `preload` starts on the
 * first hover or focus, the dialog mounts on the first press and then stays mounted (so it can
 * animate out and give focus back to `trigger`). Spread `buttonProps` on the button and, once
 * `mounted`, `dialogProps` (open, onOpenChange, trigger) on the dialog.
 */
export function useLazyDialog(preload: () => Promise<unknown>, onOpen?: () => void) {
  const trigger = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const warm = () => void preload().catch(() => {});
  return {
    mounted,
    dialogProps: { open, onOpenChange: setOpen, trigger },
    buttonProps: {
      ref: trigger,
      'aria-haspopup': 'dialog' as const,
      'aria-expanded': open,
      onPointerEnter: warm,
      onFocus: warm,
      onClick: () => {
        setMounted(true);
        setOpen(true);
        onOpen?.();
      },
    },
  };
}

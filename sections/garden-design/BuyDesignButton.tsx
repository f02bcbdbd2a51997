import { useRef, useState } from 'react';
import type { ProductWire } from '#src/lib/api/types.ts';
import { Button } from '#src/ui/components/Button/index.ts';
import { VisuallyHidden } from '#src/ui/components/VisuallyHidden/index.ts';
import { lazyComponent } from '#src/lib/lazy/lazyComponent.tsx';

// The checkout (its dialog, the questionnaire, the payment form, Stripe) loads when a button is first
// pressed, hovered or focused: the landing itself ships none of it.
const DesignCheckoutDialog = lazyComponent(() =>
  import('./DesignCheckoutDialog.tsx').then((module) => module.DesignCheckoutDialog),
);

export interface BuyDesignButtonProps {
  product: ProductWire;
  /** Called when the checkout opens (the landing then keeps its packages on screen). */
  onOpen?: () => void;
}

/**
 * A price card's button: opens the checkout 'Checkout: {product name}' for that product (its
 * questionnaire first when the product has one).
 */
export function BuyDesignButton({ product, onOpen }: BuyDesignButtonProps) {
  const trigger = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const preload = () => void DesignCheckoutDialog.preload().catch(() => {});
  return (
    <>
      <Button
        ref={trigger}
        fullWidth
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          setMounted(true);
          setOpen(true);
          onOpen?.();
        }}
      >
        Get Started<VisuallyHidden>with {product.name}</VisuallyHidden>
      </Button>
      {mounted ? (
        <DesignCheckoutDialog
          product={product}
          open={open}
          onOpenChange={setOpen}
          trigger={trigger}
        />
      ) : null}
    </>
  );
}

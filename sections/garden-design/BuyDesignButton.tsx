import type { ProductWire } from '#src/lib/api/types.ts';
import { Button } from '#src/ui/components/Button/index.ts';
import { VisuallyHidden } from '#src/ui/components/VisuallyHidden/index.ts';
import { lazyComponent } from '#src/lib/lazy/lazyComponent.tsx';
import { useLazyDialog } from '#src/lib/lazy/useLazyDialog.ts';

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
  const dialog = useLazyDialog(DesignCheckoutDialog.preload, onOpen);
  return (
    <>
      <Button fullWidth {...dialog.buttonProps}>
        Get Started<VisuallyHidden>with {product.name}</VisuallyHidden>
      </Button>
      {dialog.mounted ? <DesignCheckoutDialog product={product} {...dialog.dialogProps} /> : null}
    </>
  );
}

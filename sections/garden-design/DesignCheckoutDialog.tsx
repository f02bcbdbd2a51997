import type { RefObject } from 'react';
import { useNavigate } from 'react-router';
import type { OrderWire, ProductWire } from '#src/api/types.ts';
import { CheckoutPanel } from '#src/checkout/CheckoutPanel.tsx';
import { Dialog } from '#src/components/Dialog/index.ts';
import { Text } from '#src/components/Text/index.ts';

export const redirectingText = "One moment, you're being redirected...";
/** How long 'Congratulations!' and the redirect message show before the design's page opens (ms). */
const redirectDelay = 1200;

/** Where a design bought here is done: its page in the account (its homework comes first). */
export function designPath(order: OrderWire): string {
  return order.design_id ? `/account/designs/${order.design_id}` : '/account/designs';
}

export interface DesignCheckoutDialogProps {
  product: ProductWire;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opened the dialog: focus goes back to it on close. */
  trigger: RefObject<HTMLButtonElement | null>;
}

/**
 * 'Checkout: {product name}': the checkout panel for a garden-design product in a dialog (its own
 * chunk). After payment it says the buyer is being redirected, and goes to the new design's page.
 */
export function DesignCheckoutDialog({
  product,
  open,
  onOpenChange,
  trigger,
}: DesignCheckoutDialogProps) {
  const navigate = useNavigate();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Content
        title={`Checkout: ${product.name}`}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          trigger.current?.focus();
        }}
      >
        <CheckoutPanel
          product={product}
          // A moment to read that the page is changing, then the design's page.
          onComplete={(order) => {
            window.setTimeout(() => void navigate(designPath(order)), redirectDelay);
          }}
          renderSuccess={() => (
            <div role="status">
              <Text>{redirectingText}</Text>
            </div>
          )}
        />
      </Dialog.Content>
    </Dialog.Root>
  );
}

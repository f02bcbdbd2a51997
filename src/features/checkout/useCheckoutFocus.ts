import { useEffect, useRef, type RefObject } from 'react';
import type { CheckoutScreen } from './checkoutState.ts';

/**
 * Where focus goes as the checkout moves on: each new view's heading (Continue for a checkout view
 * without a heading of its own). Returns the refs to put on those elements.
 */
export function useCheckoutFocus({
  view,
  loading,
  showCheckoutHeading,
}: {
  view: CheckoutScreen | 'signin';
  loading: boolean;
  showCheckoutHeading: boolean;
}) {
  const checkoutHeading = useRef<HTMLHeadingElement>(null);
  const continueButton = useRef<HTMLButtonElement>(null);
  const confirmationHeading = useRef<HTMLHeadingElement>(null);
  const successHeading = useRef<HTMLHeadingElement>(null);
  const shownView = useRef(view);
  useEffect(() => {
    if (shownView.current === view) return;
    shownView.current = view;
    const targets: Record<CheckoutScreen, RefObject<HTMLElement | null>> = {
      checkout: showCheckoutHeading ? checkoutHeading : continueButton,
      confirmation: confirmationHeading,
      success: successHeading,
    };
    if (view !== 'signin') targets[view].current?.focus();
  }, [view, showCheckoutHeading]);
  // A busy button is disabled, which drops focus to the page; when Continue comes back with a
  // message (the card refused), focus goes back to it rather than staying nowhere.
  const wasLoading = useRef(loading);
  useEffect(() => {
    const finished = wasLoading.current && !loading;
    wasLoading.current = loading;
    if (!finished || view !== 'checkout') return;
    const active = document.activeElement;
    if (!active || active === document.body) continueButton.current?.focus();
  }, [loading, view]);

  return { checkoutHeading, continueButton, confirmationHeading, successHeading };
}

import { lazyComponent } from '#src/lib/lazy/lazyComponent.tsx';
import type { CheckoutPanelProps } from './CheckoutPanel.tsx';

/**
 * The checkout panel as its own chunk: sections and pages that show a checkout import this, so the
 * panel's code (and react-stripe-js) loads only where and when one is shown. `preload()` starts it
 * early, on hover or focus of what opens it.
 */
export const LazyCheckoutPanel = lazyComponent<CheckoutPanelProps>(() =>
  import('./CheckoutPanel.tsx').then((module) => module.CheckoutPanel),
);

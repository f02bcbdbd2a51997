import { createElement, type ComponentPropsWithRef, type MouseEvent } from 'react';
import { Spinner } from '#src/ui/components/Loader/Spinner.tsx';
import { button, type buttonSizes, type buttonVariants } from './Button.css.ts';

export type ButtonVariant = (typeof buttonVariants)[number];
export type ButtonSize = (typeof buttonSizes)[number];

export interface ButtonStyleOptions {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
}

/**
 * The class names of a button, for elements that must look like one (e.g. `ButtonLink`).
 * Takes either positional arguments or an options object.
 */
export function buttonStyle(options?: ButtonStyleOptions): string;
export function buttonStyle(
  variant?: ButtonVariant,
  size?: ButtonSize,
  fullWidth?: boolean,
): string;
export function buttonStyle(
  variantOrOptions?: ButtonVariant | ButtonStyleOptions,
  size?: ButtonSize,
  fullWidth?: boolean,
): string {
  if (typeof variantOrOptions === 'object') return button(variantOrOptions);
  return button({ variant: variantOrOptions, size, fullWidth });
}

export interface ButtonProps extends Omit<ComponentPropsWithRef<'button'>, 'type'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner, marks the button busy and disables it; its name stays the same. */
  loading?: boolean;
  /**
   * While loading, the button stays focusable (`aria-disabled`, presses ignored) instead of being
   * disabled: for a button that keeps focus through its own action ('Load more', 'Save'), since the
   * browser drops the focus of a button that becomes disabled to the page.
   */
  focusableWhileLoading?: boolean;
  /** Fills the width of its container. */
  fullWidth?: boolean;
  /** `button` by default, so a button inside a form never submits it by accident. */
  type?: 'button' | 'submit' | 'reset';
}

/** A button in the garden palette: one primary action per view, the rest secondary, outline or ghost. */
export function Button({
  variant = 'primary',
  size = 'medium',
  loading = false,
  focusableWhileLoading = false,
  fullWidth = false,
  type = 'button',
  disabled,
  className,
  onClick,
  children,
  ...rest
}: ButtonProps) {
  const busyButFocusable = loading && focusableWhileLoading && !disabled;
  // Built with `Object.assign` and handed to `createElement`, never spread (`{...rest}`): in Node 20's
  // V8 an object spread from a rest object takes the slow path, and React's server renderer then reads
  // the button's props slowly too — three times the cost of a button, measured. Same props, same order.
  const props: ComponentPropsWithRef<'button'> = Object.assign({}, rest, {
    type,
    className: [buttonStyle(variant, size, fullWidth), className].filter(Boolean).join(' '),
    disabled: disabled || (loading && !focusableWhileLoading),
    'aria-disabled': busyButFocusable || undefined,
    'aria-busy': loading || undefined,
    // Cancelling the click also stops a submit button from submitting its form.
    onClick: busyButFocusable
      ? (event: MouseEvent<HTMLButtonElement>) => event.preventDefault()
      : onClick,
  });
  return createElement('button', props, loading ? <Spinner /> : null, children);
}

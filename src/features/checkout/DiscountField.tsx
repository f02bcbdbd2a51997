import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useApi } from '#src/lib/api/ApiProvider.tsx';
import { ApiError } from '#src/lib/api/client.ts';
import type { DiscountWire } from '#src/lib/api/types.ts';
import { Button } from '#src/ui/components/Button/index.ts';
import { Stack } from '#src/ui/components/Stack/index.ts';
import { TextField } from '#src/ui/components/TextField/index.ts';
import { formatDollars } from '#src/lib/format/formatDollars.ts';
import * as styles from './checkout.css.ts';
import { checkoutWording } from './checkoutWording.ts';
import { describeDiscount, discountCents, totalCents } from './money.ts';

/** The message for a failed discount lookup (docs/spec/features.md §8). */
export function discountErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 404) return checkoutWording.invalidDiscount;
    const message = error.body?.message;
    if (typeof message === 'string' && message.trim()) return message;
  }
  return checkoutWording.discountFailed;
}

export interface DiscountFieldProps {
  /** The price before the discount, in cents: the applied discount shows with the new total. */
  subtotal: number;
  /** The discount applied, if any. */
  discount: DiscountWire | null;
  onApply: (discount: DiscountWire) => void;
  onRemove: () => void;
  disabled?: boolean;
}

/**
 * 'Add a discount code' reveals a code field and Apply, which looks the code up
 * (`GET /discounts/tokens/{token}`). Once applied it shows the discount and the new total, with
 * Remove to go back to none. A code that does not exist says 'That is not a valid discount.'; other
 * failures say the server's message, or 'Unable to apply that discount.'. Editing clears the error.
 */
export function DiscountField({
  subtotal,
  discount,
  onApply,
  onRemove,
  disabled = false,
}: DiscountFieldProps) {
  const api = useApi();
  const [open, setOpen] = useState(false);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const regionId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const appliedRef = useRef<HTMLParagraphElement>(null);
  // Where focus goes once React has drawn what replaced the control that had it. An effect, not a
  // frame later: the parent's update after the lookup may be drawn after the next frame (a busy
  // machine), and focus left on the removed field falls to the page.
  const focusNext = useRef<'field' | 'applied' | 'toggle' | null>(null);
  useEffect(() => {
    const target = focusNext.current;
    focusNext.current = null;
    if (target === 'field') inputRef.current?.focus();
    else if (target === 'applied') appliedRef.current?.focus();
    else if (target === 'toggle') toggleRef.current?.focus();
  }, [discount, open]);

  async function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const token = code.trim();
    if (!token || pending) return;
    setPending(true);
    setError(null);
    try {
      const { data } = await api.get<{ data: DiscountWire }>(
        `/discounts/tokens/${encodeURIComponent(token)}`,
      );
      setPending(false);
      // The field is replaced by the discount: focus goes to what replaced it.
      focusNext.current = 'applied';
      onApply(data);
      setCode('');
    } catch (failure) {
      setPending(false);
      setError(discountErrorMessage(failure));
    }
  }

  function remove() {
    focusNext.current = 'toggle';
    onRemove();
    setOpen(false);
    setError(null);
  }

  if (discount) {
    const off = discountCents(subtotal, discount);
    return (
      <Stack space="small" align="left">
        <p ref={appliedRef} tabIndex={-1} className={styles.applied} role="status">
          Discount {discount.token} applied: {describeDiscount(discount, formatDollars)} (
          {formatDollars(off)}). New total: {formatDollars(totalCents(subtotal, discount))}.
        </p>
        <Button
          variant="outline"
          size="small"
          onClick={remove}
          disabled={disabled}
          aria-label={`${checkoutWording.remove} discount ${discount.token}`}
        >
          {checkoutWording.remove}
        </Button>
      </Stack>
    );
  }

  return (
    <Stack space="small">
      <button
        ref={toggleRef}
        type="button"
        className={styles.linkButton}
        aria-expanded={open}
        aria-controls={open ? regionId : undefined}
        onClick={() => {
          const next = !open;
          if (next) focusNext.current = 'field';
          setOpen(next);
        }}
      >
        {checkoutWording.discountLink}
      </button>
      {open ? (
        <form id={regionId} onSubmit={apply} noValidate className={styles.discountRow}>
          <TextField
            ref={inputRef}
            className={styles.discountInput}
            label={checkoutWording.discountLabel}
            name="discount_code"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            value={code}
            error={error}
            disabled={disabled}
            onChange={(event) => {
              setCode(event.target.value);
              setError(null);
            }}
          />
          <Button
            type="submit"
            variant="outline"
            className={styles.discountButton}
            loading={pending}
            disabled={disabled || !code.trim()}
          >
            {checkoutWording.apply}
          </Button>
        </form>
      ) : null}
    </Stack>
  );
}

import { useState, type FormEvent } from 'react';
import { PaymentForm } from '#src/features/checkout/PaymentForm.tsx';
import type { PaymentChoice } from '#src/features/checkout/paymentChoice.ts';
import { useResolvePaymentSource } from '#src/features/checkout/useResolvePaymentSource.ts';
import { Button } from '#src/ui/components/Button/index.ts';
import { Inline, Stack } from '#src/ui/components/Stack/index.ts';
import { formColumn } from '#src/lib/forms/formColumn.css.ts';
import { subscriptionWording } from './subscriptionWording.ts';

export interface SubscriptionPaymentStepProps {
  /** The signed-in owner: their saved cards, and the e-mail a new card's source carries. */
  account: { id: number; email: string };
  submitLabel: string;
  submit: (paymentSource: string) => Promise<void>;
  onCancel: () => void;
}

/** Saved cards or a new one, turned into a `payment_source`, then handed to `submit`. */
export function SubscriptionPaymentStep({
  account,
  submitLabel,
  submit,
  onCancel,
}: SubscriptionPaymentStepProps) {
  const [choice, setChoice] = useState<PaymentChoice>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const resolve = useResolvePaymentSource();
  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setPending(true);
    setError(null);
    const resolved = await resolve(account.email, choice);
    if (resolved.error !== undefined) {
      setError(resolved.error);
      setPending(false);
      return;
    }
    await submit(resolved.source);
    setPending(false);
  }
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className={formColumn}>
      <Stack space="medium">
        <PaymentForm
          userId={account.id}
          value={choice}
          onChange={(next) => {
            setChoice(next);
            setError(null);
          }}
          error={error}
          disabled={pending}
        />
        <Inline space="small">
          <Button type="submit" loading={pending}>
            {submitLabel}
          </Button>
          <Button type="button" variant="outline" onClick={onCancel} disabled={pending}>
            {subscriptionWording.never}
          </Button>
        </Inline>
      </Stack>
    </form>
  );
}

import { useState } from 'react';
import { useApi } from '#src/lib/api/ApiProvider.tsx';
import { ApiError } from '#src/lib/api/client.ts';
import type {
  ProrateWire,
  SubscriptionPlanWire,
  SubscriptionRequest,
  SubscriptionWire,
} from '#src/lib/api/types.ts';
import { useNotify } from '#src/lib/messages/index.ts';
import { subscriptionFailure, subscriptionWording } from './subscriptionWording.ts';

/** A plan change being considered: its proration while it loads (null), or why it could not. */
export interface PlanSwitch {
  plan: SubscriptionPlanWire;
  amountDue: number | null;
  error: string | null;
}

/**
 * What the subscription screen is doing (subscribing, switching, updating the card, cancelling) and
 * the API calls behind each step. Every accepted change says the catalogue's message, closes its
 * step and calls `onChanged`; a refused one says why and leaves the step open.
 */
export function useSubscriptionChanges({
  providerId,
  subscription,
  onChanged,
}: {
  providerId: number;
  subscription: SubscriptionWire | null;
  onChanged: () => void;
}) {
  const api = useApi();
  const notify = useNotify();
  const [subscribing, setSubscribing] = useState<SubscriptionPlanWire | null>(null);
  const [switching, setSwitching] = useState<PlanSwitch | null>(null);
  const [updatingPayment, setUpdatingPayment] = useState(false);
  const [cancelOpen, setCancelOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  const active = subscription && subscription.status !== 'canceled' ? subscription : null;

  async function subscribe(plan: SubscriptionPlanWire, paymentSource: string) {
    const body: SubscriptionRequest = { payment_source: paymentSource, plan_id: plan.id };
    try {
      await api.post('/orders/subscriptions', body);
      notify({ message: 'subscriptionCreated' });
      setSubscribing(null);
      onChanged();
    } catch (error) {
      notify(subscriptionFailure(error, 'subscriptionCreatedFailed'));
    }
  }

  async function showProration(plan: SubscriptionPlanWire) {
    if (!active) return;
    setSwitching({ plan, amountDue: null, error: null });
    try {
      const prorate = await api.get<ProrateWire>('/subscriptions/prorate', {
        plan_id: plan.id,
        subscription_id: active.id,
      });
      setSwitching({ plan, amountDue: prorate.invoice.amount_due, error: null });
    } catch (error) {
      const message =
        error instanceof ApiError && error.message
          ? error.message
          : subscriptionWording.changeFailed;
      setSwitching({ plan, amountDue: null, error: message });
    }
  }

  async function changePlan(plan: SubscriptionPlanWire) {
    if (!active) return;
    setBusy(true);
    try {
      const body: SubscriptionRequest = { plan_id: plan.id, subscription_id: active.id };
      await api.put('/orders/subscriptions', body);
      notify({ message: 'subscriptionPlanUpdated' });
      setSwitching(null);
      onChanged();
    } catch (error) {
      notify(
        error instanceof ApiError && error.message && error.status < 500
          ? error.message
          : subscriptionWording.changeFailed,
      );
    } finally {
      setBusy(false);
    }
  }

  async function updatePayment(paymentSource: string) {
    if (!subscription) return;
    try {
      const body: SubscriptionRequest = { payment_source: paymentSource };
      await api.put(`/providers/${providerId}/subscriptions/${subscription.id}`, body);
      notify({ message: 'subscriptionUpdated' });
      setUpdatingPayment(false);
      onChanged();
    } catch (error) {
      notify(subscriptionFailure(error, 'subscriptionUpdateFailed'));
    }
  }

  async function cancel() {
    if (!active) return;
    setBusy(true);
    try {
      const body: SubscriptionRequest = { subscription_id: active.id };
      await api.put('/orders/subscriptions/cancel', body);
      notify({ message: 'subscriptionCanceled' });
      setCancelOpen(false);
      onChanged();
    } catch (error) {
      notify(subscriptionFailure(error, 'subscriptionCanceledFailed'));
    } finally {
      setBusy(false);
    }
  }

  return {
    active,
    busy,
    subscribing,
    setSubscribing,
    subscribe,
    switching,
    setSwitching,
    showProration,
    changePlan,
    updatingPayment,
    setUpdatingPayment,
    updatePayment,
    cancelOpen,
    setCancelOpen,
    cancel,
  };
}

import { ApiError } from '#src/lib/api/client.ts';
import type { MessageKey, NotifyInput } from '#src/lib/messages/index.ts';

export const subscriptionWording = {
  choose: (plan: string) => `Choose ${plan}`,
  subscribe: (plan: string, price: string) => `Subscribe to ${plan} for ${price} a month`,
  switchTo: (plan: string) => `Switch to ${plan}`,
  proration: (plan: string, amount: string, price: string) =>
    `Switching to ${plan} now costs ${amount} today (what is left of your current plan is credited), then ${price} a month.`,
  confirmChange: 'Confirm the change',
  updatePayment: 'Update payment method',
  savePayment: 'Save payment method',
  cancel: 'Cancel subscription',
  cancelQuestion: (plan: string, date: string) =>
    `Cancel your ${plan} subscription? It stays active until ${date}, then ends.`,
  cancelYes: 'Yes, cancel it',
  cancelNo: 'Keep my subscription',
  never: 'Never mind',
  changeFailed: 'Sorry, we were unable to change your plan at this time.',
} as const;

/** The message of a failed call: the API's own words when it sent some, else `fallback`. */
export function subscriptionFailure(error: unknown, fallback: MessageKey): NotifyInput {
  if (error instanceof ApiError && error.message && error.status < 500) {
    return { message: error.message };
  }
  return { message: fallback };
}

/** A day of the subscription (renewal, end) as the owner reads it in their time zone. */
export function formatSubscriptionDate(iso: string, timezone?: string | null): string {
  try {
    return new Intl.DateTimeFormat('en-US', {
      dateStyle: 'long',
      timeZone: timezone || undefined,
    }).format(new Date(iso));
  } catch {
    return new Date(iso).toDateString();
  }
}

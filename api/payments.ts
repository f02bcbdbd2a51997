import type { Transaction } from '@electric-sql/pglite';
import type { Database } from './db/database.ts';
import { validationError } from './http/errors.ts';

type Queryable = Database | Transaction;

/**
 * Stripe's key pair (docs/api/payments.md, "Card payments (Stripe)"). The publishable key is handed to the site (GET /stripe)
 * so Stripe.js can turn a new card into a source; the secret key would let this API retrieve and
 * charge such a source, which it does not implement: it charges only saved cards.
 */
export interface StripeKeys {
  publishableKey: string | null;
  secretKey: string | null;
}

/** `STRIPE_PUBLISHABLE_KEY` and `STRIPE_SECRET_KEY`; unset or blank is null. */
export function stripeKeysFromEnv(env: NodeJS.ProcessEnv = process.env): StripeKeys {
  return {
    publishableKey: env.STRIPE_PUBLISHABLE_KEY?.trim() || null,
    secretKey: env.STRIPE_SECRET_KEY?.trim() || null,
  };
}

/** The answers about a payment source, on `payment_source` (docs/spec/platform.md §5). */
export const paymentMessages = {
  /** No source, when one is needed (the site's own wording for the same case). */
  required: 'Please select a credit card or enter a new one.',
  /** Not one of the person's saved cards, or not `chargeable`. */
  refused: 'Sorry, we are not able to accept that payment method. Please try another card.',
  /** A source this API has never seen (a new card made by Stripe.js), without a secret key. */
  noStripeKey: 'This API cannot charge new cards: it has no Stripe key (see docs/api.md).',
  /** The same with a secret key: the charge path is not implemented. */
  notImplemented:
    'This API cannot charge new cards: charging through Stripe is not implemented here (see docs/api.md).',
} as const;

const refuse = (message: string) => validationError({ payment_source: [message] });

/**
 * The source to charge for `userId`: one of their saved cards with status `chargeable`, else 422 on
 * `payment_source`. This API charges nothing for real: a saved, chargeable card counts as paid.
 */
export async function requireChargeableSource(
  db: Queryable,
  userId: number,
  raw: unknown,
  stripe: StripeKeys,
): Promise<string> {
  const source = typeof raw === 'string' ? raw.trim() : '';
  if (!source) throw refuse(paymentMessages.required);
  const { rows } = await db.query<{ user_id: number; status: string }>(
    'SELECT user_id, status FROM payment_sources WHERE source = $1',
    [source],
  );
  const card = rows[0];
  if (!card) {
    throw refuse(stripe.secretKey ? paymentMessages.notImplemented : paymentMessages.noStripeKey);
  }
  if (card.user_id !== userId || card.status !== 'chargeable') {
    throw refuse(paymentMessages.refused);
  }
  return source;
}

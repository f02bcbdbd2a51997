import { Router } from 'express';
import type { DataResponse, StripeConfigWire } from '#src/lib/api/types.ts';
import type { StripeKeys } from '../payments.ts';

/** The card provider's configuration for the site: only the publishable key, never the secret one. */
export function stripeRoutes(stripe: StripeKeys): Router {
  const router = Router();

  router.get('/stripe', (_req, res) => {
    const body: DataResponse<StripeConfigWire> = {
      data: { publishable_key: stripe.publishableKey },
    };
    res.json(body);
  });

  return router;
}

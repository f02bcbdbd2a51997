import { Router } from 'express';
import type { DataResponse, DiscountWire } from '#src/lib/api/types.ts';
import type { Database } from '../db/database.ts';
import { expiredDiscountMessage, findDiscount } from '../discounts.ts';
import { HttpError, notFound } from '../http/errors.ts';

/** Discount codes, looked up by the checkout before it shows the total. No sign-in needed. */
export function discountRoutes(db: Database): Router {
  const router = Router();

  router.get('/discounts/tokens/:token', async (req, res) => {
    const found = await findDiscount(db, req.params.token);
    if (!found) throw notFound();
    if (found.expired) throw new HttpError(422, expiredDiscountMessage);
    res.set('Cache-Control', 'no-store');
    const body: DataResponse<DiscountWire> = { data: found.discount };
    res.json(body);
  });

  return router;
}

import { Router } from 'express';
import type { DataResponse, PaymentSourceWire } from '#src/lib/api/types.ts';
import { requireActingFor } from '../auth/currentUser.ts';
import type { Database } from '../db/database.ts';
import { idParam, notFound } from '../http/errors.ts';
import { deletePaymentSource, findPaymentSource, paymentSourcesOf } from '../paymentSources.ts';

const sourceNotFound = () => notFound('Payment source not found');

/** A person's saved cards: only they and admins see or remove them. */
export function paymentSourceRoutes(db: Database): Router {
  const router = Router();

  router.get('/users/:id/payment-sources', async (req, res) => {
    const userId = idParam(req.params.id, 'User not found');
    await requireActingFor(db, req, userId);
    const sources = await paymentSourcesOf(db, userId);
    res.set('Cache-Control', 'private, no-store');
    const body: DataResponse<PaymentSourceWire[]> = { data: sources };
    res.json(body);
  });

  router.get('/users/:id/payment-sources/:source', async (req, res) => {
    const userId = idParam(req.params.id, 'User not found');
    await requireActingFor(db, req, userId);
    const source = await findPaymentSource(db, userId, req.params.source);
    if (!source) throw sourceNotFound();
    res.set('Cache-Control', 'private, no-store');
    const body: DataResponse<PaymentSourceWire> = { data: source };
    res.json(body);
  });

  router.delete('/users/:id/payment-sources/:source', async (req, res) => {
    const userId = idParam(req.params.id, 'User not found');
    await requireActingFor(db, req, userId);
    if (!(await deletePaymentSource(db, userId, req.params.source))) throw sourceNotFound();
    res.status(204).end();
  });

  return router;
}

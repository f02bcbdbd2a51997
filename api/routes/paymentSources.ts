import { Router } from 'express';
import type { DataResponse, PaymentSourceWire } from '#src/lib/api/types.ts';
import { requireActingFor } from '../auth/currentUser.ts';
import type { Database } from '../db/database.ts';
import { idParam, notFound } from '../http/errors.ts';

interface PaymentSourceRow {
  source: string;
  status: string;
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
  name: string | null;
}

const toPaymentSourceWire = (row: PaymentSourceRow): PaymentSourceWire => ({
  source: row.source,
  status: row.status,
  details: {
    brand: row.brand,
    last4: row.last4,
    exp_month: row.exp_month,
    exp_year: row.exp_year,
    name: row.name,
  },
});

const columns = 'source, status, brand, last4, exp_month, exp_year, name';
const sourceNotFound = () => notFound('Payment source not found');

/** A person's saved cards: only they and admins see or remove them. */
export function paymentSourceRoutes(db: Database): Router {
  const router = Router();

  router.get('/users/:id/payment-sources', async (req, res) => {
    const userId = idParam(req.params.id, 'User not found');
    await requireActingFor(db, req, userId);
    const { rows } = await db.query<PaymentSourceRow>(
      `SELECT ${columns} FROM payment_sources WHERE user_id = $1 ORDER BY created_at, id`,
      [userId],
    );
    res.set('Cache-Control', 'private, no-store');
    const body: DataResponse<PaymentSourceWire[]> = { data: rows.map(toPaymentSourceWire) };
    res.json(body);
  });

  router.get('/users/:id/payment-sources/:source', async (req, res) => {
    const userId = idParam(req.params.id, 'User not found');
    await requireActingFor(db, req, userId);
    const { rows } = await db.query<PaymentSourceRow>(
      `SELECT ${columns} FROM payment_sources WHERE user_id = $1 AND source = $2`,
      [userId, req.params.source],
    );
    if (!rows[0]) throw sourceNotFound();
    res.set('Cache-Control', 'private, no-store');
    const body: DataResponse<PaymentSourceWire> = { data: toPaymentSourceWire(rows[0]) };
    res.json(body);
  });

  router.delete('/users/:id/payment-sources/:source', async (req, res) => {
    const userId = idParam(req.params.id, 'User not found');
    await requireActingFor(db, req, userId);
    const { rows } = await db.query(
      'DELETE FROM payment_sources WHERE user_id = $1 AND source = $2 RETURNING id',
      [userId, req.params.source],
    );
    if (rows.length === 0) throw sourceNotFound();
    res.status(204).end();
  });

  return router;
}

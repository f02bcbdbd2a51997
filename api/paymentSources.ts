import type { PaymentSourceWire } from '#src/lib/api/types.ts';
import type { Database } from './db/database.ts';
import { hasRow } from './db/rows.ts';

// A person's saved cards as stored (the checks of a card to charge are in payments.ts).

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
/** The person's cards, oldest first. */
export async function paymentSourcesOf(db: Database, userId: number): Promise<PaymentSourceWire[]> {
  const { rows } = await db.query<PaymentSourceRow>(
    `SELECT ${columns} FROM payment_sources WHERE user_id = $1 ORDER BY created_at, id`,
    [userId],
  );
  return rows.map(toPaymentSourceWire);
}

export async function findPaymentSource(
  db: Database,
  userId: number,
  source: string,
): Promise<PaymentSourceWire | null> {
  const { rows } = await db.query<PaymentSourceRow>(
    `SELECT ${columns} FROM payment_sources WHERE user_id = $1 AND source = $2`,
    [userId, source],
  );
  return rows[0] ? toPaymentSourceWire(rows[0]) : null;
}

/** Whether the person had that card (it is gone now). */
export async function deletePaymentSource(
  db: Database,
  userId: number,
  source: string,
): Promise<boolean> {
  return hasRow(db, 'DELETE FROM payment_sources WHERE user_id = $1 AND source = $2 RETURNING id', [
    userId,
    source,
  ]);
}

import type { Transaction } from '@electric-sql/pglite';
import type { Database } from './db/database.ts';

type Queryable = Database | Transaction;

export interface NewDesign {
  userId: number;
  orderId: number;
  productId: number;
  /** The product's name, until the buyer names the design. */
  name: string;
}

/**
 * The design a garden-design order creates (status `created`, "Homework"), linked both ways with the
 * order, and entered in the buyer's `designs_overview`. Returns its id.
 */
export async function createDesign(tx: Queryable, design: NewDesign): Promise<number> {
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO designs (user_id, order_id, product_id, name, status)
     VALUES ($1, $2, $3, $4, 'created') RETURNING id`,
    [design.userId, design.orderId, design.productId, design.name],
  );
  const id = rows[0]!.id;
  await tx.query('UPDATE orders SET design_id = $1 WHERE id = $2', [id, design.orderId]);
  await tx.query(
    `UPDATE users SET designs_overview = designs_overview || jsonb_build_object($1::text, 'created'),
       updated_at = now()
     WHERE id = $2`,
    [String(id), design.userId],
  );
  return id;
}

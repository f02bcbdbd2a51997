import type { ProductWire } from '#src/lib/api/types.ts';
import type { Database } from './db/database.ts';
import { productJson } from './orders.ts';
import { firstRow } from './db/rows.ts';

/** What an order or a booking needs of a product. */
export interface ProductRow {
  id: number;
  name: string;
  price: number;
  session_length: number | null;
  can_instant_book: boolean;
  type: string;
}

/** The product of a positive id, or null (also for an id that is not one). */
export async function findProductRow(db: Database, id: number | null): Promise<ProductRow | null> {
  if (id === null || id <= 0) return null;
  return firstRow<ProductRow>(
    db,
    `SELECT id, name, price, session_length, can_instant_book, type FROM products
     WHERE id = $1`,
    [id],
  );
}

/** The products (of `type`, when given) by price, then id, in `direction`. */
export async function listProducts(
  db: Database,
  type: string | null,
  direction: 'ASC' | 'DESC',
): Promise<ProductWire[]> {
  const { rows } = await db.query<{ product: ProductWire }>(
    `SELECT ${productJson('p')} AS product FROM products p
     WHERE $1::text IS NULL OR p.type = $1::text
     ORDER BY p.price ${direction}, p.id ${direction}`,
    [type],
  );
  return rows.map((row) => row.product);
}

export async function findProduct(db: Database, id: number): Promise<ProductWire | null> {
  const { rows } = await db.query<{ product: ProductWire }>(
    `SELECT ${productJson('p')} AS product FROM products p WHERE p.id = $1`,
    [id],
  );
  return rows[0]?.product ?? null;
}

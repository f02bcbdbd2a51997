import type { Transaction } from '@electric-sql/pglite';
import type { Database } from './database.ts';

/** The database or a transaction in it. */
type Queryable = Database | Transaction;

/** Rows grouped by a key, in their query order. */
export function groupBy<T, K>(rows: readonly T[], key: (row: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const row of rows) {
    const list = groups.get(key(row));
    if (list) list.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
}

/** The first row the query answers, or null when it answers none. */
export async function firstRow<T>(
  db: Queryable,
  sql: string,
  params: unknown[],
): Promise<T | null> {
  const { rows } = await db.query<T>(sql, params);
  return rows[0] ?? null;
}

/** Whether the query answers any row (a `SELECT 1`, or a change `RETURNING` what it touched). */
export async function hasRow(db: Queryable, sql: string, params: unknown[]): Promise<boolean> {
  const { rows } = await db.query(sql, params);
  return rows.length > 0;
}

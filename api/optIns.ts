import type { Database } from './db/database.ts';

/** A comma-separated field (tags, list ids) as its parts, trimmed, blanks left out. */
export function commaList(value: unknown): string[] {
  if (typeof value !== 'string' && typeof value !== 'number') return [];
  return String(value)
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

/** The address on the list (once), with these tags added to those it had. */
export async function addOptIn(db: Database, email: string, listId: string, tags: string[]) {
  const { rows } = await db.query<{ tags: string }>(
    'SELECT tags FROM opt_ins WHERE email = $1 AND list_id = $2',
    [email, listId],
  );
  const merged = [...new Set([...commaList(rows[0]?.tags ?? ''), ...tags])].join(',');
  await db.query(
    `INSERT INTO opt_ins (email, list_id, tags) VALUES ($1, $2, $3)
     ON CONFLICT (email, list_id) DO UPDATE SET tags = EXCLUDED.tags, updated_at = now()`,
    [email, listId, merged],
  );
}

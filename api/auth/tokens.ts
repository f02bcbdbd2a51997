import { createHash, randomBytes } from 'node:crypto';
import type { Database } from '../db/database.ts';

/** Tokens live as long as the cookie the site keeps them in (platform.md §4: one year). */
export const tokenLifetimeSeconds = 365 * 24 * 60 * 60;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export interface IssuedToken {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
}

/** Creates a random bearer token for a user; only its SHA-256 is stored. */
export async function issueToken(db: Database, userId: number): Promise<IssuedToken> {
  const token = randomBytes(32).toString('base64url');
  await db.query(
    `INSERT INTO tokens (user_id, token_hash, expires_at)
     VALUES ($1, $2, now() + make_interval(secs => $3))`,
    [userId, hashToken(token), tokenLifetimeSeconds],
  );
  return { access_token: token, token_type: 'bearer', expires_in: tokenLifetimeSeconds };
}

/** The bearer token of an `Authorization: Bearer …` header, if any. */
export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1] ?? null;
}

/** The id of the user a live token belongs to, or null. */
export async function userIdForToken(db: Database, token: string): Promise<number | null> {
  const { rows } = await db.query<{ user_id: number }>(
    `UPDATE tokens SET last_used_at = now()
     WHERE token_hash = $1 AND expires_at > now()
     RETURNING user_id`,
    [hashToken(token)],
  );
  return rows[0]?.user_id ?? null;
}

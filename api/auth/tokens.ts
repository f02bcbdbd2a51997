import { createHash, randomBytes } from 'node:crypto';
import type { Database } from '../db/database.ts';

/** Tokens live as long as the cookie the site keeps them in (docs/spec/platform.md §4: one year). */
export const tokenLifetimeSeconds = 365 * 24 * 60 * 60;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export interface IssuedToken {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
}

/** An admin acts as someone else for a working day at most; then the site signs them out. */
export const impersonationLifetimeSeconds = 8 * 60 * 60;

/** A random URL-safe token of 256 bits (bearer tokens, password links). */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * Creates a random bearer token for a user; only its SHA-256 is stored. With `impersonatorId`, the
 * token lets that admin act as the user (and lives `impersonationLifetimeSeconds`).
 */
export async function issueToken(
  db: Database,
  userId: number,
  { impersonatorId = null }: { impersonatorId?: number | null } = {},
): Promise<IssuedToken> {
  const token = randomToken();
  const lifetime = impersonatorId === null ? tokenLifetimeSeconds : impersonationLifetimeSeconds;
  await db.query(
    `INSERT INTO tokens (user_id, token_hash, impersonator_id, expires_at)
     VALUES ($1, $2, $3, now() + make_interval(secs => $4))`,
    [userId, hashToken(token), impersonatorId, lifetime],
  );
  return { access_token: token, token_type: 'bearer', expires_in: lifetime };
}

/** The bearer token of an `Authorization: Bearer …` header, if any. */
export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1] ?? null;
}

export interface TokenOwner {
  /** The token's row (`tokens.id`): not secret, names the session, e.g. for its live connections. */
  tokenId: number;
  userId: number;
  /** The admin acting as the user through this token, or null. */
  impersonatorId: number | null;
}

/** Who a live token belongs to (and who impersonates through it), or null. */
export async function ownerOfToken(db: Database, token: string): Promise<TokenOwner | null> {
  const { rows } = await db.query<{ id: number; user_id: number; impersonator_id: number | null }>(
    `UPDATE tokens SET last_used_at = now()
     WHERE token_hash = $1 AND expires_at > now()
     RETURNING id, user_id, impersonator_id`,
    [hashToken(token)],
  );
  const row = rows[0];
  return row ? { tokenId: row.id, userId: row.user_id, impersonatorId: row.impersonator_id } : null;
}

/**
 * Ends one token: its row is deleted, so every API process sharing the database refuses it from then
 * on, and the live connections opened with it are disconnected (`onTokenEnded`). Answers whether it was live (false for an unknown, expired or already revoked token). An
 * impersonation token ends only the impersonation: the admin's own tokens are other rows.
 */
export async function revokeToken(db: Database, token: string): Promise<boolean> {
  const { rows } = await db.query<{ live: boolean }>(
    'DELETE FROM tokens WHERE token_hash = $1 RETURNING expires_at > now() AS live',
    [hashToken(token)],
  );
  return rows[0]?.live ?? false;
}

/** The id of the user a live token belongs to, or null. */
export async function userIdForToken(db: Database, token: string): Promise<number | null> {
  return (await ownerOfToken(db, token))?.userId ?? null;
}

/** Of these token ids, those still live (not revoked, not expired): one query however many. */
export async function liveTokenIds(
  db: Database,
  tokenIds: readonly number[],
): Promise<Set<number>> {
  if (tokenIds.length === 0) return new Set();
  const { rows } = await db.query<{ id: number }>(
    'SELECT id FROM tokens WHERE id = ANY($1::integer[]) AND expires_at > now()',
    [[...new Set(tokenIds)]],
  );
  return new Set(rows.map((row) => row.id));
}

/** The channel on which the database announces each token that goes (migration 014's trigger). */
const tokensEndedChannel = 'tokens_ended';

/**
 * Calls `listener` with the id of every token deleted from now on, however it goes: `revokeToken`, a
 * password reset deleting all of a user's tokens, the user deleted. The database announces it when
 * the deletion commits (never for one rolled back), as the query that deleted it answers, so a
 * logout has reached the listener by the time its 204 is sent. Resolves, once listening, with how to
 * stop.
 */
export async function onTokenEnded(
  db: Database,
  listener: (tokenId: number) => void,
): Promise<() => Promise<void>> {
  return db.listen(tokensEndedChannel, (payload) => {
    const tokenId = Number(payload);
    if (Number.isSafeInteger(tokenId) && tokenId > 0) listener(tokenId);
  });
}

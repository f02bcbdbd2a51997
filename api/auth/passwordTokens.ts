import type { Transaction } from '@electric-sql/pglite';
import type { Database } from '../db/database.ts';
import type { UserRow } from '../users.ts';
import { hashToken, randomToken } from './tokens.ts';
import { hasRow } from '../db/rows.ts';

export type PasswordTokenKind = 'reset' | 'welcome';

/** A reset link works for an hour; an invitation until it is used or withdrawn. */
export const resetTokenLifetimeSeconds = 60 * 60;

/**
 * Creates a password link token for a user and answers it; only its SHA-256 is stored. A new reset
 * link replaces the user's earlier unused ones, so only the latest e-mail works.
 */
export async function createPasswordToken(
  db: Database | Transaction,
  userId: number,
  kind: PasswordTokenKind,
): Promise<string> {
  const token = randomToken();
  if (kind === 'reset') {
    await db.query(
      "DELETE FROM password_tokens WHERE user_id = $1 AND kind = 'reset' AND used_at IS NULL",
      [userId],
    );
  }
  await db.query(
    `INSERT INTO password_tokens (user_id, kind, token_hash, expires_at)
     VALUES ($1, $2, $3, CASE WHEN $4::int IS NULL THEN NULL ELSE now() + make_interval(secs => $4::int) END)`,
    [userId, kind, hashToken(token), kind === 'reset' ? resetTokenLifetimeSeconds : null],
  );
  return token;
}

export interface LivePasswordToken {
  id: number;
  user: UserRow;
}

/** The unused, unexpired token of that kind for that e-mail address, with its user; or null. */
export async function findPasswordToken(
  db: Database | Transaction,
  kind: PasswordTokenKind,
  email: string,
  token: string,
): Promise<LivePasswordToken | null> {
  if (!email || !token) return null;
  const { rows } = await db.query<{ token_id: number } & UserRow>(
    `SELECT password_tokens.id AS token_id, users.*
     FROM password_tokens JOIN users ON users.id = password_tokens.user_id
     WHERE password_tokens.token_hash = $1 AND password_tokens.kind = $2
       AND lower(users.email) = lower($3)
       AND password_tokens.used_at IS NULL
       AND (password_tokens.expires_at IS NULL OR password_tokens.expires_at > now())`,
    [hashToken(token), kind, email.trim()],
  );
  const row = rows[0];
  if (!row) return null;
  const { token_id, ...user } = row;
  return { id: token_id, user: user as UserRow };
}

/** Marks a token used; false when it was already used (two requests racing for one link). */
export async function consumePasswordToken(
  db: Database | Transaction,
  tokenId: number,
): Promise<boolean> {
  return hasRow(
    db,
    'UPDATE password_tokens SET used_at = now() WHERE id = $1 AND used_at IS NULL RETURNING id',
    [tokenId],
  );
}

/** The site page a password e-mail links to, e.g. `https://…/reset-password?email=…&token=…`. */
export function passwordLink(
  siteUrl: string,
  page: 'reset-password' | 'welcome',
  email: string,
  token: string,
): string {
  const query = new URLSearchParams({ email, token });
  return `${siteUrl.replace(/\/+$/, '')}/${page}?${query.toString()}`;
}

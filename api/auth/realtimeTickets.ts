import type { Database } from '../db/database.ts';
import { hashToken, randomToken } from './tokens.ts';

/** A socket ticket is redeemed within a minute of being made, or never. */
export const realtimeTicketLifetimeSeconds = 60;

export interface IssuedRealtimeTicket {
  ticket: string;
  /** ISO 8601, UTC. */
  expires_at: string;
}

export interface RealtimeTicketRequest {
  /** The person the connection will be. */
  userId: number;
  /**
   * The bearer token (`tokens.id`) the ticket is asked with: the connection belongs to that session
   * and ends with it (a logout, a password reset).
   */
  tokenId: number;
  /** Asked for while an admin impersonates the user. */
  impersonated?: boolean;
}

/**
 * Makes a random single-use ticket for a real-time connection of `userId`'s session `tokenId`; only
 * its SHA-256 is stored. Null when that token is no longer live (revoked since the request was
 * checked): a ticket never outlives its session. Tickets past their time are cleared on the way, so
 * the table holds at most a minute's worth.
 */
export async function issueRealtimeTicket(
  db: Database,
  { userId, tokenId, impersonated = false }: RealtimeTicketRequest,
): Promise<IssuedRealtimeTicket | null> {
  const ticket = randomToken();
  await db.query('DELETE FROM realtime_tickets WHERE expires_at <= now()');
  const { rows } = await db.query<{ expires_at: Date }>(
    `INSERT INTO realtime_tickets (user_id, token_id, ticket_hash, impersonated, expires_at)
     SELECT $1, id, $3, $4, now() + make_interval(secs => $5)
     FROM tokens WHERE id = $2 AND user_id = $1 AND expires_at > now()
     RETURNING expires_at`,
    [userId, tokenId, hashToken(ticket), impersonated, realtimeTicketLifetimeSeconds],
  );
  const row = rows[0];
  return row ? { ticket, expires_at: new Date(row.expires_at).toISOString() } : null;
}

export interface RealtimeTicketOwner {
  userId: number;
  /** The session (`tokens.id`) the ticket was asked with; the connection ends with it. */
  tokenId: number;
  /** Made while an admin impersonated the user. */
  impersonated: boolean;
}

/**
 * Who a ticket was made for, and in which session, using it up: a ticket works once, within its
 * minute, while the token it was asked with is live. Null for an unknown, used or expired ticket, or
 * one whose token has expired (a revoked token took its tickets with it).
 */
export async function redeemRealtimeTicket(
  db: Database,
  ticket: string,
): Promise<RealtimeTicketOwner | null> {
  const { rows } = await db.query<{
    user_id: number;
    token_id: number;
    impersonated: boolean;
    live: boolean;
  }>(
    `DELETE FROM realtime_tickets WHERE ticket_hash = $1
     RETURNING user_id, token_id, impersonated,
       expires_at > now()
         AND EXISTS (SELECT 1 FROM tokens WHERE tokens.id = token_id AND tokens.expires_at > now())
         AS live`,
    [hashToken(ticket)],
  );
  const row = rows[0];
  return row?.live
    ? { userId: row.user_id, tokenId: row.token_id, impersonated: row.impersonated }
    : null;
}

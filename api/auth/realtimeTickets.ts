import type { Database } from '../db/database.ts';
import { hashToken, randomToken } from './tokens.ts';

/** A socket ticket is redeemed within a minute of being made, or never. */
export const realtimeTicketLifetimeSeconds = 60;

export interface IssuedRealtimeTicket {
  ticket: string;
  /** ISO 8601, UTC. */
  expires_at: string;
}

/**
 * Makes a random single-use ticket for `userId`'s real-time connection; only its SHA-256 is stored.
 * Tickets past their time are cleared on the way, so the table holds at most a minute's worth.
 */
export async function issueRealtimeTicket(
  db: Database,
  userId: number,
  { impersonated = false }: { impersonated?: boolean } = {},
): Promise<IssuedRealtimeTicket> {
  const ticket = randomToken();
  await db.query('DELETE FROM realtime_tickets WHERE expires_at <= now()');
  const { rows } = await db.query<{ expires_at: Date }>(
    `INSERT INTO realtime_tickets (user_id, ticket_hash, impersonated, expires_at)
     VALUES ($1, $2, $3, now() + make_interval(secs => $4))
     RETURNING expires_at`,
    [userId, hashToken(ticket), impersonated, realtimeTicketLifetimeSeconds],
  );
  return { ticket, expires_at: new Date(rows[0]!.expires_at).toISOString() };
}

export interface RealtimeTicketOwner {
  userId: number;
  /** Made while an admin impersonated the user. */
  impersonated: boolean;
}

/**
 * Who a ticket was made for, using it up: a ticket works once, within its minute. Null for an
 * unknown, used or expired ticket.
 */
export async function redeemRealtimeTicket(
  db: Database,
  ticket: string,
): Promise<RealtimeTicketOwner | null> {
  const { rows } = await db.query<{ user_id: number; impersonated: boolean }>(
    `DELETE FROM realtime_tickets WHERE ticket_hash = $1
     RETURNING user_id, impersonated, expires_at > now() AS live`,
    [hashToken(ticket)],
  );
  const row = rows[0] as { user_id: number; impersonated: boolean; live: boolean } | undefined;
  return row?.live ? { userId: row.user_id, impersonated: row.impersonated } : null;
}

import { Router } from 'express';
import { requireSession } from '../auth/currentUser.ts';
import { issueRealtimeTicket, type IssuedRealtimeTicket } from '../auth/realtimeTickets.ts';
import type { Database } from '../db/database.ts';
import { unauthenticated } from '../http/errors.ts';

/** POST /realtime/ticket → 201 { data }. */
export type RealtimeTicketWire = IssuedRealtimeTicket;

/**
 * POST /realtime/ticket: a signed-in person gets a ticket for the socket.io handshake
 * (`auth: { ticket }`), so a browser that never holds its bearer token (the site's /api door adds
 * it) can still open an identified real-time connection, which belongs to the calling token's session
 * and ends with it. docs/api/realtime.md.
 */
export function realtimeRoutes(db: Database): Router {
  const router = Router();

  router.post('/realtime/ticket', async (req, res) => {
    const { user, tokenId, impersonated } = await requireSession(db, req);
    const data: RealtimeTicketWire | null = await issueRealtimeTicket(db, {
      userId: user.id,
      tokenId,
      impersonated,
    });
    // The token was revoked between the check and the ticket (a logout in another tab).
    if (!data) throw unauthenticated();
    res.set('Cache-Control', 'private, no-store');
    res.status(201).json({ data });
  });

  return router;
}

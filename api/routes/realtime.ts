import { Router } from 'express';
import { requireSession } from '../auth/currentUser.ts';
import { issueRealtimeTicket, type IssuedRealtimeTicket } from '../auth/realtimeTickets.ts';
import type { Database } from '../db/database.ts';

/** POST /realtime/ticket → 201 { data }. */
export type RealtimeTicketWire = IssuedRealtimeTicket;

/**
 * POST /realtime/ticket: a signed-in person gets a ticket for the socket.io handshake
 * (`auth: { ticket }`), so a browser that never holds its bearer token (the site's /api door adds
 * it) can still open an identified real-time connection. docs/api.md, "Real time".
 */
export function realtimeRoutes(db: Database): Router {
  const router = Router();

  router.post('/realtime/ticket', async (req, res) => {
    const { user, impersonated } = await requireSession(db, req);
    const data: RealtimeTicketWire = await issueRealtimeTicket(db, user.id, { impersonated });
    res.set('Cache-Control', 'private, no-store');
    res.status(201).json({ data });
  });

  return router;
}

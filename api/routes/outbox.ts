import { Router } from 'express';
import type { Database } from '../db/database.ts';
import { readOutbox } from '../mail/outbox.ts';

/**
 * GET /dev/outbox?to=<email>: the e-mails the API would have sent, newest first. The reference API
 * sends no mail; this is how demo users and end-to-end tests follow reset and invitation links.
 */
export function outboxRoutes(db: Database): Router {
  const router = Router();

  router.get('/dev/outbox', async (req, res) => {
    const to = typeof req.query.to === 'string' && req.query.to.trim() ? req.query.to.trim() : null;
    res.set('Cache-Control', 'no-store');
    res.json({ data: await readOutbox(db, to) });
  });

  return router;
}

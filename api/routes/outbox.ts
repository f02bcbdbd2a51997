import { Router, type Request } from 'express';
import type { Database } from '../db/database.ts';
import { forbidden } from '../http/errors.ts';
import { readOutbox } from '../mail/outbox.ts';

export const outboxRefusal =
  'The outbox answers only on this machine, at the API’s own address: not through a proxy or the site, and not to a page’s script.';

/** Whether the connection comes from this machine (IPv4 127.0.0.0/8, or ::1, mapped or not). */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  return /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4) || address === '::1';
}

/**
 * Headers a proxy adds to what it forwards: the site's `/api` door sets `Via`, and a proxy in front
 * of the API sets one of these. The peer of such a request is the proxy, often on this machine too,
 * so only these tell a forwarded request from one made here.
 */
const forwardedMarks = ['via', 'forwarded', 'x-forwarded-for', 'x-forwarded-host', 'x-real-ip'];

/**
 * Whether a request may read the outbox: made on this machine, straight to the API's port (the
 * README's demo link, the end-to-end tests), not forwarded and not sent by a page's script (a page
 * on another local port may call the API, whose CORS allows `http://localhost:*`).
 */
function mayReadOutbox(req: Request): boolean {
  if (!isLoopback(req.socket.remoteAddress)) return false;
  if (forwardedMarks.some((name) => req.headers[name] !== undefined)) return false;
  if (req.headers.origin !== undefined) return false;
  const site = req.headers['sec-fetch-site'];
  return site === undefined || site === 'none';
}

/**
 * GET /dev/outbox?to=<email>: the e-mails the API would have sent, newest first. The reference API
 * sends no mail; this is how demo users and end-to-end tests follow reset and invitation links. The
 * links sign anyone in, so the outbox is a development aid of this machine only.
 */
export function outboxRoutes(db: Database): Router {
  const router = Router();

  router.get('/dev/outbox', async (req, res) => {
    res.set('Cache-Control', 'no-store');
    if (!mayReadOutbox(req)) throw forbidden(outboxRefusal);
    const to = typeof req.query.to === 'string' && req.query.to.trim() ? req.query.to.trim() : null;
    res.json({ data: await readOutbox(db, to) });
  });

  return router;
}

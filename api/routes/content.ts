import { Router } from 'express';
import type { RedirectsWire, SiteOptionWire } from '#src/lib/api/types.ts';
import type { Database } from '../db/database.ts';

/** Site-wide options and the legacy redirect map. */
export function contentRoutes(db: Database): Router {
  const router = Router();

  router.get('/site-options', async (_req, res) => {
    const { rows } = await db.query<SiteOptionWire>(
      'SELECT type, fields FROM site_options ORDER BY position, id',
    );
    res.json({ data: rows });
  });

  router.get('/get_redirects', async (_req, res) => {
    const { rows } = await db.query<{ from_path: string; to_path: string }>(
      'SELECT from_path, to_path FROM redirects ORDER BY from_path',
    );
    const map: RedirectsWire = Object.fromEntries(rows.map((row) => [row.from_path, row.to_path]));
    res.json(map);
  });

  return router;
}

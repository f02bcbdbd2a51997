import { Router } from 'express';
import type { Database } from '../db/database.ts';
import { redirectMap, siteOptions } from '../siteContent.ts';

/** Site-wide options and the legacy redirect map. */
export function contentRoutes(db: Database): Router {
  const router = Router();

  router.get('/site-options', async (_req, res) => {
    res.json({ data: await siteOptions(db) });
  });

  router.get('/get_redirects', async (_req, res) => {
    res.json(await redirectMap(db));
  });

  return router;
}

import { Router } from 'express';
import type { PageWire } from '#src/lib/api/types.ts';
import { currentUser } from '../auth/currentUser.ts';
import type { Database } from '../db/database.ts';
import { notFound, validationError } from '../http/errors.ts';
import { findPageBySlug, normalizeSlug } from '../pages.ts';

export function pageRoutes(db: Database): Router {
  const router = Router();

  router.get('/pages/get-by-slug', async (req, res) => {
    const raw = req.query.slug;
    if (typeof raw !== 'string') {
      throw validationError({ slug: ['The slug field is required.'] });
    }
    const page = await findPageBySlug(db, normalizeSlug(raw));
    // An unpublished page does not exist for anyone but an admin.
    if (!page) throw notFound('Page not found');
    if (!page.published) {
      const user = await currentUser(db, req);
      if (user?.role !== 'admin') throw notFound('Page not found');
      res.set('Cache-Control', 'private, no-store');
    }
    const data: PageWire = page;
    res.json({ data });
  });

  return router;
}

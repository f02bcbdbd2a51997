import { Router } from 'express';
import type { Database } from '../db/database.ts';
import { bodyOf, emailOf } from '../http/validate.ts';
import { addOptIn, commaList } from '../optIns.ts';

/**
 * POST /opt-in: an e-mail sign-up (spec: email, tag, listid, addOptin; the footer sends tagId
 * 'footer-signup'). Each list id gets the address once; tags accumulate.
 */
export function optInRoutes(db: Database): Router {
  const router = Router();

  router.post('/opt-in', async (req, res) => {
    const body = bodyOf(req.body);
    const email = emailOf(body);

    const tags = [...commaList(body.tag), ...commaList(body.tagId)];
    const lists = commaList(body.listid);
    for (const listId of lists.length > 0 ? lists : ['']) {
      await addOptIn(db, email, listId, tags);
    }
    res.status(201).json({ data: { email, lists, tags } });
  });

  return router;
}

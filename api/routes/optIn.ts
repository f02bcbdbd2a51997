import { Router } from 'express';
import type { Database } from '../db/database.ts';
import { validationError, type FieldErrors } from '../http/errors.ts';
import { bodyOf, requireEmail } from '../http/validate.ts';

function commaList(value: unknown): string[] {
  if (typeof value !== 'string' && typeof value !== 'number') return [];
  return String(value)
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

/**
 * POST /opt-in: an e-mail sign-up (spec: email, tag, listid, addOptin; the footer sends tagId
 * 'footer-signup'). Each list id gets the address once; tags accumulate.
 */
export function optInRoutes(db: Database): Router {
  const router = Router();

  router.post('/opt-in', async (req, res) => {
    const body = bodyOf(req.body);
    const errors: FieldErrors = {};
    const email = requireEmail(errors, body);
    if (Object.keys(errors).length > 0) throw validationError(errors);

    const tags = [...commaList(body.tag), ...commaList(body.tagId)];
    const lists = commaList(body.listid);
    for (const listId of lists.length > 0 ? lists : ['']) {
      const { rows } = await db.query<{ tags: string }>(
        'SELECT tags FROM opt_ins WHERE email = $1 AND list_id = $2',
        [email, listId],
      );
      const merged = [...new Set([...commaList(rows[0]?.tags ?? ''), ...tags])].join(',');
      await db.query(
        `INSERT INTO opt_ins (email, list_id, tags) VALUES ($1, $2, $3)
         ON CONFLICT (email, list_id) DO UPDATE SET tags = EXCLUDED.tags, updated_at = now()`,
        [email, listId, merged],
      );
    }
    res.status(201).json({ data: { email, lists, tags } });
  });

  return router;
}

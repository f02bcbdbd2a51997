import { Router, type Request } from 'express';
import type { Database } from '../db/database.ts';

// Belongs in src/api/types.ts (the one wire contract); kept here until the lead moves it there.
/** A user's public name, as the 'names' lookup answers it. */
export interface UserNameWire {
  id: number;
  first_name: string;
  last_name: string;
}

/** At most this many ids per lookup: a carousel or grid never needs more. */
export const maxUserIds = 100;

/** The ids of `?ids=1,2` or `?ids[]=1&ids[]=2` (also `?ids=1&ids=2`): positive integers, unique, in order. */
export function parseUserIds(query: Request['query']): number[] {
  const raw = [query.ids, query['ids[]']].flat();
  const ids: number[] = [];
  for (const value of raw) {
    if (typeof value !== 'string') continue;
    for (const part of value.split(',')) {
      const trimmed = part.trim();
      if (!/^\d+$/.test(trimmed)) continue;
      const id = Number(trimmed);
      if (id > 0 && Number.isSafeInteger(id) && !ids.includes(id)) ids.push(id);
    }
  }
  return ids.slice(0, maxUserIds);
}

/**
 * The public 'names' lookup (features.md: coach ids → first and last name): only designers (coaches)
 * are answered, and only their public fields, so the lookup cannot be used to list customers or e-mails.
 */
export function userRoutes(db: Database): Router {
  const router = Router();

  router.get('/users', async (req, res) => {
    const ids = parseUserIds(req.query);
    if (ids.length === 0) {
      res.json({ data: [] });
      return;
    }
    const { rows } = await db.query<UserNameWire>(
      'SELECT id, first_name, last_name FROM users WHERE coach AND id = ANY($1::int[]) ORDER BY id',
      [ids],
    );
    res.json({ data: rows });
  });

  return router;
}

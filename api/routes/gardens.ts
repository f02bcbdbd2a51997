import { Router, type Request } from 'express';
import type { DataResponse, GardenWire, ListResponse } from '#src/lib/api/types.ts';
import { requireSession } from '../auth/currentUser.ts';
import type { Database } from '../db/database.ts';
import {
  deleteGarden,
  findGarden,
  gardenImages,
  gardensPerPage,
  insertGarden,
  listGardens,
  readGardenChange,
  toGardenWires,
  updateGarden,
} from '../gardens.ts';
import { forbidden, idParam } from '../http/errors.ts';
import { pageMeta, readPageRequest } from '../http/paging.ts';
import { wholeNumber } from '../http/validate.ts';

/** The person themself (401 without a token, 403 for anyone else, admins included). */
async function requireSelf(db: Database, req: Request): Promise<number> {
  const { user } = await requireSession(db, req);
  const id = idParam(req.params.id, 'User not found');
  if (user.id !== id) throw forbidden();
  return id;
}

/** Gardens people submitted: the public list, and each person's own (add, change, remove). */
export function gardenRoutes(db: Database): Router {
  const router = Router();

  router.get('/gardens', async (req, res) => {
    const { page, perPage, offset } = readPageRequest(req.query, gardensPerPage);
    const owner = wholeNumber(req.query.user_id);
    const filter = owner !== null && owner > 0 ? owner : null;
    const { rows, total } = await listGardens(db, filter, { perPage, offset });
    const body: ListResponse<GardenWire> = {
      data: await toGardenWires(db, rows),
      meta: pageMeta({ page, perPage, total }),
    };
    res.json(body);
  });

  router.post('/users/:id/gardens', async (req, res) => {
    const userId = await requireSelf(db, req);
    const change = await readGardenChange(db, req.body);
    const id = await insertGarden(db, userId, change);
    const [garden] = await toGardenWires(db, [await findGarden(db, userId, String(id))]);
    res.status(201).json({ data: garden! } satisfies DataResponse<GardenWire>);
  });

  router.put('/users/:id/gardens/:garden', async (req, res) => {
    const userId = await requireSelf(db, req);
    const garden = await findGarden(db, userId, req.params.garden);
    const current = await gardenImages(db, garden.id);
    const change = await readGardenChange(db, req.body, current);
    await updateGarden(db, garden.id, change);
    const [updated] = await toGardenWires(db, [await findGarden(db, userId, String(garden.id))]);
    res.json({ data: updated! } satisfies DataResponse<GardenWire>);
  });

  router.delete('/users/:id/gardens/:garden', async (req, res) => {
    const userId = await requireSelf(db, req);
    const garden = await findGarden(db, userId, req.params.garden);
    await deleteGarden(db, garden.id);
    res.status(204).end();
  });

  return router;
}

import { Router } from 'express';
import type { DataResponse, ListResponse, ProviderWire } from '#src/lib/api/types.ts';
import { requireSession } from '../auth/currentUser.ts';
import type { Database } from '../db/database.ts';
import { loadProviders } from '../directory.ts';
import { feedPage, feedSql, readFeedFilter } from '../directoryFeed.ts';
import {
  forbidden,
  HttpError,
  idParam,
  validationError,
  type FieldErrors,
} from '../http/errors.ts';
import { pageMeta, readPageRequest } from '../http/paging.ts';
import { readProviderChange } from '../providerChange.ts';
import { currentImagesOf } from '../providerImages.ts';
import {
  createProvider,
  findProviderId,
  hasProvider,
  oneProviderMessage,
  providerNotFoundMessage,
  providerOwnerId,
  updateProvider,
} from '../providers.ts';

export { oneProviderMessage };

const perPage = { default: 12, max: 100 } as const;

/**
 * Businesses (providers): the directory list, a business's profile, registration (one per account,
 * docs/spec/features.md §2.4, §5) and its owner's updates.
 */
export function providerRoutes(db: Database): Router {
  const router = Router();

  router.get('/providers', async (req, res) => {
    const errors: FieldErrors = {};
    const filter = readFeedFilter(errors, req.query as Record<string, unknown>, 'providers');
    if (Object.keys(errors).length > 0) throw validationError(errors);
    const { page, perPage: size, offset } = readPageRequest(req.query, perPage);
    const { ids, total } = await feedPage(db, feedSql('providers', filter), size, offset);
    const body: ListResponse<ProviderWire> = {
      data: await loadProviders(db, ids),
      meta: pageMeta({ page, perPage: size, total }),
    };
    res.json(body);
  });

  router.get('/providers/:idOrSlug', async (req, res) => {
    const id = await findProviderId(db, req.params.idOrSlug);
    const [provider] = await loadProviders(db, [id]);
    res.json({ data: provider! } satisfies DataResponse<ProviderWire>);
  });

  router.post('/providers', async (req, res) => {
    const { user } = await requireSession(db, req);
    if (await hasProvider(db, user)) throw new HttpError(409, oneProviderMessage);
    const change = await readProviderChange(db, req.body, null);
    const id = await createProvider(db, user, change);
    res.status(201).json({ data: { id } } satisfies DataResponse<{ id: number }>);
  });

  router.put('/providers/:id', async (req, res) => {
    const { user } = await requireSession(db, req);
    const id = idParam(req.params.id, providerNotFoundMessage);
    if ((await providerOwnerId(db, id)) !== user.id) throw forbidden();
    const change = await readProviderChange(db, req.body, await currentImagesOf(db, id));
    await updateProvider(db, id, change);
    const [provider] = await loadProviders(db, [id]);
    res.json({ data: provider! } satisfies DataResponse<ProviderWire>);
  });

  return router;
}

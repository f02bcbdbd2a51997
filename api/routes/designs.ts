import { Router } from 'express';
import {
  designFileLimits,
  type DataResponse,
  type DesignFileWire,
  type DesignWire,
  type ListResponse,
} from '#src/lib/api/types.ts';
import { requireSession } from '../auth/currentUser.ts';
import type { Database } from '../db/database.ts';
import { chooseDesigner } from '../designDesigner.ts';
import {
  deleteDesignFile,
  designFileByKey,
  fileTooLarge,
  findDesignFile,
  mayManageFiles,
  multipartAllowance,
  readDescription,
  readDesignUpload,
  setDesignFileDescription,
  storeDesignFile,
  uuidPattern,
} from '../designFiles.ts';
import { updateDetails, updateSurveyResult } from '../designHomework.ts';
import { designMessages } from '../designMessages.ts';
import {
  actingAsOf,
  designRowsOf,
  findDesignRow,
  toDesignFileWire,
  toDesignWires,
} from '../designs.ts';
import {
  forbidden,
  HttpError,
  idParam,
  notFound,
  validationError,
  type FieldErrors,
} from '../http/errors.ts';
import { readMultipartForm } from '../http/multipart.ts';
import { pageMeta, readPageRequest } from '../http/paging.ts';
import { bodyOf } from '../http/validate.ts';
import type { UserRow } from '../users.ts';

export { designMessages };

const designsPerPage = { default: 12, max: 50 } as const;

const designNotFound = () => notFound(designMessages.notFound);

/**
 * Designs (docs/spec/features.md §2.11, docs/api/designs.md): the homework (garden details, the
 * survey's answers), choosing the designer and the call, and the design's files.
 */
export function designRoutes(db: Database): Router {
  const router = Router();

  /** The design and how the person takes part in it; 404 for anyone who does not. */
  async function requireDesign(user: UserRow, idValue: unknown) {
    const design = await findDesignRow(db, idParam(idValue, designMessages.notFound));
    const acting = design ? actingAsOf(user, design) : null;
    if (!design || !acting) throw designNotFound();
    return { design, acting };
  }

  async function answer(user: UserRow, designId: number): Promise<DataResponse<DesignWire>> {
    const design = (await findDesignRow(db, designId))!;
    const [wire] = await toDesignWires(db, [design], user);
    return { data: wire! };
  }

  router.get('/designs', async (req, res) => {
    const { user } = await requireSession(db, req);
    const search =
      typeof req.query.query === 'string' ? req.query.query.trim().slice(0, 100) || null : null;
    const { page, perPage, offset } = readPageRequest(req.query, designsPerPage);
    const { rows, total } = await designRowsOf(db, user, { search, limit: perPage, offset });
    res.set('Cache-Control', 'private, no-store');
    const body: ListResponse<DesignWire> = {
      data: await toDesignWires(db, rows, user),
      meta: pageMeta({ page, perPage, total }),
    };
    res.json(body);
  });

  router.get('/designs/:id', async (req, res) => {
    const { user } = await requireSession(db, req);
    const { design } = await requireDesign(user, req.params.id);
    res.set('Cache-Control', 'private, no-store');
    res.json(await answer(user, design.id));
  });

  router.put('/designs/:id', async (req, res) => {
    const { user } = await requireSession(db, req);
    const { design, acting } = await requireDesign(user, req.params.id);
    if (acting !== 'user' && acting !== 'admin') throw forbidden();
    const body = bodyOf(req.body);
    const has = (field: string) => body[field] !== undefined;
    const forms = {
      details: has('name') || has('details'),
      survey: has('survey_results_id'),
      designer: has('coach_id') || has('zoom_start'),
    };
    if (Object.values(forms).filter(Boolean).length !== 1) {
      throw new HttpError(422, designMessages.oneChange);
    }
    if (forms.details) await updateDetails(db, design, body);
    else if (forms.survey) await updateSurveyResult(db, design, body.survey_results_id);
    else await chooseDesigner(db, design, body);
    res.set('Cache-Control', 'private, no-store');
    res.json(await answer(user, design.id));
  });

  /* ── Files ───────────────────────────────────────────────────────────────────────────────── */

  router.post('/designs/:id/upload', async (req, res) => {
    const { user } = await requireSession(db, req);
    const { design, acting } = await requireDesign(user, req.params.id);
    const form = await readMultipartForm(req, res, {
      limit: designFileLimits.bytes + multipartAllowance,
      tooLarge: fileTooLarge,
      malformed: () => validationError({ file: [designMessages.fileRequired] }),
    });
    const upload = await readDesignUpload(form, acting);
    const stored = await storeDesignFile(db, design.id, user.id, upload);
    res.status(201).json({ data: toDesignFileWire(stored) } satisfies DataResponse<DesignFileWire>);
  });

  /** The file of the design and the person's right to change it: 404 and 403 as for uploads. */
  async function requireFile(user: UserRow, designIdValue: unknown, fileIdValue: unknown) {
    const { design, acting } = await requireDesign(user, designIdValue);
    const fileId = idParam(fileIdValue, designMessages.fileNotFound);
    const file = await findDesignFile(db, design.id, fileId);
    if (!file) throw notFound(designMessages.fileNotFound);
    if (!mayManageFiles(acting, file.system_type)) throw forbidden();
    return { design, file };
  }

  router.put('/designs/:id/upload/:file', async (req, res) => {
    const { user } = await requireSession(db, req);
    const { file } = await requireFile(user, req.params.id, req.params.file);
    const errors: FieldErrors = {};
    const description = readDescription(errors, bodyOf(req.body).description);
    if (Object.keys(errors).length > 0) throw validationError(errors);
    const changed = await setDesignFileDescription(db, file.id, description);
    res.json({ data: toDesignFileWire(changed) } satisfies DataResponse<DesignFileWire>);
  });

  router.delete('/designs/:id/upload/:file', async (req, res) => {
    const { user } = await requireSession(db, req);
    const { design, file } = await requireFile(user, req.params.id, req.params.file);
    await deleteDesignFile(db, design.id, file.id);
    res.status(204).end();
  });

  /** A file's bytes by its unguessable key (an <img> or a link cannot send the bearer token). */
  router.get('/design-files/:key', async (req, res) => {
    const key = req.params.key;
    if (!uuidPattern.test(key)) throw notFound(designMessages.fileNotFound);
    const file = await designFileByKey(db, key);
    if (!file) throw notFound(designMessages.fileNotFound);
    const disposition = req.query.download === '1' ? 'attachment' : 'inline';
    res.set({
      'Content-Type': file.content_type,
      'Content-Disposition': `${disposition}; filename="${file.name.replace(/[^\x20-\x7e]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(file.name)}`,
      // Private: a file may be removed, and its address should not sit in shared caches.
      'Cache-Control': 'private, max-age=3600',
      'X-Content-Type-Options': 'nosniff',
    });
    res.send(Buffer.from(file.bytes));
  });

  return router;
}

import { randomUUID } from 'node:crypto';
import { Router } from 'express';
import {
  designBudgetOptions,
  designBuilderOptions,
  designFileLimits,
  designFileSystemTypes,
  designFlexibleOptions,
  type DataResponse,
  type DesignDetailsWire,
  type DesignFileSystemType,
  type DesignFileWire,
  type DesignStatus,
  type DesignWire,
  type ListResponse,
} from '#src/api/types.ts';
import { requireSession } from '../auth/currentUser.ts';
import { isBookable, minuteMs, type Range } from '../availability.ts';
import { windowsOf } from '../coaching.ts';
import type { Database } from '../db/database.ts';
import {
  actingAsOf,
  designFileColumns,
  designRowsOf,
  findDesignRow,
  hasCall,
  isHomeworkDone,
  setDesignStatus,
  toDesignFileWire,
  toDesignWires,
  type DesignFileRow,
  type DesignRow,
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
import { addError, bodyOf, requireString } from '../http/validate.ts';
import { bookedRanges } from '../orders.ts';
import { isActiveCoach, type UserRow } from '../users.ts';
import { wholeNumber } from './directory.ts';
import { sniffImageType } from './images.ts';
import { orderMessages } from './orders.ts';

type Queryable = Parameters<typeof windowsOf>[0];

/** The messages of the designs endpoints (docs/api.md, "Designs"). */
export const designMessages = {
  notFound: 'Design not found',
  fileNotFound: 'File not found',
  oneChange:
    'Send one change at a time: { name, details }, { survey_results_id } or { coach_id, zoom_start }.',
  homeworkClosed: 'The homework of this design can no longer be changed.',
  homeworkFirst: 'Finish the homework before choosing a designer.',
  designerChosen: 'A designer has already been chosen for this design.',
  noOrder: 'This design has no order to book the call on.',
  noSurvey: 'This design has no questionnaire.',
  invalidResult: 'The selected survey results id is invalid.',
  stayCompleted: 'Completed garden details cannot be marked incomplete again.',
  wideangleRequired: 'A wide-angle image of the garden is required.',
  invalidCoach: 'The selected coach id is invalid.',
  selfDesigner: 'You cannot choose yourself as your designer.',
  zoomStartFormat: 'The zoom start must be a time in UTC as YYYY-MM-DD HH:mm:00.',
  noCall: 'This design has no call to schedule.',
  fileTooLarge: 'File size exceeds 5MB. Please choose a smaller file.',
  fileRequired: 'The file field is required.',
  imageType: 'The file must be a JPEG, PNG, GIF or WebP image.',
  designType: 'The file must be a JPEG, PNG, GIF or WebP image, or a PDF.',
  oneWideangle: 'A design has one wide-angle image: remove it before uploading another.',
  userImagesLimit: `A design has at most ${designFileLimits.user_imgs} additional images.`,
} as const;

/** The largest side of a garden, in feet. */
export const maxGardenFeet = 10_000;
const maxAddressLength = 500;
const designsPerPage = { default: 12, max: 50 } as const;
/** Room for the multipart boundaries, the other fields and the part headers around the file. */
const multipartAllowance = 64 * 1024;

/** The homework can be changed until a designer is chosen. */
const homeworkOpen: readonly DesignStatus[] = ['created', 'scheduling'];

const conflict = (message: string) => new HttpError(409, message);
const designNotFound = () => notFound(designMessages.notFound);

const label = (field: string) => field.replace(/_/g, ' ');
const isAbsent = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** One of `options` exactly, or null when absent (an error otherwise). */
function option<T extends string>(
  errors: FieldErrors,
  raw: Record<string, unknown>,
  field: string,
  options: readonly T[],
): T | null {
  const value = raw[field];
  if (isAbsent(value)) return null;
  if (typeof value === 'string' && (options as readonly string[]).includes(value))
    return value as T;
  addError(errors, `details.${field}`, `The selected ${label(field)} is invalid.`);
  return null;
}

function feet(errors: FieldErrors, raw: Record<string, unknown>, field: string): number | null {
  const value = raw[field];
  if (isAbsent(value)) return null;
  const number = wholeNumber(value);
  const key = `details.${field}`;
  if (number === null) addError(errors, key, `The ${label(field)} must be an integer.`);
  else if (number < 1) addError(errors, key, `The ${label(field)} must be at least 1.`);
  else if (number > maxGardenFeet) {
    addError(errors, key, `The ${label(field)} must not be greater than ${maxGardenFeet}.`);
  } else return number;
  return null;
}

/**
 * The garden details of a PUT, field by field (errors under `details.<field>`). Missing fields are
 * kept as null; `completed: true` needs every one of them (and is refused otherwise).
 */
function readDetails(errors: FieldErrors, value: unknown): DesignDetailsWire {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    addError(errors, 'details', 'The details must be an object.');
    return { completed: false };
  }
  const raw = value as Record<string, unknown>;
  let address: DesignDetailsWire['address'] = null;
  if (!isAbsent(raw.address)) {
    const place = raw.address;
    const formatted =
      place && typeof place === 'object' && !Array.isArray(place)
        ? (place as Record<string, unknown>).formatted_address
        : undefined;
    const placeId =
      place && typeof place === 'object' ? (place as Record<string, unknown>).place_id : null;
    if (typeof formatted !== 'string' || formatted.trim() === '') {
      addError(errors, 'details.address', 'The address must be a place with a formatted address.');
    } else if (formatted.trim().length > maxAddressLength) {
      addError(
        errors,
        'details.address',
        `The address must not be greater than ${maxAddressLength} characters.`,
      );
    } else {
      address = {
        formatted_address: formatted.trim(),
        place_id: typeof placeId === 'string' && placeId.length <= 255 ? placeId : null,
      };
    }
  }
  let completed = false;
  if (raw.completed === true || raw.completed === 'true') completed = true;
  else if (!(raw.completed === undefined || raw.completed === false || raw.completed === 'false')) {
    addError(errors, 'details.completed', 'The completed field must be true or false.');
  }
  return {
    size_length: feet(errors, raw, 'size_length'),
    size_width: feet(errors, raw, 'size_width'),
    budget: option(errors, raw, 'budget', designBudgetOptions),
    address,
    flexible: option(errors, raw, 'flexible', designFlexibleOptions),
    builder: option(errors, raw, 'builder', designBuilderOptions),
    completed,
  };
}

const requiredDetails = [
  'size_length',
  'size_width',
  'budget',
  'address',
  'flexible',
  'builder',
] as const;

/** A time the site sends as `zoom_start`: UTC, 'YYYY-MM-DD HH:mm:00'; null when it is not one. */
export function readZoomStart(value: unknown): Date | null {
  if (typeof value !== 'string') return null;
  const match = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):00$/.exec(value);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const at = new Date(Date.UTC(year, month - 1, day, hour, minute));
  // 2026-02-30 rolls over to March: not a time anyone meant.
  const same =
    at.getUTCFullYear() === year &&
    at.getUTCMonth() === month - 1 &&
    at.getUTCDate() === day &&
    at.getUTCHours() === hour &&
    at.getUTCMinutes() === minute;
  return same ? at : null;
}

/** Whether the designer is free for the call: the booking rules of POST /orders (47 hours ahead). */
async function isFreeCall(db: Queryable, coachId: number, call: Range, now: Date) {
  return isBookable(
    call,
    await windowsOf(db, coachId, call),
    await bookedRanges(db, coachId, call),
    now,
  );
}

/** The type of a design file by its first bytes: images, and PDFs for the designer's drawings. */
export function sniffDesignFileType(bytes: Uint8Array): string | null {
  const image = sniffImageType(bytes);
  if (image) return image;
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (bytes.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'image/webp';
  if (bytes.length >= 5 && ascii(0, 5) === '%PDF-') return 'application/pdf';
  return null;
}

/** The customer uploads the homework's photos; the designer and artist the drawings; admins anything. */
function mayManageFiles(acting: ReturnType<typeof actingAsOf>, type: DesignFileSystemType) {
  if (acting === 'admin') return true;
  return type === 'design' ? acting === 'designer' || acting === 'artist' : acting === 'user';
}

/** A file name as it may be shown and sent back: no folders, no control characters, 255 at most. */
function cleanFileName(name: string): string {
  const base = name.split(/[/\\]/).pop() ?? '';
  const clean = [...base]
    .filter((char) => char !== '"' && char.charCodeAt(0) >= 0x20 && char.charCodeAt(0) !== 0x7f)
    .join('')
    .trim()
    .slice(0, 255);
  return clean || 'file';
}

function readDescription(errors: FieldErrors, value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string') {
    addError(errors, 'description', 'The description must be a string.');
    return '';
  }
  const text = value.trim();
  if (text.length > designFileLimits.descriptionLength) {
    addError(
      errors,
      'description',
      `The description must not be greater than ${designFileLimits.descriptionLength} characters.`,
    );
  }
  return text;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Designs (docs/spec/features.md §2.11, docs/api.md "Designs"): the homework (garden details, the
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
    const askedPage = wholeNumber(req.query.page);
    const page = askedPage !== null && askedPage > 0 ? askedPage : 1;
    const askedSize = wholeNumber(req.query.per_page);
    const size =
      askedSize !== null && askedSize > 0
        ? Math.min(askedSize, designsPerPage.max)
        : designsPerPage.default;
    const { rows, total } = await designRowsOf(db, user, {
      search,
      limit: size,
      offset: (page - 1) * size,
    });
    res.set('Cache-Control', 'private, no-store');
    const body: ListResponse<DesignWire> = {
      data: await toDesignWires(db, rows, user),
      meta: {
        current_page: page,
        last_page: Math.max(1, Math.ceil(total / size)),
        per_page: size,
        total,
      },
    };
    res.json(body);
  });

  router.get('/designs/:id', async (req, res) => {
    const { user } = await requireSession(db, req);
    const { design } = await requireDesign(user, req.params.id);
    res.set('Cache-Control', 'private, no-store');
    res.json(await answer(user, design.id));
  });

  /** After a homework change: a design whose homework is done needs scheduling. */
  async function advanceHomework(tx: Queryable, designId: number) {
    const design = (await findDesignRow(tx, designId))!;
    if (design.status === 'created' && isHomeworkDone(design)) {
      await setDesignStatus(tx, design, 'scheduling');
    }
  }

  async function updateDetails(design: DesignRow, body: Record<string, unknown>) {
    if (!homeworkOpen.includes(design.status)) throw conflict(designMessages.homeworkClosed);
    const errors: FieldErrors = {};
    const name = requireString(errors, body, 'name', { max: 255 });
    const details = body.details === undefined ? design.details : readDetails(errors, body.details);
    if (design.details.completed && !details.completed && !errors['details.completed']) {
      addError(errors, 'details.completed', designMessages.stayCompleted);
    }
    if (details.completed) {
      for (const field of requiredDetails) {
        const key = `details.${field}`;
        if ((details[field] ?? null) === null && !errors[key]) {
          addError(errors, key, `The ${label(field)} field is required.`);
        }
      }
      const { rows } = await db.query(
        "SELECT 1 FROM design_files WHERE design_id = $1 AND system_type = 'wideangle'",
        [design.id],
      );
      if (rows.length === 0) addError(errors, 'wideangle', designMessages.wideangleRequired);
    }
    if (Object.keys(errors).length > 0) throw validationError(errors);
    await db.transaction(async (tx) => {
      await tx.query(
        'UPDATE designs SET name = $1, details = $2::jsonb, updated_at = now() WHERE id = $3',
        [name, JSON.stringify(details), design.id],
      );
      await advanceHomework(tx, design.id);
    });
  }

  async function updateSurveyResult(design: DesignRow, raw: unknown) {
    if (!homeworkOpen.includes(design.status)) throw conflict(designMessages.homeworkClosed);
    if (design.survey_id === null) {
      throw validationError({ survey_results_id: [designMessages.noSurvey] });
    }
    const resultId = wholeNumber(raw);
    const owned =
      resultId !== null &&
      resultId > 0 &&
      (
        await db.query(
          'SELECT 1 FROM survey_results WHERE id = $1 AND survey_id = $2 AND user_id = $3',
          [resultId, design.survey_id, design.user_id],
        )
      ).rows.length > 0;
    if (!owned) throw validationError({ survey_results_id: [designMessages.invalidResult] });
    await db.transaction(async (tx) => {
      await tx.query(
        'UPDATE designs SET survey_results_id = $1, updated_at = now() WHERE id = $2',
        [resultId, design.id],
      );
      await advanceHomework(tx, design.id);
    });
  }

  async function chooseDesigner(design: DesignRow, body: Record<string, unknown>) {
    if (design.status === 'created') throw conflict(designMessages.homeworkFirst);
    if (design.status !== 'scheduling') throw conflict(designMessages.designerChosen);
    if (design.order_id === null) throw conflict(designMessages.noOrder);
    const errors: FieldErrors = {};

    let coach: UserRow | null = null;
    if (isAbsent(body.coach_id)) addError(errors, 'coach_id', 'The coach id field is required.');
    else {
      const id = wholeNumber(body.coach_id);
      const { rows } =
        id !== null && id > 0
          ? await db.query<UserRow>('SELECT * FROM users WHERE id = $1', [id])
          : { rows: [] };
      const found = rows[0];
      if (!found || !isActiveCoach(found) || found.status !== 'active') {
        addError(errors, 'coach_id', designMessages.invalidCoach);
      } else if (found.id === design.user_id) {
        addError(errors, 'coach_id', designMessages.selfDesigner);
      } else coach = found;
    }

    let call: Range | null = null;
    const now = new Date();
    if (hasCall(design)) {
      if (isAbsent(body.zoom_start)) {
        addError(errors, 'zoom_start', 'The zoom start field is required.');
      } else {
        const start = readZoomStart(body.zoom_start);
        if (!start) addError(errors, 'zoom_start', designMessages.zoomStartFormat);
        else {
          call = {
            start: start.getTime(),
            end: start.getTime() + design.session_length! * minuteMs,
          };
          if (coach && !(await isFreeCall(db, coach.id, call, now))) {
            addError(errors, 'zoom_start', orderMessages.timeTaken);
          }
        }
      }
    } else if (!isAbsent(body.zoom_start)) {
      addError(errors, 'zoom_start', designMessages.noCall);
    }
    if (Object.keys(errors).length > 0) throw validationError(errors);

    await db.transaction(async (tx) => {
      // Checked again with the write: another booking may have taken the time since.
      if (call && !(await isFreeCall(tx, coach!.id, call, now))) {
        throw validationError({ zoom_start: [orderMessages.timeTaken] });
      }
      await tx.query(
        `UPDATE orders SET coach_id = $1, scheduled_start = $2, scheduled_end = $3,
           status = CASE WHEN $2::timestamptz IS NULL THEN status ELSE 'scheduled' END
         WHERE id = $4`,
        [
          coach!.id,
          call ? new Date(call.start) : null,
          call ? new Date(call.end) : null,
          design.order_id,
        ],
      );
      await setDesignStatus(tx, design, call ? 'call_upcoming' : 'in_design');
    });
  }

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
    if (forms.details) await updateDetails(design, body);
    else if (forms.survey) await updateSurveyResult(design, body.survey_results_id);
    else await chooseDesigner(design, body);
    res.set('Cache-Control', 'private, no-store');
    res.json(await answer(user, design.id));
  });

  /* ── Files ───────────────────────────────────────────────────────────────────────────────── */

  const fileTooLarge = () =>
    new HttpError(413, {
      message: designMessages.fileTooLarge,
      errors: { file: [designMessages.fileTooLarge] },
    });

  router.post('/designs/:id/upload', async (req, res) => {
    const { user } = await requireSession(db, req);
    const { design, acting } = await requireDesign(user, req.params.id);
    const form = await readMultipartForm(req, res, {
      limit: designFileLimits.bytes + multipartAllowance,
      tooLarge: fileTooLarge,
      malformed: () => validationError({ file: [designMessages.fileRequired] }),
    });

    const errors: FieldErrors = {};
    const typeValue = form.get('system_type');
    let systemType: DesignFileSystemType | null = null;
    if (typeof typeValue !== 'string' || typeValue.trim() === '') {
      addError(errors, 'system_type', 'The system type field is required.');
    } else if (!(designFileSystemTypes as readonly string[]).includes(typeValue.trim())) {
      addError(errors, 'system_type', 'The selected system type is invalid.');
    } else systemType = typeValue.trim() as DesignFileSystemType;
    if (systemType && !mayManageFiles(acting, systemType)) throw forbidden();

    const file = form.get('file');
    let bytes: Uint8Array | null = null;
    let contentType: string | null = null;
    if (file === null || typeof file === 'string' || file.size === 0) {
      addError(errors, 'file', designMessages.fileRequired);
    } else if (file.size > designFileLimits.bytes) {
      throw fileTooLarge();
    } else {
      bytes = new Uint8Array(await file.arrayBuffer());
      contentType = sniffDesignFileType(bytes);
      const allowed =
        contentType !== null && (contentType !== 'application/pdf' || systemType === 'design');
      if (!allowed) {
        addError(
          errors,
          'file',
          systemType === 'design' ? designMessages.designType : designMessages.imageType,
        );
      }
    }
    const description = readDescription(errors, form.get('description'));
    if (Object.keys(errors).length > 0) throw validationError(errors);

    const stored = await db.transaction(async (tx) => {
      const limit =
        systemType === 'wideangle'
          ? { count: designFileLimits.wideangle, message: designMessages.oneWideangle }
          : systemType === 'user_imgs'
            ? { count: designFileLimits.user_imgs, message: designMessages.userImagesLimit }
            : null;
      if (limit) {
        const { rows } = await tx.query<{ count: number }>(
          'SELECT count(*)::int AS count FROM design_files WHERE design_id = $1 AND system_type = $2',
          [design.id, systemType],
        );
        if (rows[0]!.count >= limit.count) throw validationError({ file: [limit.message] });
      }
      const { rows } = await tx.query<DesignFileRow>(
        `INSERT INTO design_files
           (design_id, user_id, access_key, system_type, name, description, content_type, size, bytes)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING ${designFileColumns}`,
        [
          design.id,
          user.id,
          randomUUID(),
          systemType,
          cleanFileName((file as File).name),
          description,
          contentType,
          bytes!.length,
          bytes,
        ],
      );
      await tx.query('UPDATE designs SET updated_at = now() WHERE id = $1', [design.id]);
      return rows[0]!;
    });
    res.status(201).json({ data: toDesignFileWire(stored) } satisfies DataResponse<DesignFileWire>);
  });

  /** The file of the design and the person's right to change it: 404 and 403 as for uploads. */
  async function requireFile(user: UserRow, designIdValue: unknown, fileIdValue: unknown) {
    const { design, acting } = await requireDesign(user, designIdValue);
    const fileId = idParam(fileIdValue, designMessages.fileNotFound);
    const { rows } = await db.query<DesignFileRow>(
      `SELECT ${designFileColumns} FROM design_files WHERE id = $1 AND design_id = $2`,
      [fileId, design.id],
    );
    const file = rows[0];
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
    const { rows } = await db.query<DesignFileRow>(
      `UPDATE design_files SET description = $1 WHERE id = $2 RETURNING ${designFileColumns}`,
      [description, file.id],
    );
    res.json({ data: toDesignFileWire(rows[0]!) } satisfies DataResponse<DesignFileWire>);
  });

  router.delete('/designs/:id/upload/:file', async (req, res) => {
    const { user } = await requireSession(db, req);
    const { design, file } = await requireFile(user, req.params.id, req.params.file);
    await db.transaction(async (tx) => {
      await tx.query('DELETE FROM design_files WHERE id = $1', [file.id]);
      await tx.query('UPDATE designs SET updated_at = now() WHERE id = $1', [design.id]);
    });
    res.status(204).end();
  });

  /** A file's bytes by its unguessable key (an <img> or a link cannot send the bearer token). */
  router.get('/design-files/:key', async (req, res) => {
    const key = req.params.key;
    if (!uuidPattern.test(key)) throw notFound(designMessages.fileNotFound);
    const { rows } = await db.query<{ name: string; content_type: string; bytes: Uint8Array }>(
      'SELECT name, content_type, bytes FROM design_files WHERE access_key = $1::uuid',
      [key],
    );
    const file = rows[0];
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

import { randomUUID } from 'node:crypto';
import {
  designFileLimits,
  designFileSystemTypes,
  type DesignFileSystemType,
} from '#src/lib/api/types.ts';
import type { Database } from './db/database.ts';
import { designMessages } from './designMessages.ts';
import { designFileColumns, type actingAsOf, type DesignFileRow } from './designs.ts';
import { forbidden, HttpError, validationError, type FieldErrors } from './http/errors.ts';
import { addError } from './http/validate.ts';
import { sniffImageType } from './images.ts';
import { firstRow } from './db/rows.ts';

// A design's files (POST, PUT and DELETE /designs/{id}/upload…, GET /design-files/{key}): who may
// add which, what an upload must be, and where the bytes are kept.

/** Room for the multipart boundaries, the other fields and the part headers around the file. */
export const multipartAllowance = 64 * 1024;

export const fileTooLarge = () =>
  new HttpError(413, {
    message: designMessages.fileTooLarge,
    errors: { file: [designMessages.fileTooLarge] },
  });

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
export function mayManageFiles(acting: ReturnType<typeof actingAsOf>, type: DesignFileSystemType) {
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

export function readDescription(errors: FieldErrors, value: unknown): string {
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

/** The access key of a file: a uuid, unguessable. */
export const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An upload, checked. */
export interface DesignUpload {
  systemType: DesignFileSystemType;
  name: string;
  description: string;
  contentType: string;
  bytes: Uint8Array;
}

/** The form of an upload, checked: 403 for a kind the person may not add, 413, 422 with every error. */
export async function readDesignUpload(
  form: FormData,
  acting: ReturnType<typeof actingAsOf>,
): Promise<DesignUpload> {
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
  return {
    systemType: systemType!,
    name: cleanFileName((file as File).name),
    description,
    contentType: contentType!,
    bytes: bytes!,
  };
}

/** Keeps the upload (422 when its kind is full: one wide-angle image, so many other images). */
export async function storeDesignFile(
  db: Database,
  designId: number,
  userId: number,
  upload: DesignUpload,
): Promise<DesignFileRow> {
  const { systemType } = upload;
  return db.transaction(async (tx) => {
    const limit =
      systemType === 'wideangle'
        ? { count: designFileLimits.wideangle, message: designMessages.oneWideangle }
        : systemType === 'user_imgs'
          ? { count: designFileLimits.user_imgs, message: designMessages.userImagesLimit }
          : null;
    if (limit) {
      const { rows } = await tx.query<{ count: number }>(
        'SELECT count(*)::int AS count FROM design_files WHERE design_id = $1 AND system_type = $2',
        [designId, systemType],
      );
      if (rows[0]!.count >= limit.count) throw validationError({ file: [limit.message] });
    }
    const { rows } = await tx.query<DesignFileRow>(
      `INSERT INTO design_files
         (design_id, user_id, access_key, system_type, name, description, content_type, size, bytes)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING ${designFileColumns}`,
      [
        designId,
        userId,
        randomUUID(),
        systemType,
        upload.name,
        upload.description,
        upload.contentType,
        upload.bytes.length,
        upload.bytes,
      ],
    );
    await tx.query('UPDATE designs SET updated_at = now() WHERE id = $1', [designId]);
    return rows[0]!;
  });
}

export async function findDesignFile(
  db: Database,
  designId: number,
  fileId: number,
): Promise<DesignFileRow | null> {
  return firstRow<DesignFileRow>(
    db,
    `SELECT ${designFileColumns} FROM design_files WHERE id = $1 AND design_id = $2`,
    [fileId, designId],
  );
}

export async function setDesignFileDescription(
  db: Database,
  fileId: number,
  description: string,
): Promise<DesignFileRow> {
  const { rows } = await db.query<DesignFileRow>(
    `UPDATE design_files SET description = $1 WHERE id = $2 RETURNING ${designFileColumns}`,
    [description, fileId],
  );
  return rows[0]!;
}

export async function deleteDesignFile(db: Database, designId: number, fileId: number) {
  await db.transaction(async (tx) => {
    await tx.query('DELETE FROM design_files WHERE id = $1', [fileId]);
    await tx.query('UPDATE designs SET updated_at = now() WHERE id = $1', [designId]);
  });
}

/** A file's name, type and bytes by its access key (a uuid), or null. */
export async function designFileByKey(db: Database, key: string) {
  return firstRow<{ name: string; content_type: string; bytes: Uint8Array }>(
    db,
    'SELECT name, content_type, bytes FROM design_files WHERE access_key = $1::uuid',
    [key],
  );
}

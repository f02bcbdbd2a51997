import { Router } from 'express';
import type { ImageUploadResponse } from '#src/lib/api/types.ts';
import { requireSession } from '../auth/currentUser.ts';
import type { Database } from '../db/database.ts';
import { HttpError, idParam, notFound, validationError } from '../http/errors.ts';
import { findImage, imagePath, sniffImageType, storeImage } from '../images.ts';
import { readMultipartForm } from '../http/multipart.ts';

export { sniffImageType };

/** What an uploaded image is for (`POST /images?model=…`). */
export const imageModels = [
  'avatar',
  'logo',
  'cover',
  'portfolio',
  'design',
  'message',
  'garden',
] as const;
export type ImageModel = (typeof imageModels)[number];

/** Images must be under 16 MB (docs/spec/platform.md §5: 16,000,000 bytes). */
export const maxImageBytes = 16_000_000;
/** Room for the multipart boundaries and part headers around the file. */
const multipartAllowance = 64 * 1024;

export const imageTypeMessage = 'Image must be a JPG, GIF or PNG.';
export const imageSizeMessage = 'Image must be less than 16MB.';

const tooLarge = () =>
  new HttpError(413, { message: imageSizeMessage, errors: { image: [imageSizeMessage] } });
const imageRequired = () => validationError({ image: ['The image field is required.'] });

/** Image uploads (stored in the database, so the in-memory mode needs no disk) and their bytes. */
export function imageRoutes(db: Database): Router {
  const router = Router();

  router.post('/images', async (req, res) => {
    const { user } = await requireSession(db, req);
    const model = typeof req.query.model === 'string' ? req.query.model.trim() : '';
    if (!model) throw validationError({ model: ['The model field is required.'] });
    if (!(imageModels as readonly string[]).includes(model)) {
      throw validationError({ model: ['The selected model is invalid.'] });
    }
    const form = await readMultipartForm(req, res, {
      limit: maxImageBytes + multipartAllowance,
      tooLarge,
      malformed: imageRequired,
    });

    const file = form.get('image');
    if (file === null || typeof file === 'string' || file.size === 0) throw imageRequired();
    if (file.size >= maxImageBytes) throw validationError({ image: [imageSizeMessage] });
    const bytes = new Uint8Array(await file.arrayBuffer());
    const contentType = sniffImageType(bytes);
    if (!contentType) throw validationError({ image: [imageTypeMessage] });

    const id = await storeImage(db, { userId: user.id, model, contentType, bytes });
    const body: ImageUploadResponse = { data: { id, image: imagePath(id), model } };
    res.status(201).json(body);
  });

  router.get('/images/:id', async (req, res) => {
    const id = idParam(req.params.id, 'Image not found');
    const image = await findImage(db, id);
    if (!image) throw notFound('Image not found');
    // An image's URL never changes meaning: a new upload gets a new id.
    res.set({
      'Content-Type': image.content_type,
      'Cache-Control': 'public, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
    });
    res.send(Buffer.from(image.bytes));
  });

  return router;
}

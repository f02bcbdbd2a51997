import { mapFormError } from '#src/lib/api/formErrors.ts';
import type { ImageUploadResponse } from '#src/lib/api/types.ts';
import {
  uploadWithProgress,
  type UploadProgress,
  type UploadTransportOptions,
} from '#src/lib/api/uploadWithProgress.ts';
import { messageCatalogue } from '#src/lib/messages/catalogue.ts';

/** The image types and the size limit of account image uploads (docs/spec/platform.md §5, §9). */
export const accountImageTypes = ['image/jpeg', 'image/png', 'image/gif'] as const;
export const accountImageMaxBytes = 16_000_000;
export const accountImageMessages = {
  type: 'Image must be a JPG, GIF or PNG.',
  size: 'Image must be less than 16MB.',
} as const;

/** What an uploader accepts, and what it says about a file it refuses. */
export interface ImageLimits {
  types: readonly string[];
  /** Files of this many bytes or more are refused. */
  maxBytes: number;
  messages: { type: string; size: string };
}

export const accountImageLimits: ImageLimits = {
  types: accountImageTypes,
  maxBytes: accountImageMaxBytes,
  messages: accountImageMessages,
};

/**
 * The generic image uploader's limits (docs/spec/features.md §5, §9): JPG, GIF or PNG under 2 MB,
 * refused with `uploadTooLarge`'s wording. Business logos, covers and portfolios use it.
 */
export const generalImageLimits: ImageLimits = {
  types: accountImageTypes,
  maxBytes: 2_000_000,
  messages: { type: accountImageMessages.type, size: messageCatalogue.uploadTooLarge.message },
};

const extensions = /\.(jpe?g|png|gif)$/i;

/** The message for a file that may not be sent under `limits`, or null when it may. */
export function validateImage(
  file: Pick<File, 'name' | 'type' | 'size'>,
  limits: ImageLimits,
): string | null {
  // Some systems report no type for a picture: then the file's extension decides.
  const typeOk = file.type
    ? limits.types.includes(file.type.toLowerCase())
    : extensions.test(file.name);
  if (!typeOk) return limits.messages.type;
  if (file.size >= limits.maxBytes) return limits.messages.size;
  return null;
}

/** The message for a file that may not be sent, or null when it may: checked before any upload. */
export function validateAccountImage(file: Pick<File, 'name' | 'type' | 'size'>): string | null {
  return validateImage(file, accountImageLimits);
}

/** What an uploader shows under itself when sending failed: the API's `image` error, or the form's. */
export function uploadErrorMessage(error: unknown): string {
  const mapped = mapFormError(error);
  return mapped.fields.image ?? Object.values(mapped.fields)[0] ?? mapped.form ?? '';
}

export type UploadedImage = ImageUploadResponse['data'];

/** Sends one image and reports progress: the XMLHttpRequest transport, or a test's own. */
export type ImageTransport = (
  file: File,
  options: { model: string; onProgress?: (progress: UploadProgress) => void; signal?: AbortSignal },
) => Promise<UploadedImage>;

const isImage = (value: unknown): value is UploadedImage =>
  typeof value === 'object' && value !== null && typeof (value as UploadedImage).image === 'string';

/**
 * The browser's transport: `POST /images?model=…` with the multipart field `image`, through the
 * upload helper (progress, the 60 s limit, failures as ApiErrors).
 */
export function xhrImageTransport(options: UploadTransportOptions = {}): ImageTransport {
  return (file, { model, onProgress, signal }) => {
    const form = new FormData();
    form.append('image', file);
    return uploadWithProgress({
      ...options,
      path: `/images?model=${encodeURIComponent(model)}`,
      form,
      read: (data) => (isImage(data) ? data : null),
      missing: 'The upload answered without an image.',
      onProgress,
      signal,
    });
  };
}

import { apiTimeouts, ApiError } from '#src/api/client.ts';
import { mapFormError } from '#src/api/formErrors.ts';
import type { ApiErrorBody, ImageUploadResponse } from '#src/api/types.ts';
import { messageCatalogue } from '#src/messages/catalogue.ts';

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

export interface UploadProgress {
  loaded: number;
  total: number;
  /** 0 to 100, whole numbers. */
  percent: number;
}

export type UploadedImage = ImageUploadResponse['data'];

/** Sends one image and reports progress: the XMLHttpRequest transport, or a test's own. */
export type ImageTransport = (
  file: File,
  options: { model: string; onProgress?: (progress: UploadProgress) => void },
) => Promise<UploadedImage>;

/** The parts of XMLHttpRequest the transport uses, so a test can hand in its own. */
export type XhrLike = Pick<
  XMLHttpRequest,
  'open' | 'send' | 'setRequestHeader' | 'status' | 'responseText' | 'timeout' | 'abort'
> & {
  upload: Pick<XMLHttpRequestUpload, 'onprogress'>;
  onload: XMLHttpRequest['onload'];
  onerror: XMLHttpRequest['onerror'];
  ontimeout: XMLHttpRequest['ontimeout'];
  onabort: XMLHttpRequest['onabort'];
};

function parseBody(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return { message: text.slice(0, 500) };
  }
}

export function percentOf(loaded: number, total: number): number {
  if (!total || total <= 0) return 0;
  return Math.min(100, Math.max(0, Math.round((loaded / total) * 100)));
}

/**
 * The browser's transport: XMLHttpRequest (fetch reports no upload progress) to the site's `/api`
 * door, which adds the token. `POST /images?model=…` with the multipart field `image`; 60 s limit.
 * Failures are ApiErrors like the API client's: no status (network, time-out) counts as 500.
 */
export function xhrImageTransport({
  baseUrl = '/api',
  createXhr = () => new XMLHttpRequest(),
  timeoutMs = apiTimeouts.upload,
}: {
  baseUrl?: string;
  createXhr?: () => XhrLike;
  timeoutMs?: number;
} = {}): ImageTransport {
  return (file, { model, onProgress }) =>
    new Promise<UploadedImage>((resolve, reject) => {
      const xhr = createXhr();
      xhr.open('POST', `${baseUrl.replace(/\/+$/, '')}/images?model=${encodeURIComponent(model)}`);
      xhr.setRequestHeader('Accept', 'application/json');
      xhr.timeout = timeoutMs;
      xhr.upload.onprogress = (event) => {
        onProgress?.({
          loaded: event.loaded,
          total: event.total,
          percent: event.lengthComputable ? percentOf(event.loaded, event.total) : 0,
        });
      };
      xhr.onload = () => {
        const body = parseBody(xhr.responseText);
        if (xhr.status >= 200 && xhr.status < 300) {
          const image = (body as ImageUploadResponse | null)?.data;
          if (image && typeof image.image === 'string') resolve(image);
          else reject(new ApiError(500, null, 'The upload answered without an image.'));
          return;
        }
        reject(new ApiError(xhr.status, (body as ApiErrorBody | null) ?? null));
      };
      xhr.onerror = () => reject(new ApiError(500, null, 'Network error'));
      xhr.ontimeout = () => reject(new ApiError(500, null, 'The upload timed out.'));
      xhr.onabort = () => reject(new ApiError(500, null, 'The upload was cancelled.'));
      const form = new FormData();
      form.append('image', file);
      xhr.send(form);
    });
}

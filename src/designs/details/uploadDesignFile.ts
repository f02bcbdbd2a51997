import { percentOf, type UploadProgress, type XhrLike } from '#src/account/uploadImage.ts';
import { ApiError, apiTimeouts } from '#src/api/client.ts';
import type {
  ApiErrorBody,
  DataResponse,
  DesignFileSystemType,
  DesignFileWire,
} from '#src/api/types.ts';

export type { UploadProgress, XhrLike };

export interface DesignFileUploadOptions {
  /** What the file is: the wide-angle photo (`wideangle`), an additional image (`user_imgs`), … */
  systemType: DesignFileSystemType;
  /** File notes sent with the file (optional; the API trims them, at most 250). */
  description?: string;
  onProgress?: (progress: UploadProgress) => void;
  /** Aborting cancels the upload (the component went away). */
  signal?: AbortSignal;
}

/** Sends one file of a design and reports progress: the XMLHttpRequest transport, or a test's own. */
export type DesignFileTransport = (
  designId: number,
  file: File,
  options: DesignFileUploadOptions,
) => Promise<DesignFileWire>;

function parseBody(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return { message: text.slice(0, 500) };
  }
}

const isDesignFile = (value: unknown): value is DesignFileWire =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as DesignFileWire).id === 'number' &&
  typeof (value as DesignFileWire).path === 'string';

/**
 * The browser's transport for design files (docs/spec/features.md §7, docs/api/designs.md "Design files"):
 * `POST /designs/{id}/upload` as a multipart form with `file`, `system_type` and, when given,
 * `description`, answered `201 { data: DesignFileWire }`. XMLHttpRequest, because fetch reports no
 * upload progress; through the site's `/api` door, which adds the token; the upload time limit (60 s).
 * Failures are ApiErrors like the API client's: no status (network, time-out, abort) counts as 500.
 */
export function xhrDesignFileTransport({
  baseUrl = '/api',
  createXhr = () => new XMLHttpRequest(),
  timeoutMs = apiTimeouts.upload,
}: {
  baseUrl?: string;
  createXhr?: () => XhrLike;
  timeoutMs?: number;
} = {}): DesignFileTransport {
  return (designId, file, { systemType, description, onProgress, signal }) =>
    new Promise<DesignFileWire>((resolve, reject) => {
      if (signal?.aborted) {
        reject(new ApiError(500, null, 'The upload was cancelled.'));
        return;
      }
      const xhr = createXhr();
      const onAbort = () => xhr.abort();
      const settle = () => signal?.removeEventListener('abort', onAbort);
      xhr.open('POST', `${baseUrl.replace(/\/+$/, '')}/designs/${designId}/upload`);
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
        settle();
        const body = parseBody(xhr.responseText);
        if (xhr.status >= 200 && xhr.status < 300) {
          const uploaded = (body as DataResponse<unknown> | null)?.data;
          if (isDesignFile(uploaded)) resolve(uploaded);
          else reject(new ApiError(500, null, 'The upload answered without a file.'));
          return;
        }
        reject(new ApiError(xhr.status, (body as ApiErrorBody | null) ?? null));
      };
      xhr.onerror = () => {
        settle();
        reject(new ApiError(500, null, 'Network error'));
      };
      xhr.ontimeout = () => {
        settle();
        reject(new ApiError(500, null, 'The upload timed out.'));
      };
      xhr.onabort = () => {
        settle();
        reject(new ApiError(500, null, 'The upload was cancelled.'));
      };
      signal?.addEventListener('abort', onAbort);
      const form = new FormData();
      form.append('file', file);
      form.append('system_type', systemType);
      if (description !== undefined && description.trim() !== '') {
        form.append('description', description.trim());
      }
      xhr.send(form);
    });
}

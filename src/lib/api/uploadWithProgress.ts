import { ApiError, apiTimeouts } from '#src/lib/api/client.ts';
import type { ApiErrorBody, DataResponse } from '#src/lib/api/types.ts';

export interface UploadProgress {
  loaded: number;
  total: number;
  /** 0 to 100, whole numbers. */
  percent: number;
}

/** The parts of XMLHttpRequest an upload uses, so a test can hand in its own. */
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

/** Where uploads go and how they are made: the browser's defaults, or a test's. */
export interface UploadTransportOptions {
  /** The site's `/api` door, which adds the token. */
  baseUrl?: string;
  createXhr?: () => XhrLike;
  timeoutMs?: number;
}

export interface UploadRequest<T> extends UploadTransportOptions {
  /** The path under `baseUrl`, such as `/images?model=avatar`. */
  path: string;
  form: FormData;
  /** The result in a 2xx answer's `data`, or null when it holds none. */
  read: (data: unknown) => T | null;
  /** The error's message when a 2xx answer holds no result. */
  missing: string;
  onProgress?: (progress: UploadProgress) => void;
  /** Aborting cancels the upload (the component went away). */
  signal?: AbortSignal;
}

export const uploadCancelledMessage = 'The upload was cancelled.';

export function percentOf(loaded: number, total: number): number {
  if (!total || total <= 0) return 0;
  return Math.min(100, Math.max(0, Math.round((loaded / total) * 100)));
}

function parseBody(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    // A proxy's HTML error page, say: its start is still worth showing.
    return { message: text.slice(0, 500) };
  }
}

/**
 * Sends a multipart form with XMLHttpRequest, because fetch reports no upload progress, and
 * reports progress as it goes; the upload time limit (60 s) by default. Failures are ApiErrors like
 * the API client's: the server's status and body, or 500 when there is no usable answer (a
 * network failure, the time-out, an abort, a 2xx answer without the result).
 */
export function uploadWithProgress<T>({
  baseUrl = '/api',
  createXhr = () => new XMLHttpRequest(),
  timeoutMs = apiTimeouts.upload,
  path,
  form,
  read,
  missing,
  onProgress,
  signal,
}: UploadRequest<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    if (signal?.aborted) {
      reject(new ApiError(500, null, uploadCancelledMessage));
      return;
    }
    const xhr = createXhr();
    const onAbort = () => xhr.abort();
    const fail = (message: string) => () => {
      signal?.removeEventListener('abort', onAbort);
      reject(new ApiError(500, null, message));
    };
    xhr.open('POST', `${baseUrl.replace(/\/+$/, '')}${path}`);
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
      signal?.removeEventListener('abort', onAbort);
      const body = parseBody(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        const result = read((body as DataResponse<unknown> | null)?.data);
        if (result !== null) resolve(result);
        else reject(new ApiError(500, null, missing));
        return;
      }
      reject(new ApiError(xhr.status, (body as ApiErrorBody | null) ?? null));
    };
    xhr.onerror = fail('Network error');
    xhr.ontimeout = fail('The upload timed out.');
    xhr.onabort = fail(uploadCancelledMessage);
    signal?.addEventListener('abort', onAbort);
    xhr.send(form);
  });
}

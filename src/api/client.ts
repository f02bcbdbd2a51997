import type { ApiErrorBody } from './types.ts';

/** Time limits of the specification (docs/spec/platform.md §9). */
export const apiTimeouts = {
  default: 50_000,
  upload: 60_000,
  expertises: 20_000,
} as const;

/** The header that marks requests made while an admin impersonates a user. */
export const impersonationHeader = 'X-Impersonating';

/** An API failure. A failure with no status code (network, timeout) counts as 500. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: ApiErrorBody | null;
  constructor(status: number, body: ApiErrorBody | null, message?: string) {
    super(message ?? body?.message ?? `Request failed with status ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

export type Query = Record<
  string,
  string | number | boolean | null | undefined | (string | number)[]
>;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  query?: Query;
  /** A JSON body. */
  body?: unknown;
  /** A multipart body (uploads): sent as is, with the upload time limit. */
  form?: FormData;
  timeoutMs?: number;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

export interface ApiClientOptions {
  /** The API base: `API_URL` on the server, the site's `/api` door in the browser. */
  baseUrl: string;
  /** The bearer token. In the browser it stays unset: the site server adds it from its cookie. */
  token?: string | null;
  impersonating?: boolean;
  fetch?: typeof fetch;
  /** Called on any 401 (the site logs out and goes to /login). */
  onUnauthorized?: () => void;
}

export function buildUrl(baseUrl: string, path: string, query?: Query): string {
  const base = baseUrl.replace(/\/+$/, '');
  const rel = path.replace(/^\/+/, '');
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) value.forEach((item) => params.append(`${key}[]`, String(item)));
    else params.append(key, String(value));
  }
  const qs = params.toString();
  return `${base}/${rel}${qs ? `?${qs}` : ''}`;
}

function timeoutFor(path: string, options: RequestOptions): number {
  if (options.timeoutMs) return options.timeoutMs;
  if (options.form) return apiTimeouts.upload;
  if (/^\/?expertises\b/.test(path)) return apiTimeouts.expertises;
  return apiTimeouts.default;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return { message: text.slice(0, 500) };
  }
}

export type ApiClient = ReturnType<typeof createApiClient>;

export function createApiClient(options: ApiClientOptions) {
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);

  async function request<T>(path: string, init: RequestOptions = {}): Promise<T> {
    const headers: Record<string, string> = { Accept: 'application/json', ...init.headers };
    if (options.token) headers.Authorization = `Bearer ${options.token}`;
    if (options.impersonating) headers[impersonationHeader] = 'true';
    let body: BodyInit | undefined;
    if (init.form) body = init.form;
    else if (init.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(init.body);
    }

    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutFor(path, init));
    const onAbort = () => controller.abort();
    init.signal?.addEventListener('abort', onAbort);
    // A signal aborted before the call never fires 'abort' again: without this the call would run on.
    if (init.signal?.aborted) controller.abort();
    let response: Response;
    try {
      response = await doFetch(buildUrl(options.baseUrl, path, init.query), {
        method: init.method ?? (body ? 'POST' : 'GET'),
        headers,
        body,
        signal: controller.signal,
      });
    } catch (cause) {
      // No status code: a network failure or a time-out counts as 500 (docs/spec/platform.md §7).
      const error = new ApiError(
        500,
        null,
        cause instanceof Error ? cause.message : 'Network error',
      );
      throw error;
    } finally {
      clearTimeout(timer);
      init.signal?.removeEventListener('abort', onAbort);
    }

    const parsed = await readBody(response);
    if (!response.ok) {
      if (response.status === 401) options.onUnauthorized?.();
      throw new ApiError(response.status, (parsed as ApiErrorBody | null) ?? null);
    }
    return parsed as T;
  }

  return {
    request,
    get: <T>(path: string, query?: Query, init?: Omit<RequestOptions, 'query' | 'method'>) =>
      request<T>(path, { ...init, query, method: 'GET' }),
    post: <T>(path: string, body?: unknown, init?: Omit<RequestOptions, 'body' | 'method'>) =>
      request<T>(path, { ...init, body, method: 'POST' }),
    put: <T>(path: string, body?: unknown, init?: Omit<RequestOptions, 'body' | 'method'>) =>
      request<T>(path, { ...init, body, method: 'PUT' }),
    delete: <T>(path: string, init?: Omit<RequestOptions, 'method'>) =>
      request<T>(path, { ...init, method: 'DELETE' }),
    upload: <T>(path: string, form: FormData, init?: Omit<RequestOptions, 'form' | 'method'>) =>
      request<T>(path, { ...init, form, method: 'POST' }),
  };
}

import type { ApiErrorBody } from './types.ts';

/** Time limits of the specification (docs/spec/platform.md §9). */
export const apiTimeouts = {
  default: 50_000,
  upload: 60_000,
  expertises: 20_000,
} as const;

/** The header that marks requests made while an admin impersonates a user. */
export const impersonationHeader = 'X-Impersonating';

/**
 * Why a call got no usable answer: the network failed or the API was unreachable, the call's own time
 * limit passed, the caller's signal ended it (on the site server: the page's deadline, or the visitor
 * left), or a successful answer was not JSON.
 */
export type ApiFailure = 'network' | 'timeout' | 'aborted' | 'malformed';

/** An API failure. A failure with no status code (network, timeout) counts as 500. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: ApiErrorBody | null;
  /** Set when the API gave no usable answer at all (status 500 then, docs/spec/platform.md §7). */
  readonly failure: ApiFailure | null;
  constructor(
    status: number,
    body: ApiErrorBody | null,
    message?: string,
    failure: ApiFailure | null = null,
  ) {
    super(message ?? body?.message ?? `Request failed with status ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
    this.failure = failure;
  }
}

/**
 * Whether a failure is the API's trouble rather than an answer about the request: no usable answer
 * (unreachable, timed out, cut short, malformed) or a 5xx. The site server answers such a page with
 * 503 and `Retry-After`, or a stale copy (docs/architecture.md "When the API is in trouble").
 */
export function isApiTrouble(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  return error.failure !== null || error.status >= 500;
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
  /**
   * Ends every call of this client when it fires: on the site server, the page's deadline or the end
   * of its request (site/server/deadline.server.ts). Each call's own time limit applies as well.
   */
  signal?: AbortSignal;
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

const malformed = Symbol('malformed');

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    // An error page of a proxy in front of the API, say: its text is the message.
    return response.ok ? malformed : { message: text.slice(0, 500) };
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
    let timedOut = false;
    const timer = setTimeout(
      () => {
        timedOut = true;
        controller.abort();
      },
      timeoutFor(path, init),
    );
    const onAbort = () => controller.abort();
    const signals = [init.signal, options.signal].filter((signal) => signal !== undefined);
    for (const signal of signals) signal.addEventListener('abort', onAbort);
    // A signal aborted before the call never fires 'abort' again: without this the call would run on.
    if (signals.some((signal) => signal.aborted)) controller.abort();
    const stopListening = () => {
      clearTimeout(timer);
      for (const signal of signals) signal.removeEventListener('abort', onAbort);
    };
    // No status code: a network failure or a time-out counts as 500 (docs/spec/platform.md §7).
    const failed = (cause: unknown) => {
      const failure: ApiFailure = timedOut
        ? 'timeout'
        : controller.signal.aborted
          ? 'aborted'
          : 'network';
      const reason = signals.find((signal) => signal.aborted)?.reason as unknown;
      const message =
        failure === 'aborted' && reason instanceof Error
          ? reason.message
          : cause instanceof Error
            ? cause.message
            : 'Network error';
      return new ApiError(500, null, message, failure);
    };
    let response: Response;
    let parsed: unknown;
    try {
      response = await doFetch(buildUrl(options.baseUrl, path, init.query), {
        method: init.method ?? (body ? 'POST' : 'GET'),
        headers,
        body,
        signal: controller.signal,
      });
      // The body is read under the same limits: an API that sends headers and then stalls is cut off.
      parsed = await readBody(response);
    } catch (cause) {
      throw failed(cause);
    } finally {
      stopListening();
    }

    if (parsed === malformed) {
      throw new ApiError(500, null, 'The API answered with malformed JSON', 'malformed');
    }
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

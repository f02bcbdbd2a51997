import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  apiTimeouts,
  buildUrl,
  createApiClient,
  impersonationHeader,
  isApiTrouble,
} from './client.ts';

type FetchCall = { url: string; init: RequestInit & { headers: Record<string, string> } };

function jsonResponse(body: unknown, status = 200): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** A fetch that records its calls and answers with the given responses in turn. */
function fakeFetch(...responses: (Response | (() => Response))[]) {
  const calls: FetchCall[] = [];
  const fetch = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), init: init as FetchCall['init'] });
    const next = responses.shift() ?? jsonResponse({});
    return typeof next === 'function' ? next() : next;
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

/** A fetch that never answers and rejects when its signal aborts, like the real one. */
function hangingFetch() {
  const signals: AbortSignal[] = [];
  const fetch = vi.fn(
    (_url: string | URL | Request, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        const signal = init?.signal as AbortSignal;
        signals.push(signal);
        if (signal.aborted) reject(new DOMException('This operation was aborted', 'AbortError'));
        signal.addEventListener('abort', () =>
          reject(new DOMException('This operation was aborted', 'AbortError')),
        );
      }),
  );
  return { fetch: fetch as unknown as typeof globalThis.fetch, signals };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('buildUrl', () => {
  it('joins the base and the path with exactly one slash', () => {
    expect(buildUrl('https://api.example.com/', '/pages/get-by-slug')).toBe(
      'https://api.example.com/pages/get-by-slug',
    );
    expect(buildUrl('https://api.example.com', 'password/welcome/delete')).toBe(
      'https://api.example.com/password/welcome/delete',
    );
    expect(buildUrl('/api//', '/blog/')).toBe('/api/blog/');
  });

  it('encodes query values and leaves out empty ones', () => {
    expect(
      buildUrl('/api', '/providers', {
        search: 'raised beds & more',
        page: 2,
        featured: true,
        tag: null,
        zip: undefined,
      }),
    ).toBe('/api/providers?search=raised+beds+%26+more&page=2&featured=true');
  });

  it('sends arrays as repeated key[] parameters', () => {
    expect(buildUrl('/api', '/podcasts', { exclude: [3, 9], topic: ['soil'] })).toBe(
      '/api/podcasts?exclude%5B%5D=3&exclude%5B%5D=9&topic%5B%5D=soil',
    );
  });

  it('adds no question mark without a query', () => {
    expect(buildUrl('/api', '/site-options', {})).toBe('/api/site-options');
  });
});

describe('createApiClient requests', () => {
  it('calls the API base with the path and query and reads the JSON answer', async () => {
    const { fetch, calls } = fakeFetch(jsonResponse({ station_name: 'Ames' }));
    const api = createApiClient({ baseUrl: 'https://api.example.com', fetch });
    await expect(api.get('/frost-calc', { zip: '50010' })).resolves.toEqual({
      station_name: 'Ames',
    });
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe('https://api.example.com/frost-calc?zip=50010');
    expect(calls[0]?.init.method).toBe('GET');
    expect(calls[0]?.init.headers.Accept).toBe('application/json');
  });

  it('sends the bearer token only when there is one', async () => {
    const { fetch, calls } = fakeFetch(jsonResponse({}), jsonResponse({}));
    await createApiClient({ baseUrl: '/api', token: 'secret-token', fetch }).get('/account');
    await createApiClient({ baseUrl: '/api', token: null, fetch }).get('/account');
    expect(calls[0]?.init.headers.Authorization).toBe('Bearer secret-token');
    expect(calls[1]?.init.headers).not.toHaveProperty('Authorization');
  });

  it('marks requests made while impersonating', async () => {
    const { fetch, calls } = fakeFetch(jsonResponse({}), jsonResponse({}));
    await createApiClient({ baseUrl: '/api', impersonating: true, fetch }).get('/account');
    await createApiClient({ baseUrl: '/api', fetch }).get('/account');
    expect(impersonationHeader).toBe('X-Impersonating');
    expect(calls[0]?.init.headers[impersonationHeader]).toBe('true');
    expect(calls[1]?.init.headers).not.toHaveProperty(impersonationHeader);
  });

  it('sends a JSON body with its content type', async () => {
    const { fetch, calls } = fakeFetch(jsonResponse({ access_token: 'abc' }));
    const api = createApiClient({ baseUrl: '/api', fetch });
    await expect(
      api.post('/login', { email: 'rosa@example.com', password: 'pw' }),
    ).resolves.toEqual({
      access_token: 'abc',
    });
    expect(calls[0]?.url).toBe('/api/login');
    expect(calls[0]?.init.method).toBe('POST');
    expect(calls[0]?.init.headers['Content-Type']).toBe('application/json');
    expect(calls[0]?.init.body).toBe('{"email":"rosa@example.com","password":"pw"}');
  });

  it('uses the method of each helper', async () => {
    const { fetch, calls } = fakeFetch();
    const api = createApiClient({ baseUrl: '/api', fetch });
    await api.put('/users/7', { first_name: 'Rosa' });
    await api.delete('/users/7/payment-sources/src_1');
    await api.request('/designs/3', { method: 'PATCH', body: { name: 'Front yard' } });
    await api.request('/opt-in', { body: { email: 'rosa@example.com' } });
    await api.request('/site-options');
    expect(calls.map((call) => call.init.method)).toEqual([
      'PUT',
      'DELETE',
      'PATCH',
      'POST',
      'GET',
    ]);
    expect(calls[1]?.init.body).toBeUndefined();
    expect(calls[1]?.init.headers).not.toHaveProperty('Content-Type');
  });

  it('uploads multipart form data as is, without a JSON content type', async () => {
    const { fetch, calls } = fakeFetch(jsonResponse({ image: 'bed.jpg' }));
    const form = new FormData();
    form.append('image', new Blob(['x'], { type: 'image/png' }), 'bed.png');
    await expect(
      createApiClient({ baseUrl: '/api', fetch }).upload('/images?model=user', form),
    ).resolves.toEqual({
      image: 'bed.jpg',
    });
    expect(calls[0]?.init.method).toBe('POST');
    expect(calls[0]?.init.body).toBe(form);
    expect(calls[0]?.init.headers).not.toHaveProperty('Content-Type');
  });

  it('keeps extra headers of the caller', async () => {
    const { fetch, calls } = fakeFetch();
    await createApiClient({ baseUrl: '/api', fetch }).get('/tags', undefined, {
      headers: { 'X-Trace': 'abc' },
    });
    expect(calls[0]?.init.headers['X-Trace']).toBe('abc');
  });

  it('answers null for an empty body', async () => {
    const { fetch } = fakeFetch(new Response(null, { status: 204 }));
    await expect(
      createApiClient({ baseUrl: '/api', fetch }).delete('/designs/3/upload/9'),
    ).resolves.toBeNull();
  });
});

describe('createApiClient time limits', () => {
  async function expectTimeout(
    call: (api: ReturnType<typeof createApiClient>) => Promise<unknown>,
    limit: number,
  ) {
    vi.useFakeTimers();
    const { fetch, signals } = hangingFetch();
    const api = createApiClient({ baseUrl: '/api', fetch });
    const result = call(api).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(limit - 1);
    expect(signals[0]?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(signals[0]?.aborted).toBe(true);
    const error = await result;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 500, body: null, failure: 'timeout' });
  }

  it('gives up on an ordinary call after 50 seconds', async () => {
    expect(apiTimeouts.default).toBe(50_000);
    await expectTimeout((api) => api.get('/providers'), 50_000);
  });

  it('gives an upload 60 seconds', async () => {
    expect(apiTimeouts.upload).toBe(60_000);
    await expectTimeout((api) => api.upload('/images?model=user', new FormData()), 60_000);
  });

  it('gives the expertises call 20 seconds', async () => {
    expect(apiTimeouts.expertises).toBe(20_000);
    await expectTimeout((api) => api.get('/expertises'), 20_000);
    await expectTimeout((api) => api.get('expertises', { page: 1 }), 20_000);
  });

  it('does not treat other paths that merely contain expertises as the expertises call', async () => {
    await expectTimeout((api) => api.get('/providers/expertises'), 50_000);
  });

  it('uses a time limit the caller sets', async () => {
    await expectTimeout((api) => api.get('/providers', undefined, { timeoutMs: 1000 }), 1000);
  });

  it('stops waiting when the caller aborts', async () => {
    const { fetch, signals } = hangingFetch();
    const controller = new AbortController();
    const result = createApiClient({ baseUrl: '/api', fetch })
      .get('/providers', undefined, { signal: controller.signal })
      .catch((error: unknown) => error);
    controller.abort();
    expect(signals[0]?.aborted).toBe(true);
    await expect(result).resolves.toMatchObject({ name: 'ApiError', status: 500 });
  });

  it("ends every call when the client's own signal fires (the site server's page deadline), with its reason", async () => {
    const { fetch, signals } = hangingFetch();
    const deadline = new AbortController();
    const api = createApiClient({ baseUrl: 'http://api.test', fetch, signal: deadline.signal });
    const calls = [api.get('/site-options'), api.get('/account')].map((call) =>
      call.catch((error: unknown) => error),
    );
    deadline.abort(new Error("The page's API deadline of 3000 ms passed"));
    expect(signals.map((signal) => signal.aborted)).toEqual([true, true]);
    for (const error of await Promise.all(calls)) {
      expect(error).toMatchObject({
        status: 500,
        failure: 'aborted',
        message: "The page's API deadline of 3000 ms passed",
      });
      expect(isApiTrouble(error)).toBe(true);
    }
    // A call made after the deadline is not sent at all.
    const late = await api.get('/pages/get-by-slug').catch((error: unknown) => error);
    expect(late).toMatchObject({ failure: 'aborted' });
    expect(signals[2]?.aborted).toBe(true);
  });

  it('cuts off an answer whose body stalls after its headers', async () => {
    vi.useFakeTimers();
    const fetch = vi.fn(async (_url: string | URL | Request, init?: RequestInit) => {
      const signal = init?.signal as AbortSignal;
      const body = new ReadableStream({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('{"data": ['));
          signal.addEventListener('abort', () => controller.error(new Error('aborted')));
        },
      });
      return new Response(body, { status: 200 });
    }) as unknown as typeof globalThis.fetch;
    const result = createApiClient({ baseUrl: '/api', fetch })
      .get('/site-options', undefined, { timeoutMs: 1000 })
      .catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(1000);
    await expect(result).resolves.toMatchObject({ status: 500, failure: 'timeout' });
  });

  it('does not start a call whose signal has already been aborted', async () => {
    const { fetch, signals } = hangingFetch();
    const controller = new AbortController();
    controller.abort();
    const result = createApiClient({ baseUrl: '/api', fetch })
      .get('/providers', undefined, { signal: controller.signal })
      .catch((error: unknown) => error);
    await expect(result).resolves.toMatchObject({ name: 'ApiError', status: 500 });
    expect(signals[0]?.aborted).toBe(true);
  });
});

describe('createApiClient failures', () => {
  it('turns a failure with no status into an ApiError with status 500', async () => {
    const fetch = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof globalThis.fetch;
    const error = await createApiClient({ baseUrl: '/api', fetch })
      .get('/account')
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 500,
      body: null,
      message: 'Failed to fetch',
      failure: 'network',
    });
  });

  it('carries the status and body of an error response', async () => {
    const { fetch } = fakeFetch(jsonResponse({ message: 'That is not a valid discount.' }, 404));
    const error = await createApiClient({ baseUrl: '/api', fetch })
      .get('/discounts/tokens/NOPE')
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 404,
      body: { message: 'That is not a valid discount.' },
      message: 'That is not a valid discount.',
    });
  });

  it("refuses a successful answer that is not JSON (a malformed answer is the API's trouble)", async () => {
    const { fetch } = fakeFetch(new Response('{"data": [{"id": 1,', { status: 200 }));
    const error = await createApiClient({ baseUrl: '/api', fetch })
      .get('/site-options')
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({
      status: 500,
      failure: 'malformed',
      message: 'The API answered with malformed JSON',
    });
    expect(isApiTrouble(error)).toBe(true);
  });

  it('counts 5xx answers and failures without an answer as trouble, other answers not', () => {
    expect(isApiTrouble(new ApiError(502, null))).toBe(true);
    expect(isApiTrouble(new ApiError(500, null, 'Failed to fetch', 'network'))).toBe(true);
    expect(isApiTrouble(new ApiError(404, null))).toBe(false);
    expect(isApiTrouble(new ApiError(422, null))).toBe(false);
    expect(isApiTrouble(new Error('boom'))).toBe(false);
  });

  it('keeps a text error body as its message', async () => {
    const { fetch } = fakeFetch(new Response('Bad gateway', { status: 502 }));
    const error = await createApiClient({ baseUrl: '/api', fetch })
      .get('/account')
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({
      status: 502,
      body: { message: 'Bad gateway' },
      message: 'Bad gateway',
    });
  });

  it('names the status when the error response has no body', async () => {
    const { fetch } = fakeFetch(new Response(null, { status: 503 }));
    const error = await createApiClient({ baseUrl: '/api', fetch })
      .get('/account')
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({
      status: 503,
      body: null,
      message: 'Request failed with status 503',
    });
  });

  it('calls onUnauthorized on a 401 and still rejects', async () => {
    const onUnauthorized = vi.fn();
    const { fetch } = fakeFetch(jsonResponse({ message: 'Unauthenticated.' }, 401));
    const error = await createApiClient({ baseUrl: '/api', fetch, onUnauthorized })
      .get('/account')
      .catch((caught: unknown) => caught);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(error).toMatchObject({ status: 401 });
  });

  it('does not call onUnauthorized for other failures', async () => {
    const onUnauthorized = vi.fn();
    const { fetch } = fakeFetch(jsonResponse({ message: 'Forbidden' }, 403), jsonResponse({}, 500));
    const api = createApiClient({ baseUrl: '/api', fetch, onUnauthorized });
    await expect(api.get('/account')).rejects.toMatchObject({ status: 403 });
    await expect(api.get('/account')).rejects.toMatchObject({ status: 500 });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});

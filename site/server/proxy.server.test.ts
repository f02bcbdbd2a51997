// @vitest-environment node
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { commitLogin } from './session.server.ts';
import { doorVia, proxyToApi } from './proxy.server.ts';

async function cookieHeader(token: string, impersonating = false) {
  const cookies = await commitLogin(token, impersonating);
  return cookies.map((cookie) => cookie.split(';')[0]).join('; ');
}

const site = 'http://site.test';
const fromSite = { origin: site };
const json = { 'content-type': 'application/json' };

/** A request as the site's pages send it: from the site's origin, JSON unless told otherwise. */
type CallInit = Omit<RequestInit, 'headers'> & { headers?: Record<string, string> };

function call(path: string, init: CallInit = {}) {
  const method = init.method ?? (init.body === undefined ? 'GET' : 'POST');
  const headers = method === 'GET' ? init.headers : { ...fromSite, ...json, ...init.headers };
  return new Request(`${site}${path}`, { ...init, method, headers });
}

/** A body of `total` bytes, made only as it is read; `made()` says how much was. */
function lazyBody(total: number, chunk = 64 * 1024) {
  let made = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (made >= total) {
        controller.close();
        return;
      }
      const size = Math.min(chunk, total - made);
      made += size;
      controller.enqueue(new Uint8Array(size).fill(0x61));
    },
  });
  return { stream, made: () => made };
}

const streamed = (stream: ReadableStream<Uint8Array>) =>
  ({ body: stream, duplex: 'half' }) as CallInit;

describe('the API door', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    process.env.API_URL = 'http://api.test';
    process.env.SITE_URL = site;
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockImplementation(
      async () =>
        new Response(JSON.stringify({ data: { id: 7 } }), {
          status: 200,
          headers: { 'content-type': 'application/json', 'set-cookie': 'cart=abc; Path=/' },
        }),
    );
  });
  afterEach(() => {
    delete process.env.API_URL;
    delete process.env.SITE_URL;
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  const forwardedHeaders = () => new Headers(fetchMock.mock.calls[0]![1]?.headers);

  it('forwards the path and query to API_URL with the bearer token from the cookie', async () => {
    const request = call('/api/podcasts?per_page=3', {
      headers: { cookie: `${await cookieHeader('secret-token')}; other=1` },
    });
    const response = await proxyToApi(request);
    expect(response.status).toBe(200);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('http://api.test/podcasts?per_page=3');
    expect(init?.method).toBe('GET');
    expect(forwardedHeaders().get('authorization')).toBe('Bearer secret-token');
    expect(forwardedHeaders().get('cookie')).toBeNull();
    expect(forwardedHeaders().get('X-Impersonating')).toBeNull();
  });

  it('forwards the path as the API spells it, whatever the case and slashes', async () => {
    await proxyToApi(call('/API//Users/7/Payment-Sources/'));
    await proxyToApi(call('/api/gimme-dat', { body: '{}' }));
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      'http://api.test/users/7/payment-sources',
      'http://api.test/gimme-dat/',
    ]);
  });

  it('marks what it forwards, with the client’s address when the site’s server gives it', async () => {
    await proxyToApi(
      call('/api/account', { headers: { 'x-trellis-client-address': '203.0.113.9' } }),
    );
    expect(forwardedHeaders().get('via')).toBe(doorVia);
    expect(forwardedHeaders().get('x-forwarded-for')).toBe('203.0.113.9');
  });

  it('adds the impersonation header while impersonating', async () => {
    await proxyToApi(
      call('/api/account', { headers: { cookie: await cookieHeader('admin-token', true) } }),
    );
    expect(forwardedHeaders().get('X-Impersonating')).toBe('true');
  });

  it('passes the store cart cookie both ways and no other cookie', async () => {
    const response = await proxyToApi(
      call('/api/shop/cart.json', { headers: { cookie: 'cart=xyz; trellis_flash=hi' } }),
    );
    expect(forwardedHeaders().get('cookie')).toBe('cart=xyz');
    expect(response.headers.get('set-cookie')).toContain('cart=abc');
  });

  it.each([
    ['POST', '/api/login'],
    ['POST', '/api/Login'],
    ['POST', '/api/LOGIN/'],
    ['POST', '/api//login'],
    ['POST', '/api/./login'],
    ['POST', '/api/x/../login'],
    ['POST', '/api/%6Cogin'],
    ['POST', '/api/%2E%2E/login'],
    ['POST', '/api/users'],
    ['POST', '/api/password/reset'],
    ['POST', '/api/password/welcome/reset'],
    ['POST', '/api/users/1/impersonate'],
    ['POST', '/api/users/1/Impersonate'],
    ['GET', '/api/dev/outbox?to=admin@trellis.test'],
    ['GET', '/api/DEV/outbox?to=admin@trellis.test'],
    ['GET', '/api/dev%2Foutbox?to=admin@trellis.test'],
    ['GET', '/api/nope'],
    ['POST', '/api/nope'],
  ])('answers %s %s 404 without asking the API', async (method, path) => {
    const request = call(path, method === 'GET' ? {} : { method, body: '{"email":"x"}' });
    const response = await proxyToApi(request);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'Not Found' });
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('closes the connection after refusing a request whose body it left unread', async () => {
    const refused = await proxyToApi(call('/api/nope', { body: '{}' }));
    expect(refused.headers.get('connection')).toBe('close');
    const read = await proxyToApi(call('/api/nope'));
    expect(read.headers.get('connection')).toBeNull();
  });

  it('refuses a query with control characters (400), which no page sends', async () => {
    const response = await proxyToApi(call('/api/frost-calc?zip=%00'));
    expect(response.status).toBe(400);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  describe('where a change comes from', () => {
    it.each([
      ['the site itself', { origin: site }, 200],
      ['the site itself, by Sec-Fetch-Site', { origin: '', 'sec-fetch-site': 'same-origin' }, 200],
      ['another site', { origin: 'http://evil.test' }, 403],
      ['another port of the same host', { origin: 'http://site.test:8080' }, 403],
      ['a page of the same site, not origin', { origin: '', 'sec-fetch-site': 'same-site' }, 403],
      ['nowhere said', { origin: '' }, 403],
    ])('%s: %s', async (_name, headers, status) => {
      const request = new Request(`${site}/api/orders`, {
        method: 'POST',
        body: '{"products":[1]}',
        headers: Object.fromEntries(
          Object.entries({ ...json, ...headers }).filter(([, value]) => value !== ''),
        ),
      });
      const response = await proxyToApi(request);
      expect(response.status).toBe(status);
      if (status === 403) {
        expect(await response.json()).toEqual({
          message: 'This request could not be sent from another site.',
        });
        expect(fetchMock).not.toHaveBeenCalled();
      } else {
        expect(fetchMock).toHaveBeenCalledOnce();
      }
    });

    it('lets reads through without an origin (a link, an image)', async () => {
      const response = await proxyToApi(new Request(`${site}/api/media/seedlings.svg`));
      expect(response.status).toBe(200);
    });
  });

  describe('the body types a call takes', () => {
    const formData = () => {
      const form = new FormData();
      form.set('image', new Blob(['GIF89a'], { type: 'image/gif' }), 'a.gif');
      return form;
    };

    it.each([
      [
        'form-encoded to a JSON call',
        '/api/orders',
        { body: 'products=1', headers: { 'content-type': 'application/x-www-form-urlencoded' } },
        415,
      ],
      [
        'text/plain to a JSON call',
        '/api/designs/2/conversations/1',
        { body: '{"message":"hi"}', headers: { 'content-type': 'text/plain' } },
        415,
      ],
      [
        'a JSON look-alike type',
        '/api/orders',
        { body: '{}', headers: { 'content-type': 'application/jsonp' } },
        415,
      ],
      [
        'a body without a type',
        '/api/orders',
        {
          body: new TextEncoder().encode('{}'),
          headers: { 'content-type': '', 'content-length': '2' },
        },
        415,
      ],
      [
        'multipart to a JSON call',
        '/api/orders',
        { body: formData(), headers: { 'content-type': '' } },
        415,
      ],
      ['JSON to an upload', '/api/images?model=user', { body: '{}' }, 415],
      [
        'JSON',
        '/api/orders',
        { body: '{}', headers: { 'content-type': 'application/json; charset=utf-8' } },
        200,
      ],
      [
        'multipart to an upload',
        '/api/images?model=user',
        { body: formData(), headers: { 'content-type': '' } },
        200,
      ],
      [
        'a form to the store’s cart',
        '/api/shop/cart/add.json',
        { body: new URLSearchParams({ id: '1' }), headers: { 'content-type': '' } },
        200,
      ],
      [
        'no body at all',
        '/api/realtime/ticket',
        { method: 'POST', headers: { 'content-type': '' } },
        200,
      ],
    ])('%s', async (_name, path, init: CallInit, status) => {
      const headers = Object.fromEntries(
        Object.entries({ ...fromSite, ...json, ...init.headers }).filter(
          ([, value]) => value !== '',
        ),
      );
      const response = await proxyToApi(
        new Request(`${site}${path}`, { method: 'POST', ...init, headers }),
      );
      expect(response.status).toBe(status);
      if (status === 415) {
        expect((await response.json()) as unknown).toMatchObject({
          message: expect.stringMatching(/^The request body must be /),
        });
        expect(fetchMock).not.toHaveBeenCalled();
      }
    });

    it('sends an empty call no body, and a body without copying its length header', async () => {
      await proxyToApi(call('/api/realtime/ticket', { method: 'POST' }));
      expect(fetchMock.mock.calls[0]![1]?.body).toBeUndefined();

      const body = JSON.stringify({ first_name: 'Rowan' });
      await proxyToApi(
        call('/api/users/7', {
          method: 'PUT',
          body,
          headers: { 'content-length': String(body.length) },
        }),
      );
      const init = fetchMock.mock.calls[1]![1]!;
      expect(new Headers(init.headers).get('content-length')).toBeNull();
      expect(await new Response(init.body).text()).toBe(body);
    });
  });

  describe('body limits', () => {
    it('refuses a declared length over the limit with 413 before asking the API', async () => {
      const response = await proxyToApi(
        call('/api/orders', { body: '{}', headers: { 'content-length': String(1024 * 1024 + 1) } }),
      );
      expect(response.status).toBe(413);
      expect(await response.json()).toEqual({ message: 'The request is too large.' });
      expect(response.headers.get('connection')).toBe('close');
      expect(fetchMock).not.toHaveBeenCalled();
    });

    it('answers an upload over its limit with the specification’s message for the file', async () => {
      const response = await proxyToApi(
        call('/api/images?model=user', {
          body: 'x',
          headers: {
            'content-type': 'multipart/form-data; boundary=x',
            'content-length': '17000000',
          },
        }),
      );
      expect(response.status).toBe(413);
      expect(await response.json()).toEqual({
        message: 'Image must be less than 16MB.',
        errors: { image: ['Image must be less than 16MB.'] },
      });
      expect(fetchMock).not.toHaveBeenCalled();
    });

    it('refuses a malformed length (400)', async () => {
      const response = await proxyToApi(
        call('/api/orders', { body: '{}', headers: { 'content-length': '1e9' } }),
      );
      expect(response.status).toBe(400);
      expect(fetchMock).not.toHaveBeenCalled();
    });

    it('counts a streamed body and stops at the limit: 413, and the API never gets it all', async () => {
      let received = 0;
      fetchMock.mockImplementation(async (_url, init) => {
        const reader = (init!.body as ReadableStream<Uint8Array>).getReader();
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          received += value.byteLength;
        }
        return Response.json({ data: {} });
      });
      const body = lazyBody(150 * 1024 * 1024);
      const response = await proxyToApi(call('/api/orders', streamed(body.stream)));
      expect(response.status).toBe(413);
      expect(fetchMock).toHaveBeenCalledOnce();
      expect(received).toBeLessThanOrEqual(1024 * 1024);
      // Read one chunk at a time: no more than the limit and a chunk or two was ever made.
      expect(body.made()).toBeLessThan(1024 * 1024 + 3 * 64 * 1024);
    });

    it('passes a streamed body under its limit whole', async () => {
      let received = 0;
      fetchMock.mockImplementation(async (_url, init) => {
        received = (await new Response(init!.body).arrayBuffer()).byteLength;
        return Response.json({ data: {} }, { status: 201 });
      });
      const body = lazyBody(5_000_000);
      const response = await proxyToApi(
        call('/api/designs/2/upload', {
          ...streamed(body.stream),
          headers: { 'content-type': 'multipart/form-data; boundary=x' },
        }),
      );
      expect(response.status).toBe(201);
      expect(received).toBe(5_000_000);
    });
  });

  describe('the headers of its answers', () => {
    it('keeps the API’s nosniff and content security policy, and adds its own', async () => {
      fetchMock.mockResolvedValueOnce(
        new Response('<svg/>', {
          headers: {
            'content-type': 'image/svg+xml',
            'cache-control': 'public, max-age=31536000, immutable',
            'x-content-type-options': 'nosniff',
            'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
            'x-powered-by': 'Express',
          },
        }),
      );
      const response = await proxyToApi(call('/api/media/seedlings.svg'));
      expect(response.headers.get('content-security-policy')).toBe(
        "default-src 'none'; style-src 'unsafe-inline'",
      );
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
      expect(response.headers.get('x-powered-by')).toBeNull();
    });

    it('keeps a personal answer out of shared caches when the API says nothing', async () => {
      const response = await proxyToApi(call('/api/account'));
      expect(response.headers.get('cache-control')).toBe('private, no-cache');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    });

    it('answers 502 with a message when the API cannot be reached', async () => {
      fetchMock.mockRejectedValueOnce(new TypeError('fetch failed'));
      const response = await proxyToApi(call('/api/account'));
      expect(response.status).toBe(502);
      expect(await response.json()).toEqual({ message: 'The API could not be reached.' });
      expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    });
  });
});

describe('the API door in front of a real server', () => {
  let api: Server;
  /** The bytes each request brought the API so far. */
  let received: number[];
  beforeEach(async () => {
    received = [];
    api = createServer((req, res) => {
      const index = received.push(0) - 1;
      req.on('data', (chunk: Buffer) => (received[index]! += chunk.length));
      req.on('end', () => {
        res.writeHead(201, { 'content-type': 'application/json' }).end('{"data":{}}');
      });
    });
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
    process.env.API_URL = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
    process.env.SITE_URL = site;
  });
  afterEach(async () => {
    api.closeAllConnections();
    await new Promise((resolve) => api.close(resolve));
    delete process.env.API_URL;
    delete process.env.SITE_URL;
  });

  it('streams a JSON body over 1 MB only up to the limit, then answers 413', async () => {
    const body = lazyBody(20 * 1024 * 1024);
    const response = await proxyToApi(call('/api/orders', streamed(body.stream)));
    expect(response.status).toBe(413);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(received).toHaveLength(1);
    expect(received[0]).toBeGreaterThan(0);
    expect(received[0]).toBeLessThanOrEqual(1024 * 1024);
    expect(body.made()).toBeLessThan(2 * 1024 * 1024);
  });

  it('streams an upload under its limit to the API whole', async () => {
    const body = lazyBody(3_000_000);
    const response = await proxyToApi(
      call('/api/forms/designer_inquiry', {
        ...streamed(body.stream),
        headers: { 'content-type': 'multipart/form-data; boundary=x' },
      }),
    );
    expect(response.status).toBe(201);
    expect(received).toEqual([3_000_000]);
  });
});

// @vitest-environment node
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  badInputWording,
  formBodyLimit,
  formBodyProblem,
  readablePath,
  readableQuery,
  refuseBadInput,
} from './badInput.server.ts';
import { fakeFormsApi, openOrder, sessionCookie, type Person } from './testing/formsApi.ts';
import { siteRequestHandler, type RenderedPage } from './testing/siteRequestHandler.ts';

const site = 'http://site.test';

function post(path: string, body: BodyInit | null, contentType?: string, init: RequestInit = {}) {
  const headers = new Headers(init.headers);
  headers.set('Origin', site);
  if (contentType !== undefined) headers.set('Content-Type', contentType);
  // Text as bytes, so that no Content-Type is added for it: a missing one stays missing.
  const bytes = typeof body === 'string' ? new TextEncoder().encode(body) : body;
  return new Request(`${site}${path}`, { method: 'POST', ...init, headers, body: bytes });
}

/** A multipart body with one text field, in the boundary given. */
const multipart = (boundary: string, name = 'email', value = 'casey@trellis.test') =>
  `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n--${boundary}--\r\n`;

/** A body that never ends, 64 KiB at a time (a client that keeps sending). */
function endless(): { stream: ReadableStream<Uint8Array>; sent: () => number } {
  let sent = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      sent += 65_536;
      controller.enqueue(new Uint8Array(65_536).fill(0x61));
    },
  });
  return { stream, sent: () => sent };
}

describe('readablePath', () => {
  it.each([
    '/',
    '/about',
    '/blog/first-tomatoes',
    '/garden%20tips',
    '/caf%C3%A9',
    '/a%2Fb',
    `/${'a'.repeat(1023)}`,
  ])('reads %s', (path) => {
    expect(readablePath(path)).toBe(true);
  });

  it.each([
    '/%00',
    '/%0A',
    '/%0d%0aSet-Cookie:%20x',
    '/%09',
    '/a%7Fb',
    '/a%C2%9Bb',
    '/%E0%A4%A',
    '/%',
    '/%ZZ',
    '/%C0%AF',
    '/%ED%A0%80',
    `/${'a'.repeat(1024)}`,
  ])('refuses %s', (path) => {
    expect(readablePath(path)).toBe(false);
  });
});

describe('readableQuery', () => {
  it('reads any query without a NUL, broken percent-encoding and line breaks included', () => {
    for (const search of [
      '',
      '?',
      '?a=1&a=2',
      '?q=%E0%A4%A',
      '?to=/%0A/x',
      '?x=%',
      '?%ZZ=%C0%AF',
    ]) {
      expect(readableQuery(search), search).toBe(true);
    }
  });

  it('refuses a NUL in a name or a value', () => {
    for (const search of ['?email=%00', '?email=a%00b&token=t', '?%00=1', '?a=1&b=%00']) {
      expect(readableQuery(search), search).toBe(false);
    }
  });
});

describe('formBodyProblem', () => {
  it.each([
    ['application/x-www-form-urlencoded', 'email=a%40b.c&password=x'],
    ['application/x-www-form-urlencoded;charset=UTF-8', ''],
    ['Application/X-WWW-Form-Urlencoded', 'a=%ZZ&&=&b'],
    ['multipart/form-data; boundary=abc', multipart('abc')],
    ['multipart/form-data; boundary="quoted boundary"', multipart('quoted boundary')],
    ['multipart/form-data; boundary=abc', '--abc--\r\n'],
  ])('lets a readable form through: %s %j', async (type, body) => {
    expect(await formBodyProblem(post('/login', body, type))).toBeNull();
  });

  it.each([
    [undefined, 'email=a'],
    [undefined, null],
    ['', 'email=a'],
    ['text/plain', 'email=a'],
    ['application/json', '{"email":"a"}'],
    ['application/x-www-form-urlencodedx', 'email=a'],
    ['multipart/mixed; boundary=abc', multipart('abc')],
    ['form-data', 'email=a'],
    ['*/*', 'email=a'],
  ])('answers 415 for a body of type %j', async (type, body) => {
    expect(await formBodyProblem(post('/login', body, type))).toEqual({
      status: 415,
      message: badInputWording.unsupported,
    });
  });

  it.each([
    ['multipart/form-data', multipart('abc')],
    ['multipart/form-data; boundary=', multipart('abc')],
    ['multipart/form-data; boundary=xyz', multipart('abc')],
    ['multipart/form-data; boundary=abc', multipart('abc').slice(0, -12)],
    ['multipart/form-data; boundary=abc', ''],
    ['multipart/form-data; boundary=abc', 'garbage'],
  ])('answers 400 for a form that does not parse: %s', async (type, body) => {
    expect(await formBodyProblem(post('/login', body, type))).toEqual({
      status: 400,
      message: badInputWording.unreadable,
    });
  });

  it('answers 413 from Content-Length alone, before reading a byte', async () => {
    const { stream, sent } = endless();
    const request = post('/login', stream, 'application/x-www-form-urlencoded', {
      headers: { 'Content-Length': String(formBodyLimit + 1) },
      duplex: 'half',
    } as RequestInit);
    expect((await formBodyProblem(request))?.status).toBe(413);
    expect(sent()).toBeLessThanOrEqual(65_536 * 2);
  });

  it('answers 413 while reading a body with no length, and stops reading soon after the limit', async () => {
    const { stream, sent } = endless();
    const request = post('/login', stream, 'multipart/form-data; boundary=abc', {
      duplex: 'half',
    } as RequestInit);
    expect(await formBodyProblem(request)).toEqual({
      status: 413,
      message: badInputWording.tooLarge,
    });
    expect(sent()).toBeLessThan(formBodyLimit + 4 * 65_536);
  });

  it('takes a form of exactly the limit, and leaves its body for the action to read', async () => {
    const body = `a=${'x'.repeat(formBodyLimit - 2)}`;
    const request = post('/login', body, 'application/x-www-form-urlencoded');
    expect(await formBodyProblem(request)).toBeNull();
    expect((await request.formData()).get('a')).toHaveLength(formBodyLimit - 2);
    expect(
      (await formBodyProblem(post('/login', `${body}x`, 'application/x-www-form-urlencoded')))
        ?.status,
    ).toBe(413);
  });

  it('answers 400 for a body that ends early', async () => {
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('email=a'));
        controller.error(new Error('the client went away'));
      },
    });
    const request = post('/login', stream, 'application/x-www-form-urlencoded', {
      duplex: 'half',
    } as RequestInit);
    expect((await formBodyProblem(request))?.status).toBe(400);
  });
});

describe('refuseBadInput (the middleware alone)', () => {
  const next = vi.fn(async () => new Response('answered'));
  beforeEach(() => next.mockClear());

  async function statusOf(request: Request) {
    try {
      return (await refuseBadInput(request, next)).status;
    } catch (thrown) {
      return (thrown as { init: { status: number } }).init.status;
    }
  }

  it('leaves the door to the API to its own checks, whatever the case of its path', async () => {
    for (const path of ['/api/orders', '/API/orders', '/api', '/api/%00', '/Api/x.data']) {
      const response = await refuseBadInput(post(path, 'x', 'text/plain'), next);
      expect(await response.text()).toBe('answered');
    }
    expect(next).toHaveBeenCalledTimes(5);
  });

  it('lets /logout through with any body and query: it reads no body and asks the API nothing of them', async () => {
    expect(await statusOf(post('/logout', 'x', 'text/plain'))).toBe(200);
    expect(await statusOf(post('/LOGOUT/', null))).toBe(200);
    expect(await statusOf(post('/logout.data?to=/%0A/x', null))).toBe(200);
    expect(await statusOf(new Request(`${site}/logout?to=/%00`))).toBe(200);
    expect(await statusOf(new Request(`${site}/logout/%00`))).toBe(404);
  });

  it('answers 400 for a NUL in the query of any page, before its body is read', async () => {
    expect(await statusOf(new Request(`${site}/welcome?email=%00&token=t`))).toBe(400);
    expect(
      await statusOf(post('/login?x=%00', 'email=a', 'application/x-www-form-urlencoded')),
    ).toBe(400);
    expect(next).not.toHaveBeenCalled();
  });

  it('reads no body of a GET or HEAD, and checks the body of PUT, PATCH and DELETE', async () => {
    expect(await statusOf(new Request(`${site}/login`))).toBe(200);
    expect(await statusOf(new Request(`${site}/login`, { method: 'HEAD' }))).toBe(200);
    for (const method of ['PUT', 'PATCH', 'DELETE', 'post']) {
      expect(await statusOf(post('/account', 'x', 'text/plain', { method }))).toBe(415);
    }
  });

  it('refuses a path it cannot read on every route but the door', async () => {
    expect(await statusOf(new Request(`${site}/%00`))).toBe(404);
    expect(await statusOf(new Request(`${site}/designers/%E0%A4%A`))).toBe(404);
    expect(await statusOf(new Request(`${site}/%0A.data`))).toBe(404);
    expect(next).not.toHaveBeenCalled();
  });

  it('answers the inline sign-in and a request that accepts only JSON with JSON: { message }', async () => {
    const inline = await refuseBadInput(post('/session/login', '{}', 'application/json'), next);
    expect(inline.status).toBe(415);
    expect(await inline.json()).toEqual({ message: badInputWording.unsupported });
    const json = await refuseBadInput(
      post('/account', 'x', 'multipart/form-data', { headers: { Accept: 'application/json' } }),
      next,
    );
    expect(json.status).toBe(400);
    expect(await json.json()).toEqual({ message: badInputWording.unreadable });
  });
});

describe('bad input through the whole site', () => {
  let handle: (request: Request) => Promise<Response>;
  beforeAll(async () => {
    ({ handle } = await siteRequestHandler());
  }, 60_000);
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    delete process.env.API_URL;
  });

  const forms: { path: string; as?: Person }[] = [
    { path: '/login' },
    { path: '/register' },
    { path: '/forgot-password' },
    { path: '/reset-password?email=casey%40trellis.test&token=abc' },
    { path: '/welcome?email=new%40trellis.test&token=abc' },
    { path: '/session/login' },
    { path: '/session/register' },
    { path: '/account?index', as: 'customer' },
    { path: '/account/coaching', as: 'coach' },
    { path: '/account/business', as: 'owner' },
    { path: `/account/orders/${openOrder.uuid}/questionnaire`, as: 'customer' },
    { path: '/directory-application', as: 'customer' },
  ];

  const broken: [string, BodyInit | null, string | undefined, number][] = [
    ['JSON', '{"email":"casey@trellis.test","password":"x"}', 'application/json', 415],
    ['text/plain', 'email=casey@trellis.test', 'text/plain', 415],
    ['an empty body with no type', null, undefined, 415],
    ['multipart with no boundary', multipart('b'), 'multipart/form-data', 400],
    ['multipart cut short', multipart('b').slice(0, 30), 'multipart/form-data; boundary=b', 400],
    ['an empty multipart body', '', 'multipart/form-data; boundary=b', 400],
    [
      'a form over 1 MB',
      `a=${'x'.repeat(formBodyLimit)}`,
      'application/x-www-form-urlencoded',
      413,
    ],
  ];

  for (const form of forms) {
    for (const [what, body, type, status] of broken) {
      it(`answers ${status} to ${what} sent to ${form.path}, without calling the API`, async () => {
        const { calls } = fakeFormsApi();
        const headers = form.as ? { Cookie: await sessionCookie(form.as) } : undefined;
        for (const path of [form.path, form.path.replace(/(\?|$)/, '.data$1')]) {
          const response = await handle(post(path, body, type, { headers }));
          expect(response.status, path).toBe(status);
        }
        expect(calls).toEqual([]);
      });
    }
  }

  it('shows a page the error page with the message, and the inline sign-in gets JSON', async () => {
    fakeFormsApi();
    const page = await handle(post('/login', 'email=x', 'text/plain'));
    const rendered = (await page.json()) as RenderedPage;
    expect(rendered.errors?.root?.data).toEqual({ message: badInputWording.unsupported });
    const inline = await handle(post('/session/register', multipart('b'), 'multipart/form-data'));
    expect(await inline.json()).toEqual({ message: badInputWording.unreadable });
  });

  it('still signs in with the forms the pages send: urlencoded, and multipart from the inline sign-in', async () => {
    const { calls } = fakeFormsApi({ outcome: 'ok' });
    const login = await handle(
      post(
        '/login',
        'email=casey%40trellis.test&password=trellis-demo-1',
        'application/x-www-form-urlencoded',
      ),
    );
    expect(login.status).toBe(302);
    const inline = await handle(
      post(
        '/session/login',
        `--b\r\nContent-Disposition: form-data; name="email"\r\n\r\ncasey@trellis.test\r\n--b\r\nContent-Disposition: form-data; name="password"\r\n\r\ntrellis-demo-1\r\n--b--\r\n`,
        'multipart/form-data; boundary=b',
        { headers: { Accept: 'application/json' } },
      ),
    );
    expect(inline.status).toBe(200);
    expect(await inline.json()).toMatchObject({ ok: true });
    expect(calls.filter((call) => call === 'POST /login')).toHaveLength(2);
  });

  it('answers 404 for a path it cannot read, without calling the API', async () => {
    const { calls } = fakeFormsApi();
    for (const path of [
      '/%00',
      '/%0A',
      '/%E0%A4%A',
      '/about%0D%0ASet-Cookie:%20x=1',
      `/${'a'.repeat(5000)}`,
      '/designers/%00',
      '/businesses/%E0%A4%A',
      '/account/orders/%00',
      '/%00.data',
    ]) {
      const response = await handle(new Request(`${site}${path}`));
      expect(response.status, path).toBe(404);
    }
    expect(calls).toEqual([]);
  });

  it('answers 400 for a NUL in a query, without passing it to the API', async () => {
    const { calls } = fakeFormsApi();
    for (const path of [
      '/welcome?email=%00&token=t',
      '/reset-password?email=casey%40trellis.test&token=%00',
      '/?impersonate=%00&admin=1',
      '/about?preview=%00',
      '/designers?search=%00',
    ]) {
      const response = await handle(new Request(`${site}${path}`));
      expect(response.status, path).toBe(400);
      expect(((await response.json()) as RenderedPage).errors?.root?.data).toEqual({
        message: badInputWording.badAddress,
      });
    }
    expect(calls).toEqual([]);
  });

  it('answers /logout?to=/%0A/x from the site with a redirect to a safe page', async () => {
    fakeFormsApi();
    const response = await handle(
      post('/logout?to=/%0A/x', null, undefined, {
        headers: { Cookie: await sessionCookie('customer') },
      }),
    );
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).not.toMatch(/[\r\n]/);
    expect(response.headers.get('Location')).toMatch(/^\/(?!\/)/);
  });
});

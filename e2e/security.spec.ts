import type { APIRequestContext, Page } from '@playwright/test';
import { io, type Socket } from 'socket.io-client';
import { demoPassword } from '../api/seed/accounts.ts';
import { conversationRoom, designRoom } from '../src/lib/api/rooms.ts';
import {
  auditDom,
  autoSubmittingForm,
  encodeCookieValue,
  isTokenCookie,
  rawRequest,
  setTraps,
  signInThroughSite,
  startAttacker,
  tokenOf,
  type AttackerSite,
} from './security/helpers.ts';
import { expect, test } from './fixtures.ts';
import { apiAccount, apiToken, apiUrl, demo, logIn } from './support.ts';

// The attack suite (docs/security.md): each finding of the security review, replayed as the
// attacker did it against the e2e site server and reference API of playwright.config.ts. Each test
// here failed on the code the review was made against (all but the check that pages report no policy
// violation, which held there only because there was no policy) and passes once its finding is fixed.
// Findings 7 (the 150 MB body) and 8 (throttling) need a site server of their own:
// security-server.spec.ts; the payload list through the CMS and people's fields: security-xss.spec.ts.

const base = `http://localhost:${process.env.E2E_SITE_PORT ?? 3100}`;
const siteHost = new URL(base).host;
const evil = 'http://evil.test';
const stamp = () => `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;

/** Design 2 (the customer's, with Maya as designer) and its open conversation with the customer. */
const design = 2;
const openConversation = 1;
/** The 30-minute virtual consult ($75), bookable with Maya and paid with the customer's saved Visa. */
const consult = { productId: 2, coachId: 2, price: 7500, card: 'src_demo_customer_visa' };

async function apiGet<T>(request: APIRequestContext, path: string, token: string): Promise<T> {
  const response = await request.get(`${apiUrl}${path}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.ok(), `GET ${path}`).toBe(true);
  return (await response.json()) as T;
}

/** Free start times of the consult with Maya, far enough ahead that the journeys do not book them. */
async function freeConsultTimes(request: APIRequestContext, count: number): Promise<string[]> {
  const day = 24 * 60 * 60 * 1000;
  const start = new Date(Date.now() + 20 * day).toISOString();
  const end = new Date(Date.now() + 50 * day).toISOString();
  const response = await request.get(`${apiUrl}/users/${consult.coachId}/available-times`, {
    params: { product_id: String(consult.productId), 'date[start]': start, 'date[end]': end },
  });
  expect(response.ok()).toBe(true);
  const { data } = (await response.json()) as { data: { start: string }[] };
  expect(data.length).toBeGreaterThan(count * 4);
  // From the later half, spread out: two runs (a retry) do not pick the same times.
  const later = data.slice(Math.floor(data.length / 2));
  const first = Math.floor(Math.random() * (later.length - count));
  return later.slice(first, first + count).map((time) => time.start);
}

/** The checkout's fields for booking the consult at `start`, form-encoded as an attacker's form sends them. */
const bookingForm = (start: string) => ({
  product_id: String(consult.productId),
  amount: String(consult.price),
  coach_id: String(consult.coachId),
  scheduled_start: start,
  payment_source: consult.card,
  instant_booking: 'false',
});

async function ordersAt(request: APIRequestContext, token: string, start: string) {
  const account = await apiAccount(request, token);
  const { data } = await apiGet<{ data: { product_id: number; scheduled_start: string | null }[] }>(
    request,
    `/users/${account.id}/orders`,
    token,
  );
  return data.filter(
    (order) =>
      order.product_id === consult.productId &&
      order.scheduled_start !== null &&
      new Date(order.scheduled_start).getTime() === new Date(start).getTime(),
  );
}

async function messagesWith(request: APIRequestContext, token: string, text: string) {
  const { data } = await apiGet<{ data: { messages: { message: string }[] } }>(
    request,
    `/designs/${design}/conversations/${openConversation}`,
    token,
  );
  return data.messages.filter((message) => message.message.includes(text));
}

test.describe('1. the outbox is not behind the door', () => {
  test("a visitor cannot read anyone's password-reset link through the site", async () => {
    const admin = demo('admin').email;
    const asked = await fetch(`${base}/forgot-password`, {
      method: 'POST',
      headers: { Origin: base, Accept: 'text/html' },
      body: new URLSearchParams({ email: admin }),
      redirect: 'manual',
    });
    expect(asked.status).toBeLessThan(500);
    // The mail was "sent": the API's own port on this machine has it (a development aid).
    const outbox = await fetch(`${apiUrl}/dev/outbox?to=${encodeURIComponent(admin)}`);
    expect(outbox.status).toBe(200);
    expect(((await outbox.json()) as { data: unknown[] }).data.length).toBeGreaterThan(0);

    // Through the site, in any spelling: nothing.
    const to = `to=${encodeURIComponent(admin)}`;
    for (const path of [
      `/api/dev/outbox?${to}`,
      `/api/Dev/Outbox?${to}`,
      `/api/DEV/OUTBOX/?${to}`,
      `/api//dev//outbox?${to}`,
      `/api/dev/outbox/?${to}`,
      `/api/./dev/outbox?${to}`,
      `/api/x/../dev/outbox?${to}`,
      `/api/%64ev/outbox?${to}`,
      `/api/dev%2Foutbox?${to}`,
      `/api/dev/outbox%3F${to}`,
    ]) {
      const answer = await rawRequest(base, path);
      expect.soft(answer.status, path).toBe(404);
      expect.soft(answer.text, path).not.toContain('reset-password');
    }
  });
});

test.describe('2. no call through the door hands out a token', () => {
  test('signing in, registering and password resets through /api answer 404 in any spelling', async () => {
    const body = JSON.stringify({
      email: demo('customer').email,
      password: demoPassword,
      token: 'x',
      password_confirmation: demoPassword,
    });
    for (const path of [
      '/api/Login',
      '/api/login',
      '/api/LOGIN/',
      '/api//login',
      '/api/login/',
      '/api/./login',
      '/api/%6Cogin',
      '/api/users',
      '/api/Users/',
      '/api/password/reset',
      '/api/Password/Reset',
      '/api/password/welcome/reset',
    ]) {
      const answer = await rawRequest(base, path, {
        method: 'POST',
        headers: { Origin: base, 'Content-Type': 'application/json' },
        body,
      });
      expect.soft(answer.status, path).toBe(404);
      expect.soft(answer.text, path).not.toContain('access_token');
    }
  });

  test("an admin's session cannot get an impersonation token through the door", async () => {
    const admin = await signInThroughSite(base, demo('admin').email, demoPassword);
    for (const path of [
      '/api/users/1/Impersonate',
      '/api/users/1/impersonate',
      '/api/USERS/1/IMPERSONATE/',
      '/api/users/01/impersonate',
      '/api/users//1/impersonate',
      '/api/users/1/%69mpersonate',
    ]) {
      const answer = await rawRequest(base, path, {
        method: 'POST',
        headers: { Origin: base, Cookie: admin.cookie, 'Content-Type': 'application/json' },
        body: '{}',
      });
      expect.soft(answer.status, path).toBe(404);
      expect.soft(answer.text, path).not.toMatch(/access_token|"token"/);
    }
  });
});

test.describe('3. requests from other sites change nothing', () => {
  test('a form-encoded booking and message with a foreign Origin are refused, and nothing is made', async ({
    request,
  }) => {
    const customer = await signInThroughSite(base, demo('customer').email, demoPassword);
    const token = await apiToken(request, demo('customer').email);
    const [time] = await freeConsultTimes(request, 1);
    const text = `Sent from another site (${stamp()})`;
    const forged = [
      { path: '/api/orders', form: bookingForm(time!) },
      { path: `/api/designs/${design}/conversations/${openConversation}`, form: { message: text } },
    ];
    for (const { path, form } of forged) {
      for (const origin of [evil, 'http://localhost:9', 'null']) {
        const answer = await fetch(`${base}${path}`, {
          method: 'POST',
          headers: { Cookie: customer.cookie, Origin: origin, Accept: 'application/json' },
          body: new URLSearchParams(form),
          redirect: 'manual',
        });
        expect.soft([403, 415], `${path} from ${origin}`).toContain(answer.status);
      }
      // The same forged call in JSON, as a cross-site fetch could send it: the origin decides.
      const json = await fetch(`${base}${path}`, {
        method: 'POST',
        headers: { Cookie: customer.cookie, Origin: evil, 'Content-Type': 'application/json' },
        body: JSON.stringify(form),
      });
      expect.soft(json.status, `${path} as JSON from ${evil}`).toBe(403);
    }
    expect(await ordersAt(request, token, time!)).toEqual([]);
    expect(await messagesWith(request, token, text)).toEqual([]);
  });

  test.describe('in Chromium, from a page on another port of the same host', () => {
    let attacker: AttackerSite | undefined;
    test.afterEach(async () => {
      await attacker?.close();
      attacker = undefined;
    });

    test('an auto-submitting form neither books nor posts', async ({ page, request }) => {
      const token = await apiToken(request, demo('customer').email);
      const [time] = await freeConsultTimes(request, 1);
      const text = `Posted by a page on another port (${stamp()})`;
      attacker = await startAttacker({
        '/book': { body: autoSubmittingForm(`${base}/api/orders`, bookingForm(time!)) },
        '/message': {
          body: autoSubmittingForm(
            `${base}/api/designs/${design}/conversations/${openConversation}`,
            { message: text },
          ),
        },
      });
      await logIn(page, demo('customer').email);

      for (const [from, lands] of [
        ['/book', /\/api\/orders$/],
        ['/message', /\/api\/designs\/\d+\/conversations\/\d+$/],
      ] as const) {
        const posted = page.waitForResponse((response) => lands.test(response.url()));
        await page.goto(`${attacker.url}${from}`);
        const answer = await posted;
        expect.soft([403, 415], `the form of ${from}`).toContain(answer.status());
      }
      expect(await ordersAt(request, token, time!)).toEqual([]);
      expect(await messagesWith(request, token, text)).toEqual([]);
    });

    test('a link to /logout asks first, and the person stays signed in', async ({
      page,
      context,
    }) => {
      attacker = await startAttacker({
        '/': { body: `<!doctype html><title>Seeds</title><a href="${base}/logout">Free seeds</a>` },
      });
      await logIn(page, demo('customer').email);
      await page.goto(attacker.url);
      await page.getByRole('link', { name: 'Free seeds' }).click();
      await page.waitForLoadState('load');
      expect(new URL(page.url()).host).toBe(siteHost);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(/log out/i);
      // Still signed in: the cookie is kept and the account opens.
      expect((await context.cookies(base)).some((cookie) => isTokenCookie(cookie.name))).toBe(true);
      await page.goto('/account');
      await expect(page).toHaveURL(/\/account$/);
      // The page's own button signs out.
      await page.goto(`${attacker.url}/`);
      await page.getByRole('link', { name: 'Free seeds' }).click();
      await page
        .locator('form[action^="/logout"]')
        .getByRole('button', { name: 'Log Out' })
        .click();
      await expect(page).toHaveURL(`${base}/`);
      expect((await context.cookies(base)).some((cookie) => isTokenCookie(cookie.name))).toBe(
        false,
      );
    });
  });
});

test.describe('4. logging out ends the session', () => {
  test('after Log Out, a copy of the old cookie opens nothing, at the site or at the API', async ({
    page,
    context,
  }) => {
    await logIn(page, demo('customer').email);
    const cookie = (await context.cookies(base)).find((candidate) => isTokenCookie(candidate.name));
    expect(cookie).toBeDefined();
    const copy = `${cookie!.name}=${cookie!.value}`;
    const before = await fetch(`${base}/api/account`, { headers: { Cookie: copy } });
    expect(before.status).toBe(200);

    await page.getByRole('banner').getByRole('button', { name: 'Log Out' }).click();
    await expect(page).toHaveURL(`${base}/`);
    expect((await context.cookies(base)).some((candidate) => isTokenCookie(candidate.name))).toBe(
      false,
    );

    const after = await fetch(`${base}/api/account`, { headers: { Cookie: copy } });
    expect(after.status).toBe(401);
    const token = await tokenOf(cookie!.name, cookie!.value);
    const atApi = await fetch(`${apiUrl}/account`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(atApi.status).toBe(401);
    const page2 = await fetch(`${base}/account`, { headers: { Cookie: copy }, redirect: 'manual' });
    expect(page2.status).toBe(302);
    expect(page2.headers.get('location')).toMatch(/\/login$/);
  });
});

test.describe('5. live rooms are private', () => {
  test('an anonymous socket that joins the rooms of conversations to come hears nothing of them', async ({
    request,
  }) => {
    test.setTimeout(45_000);
    const customerToken = await apiToken(request, demo('customer').email);
    const coachToken = await apiToken(request, demo('coach').email);
    const customer = await apiAccount(request, customerToken);
    const sockets: Socket[] = [];
    const connect = (auth: Record<string, string>) =>
      new Promise<Socket>((resolve, reject) => {
        const socket = io(apiUrl, { auth, transports: ['websocket'], reconnection: false });
        sockets.push(socket);
        socket.once('connect', () => resolve(socket));
        socket.once('connect_error', reject);
      });
    try {
      const eavesdropper = await connect({});
      const heard: string[] = [];
      eavesdropper.onAny((event: string, payload: unknown) =>
        heard.push(`${event}: ${JSON.stringify(payload)}`),
      );
      // Every conversation id the e2e run can reach (the seed has a few; journeys add some), and the
      // design's own room. What each join answers does not matter: what arrives does.
      const rooms = [
        designRoom(design),
        ...Array.from({ length: 300 }, (_, index) => conversationRoom(index + 1)),
      ];
      await Promise.all(
        rooms.map((room) =>
          eavesdropper
            .timeout(5_000)
            .emitWithAck('join', room)
            .catch(() => null),
        ),
      );

      // The designer starts a conversation with the customer, who answers it.
      const started = await request.post(`${apiUrl}/designs/${design}/conversations`, {
        headers: { Authorization: `Bearer ${coachToken}` },
        data: { receivers: [customer.id], message: 'Could you send me the gate code for Tuesday?' },
      });
      expect(started.status()).toBe(201);
      const conversation = ((await started.json()) as { data: { id: number } }).data.id;
      expect(conversation, 'the eavesdropper tried this room').toBeLessThanOrEqual(300);

      // The customer's own live connection is in the room and hears the answer: delivery works.
      const listener = await connect({ token: customerToken });
      const delivered: string[] = [];
      listener.on('newMessage', (message: { message: string }) => delivered.push(message.message));
      expect(await listener.emitWithAck('join', conversationRoom(conversation))).toMatchObject({
        ok: true,
      });
      const secret = `The gate code is 4711 (${stamp()})`;
      const replied = await request.post(
        `${apiUrl}/designs/${design}/conversations/${conversation}`,
        { headers: { Authorization: `Bearer ${customerToken}` }, data: { message: secret } },
      );
      expect(replied.status()).toBe(201);
      await expect.poll(() => delivered, { timeout: 10_000 }).toContain(secret);
      // Past the moment it reached its own people, the anonymous socket has heard nothing at all.
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(heard).toEqual([]);
    } finally {
      for (const socket of sockets) socket.disconnect();
    }
  });
});

test.describe('6. redirects stay on the site', () => {
  /** Follows the page to where it lands; an address that does not resolve lands on an error page. */
  function watchLanding(page: Page) {
    const askedEvil: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).hostname === 'evil.test') askedEvil.push(request.url());
    });
    return {
      askedEvil,
      landed: () => new URL(page.url()).host || page.url(),
    };
  }

  // /logout?to=… followed from a page of the site (a same-origin navigation: it signs out and goes).
  for (const target of ['/logout?to=/%5Cevil.test', '/logout?to=/%09/evil.test']) {
    test(`${target}, followed from the site, ends on the site`, async ({ page }) => {
      const { askedEvil, landed } = watchLanding(page);
      await page.goto('/about');
      const loaded = page.waitForEvent('load');
      await page.evaluate((href) => {
        window.location.href = href;
      }, target);
      await loaded;
      expect(askedEvil).toEqual([]);
      expect(landed()).toBe(siteHost);
    });
  }

  // An impersonation link on a path that is another host's address.
  for (const target of [
    '//evil.test/?impersonate=x&admin=1',
    '///evil.test?impersonate=x&admin=1',
  ]) {
    test(`the impersonation link ${target} ends on the site`, async ({ page }) => {
      const { askedEvil, landed } = watchLanding(page);
      await page.goto(`${base}${target}`).catch(() => null);
      expect(askedEvil).toEqual([]);
      expect(landed()).toBe(siteHost);
    });
  }

  // Signing in with the page's scripts (a data request) and without them (a document form post,
  // whose redirect the browser follows by itself).
  for (const javaScriptEnabled of [false, true]) {
    test(`a login-redirect cookie planted by another port of the host does not lead off the site (${javaScriptEnabled ? 'with' : 'without'} scripts)`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ baseURL: base, javaScriptEnabled });
      const page = await context.newPage();
      const { askedEvil, landed } = watchLanding(page);
      // The cookie's name and attributes as the site gives it to a visitor the guard sends to /login.
      const guard = await fetch(`${base}/account`, { redirect: 'manual' });
      const set = guard.headers.getSetCookie().find((line) => /trellis_login_redirect=/.test(line));
      expect(set, 'the guard keeps the path in a cookie').toBeDefined();
      const name = set!.slice(0, set!.indexOf('='));
      const secure = /;\s*secure/i.test(set!);
      const value = await encodeCookieValue(name, '/\\evil.test');
      // Cookies know no ports: a page on another port of the host sets one for the site.
      const attacker = await startAttacker({
        '/': {
          body: '<!doctype html><title>Seeds</title>Free seeds',
          headers: {
            'Set-Cookie': `${name}=${value}; Path=/; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`,
          },
        },
      });
      try {
        await page.goto(attacker.url);
        expect((await context.cookies(base)).some((cookie) => cookie.name === name)).toBe(true);
        await page.goto('/login');
        await page.getByLabel('Email address').fill(demo('customer').email);
        await page.getByRole('textbox', { name: 'Password', exact: true }).fill(demoPassword);
        await page.getByRole('button', { name: 'Log In' }).click();
        // Signed in, the person lands on a page of the site. (An address that does not resolve
        // ends on an error page that never loads: the commit is what is waited for.)
        await page.waitForURL((url) => url.host !== siteHost || url.pathname !== '/login', {
          waitUntil: 'commit',
          timeout: 10_000,
        });
        expect(askedEvil).toEqual([]);
        expect(landed()).toBe(siteHost);
      } finally {
        await attacker.close();
        await context.close();
      }
    });
  }
});

test.describe('7. bodies the site cannot read are refused with 4xx', () => {
  const bodies: { name: string; headers: Record<string, string>; body: string }[] = [
    {
      name: 'JSON',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'robin@trellis.test', password: 'x' }),
    },
    {
      name: 'text/plain',
      headers: { 'Content-Type': 'text/plain' },
      body: 'email=robin@trellis.test&password=x',
    },
    { name: 'empty, no type', headers: {}, body: '' },
    {
      name: 'broken multipart',
      headers: { 'Content-Type': 'multipart/form-data; boundary=trellis' },
      body: '--trellis\r\nContent-Disposition: form-data; name="email"\r\n\r\nrobin@trellis',
    },
  ];

  test('every form action and session endpoint answers 4xx, never 500', async () => {
    const customer = await signInThroughSite(base, demo('customer').email, demoPassword);
    const owner = await signInThroughSite(base, demo('owner').email, demoPassword);
    const actions: { path: string; cookie?: string }[] = [
      { path: '/login' },
      { path: '/register' },
      { path: '/forgot-password' },
      { path: '/reset-password?email=robin%40trellis.test&token=abc' },
      { path: '/welcome?email=invited%40trellis.test&token=abc' },
      { path: '/session/login' },
      { path: '/session/register' },
      { path: '/account', cookie: customer.cookie },
      { path: '/directory-application', cookie: customer.cookie },
      { path: '/account/business', cookie: owner.cookie },
    ];
    const cases = actions.flatMap((action) => bodies.map((body) => ({ ...action, ...body })));
    // A few at a time: each answer is its own, not a queue's.
    for (let from = 0; from < cases.length; from += 6) {
      await Promise.all(
        cases.slice(from, from + 6).map(async ({ path, cookie, name, headers, body }) => {
          const answer = await rawRequest(base, path, {
            method: 'POST',
            headers: {
              Origin: base,
              Accept: 'text/html',
              ...(cookie ? { Cookie: cookie } : {}),
              ...headers,
            },
            body,
          });
          const label = `POST ${path} with ${name}: ${answer.status} ${answer.text.slice(0, 200)}`;
          expect.soft(answer.status, label).toBeGreaterThanOrEqual(400);
          expect.soft(answer.status, label).toBeLessThan(500);
        }),
      );
    }
  });

  test('control characters in a logout target and a NUL in a path are not server errors', async () => {
    for (const headers of [{}, { 'Sec-Fetch-Site': 'same-origin' }] as Record<string, string>[]) {
      const answer = await rawRequest(base, '/logout?to=/%0A/x', { headers });
      expect.soft(answer.status, JSON.stringify(headers)).toBeLessThan(500);
      if (answer.status >= 300 && answer.status < 400) {
        expect.soft(new URL(answer.headers.location!, base).host).toBe(siteHost);
      }
    }
    for (const path of ['/%00', '/about%00', '/%00/x', '/api/media/%00']) {
      const answer = await rawRequest(base, path, { headers: { Accept: 'text/html' } });
      expect.soft(answer.status, path).toBe(404);
    }
  });
});

test.describe('9. headers', () => {
  /** A policy's directives by name. */
  const directives = (policy: string) =>
    new Map(
      policy
        .split(';')
        .map((part) => part.trim().split(/\s+/))
        .filter((parts) => parts[0])
        .map(([name, ...sources]) => [name!.toLowerCase(), sources]),
    );

  test('pages carry a nonce policy that every script of the page carries, fresh each time', async () => {
    const nonces: string[] = [];
    const pageCache: string[] = [];
    // The home page twice: the second answer comes from the page cache, with a nonce of its own.
    for (const path of ['/', '/about', '/login', '/kitchen-sink', '/no-such-page', '/']) {
      const answer = await fetch(`${base}${path}`, { headers: { Accept: 'text/html' } });
      pageCache.push(answer.headers.get('x-page-cache') ?? '');
      const policy = answer.headers.get('content-security-policy');
      expect(policy, path).toBeTruthy();
      const csp = directives(policy!);
      const scripts = csp.get('script-src') ?? csp.get('default-src') ?? [];
      const nonce = scripts.find((source) => /^'nonce-.+'$/.test(source))?.slice(7, -1);
      expect(nonce, `${path}: script-src ${scripts.join(' ')}`).toBeTruthy();
      nonces.push(nonce!);
      expect.soft(scripts, path).not.toContain("'unsafe-inline'");
      expect.soft(scripts, path).not.toContain("'unsafe-eval'");
      expect.soft(scripts, path).not.toContain('*');
      expect.soft(csp.get('object-src'), path).toEqual(["'none'"]);
      expect.soft(csp.get('base-uri'), path).toEqual(["'none'"]);
      expect.soft(csp.get('frame-ancestors'), path).toEqual(["'self'"]);
      expect.soft(csp.get('form-action'), path).toEqual(["'self'"]);
      const html = await answer.text();
      const tags = html.match(/<script\b[^>]*>/gi) ?? [];
      expect(tags.length, path).toBeGreaterThan(0);
      for (const tag of tags) {
        // Data blocks (JSON-LD) are never run; every other script must carry the page's nonce.
        if (/type=["']?application\/(ld\+)?json/i.test(tag)) continue;
        expect.soft(tag, path).toContain(`nonce="${nonce}"`);
      }
      expect.soft(answer.headers.get('permissions-policy'), path).toBeTruthy();
      expect.soft(answer.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect.soft(answer.headers.get('referrer-policy'), path).toBeTruthy();
      // Production with the Secure cookie (the e2e site's default): HSTS.
      expect.soft(answer.headers.get('strict-transport-security'), path).toMatch(/max-age=\d+/);
    }
    expect(new Set(nonces).size).toBe(nonces.length);
    expect(pageCache.at(-1)).toMatch(/^(hit|stale)$/);
    // The sign-in page and a 404 are never kept: each is rendered for its request.
    expect([pageCache[2], pageCache[4]]).toEqual(['miss', 'miss']);
  });

  test('door answers and redirects carry the security headers, and the API’s own are kept', async () => {
    const answers = {
      'door JSON': await rawRequest(base, '/api/products'),
      'door 404': await rawRequest(base, '/api/nope'),
      'legacy redirect': await rawRequest(base, '/designers'),
      'guard redirect': await rawRequest(base, '/account'),
      'session endpoint': await rawRequest(base, '/session/login'),
    };
    expect(answers['legacy redirect'].status).toBe(301);
    expect(answers['guard redirect'].status).toBe(302);
    for (const [label, answer] of Object.entries(answers)) {
      expect.soft(answer.headers['x-content-type-options'], label).toBe('nosniff');
      expect.soft(answer.headers['content-security-policy'], label).toBeTruthy();
      expect.soft(answer.headers['referrer-policy'], label).toBeTruthy();
      expect.soft(answer.headers['permissions-policy'], label).toBeTruthy();
      expect.soft(answer.headers['strict-transport-security'], label).toMatch(/max-age=\d+/);
    }

    // An SVG the API serves keeps the API's own policy through the door (it can hold script).
    const direct = await rawRequest(apiUrl, '/media/kitchen-garden-hero.svg');
    const door = await rawRequest(base, '/api/media/kitchen-garden-hero.svg');
    expect(direct.status).toBe(200);
    expect(door.status).toBe(200);
    expect(direct.headers['content-security-policy']).toBeTruthy();
    expect(door.headers['content-security-policy']).toBe(direct.headers['content-security-policy']);
    expect(door.headers['x-content-type-options']).toBe('nosniff');
  });

  test('pages run under the policy in Chromium and it reports nothing', async ({ browser }) => {
    const context = await browser.newContext({ baseURL: base });
    try {
      const hits = await setTraps(context);
      const page = await context.newPage();
      for (const path of ['/', '/kitchen-sink', '/design', '/designers/2']) {
        await page.goto(path);
        // Hydrated: the nonce let the page's own scripts run.
        await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      }
      await logIn(page, demo('customer').email);
      await page.goto('/account/designs/2');
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      await expect(page.getByRole('region', { name: 'Project Messages' })).toBeVisible();
      expect(await auditDom(page, 'main')).toEqual([]);
      expect(hits).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

import type { ChildProcess } from 'node:child_process';
import { expect, test } from './fixtures.ts';
import { demoPassword } from '../api/seed/accounts.ts';
import { FaultyApi, type Fault } from './faultyApi.ts';
import { freePort, startSite, stopProcesses, type Started } from './processes.ts';
import { apiUrl, demo } from './support.ts';

// The site server under API trouble (docs/architecture.md "When the API is in trouble"). A site server
// of its own talks to a fake API that forwards to the e2e reference API until the test tells it to
// refuse, fail, answer malformed JSON, answer slowly or hang. Every route is asked in each fault.

const deadlineMs = 2_000;
/** How long past the deadline an answer may take (the error page's render, a loaded machine). */
const graceMs = 1_500;
/** Routes are asked this many at a time: each answer's time is its own, not a render queue's. */
const batch = 6;
const retryAfter = '7';
const freshSeconds = 1;

const faults: Record<'refuse' | 'error' | 'malformed' | 'hang', Fault> = {
  refuse: { kind: 'refuse' },
  error: { kind: 'error' },
  malformed: { kind: 'malformed' },
  hang: { kind: 'hang' },
};

interface Answer {
  status: number;
  text: string;
  ms: number;
  headers: Headers;
}

interface RouteCase {
  path: string;
  signedIn?: boolean;
  method?: 'GET' | 'POST';
  form?: Record<string, string>;
  /** What the route answers while the API is in trouble and nothing is kept. */
  status: number;
  text?: string | RegExp;
  /** Where a redirect goes. */
  location?: string;
}

const wooops = 'Wooops!';
/** A form shows the API's own message when its error answer has one (docs/spec/platform.md §8). */
const formFailure = /An unknown error occurred, please try again soon\.|Server Error/;

/** Every route of site/routes.ts, with what it answers while the API is in trouble. */
const routes: RouteCase[] = [
  // Content pages: the error page, 503.
  { path: '/', status: 503, text: wooops },
  { path: '/about', status: 503, text: wooops },
  { path: '/e2e/twenty-six-sections', status: 503, text: wooops },
  { path: '/businesses', status: 503, text: wooops },
  // The legacy redirects' defaults need no API.
  { path: '/designers', status: 301, location: '/design' },
  { path: '/rss', status: 301, location: '/feed.xml' },
  // Profiles say so in the page (docs/spec/platform.md §8), with 503.
  { path: '/designers/2', status: 503, text: 'Sorry, we were unable to load the coach details' },
  {
    path: '/businesses/1',
    status: 503,
    text: 'Sorry, we were unable to load the business details',
  },
  { path: '/feed.xml', status: 503, text: 'The feed is unavailable right now.' },
  // Pages that need no API answer still work: the forms are there.
  { path: '/login', status: 200, text: 'Log In' },
  { path: '/register', status: 200, text: 'Create' },
  { path: '/forgot-password', status: 200, text: 'Email address' },
  { path: '/reset-password?email=casey%40trellis.test&token=abc', status: 200, text: 'password' },
  { path: '/welcome?email=new%40trellis.test&token=abc', status: 200, text: formFailure },
  {
    path: '/kitchen-sink',
    status: 200,
    text: 'The CMS page “kitchen-sink” could not be loaded, so only the built-in demos show.',
  },
  // Signing in keeps what was typed and says the specification's wording.
  {
    path: '/login',
    method: 'POST',
    form: { email: 'casey@trellis.test', password: 'not-sent-back' },
    status: 503,
    text: formFailure,
  },
  {
    path: '/session/login',
    method: 'POST',
    form: { email: 'casey@trellis.test', password: 'not-sent-back' },
    status: 503,
    text: formFailure,
  },
  // Signed in, a form sent from the page (a client navigation's `.data` request) is answered with
  // the form's failure and what was typed, not the error page: the person stays on the form.
  {
    path: '/account.data',
    signedIn: true,
    method: 'POST',
    form: {
      first_name: 'Casey',
      last_name: 'Typed-And-Kept',
      email: 'casey@trellis.test',
      timezone: 'America/Chicago',
    },
    status: 503,
    text: 'Typed-And-Kept',
  },
  // Visitors on account pages go to /login without asking the API.
  { path: '/account', status: 302, location: '/login' },
  // /logout from outside the site's pages asks first, signing nobody out; from the site's pages it
  // ends the session even though the API could not revoke the token.
  { path: '/logout', status: 200, text: 'Log out of Trellis?' },
  { path: '/logout', method: 'POST', form: {}, signedIn: true, status: 302, location: '/' },
  // Signed in: the error page, 503, and the session is kept.
  ...[
    '/',
    '/about',
    '/account',
    '/account/payments',
    '/account/orders',
    '/account/orders/00000000-0000-4000-8000-000000000001',
    '/account/orders/00000000-0000-4000-8000-000000000001/questionnaire',
    '/account/coaching',
    '/account/coaching/manage',
    '/account/designs',
    '/account/designs/2',
    '/account/business',
    '/account/subscription',
    '/account/accountPageTransitions',
    '/submit-your-garden',
    '/directory-application',
    '/designers/2',
    '/preview',
    '/preview/frame',
  ].map((path) => ({ path, signedIn: true, status: 503, text: wooops })),
];

/**
 * The journeys in two halves, each with a site server and a fake API of its own, which the two
 * workers run side by side: one after the other in one worker, they were the run's last 35 s, with
 * the other worker idle (decision 042, sixth round). Each half starts from an empty cache, as the
 * whole did: the first asks every route in each fault with nothing kept; the second tries the
 * deadline itself, then the copies kept from a warm-up.
 */
const halves = ['every route in each fault', 'the deadline and the kept copies'] as const;

for (const half of halves)
  test.describe(`the site server under API trouble: ${half}`, () => {
    test.describe.configure({ mode: 'serial', timeout: 120_000 });

    const children: ChildProcess[] = [];
    let api: FaultyApi;
    let site: Started;
    let base: string;
    let session: string;

    test.beforeAll(async () => {
      test.setTimeout(120_000);
      api = await new FaultyApi(apiUrl).start();
      const port = await freePort();
      base = `http://localhost:${port}`;
      site = await startSite(children, {
        PORT: String(port),
        API_URL: api.url,
        SOCKET_URL: api.url,
        SITE_URL: base,
        API_DEADLINE_MS: String(deadlineMs),
        API_RETRY_AFTER_SECONDS: retryAfter,
        CACHE_FRESH_SECONDS: String(freshSeconds),
        CACHE_STALE_SECONDS: '120',
      });
      // Casey's session, made through the site while the API works (the sign-in sets no shared copy).
      const signIn = await visit('/session/login', {
        method: 'POST',
        form: { email: demo('customer').email, password: demoPassword },
      });
      expect(signIn.status).toBe(200);
      session = signIn.headers
        .getSetCookie()
        .map((cookie) => cookie.split(';')[0])
        .join('; ');
      expect(session).toContain('trellis_token=');
    });

    test.afterEach(async () => {
      const testInfo = test.info();
      // What the site server said, beside a failure.
      if (testInfo.status !== testInfo.expectedStatus) {
        await testInfo.attach('site server output', {
          body: site.output(),
          contentType: 'text/plain',
        });
        console.log(site.output().slice(-4000));
      }
    });

    test.afterAll(async () => {
      await stopProcesses(children);
      await api?.stop();
    });

    async function visit(
      path: string,
      {
        signedIn = false,
        method = 'GET',
        form,
      }: { signedIn?: boolean; method?: string; form?: Record<string, string> } = {},
    ): Promise<Answer> {
      const headers: Record<string, string> = { Accept: 'text/html' };
      if (signedIn) headers.Cookie = session;
      if (form) headers.Origin = base;
      const started = performance.now();
      const response = await fetch(`${base}${path}`, {
        method,
        headers,
        body: form ? new URLSearchParams(form) : undefined,
        redirect: 'manual',
      });
      const text = await response.text();
      return {
        status: response.status,
        text,
        ms: performance.now() - started,
        headers: response.headers,
      };
    }

    function expectAnswer(answer: Answer, route: RouteCase, fault: string) {
      const label = `${route.method ?? 'GET'} ${route.path}${route.signedIn ? ' (signed in)' : ''} while the API is ${fault}`;
      expect.soft(answer.status, label).toBe(route.status);
      if (route.text) expect.soft(answer.text, label).toMatch(route.text);
      if (route.location) expect.soft(answer.headers.get('location'), label).toBe(route.location);
      if (route.status === 503 && !route.path.startsWith('/session/')) {
        expect.soft(answer.headers.get('retry-after'), label).toBe(retryAfter);
      }
      // The session is never ended because the API blinked (a logout ends it: that is its job).
      if (!(route.path === '/logout' && route.method === 'POST')) {
        expect.soft(answer.headers.getSetCookie().join(';'), label).not.toMatch(/trellis_token=;/);
      }
      // What was typed is kept (never the password).
      if (route.form && route.path === '/login') {
        expect.soft(answer.text, label).toContain('value="casey@trellis.test"');
        expect.soft(answer.text, label).not.toContain('not-sent-back');
      }
      expect.soft(answer.ms, label).toBeLessThan(deadlineMs + graceMs);
    }

    if (half === halves[0])
      for (const [name, fault] of Object.entries(faults)) {
        test(`with nothing kept, every route answers in time while the API is ${name === 'error' ? 'answering 500' : name}`, async () => {
          await api.set(fault);
          const answers: Answer[] = [];
          for (let from = 0; from < routes.length; from += batch) {
            const some = routes.slice(from, from + batch);
            answers.push(...(await Promise.all(some.map((route) => visit(route.path, route)))));
          }
          routes.forEach((route, index) => expectAnswer(answers[index]!, route, name));
          if (name === 'hang') {
            // Routes that asked the API waited for the deadline, not for the API client's 50 s.
            const waited = answers.filter((answer, index) => routes[index]!.status === 503);
            for (const answer of waited) expect(answer.ms).toBeGreaterThanOrEqual(deadlineMs - 50);
          }
          // No call stays open once its request has ended.
          expect(await api.settled()).toBe(0);
          await api.set({ kind: 'pass' });
        });
      }

    if (half === halves[1]) {
      test('an API just under the deadline is waited for; just over it, the page fails at the deadline', async () => {
        await api.set({ kind: 'slow', ms: deadlineMs - 700 }, /^\/pages\/get-by-slug$/);
        const under = await visit('/inspiration');
        expect(under.status).toBe(200);
        expect(under.ms).toBeGreaterThanOrEqual(deadlineMs - 700);

        await api.set({ kind: 'slow', ms: deadlineMs + 1_500 }, /^\/pages\/get-by-slug$/);
        const over = await visit('/e2e/twenty-six-sections');
        expect(over.status).toBe(503);
        expect(over.text).toContain(wooops);
        expect(over.ms).toBeGreaterThanOrEqual(deadlineMs - 50);
        expect(over.ms).toBeLessThan(deadlineMs + graceMs);
        expect(await api.settled()).toBe(0);

        await api.set({ kind: 'slow', ms: deadlineMs - 700 }, /^\/account$/);
        const signedInUnder = await visit('/account', { signedIn: true });
        expect(signedInUnder.status).toBe(200);
        expect(signedInUnder.text).toContain('Casey');
        await api.set({ kind: 'slow', ms: deadlineMs + 1_500 }, /^\/account$/);
        const signedInOver = await visit('/account', { signedIn: true });
        expect(signedInOver.status).toBe(503);
        expect(signedInOver.ms).toBeLessThan(deadlineMs + graceMs);
        expect(await api.settled()).toBe(0);
        await api.set({ kind: 'pass' });
      });

      test('after a warm-up, anonymous visitors read the last good pages through every fault, and the log says so once', async () => {
        await api.set({ kind: 'pass' });
        const good = await Promise.all(['/', '/about'].map((path) => visit(path)));
        for (const answer of good) expect(answer.status).toBe(200);
        const titles = good.map((answer) => /<title>([^<]*)<\/title>/.exec(answer.text)?.[1]);
        // Let the copies expire: from now on each request would refresh them.
        await new Promise((resolve) => setTimeout(resolve, freshSeconds * 1000 + 200));
        const logBefore = site.output().length;

        for (const [name, fault] of Object.entries(faults)) {
          await api.set(fault);
          for (let round = 0; round < 3; round += 1) {
            const stale = await Promise.all(['/', '/about'].map((path) => visit(path)));
            stale.forEach((answer, index) => {
              expect(answer.status, `${name}: ${index}`).toBe(200);
              expect(/<title>([^<]*)<\/title>/.exec(answer.text)?.[1]).toBe(titles[index]);
              // The copy answers at once: nobody waits for a failing or hanging API.
              expect(answer.ms, `${name}: stale copy in time`).toBeLessThan(deadlineMs);
            });
          }
          // Refreshes behind the copies end by their own deadline.
          expect(await api.settled(deadlineMs + graceMs)).toBe(0);
          // The next fault's first request tries a refresh again (once per fresh time while failing).
          await new Promise((resolve) => setTimeout(resolve, freshSeconds * 1000 + 100));
        }
        // Signed-in pages always go to the API: the error page, and the session kept.
        const signedIn = await visit('/about', { signedIn: true });
        expect(signedIn.status).toBe(503);
        expect(signedIn.headers.getSetCookie()).toEqual([]);

        const log = site.output().slice(logBefore);
        expect(log.match(/\[cache\] page:home: the API failed/g)).toHaveLength(1);
        expect(log.match(/\[cache\] site-options: the API failed/g)).toHaveLength(1);
        expect(log).not.toMatch(/unhandled/i);

        // The API is back: the copies are refreshed, and the signed-in visitor is still signed in.
        await api.set({ kind: 'pass' });
        api.resetCounts();
        await new Promise((resolve) => setTimeout(resolve, 2_100));
        await visit('/about');
        await expect
          .poll(() => api.count('GET', '/pages/get-by-slug'), { timeout: 5_000 })
          .toBeGreaterThanOrEqual(1);
        const back = await visit('/account', { signedIn: true });
        expect(back.status).toBe(200);
        expect(back.text).toContain('Casey');
        await expect
          .poll(() => site.output().slice(logBefore), { timeout: 5_000 })
          .toMatch(/\[cache\] page:about: the API answers again/);
        expect(site.child.exitCode).toBeNull();
      });

      test('shared answers are fetched once per fresh period, however many pages are served', async () => {
        await api.set({ kind: 'pass' });
        await visit('/');
        await new Promise((resolve) => setTimeout(resolve, freshSeconds * 1000 + 200));
        api.resetCounts();
        // 60 pages at once on expired copies: one refresh each per fresh period, shared by all.
        const started = performance.now();
        const answers = await Promise.all(Array.from({ length: 60 }, () => visit('/')));
        const periods = Math.floor((performance.now() - started) / (freshSeconds * 1000)) + 1;
        for (const answer of answers) expect(answer.status).toBe(200);
        await api.settled(deadlineMs);
        for (const path of ['/site-options', '/get_redirects', '/pages/get-by-slug']) {
          expect(api.count('GET', path), path).toBeGreaterThanOrEqual(1);
          expect(api.count('GET', path), `${path} in ${periods} fresh periods`).toBeLessThanOrEqual(
            periods,
          );
        }
      });

      test("the store's menus are shared answers too, and the browser's door ends a call when the browser leaves", async () => {
        await api.set({ kind: 'pass' });
        api.resetCounts();
        const menus = await Promise.all(
          Array.from({ length: 10 }, () =>
            fetch(`${base}/api/shop/navigation-api/footer-nav-column-1`),
          ),
        );
        for (const menu of menus) expect(menu.status).toBe(200);
        expect(api.count('GET', '/shop/navigation-api/footer-nav-column-1')).toBe(1);

        // Browser calls keep the specification's time limits, but end with their request.
        await api.set({ kind: 'hang' }, /^\/podcasts$/);
        const leaving = new AbortController();
        const call = fetch(`${base}/api/podcasts`, { signal: leaving.signal }).catch(() => null);
        await expect.poll(() => api.open, { timeout: 5_000 }).toBe(1);
        leaving.abort();
        await call;
        expect(await api.settled(2_000)).toBe(0);

        await api.set({ kind: 'refuse' });
        const refused = await fetch(`${base}/api/podcasts`);
        expect(refused.status).toBe(502);
        expect(await refused.json()).toEqual({ message: 'The API could not be reached.' });
        await api.set({ kind: 'pass' });
      });
    }
  });

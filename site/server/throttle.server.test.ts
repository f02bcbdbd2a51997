// @vitest-environment node
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { inlineSignInAction, loginAction, registerAction } from './auth.server.ts';
import { clientAddressHeader } from './clientAddress.server.ts';
import { forgotPasswordAction, resetPasswordAction, welcomeAction } from './password.server.ts';
import { siteRequestHandler } from './testing/siteRequestHandler.ts';
import { resetThrottles, throttledMessage, withActionRetryAfter } from './throttle.server.ts';

type FormResult = {
  data: {
    errors: { fields: Record<string, string>; form: string | null };
    values: Record<string, string>;
  };
  init: { status: number; headers?: HeadersInit };
};

const rightPassword = 'the-right-one';
const fetchMock = vi.fn<typeof fetch>();

/** The reference API as far as these forms go: one password is right, one address has no account. */
function fakeApi(url: string | URL | Request, init?: RequestInit): Promise<Response> {
  const path = new URL(String(url)).pathname;
  const body = JSON.parse(String(init?.body ?? '{}')) as Record<string, string>;
  if (path === '/login') {
    return Promise.resolve(
      body.password === rightPassword
        ? Response.json({ access_token: `token-for-${body.email}` })
        : Response.json({ message: 'Invalid credentials' }, { status: 401 }),
    );
  }
  if (path === '/users')
    return Promise.resolve(Response.json({ access_token: 'new' }, { status: 201 }));
  if (path === '/password/forgot' && body.email === 'nobody@example.com') {
    return Promise.resolve(Response.json({ status: 'no-such-user' }, { status: 400 }));
  }
  return Promise.resolve(Response.json({ message: 'ok' }));
}

function post(url: string, fields: Record<string, string>, address: string | null = '203.0.113.7') {
  const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded' };
  if (address) headers[clientAddressHeader] = address;
  return new Request(url, { method: 'POST', body: new URLSearchParams(fields), headers });
}

const logIn = (email: string, password: string, address?: string | null) =>
  loginAction(post('http://site.test/login', { email, password }, address)) as Promise<
    Response | FormResult
  >;

/** The HTTP status of an action's answer (a redirect, or the form's data with its status). */
const statusOf = (result: Response | FormResult) =>
  result instanceof Response ? result.status : result.init.status;

const retryAfterOf = (result: Response | FormResult) =>
  result instanceof Response
    ? result.headers.get('Retry-After')
    : new Headers(result.init.headers).get('Retry-After');

const apiCalls = (path: string) =>
  fetchMock.mock.calls.filter(([url]) => new URL(String(url)).pathname === path).length;

beforeEach(() => {
  process.env.API_URL = 'http://api.test';
  fetchMock.mockImplementation(fakeApi);
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(async () => {
  delete process.env.API_URL;
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.useRealTimers();
  fetchMock.mockReset();
  await resetThrottles();
});

describe('failed sign-ins', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
  });

  it('refuses the 11th wrong password for one account before asking the API, with Retry-After', async () => {
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      expect(statusOf(await logIn('casey@example.com', `guess-${attempt}`))).toBe(401);
    }
    const refused = (await logIn('casey@example.com', 'guess-11')) as FormResult;
    expect(refused.init.status).toBe(429);
    expect(retryAfterOf(refused)).toBe('900');
    expect(refused.data.errors.form).toBe(
      'Too many attempts. Please wait 15 minutes and try again.',
    );
    // What was typed is kept, never the password.
    expect(refused.data.values).toEqual({ email: 'casey@example.com' });
    expect(apiCalls('/login')).toBe(10);
  });

  it('refuses even the right password while the account waits, and lets it in afterwards', async () => {
    // The issue's reproduction: 150 wrong passwords, then the right one.
    for (let attempt = 1; attempt <= 150; attempt += 1) {
      await logIn('casey@example.com', `guess-${attempt}`);
    }
    expect(apiCalls('/login')).toBe(10);
    const blocked = await logIn('casey@example.com', rightPassword);
    expect(statusOf(blocked)).toBe(429);
    expect(apiCalls('/login')).toBe(10);

    vi.advanceTimersByTime(14 * 60 * 1000);
    const later = await logIn('casey@example.com', rightPassword);
    expect(statusOf(later)).toBe(429);
    expect(Number(retryAfterOf(later))).toBeLessThanOrEqual(60);

    vi.advanceTimersByTime(60 * 1000);
    const signedIn = await logIn('casey@example.com', rightPassword);
    expect(statusOf(signedIn)).toBe(302);
  });

  it('counts the account by its e-mail whatever its case or spaces', async () => {
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      await logIn(attempt % 2 ? 'Casey@Example.com' : ' casey@example.COM ', 'wrong');
    }
    expect(statusOf(await logIn('casey@example.com', 'wrong'))).toBe(429);
  });

  it('forgets the failures of an account that signs in', async () => {
    for (let attempt = 1; attempt <= 9; attempt += 1) await logIn('casey@example.com', 'wrong');
    expect(statusOf(await logIn('casey@example.com', rightPassword))).toBe(302);
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      expect(statusOf(await logIn('casey@example.com', 'wrong'))).toBe(401);
    }
    expect(statusOf(await logIn('casey@example.com', 'wrong'))).toBe(429);
  });

  it('counts an address’s failures over every account it tries, and only that address', async () => {
    // Ten accounts, ten wrong passwords each: 100 failures from one address, none blocked yet.
    for (let account = 1; account <= 10; account += 1) {
      for (let attempt = 1; attempt <= 10; attempt += 1) {
        expect(statusOf(await logIn(`person-${account}@example.com`, 'wrong'))).toBe(401);
      }
    }
    const fresh = await logIn('someone-else@example.com', rightPassword);
    expect(statusOf(fresh)).toBe(429);
    expect(retryAfterOf(fresh)).toBe('3600');
    // Another address is not concerned, and the refused one did not count against the account.
    expect(statusOf(await logIn('someone-else@example.com', rightPassword, '198.51.100.2'))).toBe(
      302,
    );
  });

  it('lets many right passwords through from one address (the test journeys sign in so)', async () => {
    for (let attempt = 1; attempt <= 150; attempt += 1) {
      expect(statusOf(await logIn(`member-${attempt % 7}@example.com`, rightPassword))).toBe(302);
    }
  });

  it('counts per account only when the address is unknown (no server of the site in front)', async () => {
    for (let account = 1; account <= 11; account += 1) {
      for (let attempt = 1; attempt <= 10; attempt += 1) {
        await logIn(`person-${account}@example.com`, 'wrong', null);
      }
    }
    expect(statusOf(await logIn('someone-else@example.com', rightPassword, null))).toBe(302);
    expect(statusOf(await logIn('person-1@example.com', rightPassword, null))).toBe(429);
  });

  it('does not count an attempt the API could not answer', async () => {
    fetchMock.mockImplementation(() =>
      Promise.resolve(Response.json({ message: 'down' }, { status: 502 })),
    );
    for (let attempt = 1; attempt <= 15; attempt += 1) {
      expect(statusOf(await logIn('casey@example.com', 'wrong'))).toBe(503);
    }
    fetchMock.mockImplementation(fakeApi);
    expect(statusOf(await logIn('casey@example.com', 'wrong'))).toBe(401);
  });

  it('answers the JSON endpoint 429 with a message and Retry-After', async () => {
    const inline = () =>
      inlineSignInAction(
        post('http://site.test/session/login', {
          email: 'casey@example.com',
          password: 'wrong',
        }),
        'login',
      );
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      expect((await inline()).status).toBe(401);
    }
    const refused = await inline();
    expect(refused.status).toBe(429);
    expect(refused.headers.get('Retry-After')).toBe('900');
    const message = 'Too many attempts. Please wait 15 minutes and try again.';
    expect(await refused.json()).toEqual({
      ok: false,
      message,
      errors: { fields: {}, form: message },
      values: { email: 'casey@example.com' },
    });
    // The page and the inline form share one count.
    expect(statusOf(await logIn('casey@example.com', rightPassword))).toBe(429);
  });

  it('reads its limits from the environment', async () => {
    vi.stubEnv('THROTTLE_LOGIN_ACCOUNT', '3/60');
    await resetThrottles();
    for (let attempt = 1; attempt <= 3; attempt += 1) await logIn('casey@example.com', 'wrong');
    const refused = await logIn('casey@example.com', 'wrong');
    expect(statusOf(refused)).toBe(429);
    expect(retryAfterOf(refused)).toBe('60');
    expect((refused as FormResult).data.errors.form).toBe(
      'Too many attempts. Please wait 1 minute and try again.',
    );
  });
});

describe('registration', () => {
  const register = (email: string, address?: string | null) =>
    registerAction(
      post(
        'http://site.test/register',
        {
          first_name: 'Casey',
          last_name: 'Gardener',
          email,
          password: 'long-enough',
          timezone: 'America/Chicago',
        },
        address,
      ),
    ) as Promise<Response | FormResult>;

  it('takes 20 accounts an hour from one address, keeping what was typed but the password', async () => {
    for (let n = 1; n <= 20; n += 1)
      expect(statusOf(await register(`new-${n}@example.com`))).toBe(302);
    const refused = (await register('new-21@example.com')) as FormResult;
    expect(refused.init.status).toBe(429);
    expect(retryAfterOf(refused)).toBe('3600');
    expect(refused.data.values).toMatchObject({ first_name: 'Casey', password: '' });
    expect(apiCalls('/users')).toBe(20);
    expect(statusOf(await register('new-22@example.com', '198.51.100.2'))).toBe(302);
  });
});

describe('password-reset mails', () => {
  const forgot = (email: string, address?: string | null) =>
    forgotPasswordAction(post('http://site.test/forgot-password', { email }, address)) as Promise<
      FormResult | { sent: true }
    >;

  it('sends at most 3 mails to one address in 15 minutes, and says so alike for every address', async () => {
    for (let n = 1; n <= 3; n += 1) {
      expect(await forgot('casey@example.com', `198.51.100.${n}`)).toMatchObject({ sent: true });
    }
    const refused = (await forgot('casey@example.com', '198.51.100.9')) as FormResult;
    expect(refused.init.status).toBe(429);
    expect(retryAfterOf(refused)).toBe('900');
    expect(refused.data.values).toEqual({ email: 'casey@example.com' });
    expect(apiCalls('/password/forgot')).toBe(3);

    // An address with no account is counted the same, so the refusal tells nothing about it.
    for (let n = 1; n <= 3; n += 1) await forgot('nobody@example.com', `198.51.100.${n}`);
    const unknown = (await forgot('nobody@example.com', '198.51.100.9')) as FormResult;
    expect(unknown.init.status).toBe(429);
    expect(unknown.data.errors).toEqual(refused.data.errors);
    expect(apiCalls('/password/forgot')).toBe(6);
  });

  it('sends at most 20 an hour from one address, whatever the accounts', async () => {
    for (let n = 1; n <= 20; n += 1) await forgot(`person-${n}@example.com`);
    expect(statusOf((await forgot('person-21@example.com')) as FormResult)).toBe(429);
    expect(apiCalls('/password/forgot')).toBe(20);
  });
});

describe('setting a password from a link', () => {
  const passwords = { password: 'new-password-1', password_confirmation: 'new-password-1' };
  const link = (token: string) =>
    `http://site.test/reset-password?email=casey%40example.com&token=${token}`;

  it('tries 10 links for one account in 15 minutes, the reset and the welcome forms together', async () => {
    fetchMock.mockImplementation(() =>
      Promise.resolve(
        Response.json({ errors: { token: ['This token is invalid.'] } }, { status: 422 }),
      ),
    );
    for (let n = 1; n <= 5; n += 1) await resetPasswordAction(post(link(`guess-${n}`), passwords));
    for (let n = 6; n <= 10; n += 1) await welcomeAction(post(link(`guess-${n}`), passwords));
    const refused = (await resetPasswordAction(post(link('guess-11'), passwords))) as FormResult;
    expect(refused.init.status).toBe(429);
    expect(retryAfterOf(refused)).toBe('900');
    expect(refused.data.errors.form).toBe(throttledMessage(900));
    expect(fetchMock).toHaveBeenCalledTimes(10);
  });
});

describe('the pages’ answers (the site’s request handler)', () => {
  const site = 'http://site.test';
  const signIn = (path: string) =>
    new Request(`${site}${path}`, {
      method: 'POST',
      body: new URLSearchParams({ email: 'casey@example.com', password: 'wrong' }),
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        Origin: site,
        [clientAddressHeader]: '203.0.113.60',
      },
    });

  it('answers the refused form page and its script request 429 with Retry-After', async () => {
    const { handle } = await siteRequestHandler();
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      expect((await handle(signIn('/login'))).status).toBe(401);
    }
    const page = await handle(signIn('/login'));
    expect(page.status).toBe(429);
    expect(page.headers.get('Retry-After')).toBe('900');
    // A client navigation's request (what a hydrated page sends) carries it too.
    const script = await handle(signIn('/login.data'));
    expect(script.status).toBe(429);
    expect(script.headers.get('Retry-After')).toBe('900');
    expect(await script.text()).toContain('Too many attempts. Please wait 15 minutes');
  }, 30_000);
});

describe('the throttle’s answers', () => {
  it('words the wait in whole minutes', () => {
    expect(throttledMessage(1)).toBe('Too many attempts. Please wait 1 minute and try again.');
    expect(throttledMessage(61)).toBe('Too many attempts. Please wait 2 minutes and try again.');
  });

  it('puts the action’s Retry-After on the page’s answer, keeping the page’s own headers', () => {
    const headers = withActionRetryAfter({
      parentHeaders: new Headers({ 'Cache-Control': 'no-store' }),
      actionHeaders: new Headers({ 'Retry-After': '120' }),
    });
    expect(headers.get('Retry-After')).toBe('120');
    expect(headers.get('Cache-Control')).toBe('no-store');
    expect(withActionRetryAfter({ actionHeaders: new Headers() }).has('Retry-After')).toBe(false);
  });
});

const hasRedisServer = spawnSync('redis-server', ['--version']).status === 0;
const redisSkipReason = hasRedisServer
  ? null
  : 'skipped: redis-server is not on PATH (apt-get install redis-server)';
if (redisSkipReason) console.warn(`Throttle Redis test ${redisSkipReason}`);

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

/** A fresh copy of the throttle module: another site process, as far as counting goes. */
async function replica() {
  vi.resetModules();
  return import('./throttle.server.ts');
}

const loginRequest = (address: string) =>
  new Request('http://site.test/login', { headers: { [clientAddressHeader]: address } });

describe.skipIf(redisSkipReason !== null)(
  `counts shared by site processes through Redis${redisSkipReason ? ` (${redisSkipReason})` : ''}`,
  () => {
    let redis: ChildProcess;
    const replicas: Array<Awaited<ReturnType<typeof replica>>> = [];

    beforeAll(async () => {
      const port = await freePort();
      redis = spawn('redis-server', [
        '--port',
        String(port),
        '--bind',
        '127.0.0.1',
        '--save',
        '',
        '--appendonly',
        'no',
      ]);
      await new Promise<void>((resolve, reject) => {
        let output = '';
        redis.stdout?.on('data', (chunk: Buffer) => {
          output += chunk.toString();
          if (/Ready to accept connections/.test(output)) resolve();
        });
        redis.once('exit', (code) =>
          reject(new Error(`redis-server exited with ${code}:\n${output}`)),
        );
      });
      process.env.REDIS_URL = `redis://127.0.0.1:${port}`;
    }, 30_000);

    afterAll(async () => {
      delete process.env.REDIS_URL;
      for (const copy of replicas) await copy.resetThrottles();
      redis?.kill();
    });

    it('refuses on one process the attempt after 10 failures counted by another', async () => {
      const first = await replica();
      const second = await replica();
      replicas.push(first, second);
      expect(first.consumeAttempt).not.toBe(second.consumeAttempt);
      const request = loginRequest('203.0.113.50');
      for (let attempt = 1; attempt <= 10; attempt += 1) {
        const counter = attempt % 2 ? first : second;
        expect(await counter.consumeAttempt('login', request, 'shared@example.com')).toEqual({
          blocked: false,
        });
      }
      const refused = await second.consumeAttempt('login', request, 'shared@example.com');
      expect(refused).toEqual({ blocked: true, retryAfterSeconds: 900 });
      expect(await first.consumeAttempt('login', request, 'shared@example.com')).toMatchObject({
        blocked: true,
      });

      // A success on either process clears the account for both.
      await first.recordLoginSuccess(request, 'other@example.com');
      for (let attempt = 1; attempt <= 9; attempt += 1) {
        await second.consumeAttempt('login', request, 'other@example.com');
      }
      await first.recordLoginSuccess(request, 'other@example.com');
      for (let attempt = 1; attempt <= 10; attempt += 1) {
        expect(await second.consumeAttempt('login', request, 'other@example.com')).toEqual({
          blocked: false,
        });
      }
    });

    it('counts in memory, after a second, while Redis stops answering', async () => {
      vi.stubEnv('THROTTLE_LOGIN_ACCOUNT', '2/60');
      const copy = await replica();
      replicas.push(copy);
      // Per account only (no address), so each attempt is one count.
      const request = new Request('http://site.test/login');
      await copy.consumeAttempt('login', request, 'connected@example.com');
      redis.kill('SIGSTOP');
      try {
        const started = Date.now();
        for (let attempt = 1; attempt <= 2; attempt += 1) {
          expect(await copy.consumeAttempt('login', request, 'frozen@example.com')).toEqual({
            blocked: false,
          });
        }
        expect(await copy.consumeAttempt('login', request, 'frozen@example.com')).toEqual({
          blocked: true,
          retryAfterSeconds: 60,
        });
        // Each count waited a second for Redis, no more.
        expect(Date.now() - started).toBeLessThan(5_000);
      } finally {
        redis.kill('SIGCONT');
      }
    });

    it('keeps counting in memory when Redis cannot be reached, without waiting for it', async () => {
      const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      process.env.REDIS_URL = 'redis://:not-for-the-log@127.0.0.1:1';
      const down = await replica();
      replicas.push(down);
      const request = loginRequest('203.0.113.51');
      const started = Date.now();
      for (let attempt = 1; attempt <= 10; attempt += 1) {
        expect(await down.consumeAttempt('login', request, 'alone@example.com')).toEqual({
          blocked: false,
        });
      }
      expect(await down.consumeAttempt('login', request, 'alone@example.com')).toMatchObject({
        blocked: true,
      });
      // The first count waited for the connection at most 2 s; the others did not wait.
      expect(Date.now() - started).toBeLessThan(5_000);
      // Said once, naming the host and not the password.
      const said = errors.mock.calls
        .map(([line]) => String(line))
        .filter((line) => /Redis/.test(line));
      expect(said).toEqual([expect.stringContaining('Redis (127.0.0.1:1) unavailable')]);
      expect(said.join()).not.toContain('not-for-the-log');
      errors.mockRestore();
    });
  },
);

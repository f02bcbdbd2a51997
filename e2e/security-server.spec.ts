import type { ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures.ts';
import { freePort, startSite, stopProcesses, type Started } from './processes.ts';
import { cookiesSet, isTokenCookie, rawRequest, streamPost } from './security/helpers.ts';
import { apiUrl, registerViaApi } from './support.ts';

// The attack suite's findings that need a site server of their own (security.spec.ts has the rest):
// throttling (8), whose counts must not be the shared e2e server's, and the 150 MB body (7), whose
// memory is measured on the server process. It talks to the e2e reference API, with fresh accounts,
// and runs with COOKIE_SECURE=false: the cookie's plain name and no HSTS (9, the other side).

/** The peak resident memory of a process so far, in MB (Linux: VmHWM of /proc/<pid>/status). */
function peakMemoryMb(pid: number): number | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = /^VmHWM:\s+(\d+)\s+kB/m.exec(status)?.[1];
    return kb ? Number(kb) / 1024 : null;
  } catch {
    return null;
  }
}

test.describe('a site server of its own', () => {
  // In order, on one server; a failure does not skip the tests after it.
  test.describe.configure({ mode: 'default', timeout: 60_000 });

  const children: ChildProcess[] = [];
  let site: Started;
  let base: string;

  test.beforeAll(async () => {
    test.setTimeout(60_000);
    const port = await freePort();
    base = `http://localhost:${port}`;
    site = await startSite(children, {
      PORT: String(port),
      API_URL: apiUrl,
      SOCKET_URL: apiUrl,
      SITE_URL: base,
      COOKIE_SECURE: 'false',
      API_DEADLINE_MS: '15000',
    });
  });

  test.afterEach(async () => {
    const info = test.info();
    if (info.status !== info.expectedStatus) {
      await info.attach('site server output', { body: site.output(), contentType: 'text/plain' });
    }
  });

  test.afterAll(async () => {
    await stopProcesses(children);
  });

  /** A form post as the site's own page sends it. */
  const post = (path: string, form: Record<string, string>) =>
    fetch(`${base}${path}`, {
      method: 'POST',
      headers: { Origin: base, Accept: 'text/html' },
      body: new URLSearchParams(form),
      redirect: 'manual',
    });

  const retryAfterSeconds = (response: Response) => Number(response.headers.get('retry-after'));

  test('8. fifteen wrong passwords for one account are throttled, and then the right one is refused too', async ({
    request,
  }) => {
    for (const path of ['/login', '/session/login']) {
      const person = await registerViaApi(request, 'throttled');
      const statuses: number[] = [];
      let throttled: Response | null = null;
      for (let attempt = 0; attempt < 15; attempt += 1) {
        const answer = await post(path, { email: person.email, password: `wrong-${attempt}` });
        statuses.push(answer.status);
        if (answer.status === 429) throttled = answer;
        await answer.body?.cancel();
      }
      expect(statuses, path).toContain(429);
      // Refused attempts stay refused: no success in between.
      expect(statuses.slice(statuses.indexOf(429)), path).toEqual(
        statuses.slice(statuses.indexOf(429)).map(() => 429),
      );
      expect(retryAfterSeconds(throttled!), `${path}: Retry-After`).toBeGreaterThan(0);

      const right = await post(path, { email: person.email, password: person.password });
      expect(right.status, `${path}: the right password while throttled`).toBe(429);
      expect(retryAfterSeconds(right)).toBeGreaterThan(0);
      expect(await right.text()).toMatch(/too many|try again/i);
      expect(
        [...cookiesSet(right.headers.getSetCookie()).keys()].some(isTokenCookie),
        `${path}: no session`,
      ).toBe(false);
    }
  });

  test('8. twenty reset requests for one address do not all send a mail', async ({ request }) => {
    const person = await registerViaApi(request, 'reset-flood');
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 20; attempt += 1) {
      const answer = await post('/forgot-password', { email: person.email });
      statuses.push(answer.status);
      await answer.body?.cancel();
    }
    const outbox = await request.get(`${apiUrl}/dev/outbox`, { params: { to: person.email } });
    const sent = ((await outbox.json()) as { data: unknown[] }).data.length;
    expect(sent, 'the first requests are served').toBeGreaterThan(0);
    expect(sent, `mails sent for 20 requests (answers ${statuses.join(' ')})`).toBeLessThan(20);
    expect(statuses).toContain(429);
  });

  test('7. a 150 MB body to a path the door does not know is refused before it is read', async () => {
    const before = peakMemoryMb(site.child.pid!);
    const total = 150 * 1024 * 1024;
    // As the attacker sent it (no Origin: refused as cross-site), and as a page of the site would
    // (past the origin check: the door knows no such call).
    for (const headers of [{}, { Origin: base }] as Record<string, string>[]) {
      const unknown = await streamPost(base, '/api/nope', total, {
        'Content-Type': 'application/octet-stream',
        ...headers,
      });
      const label = `POST /api/nope ${JSON.stringify(headers)}`;
      expect([403, 404, 413], label).toContain(unknown.status);
      if ('Origin' in headers) expect(unknown.status, label).toBe(404);
      expect(unknown.bytesAtAnswer, `${label}: bytes sent before the answer`).toBeLessThan(
        16 * 1024 * 1024,
      );
      expect(unknown.ms, label).toBeLessThan(5_000);
    }

    // A call the door does take, with more than its 1 MB of JSON: 413 once the cap is passed.
    const tooLarge = await streamPost(base, '/api/opt-in', total, {
      'Content-Type': 'application/json',
      Origin: base,
    });
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.bytesAtAnswer).toBeLessThan(16 * 1024 * 1024);
    expect(tooLarge.ms).toBeLessThan(5_000);

    const after = peakMemoryMb(site.child.pid!);
    if (before !== null && after !== null) {
      expect(
        after - before,
        `peak memory ${before.toFixed(0)} → ${after.toFixed(0)} MB`,
      ).toBeLessThan(64);
    }
    // The server is still well.
    expect((await rawRequest(base, '/about', { headers: { Accept: 'text/html' } })).status).toBe(
      200,
    );
  });

  test('9. without the Secure cookie, no HSTS and the cookie keeps its plain name', async ({
    request,
  }) => {
    const page = await rawRequest(base, '/', { headers: { Accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(page.headers['content-security-policy']).toBeTruthy();
    expect(page.headers['strict-transport-security']).toBeUndefined();

    const person = await registerViaApi(request, 'plain-cookie');
    const signedIn = await post('/login', { email: person.email, password: person.password });
    expect(signedIn.status).toBe(302);
    const names = [...cookiesSet(signedIn.headers.getSetCookie()).keys()];
    expect(names).toContain('trellis_token');
    expect(signedIn.headers.getSetCookie().join('\n')).not.toMatch(/;\s*secure/i);
  });
});

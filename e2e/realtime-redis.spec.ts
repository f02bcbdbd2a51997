import { spawnSync, type ChildProcess } from 'node:child_process';
import { expect, test } from './fixtures.ts';
import { demoPassword } from '../api/seed/accounts.ts';
import { freePort, startProcess, startSite, stopProcesses } from './processes.ts';
import { demo, logIn } from './support.ts';

// Project messages across API processes (docs/scaling.md): two reference API processes share
// socket.io rooms through Redis (Debian's redis-server). A browser signed in on a site that talks to
// the first process sees, live, a message the designer sends through the second.

const hasRedisServer = spawnSync('redis-server', ['--version']).status === 0;
const skipReason = hasRedisServer
  ? null
  : 'redis-server is not on PATH (apt-get install redis-server; npm test installs it where it can)';

test.describe('project messages through Redis', () => {
  test.skip(skipReason !== null, `skipped: ${skipReason}`);
  // One journey over processes of its own.
  test.describe.configure({ mode: 'serial', timeout: 180_000 });

  const children: ChildProcess[] = [];
  let first: string;
  let second: string;
  let site: string;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    const redisPort = await freePort();
    await startProcess(
      children,
      'redis-server',
      ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      /Ready to accept connections/,
    );
    // Each process has its own in-memory database, seeded alike: design 2 and its conversations have
    // the same ids in both. What they share is the rooms.
    const startApi = async () =>
      (
        await startProcess(
          children,
          process.execPath,
          ['--import', 'tsx', 'api/server.ts'],
          /Reference API listening on (http:\/\/\S+)/,
          {
            API_PORT: '0',
            API_HOST: '127.0.0.1',
            API_DATA_DIR: 'memory',
            REDIS_URL: `redis://127.0.0.1:${redisPort}`,
          },
        )
      ).match[1]!;
    [first, second] = await Promise.all([startApi(), startApi()]);
    const sitePort = await freePort();
    site = `http://localhost:${sitePort}`;
    await startSite(children, {
      PORT: String(sitePort),
      API_URL: first,
      SOCKET_URL: first,
      SITE_URL: site,
    });
  });

  test.afterAll(async () => {
    await stopProcesses(children);
  });

  test('a message sent through one API process reaches a browser connected to the other', async ({
    browser,
  }) => {
    const context = await browser.newContext({ baseURL: site });
    const page = await context.newPage();
    await logIn(page, demo('customer').email);
    await page.goto('/account/designs/2');
    const block = page.getByRole('region', { name: 'Project Messages' });
    await block
      .getByRole('button')
      .filter({ hasText: /The two along the fence/ })
      .click({ timeout: 20_000 });
    const log = block.getByRole('log', { name: 'Messages' });
    await expect(log).toBeVisible();

    // The designer writes through the second process.
    const login = await fetch(`${second}/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: demo('coach').email, password: demoPassword }),
    });
    const { access_token: token } = (await login.json()) as { access_token: string };
    const text = `Sent through the other process (${Date.now()})`;
    const sent = await fetch(`${second}/designs/2/conversations/1`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({ message: text }),
    });
    expect(sent.status).toBe(201);
    await expect(log.getByText(text)).toBeVisible({ timeout: 10_000 });
    await context.close();
  });
});

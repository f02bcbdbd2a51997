import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { demoPassword } from '../api/seed/accounts.ts';
import { demo, logIn } from './support.ts';

// Project messages across API processes (docs/scaling.md): two reference API processes share
// socket.io rooms through Redis (Debian's redis-server). A browser signed in on a site that talks to
// the first process sees, live, a message the designer sends through the second.

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const hasRedisServer = spawnSync('redis-server', ['--version']).status === 0;
const skipReason = hasRedisServer
  ? null
  : 'redis-server is not on PATH (apt-get install redis-server; npm test installs it where it can)';

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

/** Starts a process and waits for a line of its output that matches `ready`. */
function startProcess(
  children: ChildProcess[],
  command: string,
  args: string[],
  ready: RegExp,
  env: NodeJS.ProcessEnv = {},
): Promise<RegExpMatchArray> {
  const child = spawn(command, args, { cwd: repoRoot, env: { ...process.env, ...env } });
  children.push(child);
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = ready.exec(output);
      if (match) resolve(match);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) =>
      reject(new Error(`${command} exited with ${code} before it was ready:\n${output}`)),
    );
  });
}

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
      )[1]!;
    [first, second] = await Promise.all([startApi(), startApi()]);
    const sitePort = await freePort();
    site = `http://localhost:${sitePort}`;
    await startProcess(
      children,
      // The server itself, not through npx: stopping npx would leave it running.
      path.join(repoRoot, 'node_modules/.bin/react-router-serve'),
      ['./build/server/index.js'],
      /react-router-serve\]? http/,
      {
        PORT: String(sitePort),
        NODE_ENV: 'production',
        API_URL: first,
        SOCKET_URL: first,
        SITE_URL: site,
      },
    );
  });

  test.afterAll(async () => {
    await Promise.all(
      children.reverse().map(
        (child) =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null) return resolve();
            child.once('exit', () => resolve());
            child.kill('SIGTERM');
          }),
      ),
    );
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

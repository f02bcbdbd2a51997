// @vitest-environment node
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { conversationRoom, designRoom } from '#src/lib/api/rooms.ts';
import type { ConversationWire, LoginResponse, MessageWire } from '#src/lib/api/types.ts';
import { createApiServer } from './app.ts';
import { hashToken, issueToken } from './auth/tokens.ts';
import { redisAdapterPackages } from './redisAdapter.ts';
import type { RealtimeTicketWire } from './routes/realtime.ts';
import { demoPassword } from './seed/accounts.ts';
import { bearer, startTestApi, type TestApi } from './testing/startTestApi.ts';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 300_000 });

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

async function packagesInstalled(): Promise<boolean> {
  const names = ['redis', '@socket.io/redis-adapter'];
  try {
    for (const name of names) await import(/* @vite-ignore */ name);
    return true;
  } catch {
    return false;
  }
}

const hasRedisServer = spawnSync('redis-server', ['--version']).status === 0;
const hasPackages = await packagesInstalled();
const skipReason = !hasRedisServer
  ? 'skipped: redis-server is not on PATH (apt-get install redis-server)'
  : !hasPackages
    ? `skipped: ${redisAdapterPackages.join(' and ')} are not installed`
    : null;
if (skipReason) console.warn(`Redis adapter test ${skipReason}`);

describe('REDIS_URL', () => {
  it('fails the start loudly when the adapter cannot be used, instead of keeping rooms per process', async () => {
    // Nothing listens on port 1: without the packages the import fails, with them the connection.
    await expect(createApiServer({ seed: false, redisUrl: 'redis://127.0.0.1:1' })).rejects.toThrow(
      /REDIS_URL is set but/,
    );
  });
});

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
  command: string,
  args: string[],
  ready: RegExp,
  env: NodeJS.ProcessEnv = {},
): Promise<{ child: ChildProcess; match: RegExpMatchArray }> {
  const child = spawn(command, args, { cwd: repoRoot, env: { ...process.env, ...env } });
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = ready.exec(output);
      if (match) resolve({ child, match });
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) =>
      reject(new Error(`${command} exited with ${code} before it was ready:\n${output}`)),
    );
  });
}

describe.skipIf(skipReason !== null)(
  `two API processes sharing rooms through Redis${skipReason ? ` (${skipReason})` : ''}`,
  () => {
    const children: ChildProcess[] = [];
    const sockets: Socket[] = [];
    let first: string;
    let second: string;
    let redisUrl: string;

    beforeAll(async () => {
      const redisPort = await freePort();
      const redis = await startProcess(
        'redis-server',
        ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
        /Ready to accept connections/,
      );
      children.push(redis.child);
      redisUrl = `redis://127.0.0.1:${redisPort}`;
      // Each process has its own in-memory database (PGlite opens a directory from one process
      // only): both seed the same demo data, so the designs and their conversations have the same ids in
      // both. What they share is the rooms.
      const startApi = async () => {
        const api = await startProcess(
          process.execPath,
          ['--import', 'tsx', 'api/server.ts'],
          /Reference API listening on (http:\/\/\S+)/,
          { API_PORT: '0', API_DATA_DIR: 'memory', REDIS_URL: redisUrl },
        );
        children.push(api.child);
        return api.match[1]!;
      };
      [first, second] = await Promise.all([startApi(), startApi()]);
    });

    afterAll(async () => {
      for (const socket of sockets) socket.disconnect();
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

    const login = async (baseUrl: string, email: string) => {
      const response = await fetch(`${baseUrl}/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email, password: demoPassword }),
      });
      return ((await response.json()) as LoginResponse).access_token;
    };

    /** A connection with the person's bearer token, or an anonymous one without. */
    async function socketOn(
      baseUrl: string,
      token?: string,
      auth: Record<string, string> = token ? { token } : {},
    ): Promise<Socket> {
      const socket = connect(baseUrl, { transports: ['websocket'], forceNew: true, auth });
      sockets.push(socket);
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', resolve);
        socket.once('connect_error', reject);
      });
      return socket;
    }

    it('delivers a message posted to one process to a client connected to the other', async () => {
      const coachOnSecond = await socketOn(second, await login(second, 'coach@trellis.test'));
      // The seeded open conversation (on design 2) is the first one written.
      await expect(coachOnSecond.emitWithAck('join', conversationRoom(1))).resolves.toEqual({
        ok: true,
      });
      const received = new Promise<MessageWire>((resolve) =>
        coachOnSecond.once('newMessage', resolve),
      );
      const response = await fetch(`${first}/designs/2/conversations/1`, {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${await login(first, 'customer@trellis.test')}`,
          'Content-Type': 'application/json',
        },
        body: JSON.stringify({ message: 'Sent through the first process' }),
      });
      expect(response.status).toBe(201);
      const sent = ((await response.json()) as { data: MessageWire }).data;
      await expect(received).resolves.toEqual(sent);
    });

    it('delivers to the other process only the connections whose person may read the conversation', async () => {
      // The process that delivers checks every receiving connection, its own and the other's.
      const coachOnSecond = await socketOn(second, await login(second, 'coach@trellis.test'));
      const anonymousOnSecond = await socketOn(second);
      const ownerOnSecond = await socketOn(second, await login(second, 'owner@trellis.test'));
      await coachOnSecond.emitWithAck('join', conversationRoom(1));
      const heard: unknown[] = [];
      for (const socket of [anonymousOnSecond, ownerOnSecond]) {
        socket.onAny((event: string, payload: unknown) => heard.push([event, payload]));
        for (let id = 1; id <= 20; id++) {
          const ack = (await socket.emitWithAck('join', conversationRoom(id))) as { ok: boolean };
          expect(ack.ok).toBe(false);
        }
      }
      const received = new Promise<MessageWire>((resolve) =>
        coachOnSecond.once('newMessage', resolve),
      );
      const response = await fetch(`${first}/designs/2/conversations/1`, {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${await login(first, 'customer@trellis.test')}`,
          'Content-Type': 'application/json',
        },
        body: JSON.stringify({ message: 'The gate code is 4711' }),
      });
      expect(response.status).toBe(201);
      await received;
      // A round trip on each connection: whatever was sent to it before has arrived by now.
      await anonymousOnSecond.emitWithAck('leave', 'nothing');
      await ownerOnSecond.emitWithAck('leave', 'nothing');
      expect(heard).toEqual([]);
    });

    it("announces a conversation started on one process to the design's room on the other", async () => {
      const customerOnSecond = await socketOn(second, await login(second, 'customer@trellis.test'));
      await customerOnSecond.emitWithAck('join', designRoom(1));
      const announced = new Promise<ConversationWire>((resolve) =>
        customerOnSecond.once('newConversation', resolve),
      );
      // An admin may start a conversation on any design (design 1 is seeded before its designer).
      const adminToken = await login(first, 'admin@trellis.test');
      const customerId = (
        (await (
          await fetch(`${first}/designs/1/recipients`, {
            headers: { Authorization: `Bearer ${adminToken}` },
          })
        ).json()) as { data: { id: number; prefix: string }[] }
      ).data.find((recipient) => recipient.prefix === 'Customer')!.id;
      const response = await fetch(`${first}/designs/1/conversations`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${adminToken}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({
          receivers: [customerId],
          message: 'A new thread, across processes',
        }),
      });
      expect(response.status).toBe(201);
      const conversation = ((await response.json()) as { data: ConversationWire }).data;
      await expect(announced).resolves.toEqual(conversation);
    });

    /** A connection as the browser makes it: with a ticket asked with `token` from `baseUrl`. */
    async function ticketSocketOn(baseUrl: string, token: string): Promise<Socket> {
      const response = await fetch(`${baseUrl}/realtime/ticket`, {
        method: 'POST',
        ...bearer(token),
      });
      expect(response.status).toBe(201);
      const { ticket } = ((await response.json()) as { data: RealtimeTicketWire }).data;
      return socketOn(baseUrl, undefined, { ticket });
    }

    /** Why the connection ended, or `'still connected'` when it has not within `ms`. */
    const endOf = (socket: Socket, ms = 5_000) =>
      new Promise<string>((resolve) => {
        const timer = setTimeout(() => resolve('still connected'), ms);
        socket.once('disconnect', (reason) => {
          clearTimeout(timer);
          resolve(reason);
        });
      });

    const logout = (baseUrl: string, token: string) =>
      fetch(`${baseUrl}/logout`, { method: 'POST', ...bearer(token) });

    it('ends a connection with its session: after the logout, a message posted to the other process does not reach it', async () => {
      const session = await login(second, 'customer@trellis.test');
      const customerOnSecond = await ticketSocketOn(second, session);
      const adminOnSecond = await socketOn(second, await login(second, 'admin@trellis.test'));
      for (const socket of [customerOnSecond, adminOnSecond]) {
        await expect(socket.emitWithAck('join', conversationRoom(1))).resolves.toEqual({
          ok: true,
        });
      }
      const heard: unknown[] = [];
      customerOnSecond.onAny((event: string, payload: unknown) => heard.push([event, payload]));
      const ended = endOf(customerOnSecond);
      expect((await logout(second, session)).status).toBe(204);

      const toAdmin = new Promise<MessageWire>((resolve) =>
        adminOnSecond.once('newMessage', resolve),
      );
      const response = await fetch(`${first}/designs/2/conversations/1`, {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${await login(first, 'coach@trellis.test')}`,
          'Content-Type': 'application/json',
        },
        body: JSON.stringify({ message: 'The gate code is 4711' }),
      });
      expect(response.status).toBe(201);
      await toAdmin;
      if (customerOnSecond.connected) {
        // Only without the fix: a round trip, so whatever was sent to it has arrived.
        await customerOnSecond.emitWithAck('leave', 'nothing');
      }
      expect(heard).toEqual([]);
      await expect(ended).resolves.toBe('io server disconnect');
    });

    describe('processes with a database each', () => {
      // In this process, so the test can read and write both databases: token ids are per database.
      const apis: TestApi[] = [];
      afterAll(() => Promise.all(apis.map((api) => api.close())));

      it("end the connections of their own sessions only: a logout on one does not end the other's connection with the same token id", async () => {
        const [one, two] = await Promise.all([
          startTestApi({ redisUrl }),
          startTestApi({ redisUrl }),
        ]);
        apis.push(one!, two!);
        const customerId = await one!.userId('customer@trellis.test');

        const sessionOnTwo = await two!.login('customer@trellis.test', demoPassword);
        const customerOnTwo = await ticketSocketOn(two!.baseUrl, sessionOnTwo);
        await expect(customerOnTwo.emitWithAck('join', conversationRoom(1))).resolves.toEqual({
          ok: true,
        });
        // A token on the first database with the same id as the customer's on the second.
        const { rows } = await two!.db.query<{ id: number }>(
          'SELECT id FROM tokens WHERE token_hash = $1',
          [hashToken(sessionOnTwo)],
        );
        const tokenId = rows[0]!.id;
        const { access_token: sessionOnOne } = await issueToken(one!.db, customerId);
        await one!.db.query('DELETE FROM tokens WHERE id = $1 AND token_hash <> $2', [
          tokenId,
          hashToken(sessionOnOne),
        ]);
        await one!.db.query('UPDATE tokens SET id = $1 WHERE token_hash = $2', [
          tokenId,
          hashToken(sessionOnOne),
        ]);
        await one!.db.query(
          "SELECT setval(pg_get_serial_sequence('tokens', 'id'), (SELECT max(id) FROM tokens))",
        );
        const coachOnOne = await one!.login('coach@trellis.test', demoPassword);

        const notEnded = endOf(customerOnTwo, 1_000);
        expect((await logout(one!.baseUrl, sessionOnOne)).status).toBe(204);
        await expect(notEnded).resolves.toBe('still connected');
        // And the first process, which cannot check the second's tokens, still delivers to it.
        const received = new Promise<MessageWire>((resolve) =>
          customerOnTwo.once('newMessage', resolve),
        );
        const response = await one!.request('/designs/2/conversations/1', {
          method: 'POST',
          headers: { Authorization: `Bearer ${coachOnOne}`, 'Content-Type': 'application/json' },
          body: JSON.stringify({ message: 'Across databases' }),
        });
        expect(response.status).toBe(201);
        await expect(received).resolves.toMatchObject({ message: 'Across databases' });

        const ended = endOf(customerOnTwo);
        expect((await logout(two!.baseUrl, sessionOnTwo)).status).toBe(204);
        await expect(ended).resolves.toBe('io server disconnect');
      });
    });
  },
);

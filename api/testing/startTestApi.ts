import type { AddressInfo } from 'node:net';
import type { LoginResponse } from '#src/lib/api/types.ts';
import { createApiServer, type ApiServer, type ApiServerOptions } from '../app.ts';
import { isMemoryDataDir, type Database } from '../db/database.ts';
import { openMigratedDatabase, openSeededDatabase } from './seededDatabase.ts';

export interface TestApi extends ApiServer {
  baseUrl: string;
  /** fetch against the running server, with a path like `/pages/get-by-slug?slug=home`. */
  request(path: string, init?: RequestInit): Promise<Response>;
  /** POST /login and the bearer token it answers. */
  login(email: string, password: string): Promise<string>;
  /** The id of the account with that e-mail address (throws when there is none). */
  userId(email: string): Promise<number>;
}

/**
 * The in-memory database the API would open, migrate and seed with these options, opened from a
 * template (api/testing/seededDatabase.ts); undefined for a data directory on disk, which the API opens
 * itself as `npm start` does.
 */
function templateDatabase({
  db,
  dataDir = 'memory://',
  seed = true,
  seedE2E = false,
  siteUrl,
}: ApiServerOptions): Promise<Database> | undefined {
  if (db || !isMemoryDataDir(dataDir)) return undefined;
  return seed ? openSeededDatabase({ e2e: seedE2E, siteUrl }) : openMigratedDatabase();
}

/** Starts the reference API on a free port (in-memory database unless told otherwise). */
export async function startTestApi(options: ApiServerOptions = {}): Promise<TestApi> {
  const db = await templateDatabase(options);
  const api = await createApiServer({ dataDir: 'memory://', ...options, ...(db ? { db } : {}) });
  await new Promise<void>((resolve) => api.httpServer.listen(0, '127.0.0.1', resolve));
  const { port } = api.httpServer.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}`;
  const request = (path: string, init?: RequestInit) => fetch(`${baseUrl}${path}`, init);
  return {
    ...api,
    baseUrl,
    request,
    async login(email, password) {
      const response = await request('/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email, password }),
      });
      if (response.status !== 200) throw new Error(`Login failed with ${response.status}`);
      return ((await response.json()) as LoginResponse).access_token;
    },
    async userId(email) {
      const { rows } = await api.db.query<{ id: number }>(
        'SELECT id FROM users WHERE lower(email) = lower($1)',
        [email],
      );
      if (!rows[0]) throw new Error(`No user ${email}`);
      return rows[0].id;
    },
  };
}

export const jsonBody = (body: unknown): RequestInit => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify(body),
});

export const bearer = (token: string, headers: Record<string, string> = {}): RequestInit => ({
  headers: { Authorization: `Bearer ${token}`, ...headers },
});

/** A JSON request with a method (PUT, DELETE…) and, optionally, a bearer token. */
export const jsonRequest = (method: string, body: unknown, token?: string): RequestInit => ({
  method,
  headers: {
    'Content-Type': 'application/json',
    ...(token ? { Authorization: `Bearer ${token}` } : {}),
  },
  body: JSON.stringify(body),
});

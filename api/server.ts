import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createApiServer, defaultSiteUrl } from './app.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const port = Number(process.env.API_PORT ?? 4000);
const host = process.env.API_HOST ?? '127.0.0.1';
const rawDataDir = process.env.API_DATA_DIR?.trim();
// 'memory' keeps nothing between runs; any other value is a directory, relative to the repository.
const dataDir = !rawDataDir
  ? path.join(repoRoot, '.data', 'api')
  : rawDataDir === 'memory' || rawDataDir.startsWith('memory://')
    ? 'memory'
    : path.resolve(repoRoot, rawDataDir);
const corsOrigins = (process.env.API_CORS_ORIGINS ?? '')
  .split(',')
  .map((origin) => origin.trim())
  .filter(Boolean);

if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`API_PORT must be a port number, not "${process.env.API_PORT}"`);
  process.exit(1);
}

const siteUrl = process.env.SITE_URL?.trim() || defaultSiteUrl;
// The outbox (GET /dev/outbox) shows reset and invitation links: turn it off wherever real people sign up.
const exposeOutbox = process.env.API_OUTBOX?.trim().toLowerCase() !== 'off';

const api = await createApiServer({
  dataDir,
  seed: true,
  seedE2E: process.env.API_SEED_E2E === '1',
  log: (line) => console.log(line),
  corsOrigins,
  siteUrl,
  exposeOutbox,
});

api.httpServer.on('error', (error) => {
  console.error(`Reference API could not listen on ${host}:${port}: ${error.message}`);
  void api.close().finally(() => process.exit(1));
});

api.httpServer.listen(port, host, () => {
  const address = api.httpServer.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  console.log(`Reference API listening on http://${host}:${actualPort}`);
});

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    api.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('Reference API did not close cleanly:', error);
        process.exit(1);
      },
    );
  });
}

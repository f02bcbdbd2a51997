// Processes for `npm run bench`: the reference API and production site servers on loopback, started
// from this checkout and stopped when the bench exits. Shared by every part of the bench.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const children = new Set();
const stopAll = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('exit', stopAll);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopAll();
    process.exit(130);
  });
}

/** Starts a child process from the repository root; it is stopped when the bench exits. */
export function startProcess(command, args, env = {}) {
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => {
    stderr = (stderr + chunk).slice(-4000);
  });
  children.add(child);
  child.once('exit', () => children.delete(child));
  return {
    child,
    pid: child.pid,
    stderr: () => stderr,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', resolve);
        child.kill('SIGTERM');
      }),
  };
}

/** Resolves once `url` answers 2xx (or rejects after `timeoutMs`). */
export async function waitFor(url, timeoutMs = 60_000) {
  const started = Date.now();
  for (;;) {
    try {
      const response = await fetch(url);
      await response.arrayBuffer();
      if (response.ok) return;
    } catch {
      // not up yet
    }
    if (Date.now() - started > timeoutMs) throw new Error(`${url} did not come up`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The reference API with in-memory data and the e2e pages (the bench's long pages among them). */
export async function startApi(port) {
  const api = startProcess(process.execPath, ['--import', 'tsx', 'api/server.ts'], {
    API_PORT: String(port),
    API_DATA_DIR: 'memory',
    API_SEED_E2E: '1',
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/site-options`);
  return { ...api, url };
}

/** One production site server (scripts/serve.mjs on build/) against `apiUrl`. */
export async function startSite(port, apiUrl, env = {}) {
  const site = startProcess(
    process.execPath,
    [path.join(root, 'scripts/serve.mjs'), './build/server/index.js'],
    {
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      API_URL: apiUrl,
      SITE_URL: `http://127.0.0.1:${port}`,
      ...env,
    },
  );
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/`);
  return { ...site, url };
}

/** Resident memory of a process in MB (Linux), or null where /proc is missing. */
export function residentMb(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
    return Number.isFinite(kb) ? Math.round(kb / 102.4) / 10 : null;
  } catch {
    return null;
  }
}

export const median = (values) => {
  const sorted = [...values].filter((v) => typeof v === 'number').sort((a, b) => a - b);
  if (!sorted.length) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

export const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};

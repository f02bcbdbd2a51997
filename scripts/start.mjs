#!/usr/bin/env node
// `npm start`: builds the site and its Storybook when their sources changed, starts the reference API
// (unless API_URL points elsewhere) and the server-rendered site, and prints the address. `npm run dev`
// does the same with the Vite dev server instead of the production build (and serves whatever
// Storybook was built last: docs/editor-tools.md).
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dev = process.argv.includes('--dev');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const port = Number(process.env.PORT ?? 3000);
const children = [];

function sourceStamp() {
  const hash = createHash('sha1');
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else hash.update(`${full}:${statSync(full).mtimeMs}:${statSync(full).size}`);
    }
  };
  for (const dir of ['site', 'src', 'sections', 'public', '.storybook']) walk(path.join(root, dir));
  for (const file of [
    'registry.ts',
    'vite.config.ts',
    'react-router.config.ts',
    'package-lock.json',
  ]) {
    const full = path.join(root, file);
    if (existsSync(full)) hash.update(`${file}:${statSync(full).mtimeMs}`);
  }
  return hash.digest('hex');
}

function buildIfNeeded() {
  const stampFile = path.join(root, 'build', '.source-stamp');
  const stamp = sourceStamp();
  const built = existsSync(path.join(root, 'build', 'server', 'index.js'));
  if (built && existsSync(stampFile) && readFileSync(stampFile, 'utf8') === stamp) return;
  // The site, then Storybook into build/storybook, which the site serves to editors at /storybook/.
  console.log('Building the site and its Storybook…');
  const result = spawnSync('npm', ['run', '--silent', 'build'], {
    cwd: root,
    stdio: 'inherit',
    shell: process.platform === 'win32',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
  writeFileSync(stampFile, stamp);
}

function waitForPort(host, portToCheck, timeoutMs = 30_000) {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const attempt = () => {
      const socket = net.connect(portToCheck, host);
      socket.once('connect', () => {
        socket.end();
        resolve();
      });
      socket.once('error', () => {
        socket.destroy();
        if (Date.now() - started > timeoutMs)
          reject(new Error(`Nothing listens on ${host}:${portToCheck}`));
        else setTimeout(attempt, 150);
      });
    };
    attempt();
  });
}

function run(command, args, env) {
  const child = spawn(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  children.push(child);
  child.on('exit', (code, signal) => {
    if (!shuttingDown) {
      console.error(`${path.basename(command)} stopped (${signal ?? code}); stopping Trellis.`);
      shutdown(code ?? 1);
    }
  });
  return child;
}

let shuttingDown = false;
function shutdown(code = 0) {
  shuttingDown = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500).unref();
}
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));

const env = {};
if (!process.env.API_URL) {
  const apiPort = Number(process.env.API_PORT ?? 4000);
  env.API_URL = `http://127.0.0.1:${apiPort}`;
  // node --import tsx (not the tsx wrapper) so SIGTERM reaches the server and it closes cleanly.
  run(process.execPath, ['--import', 'tsx', 'api/server.ts'], {
    API_PORT: String(apiPort),
    API_HOST: '127.0.0.1',
    // The links in the e-mails the API writes to its outbox (password reset, welcome) open this site.
    SITE_URL: process.env.SITE_URL ?? `http://localhost:${port}`,
  });
  await waitForPort('127.0.0.1', apiPort);
} else {
  console.log(`Using the API at ${process.env.API_URL} (no reference API started).`);
}

if (dev) {
  run(bin('react-router'), ['dev', '--port', String(port)], env);
} else {
  buildIfNeeded();
  run(process.execPath, ['scripts/serve.mjs', './build/server/index.js'], {
    ...env,
    NODE_ENV: 'production',
    PORT: String(port),
  });
  await waitForPort('127.0.0.1', port).catch(() => waitForPort('localhost', port));
  console.log(`\n  Trellis is running at http://localhost:${port}\n`);
}

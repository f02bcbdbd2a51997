#!/usr/bin/env node
// `npm run bench`: server-render timings of the production build against a fresh in-memory reference
// API on this machine. Reports React's render time (the Server-Timing header) and the whole request
// (API calls included) for the home page and a page of fifty sections. Run `npm run build` first.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const apiPort = 4200;
const sitePort = 3200;
const runs = Number(process.env.BENCH_RUNS ?? 100);
const pages = ['/', '/e2e/fifty-sections'];

if (!existsSync(path.join(root, 'build/server/index.js'))) {
  console.error('No build: run `npm run build` first.');
  process.exit(1);
}

const children = [];
function start(command, args, env) {
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: 'ignore',
  });
  children.push(child);
  return child;
}
const stopAll = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('exit', stopAll);

async function waitFor(url, timeoutMs = 60_000) {
  const started = Date.now();
  for (;;) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    if (Date.now() - started > timeoutMs) throw new Error(`${url} did not come up`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};

start(process.execPath, ['--import', 'tsx', 'api/server.ts'], {
  API_PORT: String(apiPort),
  API_DATA_DIR: 'memory',
  API_SEED_E2E: '1',
});
await waitFor(`http://127.0.0.1:${apiPort}/site-options`);
start(
  process.execPath,
  [path.join(root, 'node_modules/@react-router/serve/bin.js'), './build/server/index.js'],
  {
    PORT: String(sitePort),
    NODE_ENV: 'production',
    API_URL: `http://127.0.0.1:${apiPort}`,
  },
);
await waitFor(`http://localhost:${sitePort}/`);

const results = {};
for (const page of pages) {
  const url = `http://localhost:${sitePort}${page}`;
  for (let i = 0; i < 20; i += 1) await (await fetch(url)).text();
  const render = [];
  const total = [];
  let bytes = 0;
  let sections = 0;
  for (let i = 0; i < runs; i += 1) {
    const started = performance.now();
    const response = await fetch(url);
    const html = await response.text();
    total.push(performance.now() - started);
    const timing = /render;dur=([\d.]+)/.exec(response.headers.get('server-timing') ?? '');
    if (timing) render.push(Number(timing[1]));
    bytes = html.length;
    sections = (html.match(/<section[^>]*data-section-type=/g) ?? []).length;
  }
  results[page] = {
    sections,
    htmlKB: +(bytes / 1024).toFixed(1),
    renderMedianMs: +percentile(render, 50).toFixed(2),
    renderP95Ms: +percentile(render, 95).toFixed(2),
    requestMedianMs: +percentile(total, 50).toFixed(2),
    requestP95Ms: +percentile(total, 95).toFixed(2),
  };
}
console.log(`Server render, ${runs} runs per page (2-core machine):`);
console.table(results);
stopAll();
process.exit(0);

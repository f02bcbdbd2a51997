#!/usr/bin/env node
// Runs the Lighthouse part of the bench on its own: `node scripts/bench/lighthouse-cli.mjs [--runs N]`.
// Needs a production build (`npx react-router build`); starts the reference API and the site on
// loopback, measures four pages with and without their scripts, and prints the results as JSON.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { measurePages } from './lighthouse.mjs';
import { root, startApi, startSite } from './processes.mjs';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    'api-port': { type: 'string', default: '4500' },
    'site-port': { type: 'string', default: '3500' },
    'static-port': { type: 'string', default: '3501' },
    page: { type: 'string', multiple: true },
  },
});
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1) {
  console.error('--runs wants a whole number of runs, 1 or more');
  process.exit(1);
}
if (!existsSync(path.join(root, 'build/server/index.js'))) {
  console.error('No build: run `npx react-router build` first.');
  process.exit(1);
}

// The demo designer (Maya Okafor, api/seed/accounts.ts): user 2, linked as /designers/2.
const allPages = [
  { name: 'home', path: '/' },
  { name: 'long page', path: '/e2e/twenty-six-sections' },
  { name: 'designer profile', path: '/designers/2' },
  { name: 'login', path: '/login' },
];
const pages = values.page?.length
  ? allPages.filter((page) => values.page.includes(page.name) || values.page.includes(page.path))
  : allPages;

const started = new Date();
const api = await startApi(Number(values['api-port']));
const site = await startSite(Number(values['site-port']), api.url);
try {
  // Warm the server (first renders compile and fill caches) before anything is measured.
  for (const page of pages) {
    for (let i = 0; i < 5; i += 1) await (await fetch(`${site.url}${page.path}`)).arrayBuffer();
  }
  const results = await measurePages({
    siteUrl: site.url,
    pages,
    runs,
    port: Number(values['static-port']),
    onProgress: (message) => console.error(message),
  });
  console.log(
    JSON.stringify(
      {
        startedAt: started.toISOString(),
        seconds: Math.round((Date.now() - started.getTime()) / 1000),
        runs,
        pages: results,
      },
      null,
      2,
    ),
  );
} finally {
  await site.stop();
  await api.stop();
}

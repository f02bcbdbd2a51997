#!/usr/bin/env node
// Runs the first-click part of the bench on its own: `node scripts/bench/firstclick-cli.mjs [--runs N]`.
// Needs a production build (`npx react-router build`); starts the reference API and the site on
// loopback, clicks a first-screen control of each page at first paint + 100 ms under mobile
// throttling, and prints the results as JSON. `--check` exits non-zero when a click had no effect.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { firstClickFailures, firstClickPages, measureFirstClicks } from './firstclick.mjs';
import { root, startApi, startSite } from './processes.mjs';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    'api-port': { type: 'string', default: '4510' },
    'site-port': { type: 'string', default: '3510' },
    page: { type: 'string', multiple: true },
    check: { type: 'boolean', default: false },
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
const pages = values.page?.length
  ? firstClickPages.filter(
      (page) => values.page.includes(page.name) || values.page.includes(page.path),
    )
  : firstClickPages;

const api = await startApi(Number(values['api-port']));
const site = await startSite(Number(values['site-port']), api.url);
let failures = [];
try {
  for (const page of pages) {
    for (let i = 0; i < 3; i += 1) await (await fetch(`${site.url}${page.path}`)).arrayBuffer();
  }
  const results = await measureFirstClicks({
    siteUrl: site.url,
    pages,
    runs,
    onProgress: (message) => console.error(message),
  });
  failures = firstClickFailures(results);
  console.log(JSON.stringify(results, null, 2));
} finally {
  await site.stop();
  await api.stop();
}
if (failures.length) {
  console.error(`First clicks without effect:\n- ${failures.join('\n- ')}`);
  if (values.check) process.exit(1);
}
process.exit(0);

#!/usr/bin/env node
// Runs the Lighthouse part of the bench on its own: `node scripts/bench/lighthouse-cli.mjs [--runs N]`.
// Needs a production build (`npx react-router build`); starts the reference API and the site on
// loopback, measures four pages with and without their scripts, and prints the results as JSON.
import { chosenPages, readBenchArgs, warm, withApiAndSite } from './cli.mjs';
import { measurePages } from './lighthouse.mjs';

const { values, runs } = readBenchArgs(
  { runs: '5', apiPort: '4500', sitePort: '3500' },
  { 'static-port': { type: 'string', default: '3501' } },
);

// The demo designer (Maya Okafor, api/seed/accounts.ts): user 2, linked as /designers/2.
const allPages = [
  { name: 'home', path: '/' },
  { name: 'long page', path: '/e2e/twenty-six-sections' },
  { name: 'designer profile', path: '/designers/2' },
  { name: 'login', path: '/login' },
];
const pages = chosenPages(allPages, values.page);

const started = new Date();
await withApiAndSite(values, async (site) => {
  await warm(site.url, pages, 5);
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
});

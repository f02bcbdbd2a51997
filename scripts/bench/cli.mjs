// What the bench's command-line entries share: the options every measure takes, the check that a
// production build is there, the pages chosen with --page, and the API and site started around a run.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { root, startApi, startSite } from './processes.mjs';

/** Exits (1) with `message` unless `npx react-router build` has been run. */
export function requireBuild(message = 'No build: run `npx react-router build` first.') {
  if (!existsSync(path.join(root, 'build/server/index.js'))) {
    console.error(message);
    process.exit(1);
  }
}

/**
 * The command line: `--runs`, `--api-port`, `--site-port`, `--page` (repeatable) with these defaults,
 * and the command's own `options`. Exits (1) when --runs is not a whole number or there is no build.
 */
export function readBenchArgs(defaults, options = {}) {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string', default: defaults.runs },
      'api-port': { type: 'string', default: defaults.apiPort },
      'site-port': { type: 'string', default: defaults.sitePort },
      ...options,
      page: { type: 'string', multiple: true },
    },
  });
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1) {
    console.error('--runs wants a whole number of runs, 1 or more');
    process.exit(1);
  }
  requireBuild();
  return { values, runs };
}

/** The pages named by --page (by name or path), or all of them. */
export function chosenPages(all, wanted) {
  return wanted?.length
    ? all.filter((page) => wanted.includes(page.name) || wanted.includes(page.path))
    : all;
}

/** Starts the reference API and the site on their ports, runs `measure(site)`, then stops both. */
export async function withApiAndSite(values, measure) {
  const api = await startApi(Number(values['api-port']));
  const site = await startSite(Number(values['site-port']), api.url);
  try {
    return await measure(site);
  } finally {
    await site.stop();
    await api.stop();
  }
}

/** Warms the server (first renders compile and fill caches) before anything is measured. */
export async function warm(siteUrl, pages, times) {
  for (const page of pages) {
    for (let i = 0; i < times; i += 1) await (await fetch(`${siteUrl}${page.path}`)).arrayBuffer();
  }
}

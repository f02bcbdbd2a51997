// `npm run bench`: builds the production site, starts it with the reference API, measures page delivery
// and the server, and writes bench/results.json and bench/RESULTS.md (every figure beside its budget).
// `npm run bench -- --check` exits non-zero when a budget of bench/budgets.json is broken.
// `--runs N` sets the Lighthouse runs per page and variant (default 5); `--skip-lighthouse` and
// `--skip-server` leave those parts out, and `--skip-firstclick` the first-click check. Budgets and what each figure means: docs/performance.md.
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { byteFailures, measureBytes, readBudgets } from './bench/check-bytes.mjs';
import { firstClickFailures, measureFirstClicks } from './bench/firstclick.mjs';
import { measurePages } from './bench/lighthouse.mjs';
import { benchPages } from './bench/pages.mjs';
import { root, startApi, startSite } from './bench/processes.mjs';
import {
  checkCacheHeaders,
  measureLoad,
  measurePageCache,
  measureRenderScaling,
  measureSoak,
  startSoakSite,
  measureReplicas,
  startProxy,
} from './bench/server.mjs';
import { renderReport } from './bench/report.mjs';

const args = process.argv.slice(2);
const check = args.includes('--check');
const runsArg = args.indexOf('--runs');
const runs = runsArg >= 0 ? Number(args[runsArg + 1]) : 5;
const log = (message) => console.error(`[bench] ${message}`);
const started = Date.now();

log('building the production site…');
const build = spawnSync(path.join(root, 'node_modules/.bin/react-router'), ['build'], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
});
if (build.status !== 0) process.exit(build.status ?? 1);

const budgets = readBudgets();
const results = {
  date: new Date().toISOString(),
  machine: {
    node: process.version,
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model ?? 'unknown',
    memoryGb: Math.round(os.totalmem() / 1024 ** 3),
    platform: `${os.platform()} ${os.arch()}`,
  },
  bytes: measureBytes(),
};

// BENCH_SITE_PORT / BENCH_API_PORT move the measured site and API (the Lighthouse copies take the
// site's port + 1) when another bench runs on the machine.
const sitePort = Number(process.env.BENCH_SITE_PORT ?? 3200);
const api = await startApi(Number(process.env.BENCH_API_PORT ?? 4200));
const site = await startSite(sitePort, api.url);
// A fresh server warms up (module cache, JIT): a few requests of every page first.
for (const page of benchPages) {
  for (let i = 0; i < 5; i += 1) await (await fetch(`${site.url}${page.path}`)).arrayBuffer();
}

if (!args.includes('--skip-lighthouse')) {
  log(`Lighthouse: ${benchPages.length} pages × ${runs} runs, with and without scripts…`);
  results.lighthouse = await measurePages({
    siteUrl: site.url,
    pages: benchPages.map(({ name, path: pagePath }) => ({ name, path: pagePath })),
    runs,
    port: sitePort + 1,
    onProgress: (message) => log(message),
  });
  for (const page of results.lighthouse) delete page.raw;
}
if (!args.includes('--skip-firstclick')) {
  log('first clicks: a first-screen control at first paint + 100 ms, mobile throttling…');
  results.firstClick = await measureFirstClicks({
    siteUrl: site.url,
    runs: Math.min(runs, 3),
    onProgress: (message) => log(message),
  });
}
if (!args.includes('--skip-server')) {
  log('cache headers…');
  results.cacheHeaders = await checkCacheHeaders({ siteUrl: site.url });
  await site.stop();
  // Under load, the site talks to the API through a counting proxy, with a short fresh time, to show
  // that each shared answer is asked once per fresh period however many pages are served. Render
  // time and the uncached load are measured with the page cache off (every request renders).
  const apiCounter = await startProxy(4208, [api.url]);
  const loadFreshSeconds = 5;
  const loadEnv = { CACHE_FRESH_SECONDS: String(loadFreshSeconds) };
  const uncachedSite = await startSite(3208, apiCounter.url, { ...loadEnv, PAGE_CACHE: 'off' });
  log('render time by page length…');
  results.renderScaling = await measureRenderScaling({ siteUrl: uncachedSite.url });
  log('load on / (50 connections, 20 s), the page cache off…');
  results.load = await measureLoad({
    siteUrl: uncachedSite.url,
    pid: uncachedSite.pid,
    apiPid: api.pid,
    apiCalls: apiCounter.stats,
    freshSeconds: loadFreshSeconds,
  });
  await uncachedSite.stop();
  log('load on / (50 connections, 20 s), the page cache on…');
  const cachedSite = await startSite(3208, apiCounter.url, loadEnv);
  results.pageCache = await measurePageCache({
    siteUrl: cachedSite.url,
    pid: cachedSite.pid,
    apiPid: api.pid,
    uncached: results.load,
    apiCalls: apiCounter.stats,
    freshSeconds: loadFreshSeconds,
  });
  await cachedSite.stop();
  await apiCounter.stop();
  // Every request renders (the page cache off): a leak in rendering cannot hide behind the copies.
  log('soak: ten pages, 50 connections, 30 s warm-up and 3 minutes…');
  const soakSite = await startSoakSite(3208, api.url);
  results.soak = await measureSoak({
    siteUrl: soakSite.url,
    pid: soakSite.pid,
    heapProbeFile: soakSite.heapProbeFile,
  });
  await soakSite.stop();
  log('two replicas behind a round-robin proxy…');
  results.replicas = await measureReplicas({ apiUrl: api.url, basePort: 3210, apiPid: api.pid });
}
await site.stop();
await api.stop();
results.seconds = Math.round((Date.now() - started) / 1000);

const failures = budgetFailures(results, budgets.budget);
results.budgetFailures = failures;
// Written in the repository's format (npm test checks it), so a bench run can be committed as it is.
const prettier = await import('prettier');
const formatted = async (file, text) =>
  prettier.format(text, { ...(await prettier.resolveConfig(file)), filepath: file });
const jsonFile = path.join(root, 'bench/results.json');
const reportFile = path.join(root, 'bench/RESULTS.md');
writeFileSync(jsonFile, await formatted(jsonFile, JSON.stringify(results, null, 2)));
writeFileSync(reportFile, await formatted(reportFile, renderReport(results, budgets)));
log(`done in ${results.seconds} s: bench/RESULTS.md`);
if (failures.length) {
  console.error(`Budgets broken:\n- ${failures.join('\n- ')}`);
  if (check) process.exit(1);
}
process.exit(0);

function budgetFailures(measured, budget) {
  const failures = [
    ...byteFailures(measured.bytes, budget),
    ...firstClickFailures(measured.firstClick),
  ];
  for (const page of measured.lighthouse ?? []) {
    const limits = { ...budget.lighthouse, ...(budget.lighthouse.pages?.[page.name] ?? {}) };
    if (page.js.score < limits.score)
      failures.push(`${page.name}: Lighthouse ${page.js.score} < ${limits.score}`);
    if (page.js.cls > limits.cls) failures.push(`${page.name}: CLS ${page.js.cls} > ${limits.cls}`);
    if (page.js.tbt > limits.tbtMs)
      failures.push(`${page.name}: TBT ${page.js.tbt} ms > ${limits.tbtMs} ms`);
    if (limits.lcpRatio > 0 && page.lcpRatio > limits.lcpRatio) {
      failures.push(`${page.name}: LCP ratio ${page.lcpRatio} > ${limits.lcpRatio}`);
    }
    const stylesheets = page.js.stylesheets?.renderBlocking ?? 0;
    const limit = budget.pages[page.name]?.styleRequests ?? 2;
    if (stylesheets > limit)
      failures.push(`${page.name}: ${stylesheets} render-blocking stylesheets > ${limit}`);
  }
  const server = budget.server;
  if (measured.cacheHeaders && !measured.cacheHeaders.pass)
    failures.push('Cache-Control rules not met');
  if (
    measured.renderScaling &&
    server.renderLinear &&
    !measured.renderScaling.linearity.render.linear
  ) {
    failures.push('render time does not grow linearly with the number of sections');
  }
  if (measured.load) {
    const errors = measured.load.errors + measured.load.timeouts + measured.load.non2xx;
    if (errors > server.loadErrors) failures.push(`load: ${errors} errors or non-2xx answers`);
    const shared = measured.load.sharedAnswers;
    if (server.sharedAnswersPerFreshPeriod && shared) {
      for (const [call, count] of Object.entries(shared.calls)) {
        if (count > server.sharedAnswersPerFreshPeriod * shared.periods)
          failures.push(`load: ${call} asked ${count} times in ${shared.periods} fresh periods`);
      }
    }
    if (server.memoryStable && !measured.load.memoryStable)
      failures.push(`load: memory grew ${measured.load.rssGrowthMb} MB`);
  }
  if (measured.pageCache) {
    const cached = measured.pageCache;
    const errors = cached.errors + cached.timeouts + cached.non2xx;
    if (errors > server.loadErrors)
      failures.push(`page cache: ${errors} errors or non-2xx answers`);
    if (server.pageCacheRatio && !(cached.ratio >= server.pageCacheRatio))
      failures.push(
        `page cache: ×${cached.ratio} the uncached requests/s < ×${server.pageCacheRatio}`,
      );
    const visit = cached.secondVisit;
    if (!/^(hit|stale)$/.test(visit.cache ?? '') || !visit.noncesDiffer)
      failures.push('page cache: a second visit was not a hit with a nonce of its own');
    if (!visit.everyAttributeHasTheHeadersNonce)
      failures.push("page cache: a script's nonce differs from the policy's");
  }
  if (measured.soak && server.soakRssGrowthMb !== undefined) {
    const soak = measured.soak;
    if (!(soak.rssGrowthLastMb <= server.soakRssGrowthMb))
      failures.push(
        `soak: memory grew ${soak.rssGrowthLastMb} MB over the last ${soak.windowSeconds} s (> ${server.soakRssGrowthMb} MB)`,
      );
    const errors = soak.errors + soak.timeouts + soak.non2xx;
    if (errors > server.loadErrors) failures.push(`soak: ${errors} errors or non-2xx answers`);
  }
  if (measured.replicas) {
    if (measured.replicas.ratio < server.replicaRatio)
      failures.push(`replicas: throughput ×${measured.replicas.ratio} < ×${server.replicaRatio}`);
    if (!measured.replicas.sessionWorksOnEveryReplica)
      failures.push('replicas: a session did not work on every replica');
  }
  return failures;
}

// The server part of the bench on its own: `node scripts/bench/server-cli.mjs` (after
// `npx react-router build`). Starts the reference API (port 4400) and one production site (3400, the
// page cache off), runs scripts/bench/server.mjs (the replicas take 3401–3403, the site with the page
// cache and the soak's site 3404) and prints its results as JSON. BENCH_SITE_PORT and BENCH_API_PORT
// move them (the others follow the site's port) when another bench runs on the machine. `--quick`
// shortens every run, to try the script out; `--soak` adds the 3.5-minute soak; `--soak-only` runs
// the soak alone.
import os from 'node:os';
import { requireBuild } from './cli.mjs';
import { startApi, startSite } from './processes.mjs';
import {
  checkCacheHeaders,
  measureLoad,
  measurePageCache,
  measureRenderScaling,
  measureSoak,
  measureReplicas,
  signIn,
  startSoakSite,
} from './server.mjs';

requireBuild('No production build: run `npx react-router build` first.');
const quick = process.argv.includes('--quick');
const soakOnly = process.argv.includes('--soak-only');
const sitePort = Number(process.env.BENCH_SITE_PORT ?? 3400);
const apiPort = Number(process.env.BENCH_API_PORT ?? 4400);
const log = (message) => console.error(`[bench:server] ${message}`);

const started = Date.now();
const api = await startApi(apiPort);
const site = soakOnly ? null : await startSite(sitePort, api.url, { PAGE_CACHE: 'off' });
log(`API ${api.url} (pid ${api.pid})${site ? `, site ${site.url} (pid ${site.pid})` : ''}`);

const timed = async (name, task) => {
  const at = Date.now();
  log(`${name}…`);
  const result = await task();
  log(`${name} done in ${((Date.now() - at) / 1000).toFixed(1)} s`);
  return result;
};

const results = {
  date: new Date().toISOString(),
  machine: {
    node: process.version,
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model ?? null,
    platform: `${process.platform} ${process.arch}`,
    loadAverageAtStart: os.loadavg().map((value) => Number(value.toFixed(2))),
  },
};
async function soak() {
  const soakSite = await startSoakSite(sitePort + 4, api.url);
  try {
    return await timed('soak', () =>
      measureSoak({
        siteUrl: soakSite.url,
        pid: soakSite.pid,
        heapProbeFile: soakSite.heapProbeFile,
        ...(quick ? { warmUpSeconds: 5, seconds: 30, windowSeconds: 20 } : {}),
      }),
    );
  } finally {
    await soakSite.stop();
  }
}

try {
  if (soakOnly) {
    results.soak = await soak();
  } else {
    const { cookie } = await signIn(site.url);
    results.cacheHeaders = await timed('cache headers', () =>
      checkCacheHeaders({ siteUrl: site.url, cookie }),
    );
    results.renderScaling = await timed('render scaling', () =>
      measureRenderScaling({ siteUrl: site.url, runs: quick ? 5 : 30 }),
    );
    results.load = await timed('load', () =>
      measureLoad({
        siteUrl: site.url,
        pid: site.pid,
        apiPid: api.pid,
        ...(quick ? { seconds: 5, warmUpSeconds: 3 } : {}),
      }),
    );
    await site.stop();
    const cachedSite = await startSite(sitePort + 4, api.url);
    results.pageCache = await timed('page cache', () =>
      measurePageCache({ siteUrl: cachedSite.url, pid: cachedSite.pid, uncached: results.load }),
    );
    await cachedSite.stop();
    if (process.argv.includes('--soak')) results.soak = await soak();
    results.replicas = await timed('replicas', () =>
      measureReplicas({
        apiUrl: api.url,
        basePort: sitePort + 1,
        apiPid: api.pid,
        ...(quick ? { seconds: 4, warmUpSeconds: 2 } : {}),
      }),
    );
  }
} finally {
  await site?.stop();
  await api.stop();
}
results.totalSeconds = Math.round((Date.now() - started) / 1000);
console.log(JSON.stringify(results, null, 2));

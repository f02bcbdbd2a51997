// The server side of `npm run bench` (docs/performance.md): render time against page length, the site under a
// load generator, two replicas behind a round-robin proxy (throughput and statelessness), and the
// Cache-Control of each kind of response. Every function returns plain JSON-able results.
// On its own: `node scripts/bench/server-cli.mjs`. What the numbers mean: docs/scaling.md.
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { median, percentile, residentMb, startSite } from './processes.mjs';

/** The render-scaling pages (src/demo/pages.ts, seeded with API_SEED_E2E=1). */
export const scalingPages = [
  '/e2e/ten-sections',
  '/e2e/fifty-sections',
  '/e2e/two-hundred-sections',
  '/e2e/thousand-sections',
];

/** A demo account of the reference API (README.md, "Demo accounts"). */
export const demoAccount = { email: 'customer@trellis.test', password: 'trellis-demo-1' };

const round = (value, digits = 2) =>
  typeof value === 'number' && Number.isFinite(value) ? Number(value.toFixed(digits)) : null;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** `render;dur=12.3` of a Server-Timing header (site/entry.server.tsx), in ms. */
function renderDuration(headers) {
  const match = /(?:^|,)\s*render;dur=([\d.]+)/.exec(headers.get('server-timing') ?? '');
  return match ? Number(match[1]) : null;
}

/** One GET, its body read to the end: status, headers, body, the whole time in ms. */
async function timedGet(url, init = {}) {
  const started = performance.now();
  const response = await fetch(url, { redirect: 'manual', ...init });
  const body = await response.text();
  return { response, body, ms: performance.now() - started };
}

/** Least squares fit y = intercept + slope·x, with R². */
function linearFit(xs, ys) {
  const n = xs.length;
  const mx = xs.reduce((a, b) => a + b, 0) / n;
  const my = ys.reduce((a, b) => a + b, 0) / n;
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (let i = 0; i < n; i++) {
    sxy += (xs[i] - mx) * (ys[i] - my);
    sxx += (xs[i] - mx) ** 2;
    syy += (ys[i] - my) ** 2;
  }
  const slope = sxy / sxx;
  const intercept = my - slope * mx;
  return { slope, intercept, r2: syy === 0 ? 1 : (sxy * sxy) / (sxx * syy) };
}

/**
 * Whether time grows linearly with the number of sections. The fixed cost of a page (root loader,
 * shell, header and footer) is the same at every size, so the cost of one more section is read from
 * the steps between sizes: marginal ms/section = (t(n₂) − t(n₁)) / (n₂ − n₁). A superlinear renderer
 * (quadratic: ≈ 4.8×) pays far more per section on the last step (200 → 1000) than on the one before
 * (50 → 200); the verdict is linear when that ratio is at most 2. The least-squares slope over all
 * sizes, its R² and each step's relative deviation from that slope are reported beside it.
 */
export function linearity(sizes, times) {
  const fit = linearFit(sizes, times);
  const steps = [];
  for (let i = 1; i < sizes.length; i++) {
    const msPerSection = (times[i] - times[i - 1]) / (sizes[i] - sizes[i - 1]);
    steps.push({
      from: sizes[i - 1],
      to: sizes[i],
      msPerSection: round(msPerSection, 4),
      deviationFromFit: round((msPerSection - fit.slope) / fit.slope, 3),
    });
  }
  const last = steps.at(-1).msPerSection;
  const previous = steps.at(-2)?.msPerSection ?? last;
  const lastStepRatio = previous > 0 ? last / previous : null;
  return {
    msPerSection: round(fit.slope, 4),
    fixedMs: round(fit.intercept, 2),
    r2: round(fit.r2, 4),
    steps,
    maxRelativeDeviation: round(
      Math.max(...steps.map((step) => Math.abs(step.deviationFromFit))),
      3,
    ),
    lastStepRatio: round(lastStepRatio, 3),
    linear: lastStepRatio !== null && lastStepRatio <= 2,
    rule: 'linear when ms/section of the last step (200→1000) ≤ 2 × that of the step before (50→200)',
  };
}

/**
 * Render time against page length: each page `runs` times after 3 warm-up requests, one request at a
 * time. `render` is React's time to the document shell (Server-Timing from site/entry.server.tsx);
 * `request` is the whole request as a client sees it (loaders, API calls, render, gzip, transfer).
 */
export async function measureRenderScaling({ siteUrl, runs = 30, pages = scalingPages }) {
  const results = [];
  for (const path of pages) {
    const url = `${siteUrl}${path}`;
    for (let i = 0; i < 3; i++) await timedGet(url);
    const render = [];
    const request = [];
    let sections = null;
    let htmlBytes = null;
    let status = null;
    for (let i = 0; i < runs; i++) {
      const { response, body, ms } = await timedGet(url);
      status = response.status;
      if (!response.ok) throw new Error(`${path} answered ${response.status}`);
      render.push(renderDuration(response.headers));
      request.push(ms);
      if (sections === null) {
        sections = (body.match(/data-section-type=/g) ?? []).length;
        htmlBytes = Buffer.byteLength(body);
      }
    }
    const renders = render.filter((value) => value !== null);
    results.push({
      path,
      status,
      sections,
      htmlBytes,
      runs,
      renderMs: { median: round(median(renders)), p95: round(percentile(renders, 95)) },
      requestMs: { median: round(median(request)), p95: round(percentile(request, 95)) },
    });
  }
  const sizes = results.map((page) => page.sections);
  return {
    pages: results,
    linearity: {
      render: linearity(
        sizes,
        results.map((page) => page.renderMs.median),
      ),
      request: linearity(
        sizes,
        results.map((page) => page.requestMs.median),
      ),
    },
  };
}

/** CPU time (user + system) of a process in ms, from /proc (Linux), or null. */
function cpuMs(pid) {
  if (pid === process.pid) {
    const usage = process.cpuUsage();
    return (usage.user + usage.system) / 1000;
  }
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime (fields 14 and 15 of stat) in clock ticks of 10 ms.
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

/** Busy CPU time of the whole machine in ms, summed over its cores (/proc/stat), or null. */
function machineBusyMs() {
  try {
    const [, ...ticks] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/);
    const [user, nice, system, , , irq, softirq, steal] = ticks.map(Number);
    return (user + nice + system + irq + softirq + steal) * 10;
  } catch {
    return null;
  }
}

/**
 * Runs `task` and returns its result with the CPU use over it, in % of one core: each of `pids`, the
 * whole machine, and everything else on it (`others`: what the bench does not control).
 */
async function withCpu(pids, task) {
  const started = performance.now();
  const before = Object.fromEntries(Object.entries(pids).map(([name, pid]) => [name, cpuMs(pid)]));
  const machineBefore = machineBusyMs();
  const result = await task();
  const elapsed = performance.now() - started;
  const percent = (from, to) =>
    from === null || to === null ? null : round(((to - from) / elapsed) * 100, 0);
  const cpuPercent = {};
  for (const [name, pid] of Object.entries(pids))
    cpuPercent[name] = percent(before[name], cpuMs(pid));
  cpuPercent.machine = percent(machineBefore, machineBusyMs());
  const ours = Object.entries(cpuPercent).filter(([name]) => name !== 'machine');
  cpuPercent.others =
    cpuPercent.machine === null || ours.some(([, value]) => value === null)
      ? null
      : Math.max(0, cpuPercent.machine - ours.reduce((sum, [, value]) => sum + value, 0));
  return { result, cpuPercent };
}

/**
 * autocannon against `url` (or, with `paths`, each connection asking for them in turn): requests/s,
 * latency and every kind of failure.
 */
async function load(url, { connections, seconds, headers, paths }) {
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    headers,
    ...(paths ? { requests: paths.map((path) => ({ method: 'GET', path })) } : {}),
  });
  return {
    requestsPerSecond: round(result.requests.average, 1),
    requests: result.requests.total,
    latencyMs: {
      p50: result.latency.p50,
      p99: result.latency.p99,
      max: result.latency.max,
    },
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    statusCodes: Object.fromEntries(
      Object.entries(result.statusCodeStats ?? {}).map(([code, { count }]) => [code, count]),
    ),
    throughputMBps: round(result.throughput.average / 1e6, 2),
  };
}

/**
 * The page cache (site/server/pageCache.server.ts) under the same load as `uncached` (a result of
 * `measureLoad` on a site with PAGE_CACHE=off, in the same run): `measureLoad` on a site with the
 * cache on, the ratio of their requests/s, and what the cached site says of a page asked twice (the
 * second from the copy, each with a nonce of its own).
 */
export async function measurePageCache({ siteUrl, pid, apiPid, uncached, ...options }) {
  const path = options.path ?? uncached.path ?? '/';
  const nonceOf = (response) =>
    /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1] ?? null;
  const first = await timedGet(`${siteUrl}${path}`);
  const second = await timedGet(`${siteUrl}${path}`);
  const nonces = [nonceOf(first.response), nonceOf(second.response)];
  const attributes = [...second.body.matchAll(/\snonce="([^"]*)"/g)].map((match) => match[1]);
  const cached = await measureLoad({
    siteUrl,
    pid,
    apiPid,
    path,
    connections: uncached.connections,
    seconds: uncached.seconds,
    warmUpSeconds: uncached.warmUpSeconds,
    ...options,
  });
  return {
    ...cached,
    uncachedRequestsPerSecond: uncached.requestsPerSecond,
    ratio: round(cached.requestsPerSecond / uncached.requestsPerSecond, 1),
    secondVisit: {
      cache: second.response.headers.get('x-page-cache'),
      serverTiming: second.response.headers.get('server-timing'),
      noncesDiffer: Boolean(nonces[0] && nonces[1] && nonces[0] !== nonces[1]),
      everyAttributeHasTheHeadersNonce:
        attributes.length > 0 && attributes.every((nonce) => nonce === nonces[1]),
    },
  };
}

/**
 * The growth of resident memory over the last `windowSeconds` of a run of `seconds`, from readings
 * `{ second, mb }`: the median of the last 10 s less the median of the 10 s around the window's start.
 */
export function rssGrowth(samples, { seconds, windowSeconds }) {
  const windowStart = seconds - windowSeconds;
  const mbIn = (from, to) =>
    median(
      samples.filter((sample) => sample.second >= from && sample.second < to).map((s) => s.mb),
    );
  const startMb = mbIn(windowStart - 5, windowStart + 5);
  const endMb = mbIn(seconds - 10, seconds + 1);
  const growthMb = startMb === null || endMb === null ? null : round(endMb - startMb, 1);
  return { startMb, endMb, growthMb };
}

/**
 * What the site keeps over the last `windowSeconds` of a run of `seconds`, from the heap probe's
 * readings `{ second, mb }` (the old space in use just after each major GC; scripts/bench/heapProbe.mjs):
 * the least-squares slope of those readings × the window, or null with fewer than three. Not a
 * budget (the budget is on RSS): it tells a leak, which raises it, from V8 resizing its heap, which
 * does not.
 */
export function heapGrowth(readings, { seconds, windowSeconds }) {
  const inWindow = readings.filter((reading) => reading.second >= seconds - windowSeconds);
  if (inWindow.length < 3) return { readings: inWindow.length, growthMb: null };
  const fit = linearFit(
    inWindow.map((reading) => reading.second),
    inWindow.map((reading) => reading.mb),
  );
  return { readings: inWindow.length, growthMb: round(fit.slope * windowSeconds, 1) };
}

/**
 * The soak's site: a production site with the page cache off (every request renders) and the heap
 * probe loaded (scripts/bench/heapProbe.mjs), which writes to `heapProbeFile`.
 */
export async function startSoakSite(port, apiUrl) {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'trellis-soak-'));
  const heapProbeFile = path.join(folder, 'heap');
  const probe = pathToFileURL(fileURLToPath(new URL('./heapProbe.mjs', import.meta.url))).href;
  const site = await startSite(port, apiUrl, {
    PAGE_CACHE: 'off',
    NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import=${probe}`.trim(),
    HEAP_PROBE_FILE: heapProbeFile,
  });
  const stop = async () => {
    await site.stop();
    rmSync(folder, { recursive: true, force: true });
  };
  return { ...site, heapProbeFile, stop };
}

/** The heap probe's readings from `startedAt` (epoch ms) on, as `{ second, mb }`. */
function heapProbeReadings(file, startedAt) {
  if (!file || !existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => line.split(' ').map(Number))
    .filter(([at]) => at >= startedAt)
    .map(([at, bytes]) => ({
      second: Math.round((at - startedAt) / 1000),
      mb: round(bytes / 2 ** 20, 1),
    }));
}

/** The pages of the soak: content pages, the blog, a map, a designer, the business directory, the sign-in page. */
export const soakPages = [
  '/',
  '/about',
  '/inspiration',
  '/blog',
  '/e2e/ten-sections',
  '/e2e/twenty-six-sections',
  '/e2e/region-map',
  '/designers/2',
  '/businesses',
  '/login',
];

/**
 * Memory over a long run: autocannon at `connections` over `pages` (each connection asks for them
 * in turn) for `warmUpSeconds`, then `seconds` more with the site's resident memory (RSS) read every
 * second. `rssGrowthLastMb` is the growth over the last `windowSeconds`: the median of the last 10 s
 * of samples less the median of the 10 s around the window's start (medians: one reading is noisy).
 * A heap that found its size stays flat there; a leak keeps growing. Long (3.5 min by default): the
 * full bench runs it, `npm test` never does.
 */
export async function measureSoak({
  siteUrl,
  pid,
  pages = soakPages,
  connections = 50,
  warmUpSeconds = 30,
  seconds = 180,
  windowSeconds = 120,
  limitMb = 10,
  heapProbeFile = null,
}) {
  await load(siteUrl, { connections, seconds: warmUpSeconds, paths: pages });
  const samples = [];
  const startedAtEpoch = Date.now();
  const startedAt = performance.now();
  const sampler = setInterval(
    () =>
      samples.push({
        second: Math.round((performance.now() - startedAt) / 1000),
        mb: residentMb(pid),
      }),
    1000,
  );
  let result;
  try {
    result = await load(siteUrl, { connections, seconds, paths: pages });
  } finally {
    clearInterval(sampler);
  }
  const known = samples.filter((sample) => sample.mb !== null);
  const {
    startMb,
    endMb,
    growthMb: rssGrowthLastMb,
  } = rssGrowth(known, { seconds, windowSeconds });
  const heapAfterMajorGcMb = heapProbeReadings(heapProbeFile, startedAtEpoch);
  return {
    pages,
    connections,
    warmUpSeconds,
    seconds,
    windowSeconds,
    ...result,
    rssStartMb: known[0]?.mb ?? null,
    rssWindowStartMb: startMb,
    rssEndMb: endMb,
    rssPeakMb: known.length ? Math.max(...known.map((sample) => sample.mb)) : null,
    rssGrowthLastMb,
    limitMb,
    flat: rssGrowthLastMb !== null && rssGrowthLastMb <= limitMb,
    /** The old space in use after each major GC (what the site keeps), and its growth in the window. */
    heapAfterMajorGcMb,
    heapKeptGrowthLastMb: heapGrowth(heapAfterMajorGcMb, { seconds, windowSeconds }).growthMb,
    /** Every reading, one a second from the end of the warm-up (null where none was read). */
    rssEverySecondMb: samples.map((sample) => sample.mb),
    /** One reading every 10 s, for the report. */
    rssEvery10sMb: known.filter((sample) => sample.second % 10 === 0).map((sample) => sample.mb),
  };
}

/** The shared answers of `/` (docs/architecture.md): each asked once per fresh period under load. */
export const sharedAnswerCalls = [
  'GET /site-options',
  'GET /get_redirects',
  'GET /pages/get-by-slug',
];

/** Memory growth within this many MB, or this share of the resident size before, is noise. */
export const memoryNoise = { mb: 25, share: 0.1 };

/**
 * The site under autocannon (`connections`, `seconds`) on `path`, with its resident memory (RSS).
 * A fresh Node process grows its heap over the first thousand or so requests and then levels off, and
 * the JIT warms up over the same span, so a warm-up at the same load (`warmUpSeconds`) comes first.
 * RSS is read after 2 s of quiet before and after the run, and every second during it: a leak keeps
 * growing through the run, a heap that found its size does not (`rssGrowthMb`, `rssSecondHalfGrowthMb`;
 * `memoryStable` when the growth is within `memoryNoise`). CPU use is read for the site, the API
 * (`apiPid`, optional), the load generator (this process) and everything else on the machine.
 */
export async function measureLoad({
  siteUrl,
  pid,
  apiPid,
  path = '/',
  connections = 50,
  seconds = 20,
  warmUpSeconds = 10,
  apiCalls = null,
  freshSeconds = null,
}) {
  const url = `${siteUrl}${path}`;
  await load(url, { connections, seconds: warmUpSeconds });
  await sleep(2000);
  const rssBeforeMb = residentMb(pid);
  const samples = [];
  const sampler = setInterval(() => samples.push(residentMb(pid)), 1000);
  const pids = { site: pid, loadGenerator: process.pid, ...(apiPid ? { api: apiPid } : {}) };
  const callsBefore = apiCalls ? { ...apiCalls.paths } : null;
  let measured;
  try {
    measured = await withCpu(pids, () => load(url, { connections, seconds }));
  } finally {
    clearInterval(sampler);
  }
  // The shared answers the site asked the API for while under load (a counting proxy in between).
  const sharedAnswers = apiCalls
    ? {
        freshSeconds,
        periods: Math.floor(seconds / freshSeconds) + 1,
        calls: Object.fromEntries(
          sharedAnswerCalls.map((call) => [
            call,
            (apiCalls.paths[call] ?? 0) - (callsBefore[call] ?? 0),
          ]),
        ),
      }
    : null;
  await sleep(2000);
  const rssAfterMb = residentMb(pid);
  const { result, cpuPercent } = measured;
  const known = samples.filter((value) => value !== null);
  const rssMidMb = known[Math.floor(known.length / 2)] ?? null;
  const growth = (from, to) => (from === null || to === null ? null : round(to - from, 1));
  const rssGrowthMb = growth(rssBeforeMb, rssAfterMb);
  return {
    path,
    connections,
    seconds,
    warmUpSeconds,
    ...result,
    cpuPercent,
    rssBeforeMb,
    rssMidMb,
    rssPeakMb: known.length ? Math.max(...known) : null,
    rssAfterMb,
    rssGrowthMb,
    rssSecondHalfGrowthMb: growth(rssMidMb, rssAfterMb),
    sharedAnswers,
    memoryStable:
      rssGrowthMb !== null &&
      rssGrowthMb <= Math.max(memoryNoise.mb, memoryNoise.share * rssBeforeMb),
  };
}

const hopByHop = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'te',
  'trailer',
  'upgrade',
]);

/** Raw headers (name, value, name, value, …) without the hop-by-hop ones. */
function endToEnd(rawHeaders) {
  const kept = [];
  for (let i = 0; i < rawHeaders.length; i += 2) {
    if (!hopByHop.has(rawHeaders[i].toLowerCase())) kept.push(rawHeaders[i], rawHeaders[i + 1]);
  }
  return kept;
}

/**
 * A round-robin HTTP reverse proxy on loopback (node:http): streams request and response bodies,
 * keeps every header (each Set-Cookie too) but the hop-by-hop ones, adds X-Forwarded-For, -Host and
 * -Proto, and names the replica that answered in `X-Served-By`.
 */
export async function startProxy(port, upstreams) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  let next = 0;
  const stats = { forwarded: 0, upstreamErrors: {}, paths: {} };
  const server = http.createServer((request, response) => {
    stats.forwarded += 1;
    const called = `${request.method} ${new URL(request.url ?? '/', 'http://proxy').pathname}`;
    stats.paths[called] = (stats.paths[called] ?? 0) + 1;
    const target = new URL(upstreams[next++ % upstreams.length]);
    const headers = endToEnd(request.rawHeaders);
    const forwardedFor = request.headers['x-forwarded-for'];
    const client = request.socket.remoteAddress ?? '';
    headers.push('X-Forwarded-For', forwardedFor ? `${forwardedFor}, ${client}` : client);
    if (!request.headers['x-forwarded-host'])
      headers.push('X-Forwarded-Host', request.headers.host ?? '');
    if (!request.headers['x-forwarded-proto']) headers.push('X-Forwarded-Proto', 'http');
    const upstream = http.request(
      {
        host: target.hostname,
        port: target.port,
        method: request.method,
        path: request.url,
        headers,
        agent,
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, [
          ...endToEnd(answer.rawHeaders),
          'X-Served-By',
          target.host,
        ]);
        answer.pipe(response);
      },
    );
    upstream.on('error', (error) => {
      stats.upstreamErrors[error.code ?? error.message] =
        (stats.upstreamErrors[error.code ?? error.message] ?? 0) + 1;
      if (!response.headersSent) response.writeHead(502, { 'Content-Type': 'text/plain' });
      response.end('Bad gateway');
    });
    request.pipe(upstream);
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    /** Requests forwarded (in all, and by `METHOD /path`), upstream failures by error code (each 502). */
    stats,
    stop: () =>
      new Promise((resolve) => {
        agent.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** `name=value` pairs of the cookies a response sets (those it clears left out). */
function cookieHeaderOf(response) {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0].trim())
    .filter((pair) => pair.split('=')[1])
    .join('; ');
}

/**
 * Signs the demo customer in through `siteUrl` (POST /login as the form does) and returns the cookie
 * header to send, the status and the replica that answered (`X-Served-By`, behind the proxy).
 */
export async function signIn(siteUrl, account = demoAccount) {
  const response = await fetch(`${siteUrl}/login`, {
    method: 'POST',
    redirect: 'manual',
    // As the browser sends it: a form from the site's own origin (others are refused, 403).
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      Origin: new URL(siteUrl).origin,
    },
    body: new URLSearchParams(account).toString(),
  });
  await response.arrayBuffer();
  const cookie = cookieHeaderOf(response);
  if (!/(^|; )(__Host-)?trellis_token=/.test(cookie)) {
    throw new Error(`signing in at ${siteUrl}/login answered ${response.status} without a session`);
  }
  return {
    cookie,
    status: response.status,
    location: response.headers.get('location'),
    servedBy: response.headers.get('x-served-by'),
  };
}

const sha = (text) => createHash('sha256').update(text).digest('hex').slice(0, 16);

/** What a page shows a signed-in person: 200, their e-mail and name in the HTML, no way to /login. */
async function signedInPage(url, cookie) {
  const { response, body } = await timedGet(url, { headers: { Cookie: cookie } });
  return {
    url,
    status: response.status,
    location: response.headers.get('location'),
    servedBy: response.headers.get('x-served-by'),
    showsAccount: body.includes(demoAccount.email) && body.includes('Casey'),
    cacheControl: response.headers.get('cache-control'),
  };
}

/**
 * Two site replicas (ports basePort and basePort+1) and the round-robin proxy (basePort+2) on loopback.
 * Throughput: autocannon on `/` (50 connections, `seconds` each) against one replica alone, against
 * the proxy with that one replica, and against the proxy with both. Statelessness: signs in through the
 * proxy, then asks each replica directly for /account with that cookie (both must answer it signed
 * in), asks /account through the proxy twice (once per replica), and compares a public page's HTML
 * on both replicas. Stops the replicas and the proxy at the end.
 */
export async function measureReplicas({
  apiUrl,
  basePort,
  seconds = 10,
  warmUpSeconds = 8,
  apiPid,
  path = '/',
}) {
  const started = performance.now();
  // Replicas behind one address share its SITE_URL, as behind any load balancer. The page cache is
  // off: what is measured is how rendering scales (with it on, the proxy in this process would be
  // the limit, docs/scaling.md).
  const env = { SITE_URL: `http://127.0.0.1:${basePort + 2}`, PAGE_CACHE: 'off' };
  const replicas = await Promise.all([
    startSite(basePort, apiUrl, env),
    startSite(basePort + 1, apiUrl, env),
  ]);
  const proxies = [];
  try {
    const [a, b] = replicas;
    const single = await startProxy(basePort + 2, [a.url]);
    proxies.push(single);
    const options = { connections: 50, seconds };
    // Both replicas warm up alike (the JIT and the heap settle over the first thousand requests).
    const warm = { connections: 50, seconds: warmUpSeconds };
    const pidsOf = (sites) => ({
      ...Object.fromEntries(sites.map((site, i) => [`site${i + 1}`, site.pid])),
      // autocannon and the proxy run in this process.
      loadGeneratorAndProxy: process.pid,
      ...(apiPid ? { api: apiPid } : {}),
    });
    await load(`${b.url}${path}`, warm);
    await load(`${a.url}${path}`, warm);
    const direct = await withCpu(pidsOf([a]), () => load(`${a.url}${path}`, options));
    const viaProxy = await withCpu(pidsOf([a]), () => load(`${single.url}${path}`, options));
    const singleProxyStats = structuredClone(single.stats);
    await single.stop();
    proxies.pop();
    const proxy = await startProxy(basePort + 2, [a.url, b.url]);
    proxies.push(proxy);
    const pair = await withCpu(pidsOf([a, b]), () => load(`${proxy.url}${path}`, options));
    const pairProxyStats = structuredClone(proxy.stats);

    // Statelessness: a session made on one replica works on every replica.
    const login = await signIn(proxy.url);
    const direct1 = await signedInPage(`${a.url}/account`, login.cookie);
    const direct2 = await signedInPage(`${b.url}/account`, login.cookie);
    const proxied = [
      await signedInPage(`${proxy.url}/account`, login.cookie),
      await signedInPage(`${proxy.url}/account`, login.cookie),
    ];
    const accountPages = [direct1, direct2, ...proxied];
    const sessionOk = accountPages.every((page) => page.status === 200 && page.showsAccount);
    const publicPages = [];
    for (const site of replicas) {
      const { response, body } = await timedGet(`${site.url}/about`);
      publicPages.push({
        url: `${site.url}/about`,
        status: response.status,
        // Each answer has its own CSP nonce (decision 026): the page is compared without it.
        sha256: sha(body.replace(/\bnonce="[^"]*"/g, 'nonce=""')),
        bytes: Buffer.byteLength(body),
        cacheControl: response.headers.get('cache-control'),
      });
    }
    const publicSame =
      publicPages.every((page) => page.status === 200) &&
      publicPages[0].sha256 === publicPages[1].sha256;

    return {
      path,
      connections: options.connections,
      seconds,
      warmUpSeconds,
      single: { ...direct.result, cpuPercent: direct.cpuPercent },
      singleViaProxy: { ...viaProxy.result, cpuPercent: viaProxy.cpuPercent },
      pair: { ...pair.result, cpuPercent: pair.cpuPercent },
      ratio: round(pair.result.requestsPerSecond / direct.result.requestsPerSecond, 2),
      ratioSameProxy: round(pair.result.requestsPerSecond / viaProxy.result.requestsPerSecond, 2),
      sessionWorksOnEveryReplica: sessionOk,
      publicPageSameOnEveryReplica: publicSame,
      detail: {
        login: { status: login.status, location: login.location, servedBy: login.servedBy },
        accountPages,
        publicPages,
        proxiedAnsweredBy: [...new Set(proxied.map((page) => page.servedBy))],
        proxy: { single: singleProxyStats, pair: pairProxyStats },
        // What the replicas logged on stderr, when any answer failed.
        ...(direct.result.non2xx + viaProxy.result.non2xx + pair.result.non2xx > 0
          ? { replicaStderr: replicas.map((site) => site.stderr().slice(-1500)) }
          : {}),
        seconds: round((performance.now() - started) / 1000, 1),
      },
    };
  } finally {
    await Promise.all(proxies.map((proxy) => proxy.stop()));
    await Promise.all(replicas.map((site) => site.stop()));
  }
}

const rules = {
  public: {
    expected: 'public, s-maxage=…, stale-while-revalidate=…; Vary: Cookie',
    test: (cacheControl, vary) =>
      /^public\b/.test(cacheControl) &&
      /\bs-maxage=\d+/.test(cacheControl) &&
      /\bstale-while-revalidate=\d+/.test(cacheControl) &&
      /\bcookie\b/i.test(vary),
  },
  private: {
    expected: 'private, no-store',
    test: (cacheControl) => /\bprivate\b/.test(cacheControl) && /\bno-store\b/.test(cacheControl),
  },
  immutable: {
    expected: 'public, max-age=31536000, immutable',
    test: (cacheControl) =>
      /\bimmutable\b/.test(cacheControl) &&
      Number(/\bmax-age=(\d+)/.exec(cacheControl)?.[1] ?? 0) >= 31_536_000,
  },
};

/**
 * The Cache-Control of each kind of response against the rules (docs/scaling.md): a public page and a
 * content page for a visitor, a hashed asset, the signed-in home and account pages, a preview, a 404
 * and a client navigation's loader data. Signs the demo customer in when no `cookie` is given.
 */
export async function checkCacheHeaders({ siteUrl, cookie, contentPath = '/about' }) {
  const session = cookie ?? (await signIn(siteUrl)).cookie;
  const home = await timedGet(`${siteUrl}/`);
  const asset = /\/assets\/[\w.-]+\.js/.exec(home.body)?.[0] ?? null;
  const cases = [
    { name: 'home, visitor', path: '/', rule: 'public' },
    { name: 'content page, visitor', path: contentPath, rule: 'public' },
    { name: 'render-scaling page, visitor', path: '/e2e/fifty-sections', rule: 'public' },
    { name: 'hashed asset', path: asset, rule: 'immutable' },
    { name: 'home, signed in', path: '/', rule: 'private', cookie: session },
    { name: 'account page, signed in', path: '/account', rule: 'private', cookie: session },
    { name: 'preview', path: '/?preview', rule: 'private' },
    { name: 'content 404', path: '/no-such-page-for-the-bench', rule: 'private' },
    { name: 'loader data (client navigation)', path: `${contentPath}.data`, rule: 'private' },
  ];
  const checks = [];
  for (const { name, path, rule, cookie: sent } of cases) {
    if (!path) {
      checks.push({ name, path, pass: false, error: 'no /assets/*.js in the home page' });
      continue;
    }
    const { response } = await timedGet(`${siteUrl}${path}`, {
      headers: sent ? { Cookie: sent } : {},
    });
    const cacheControl = response.headers.get('cache-control') ?? '';
    const vary = response.headers.get('vary') ?? '';
    checks.push({
      name,
      path,
      status: response.status,
      cacheControl,
      vary,
      expected: rules[rule].expected,
      pass: rules[rule].test(cacheControl, vary),
    });
  }
  return { pass: checks.every((check) => check.pass), checks };
}

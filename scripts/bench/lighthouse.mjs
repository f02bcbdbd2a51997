// Lighthouse part of `npm run bench`: Lighthouse 12's default mobile run (simulated throttling,
// performance category only) in Debian's Chromium, for each page twice per run, side by side: the
// page as the site serves it, and the same HTML with every script removed (the "no-JS copy", from a
// small loopback server that proxies everything else to the site). The LCP ratio (with JS / no JS)
// says how much the JavaScript delays the largest paint.
import { existsSync } from 'node:fs';
import http from 'node:http';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { median } from './processes.mjs';
import { stripModulePreloadLinkHeader, stripScripts } from './noscript.mjs';

export const chromiumPath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];

// The encodings the no-JS copy can be sent in: the one the site answered the page with.
const encoders = {
  gzip: promisify(zlib.gzip),
  deflate: promisify(zlib.deflate),
  br: promisify(zlib.brotliCompress),
  ...(zlib.zstdCompress ? { zstd: promisify(zlib.zstdCompress) } : {}),
};
const decoders = {
  gzip: promisify(zlib.gunzip),
  'x-gzip': promisify(zlib.gunzip),
  deflate: promisify(zlib.inflate),
  br: promisify(zlib.brotliDecompress),
  ...(zlib.zstdDecompress ? { zstd: promisify(zlib.zstdDecompress) } : {}),
};
// What Chromium asks for, so the site answers the page the way it answers the browser.
const browserAcceptEncoding = `gzip, deflate, br${zlib.zstdCompress ? ', zstd' : ''}`;

// Response headers not to copy onto a re-encoded body.
const hopHeaders = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
  'content-encoding',
  'date',
]);

/** GETs `url` without decoding it: { status, headers, body (Buffer, still encoded) }. */
function getRaw(url, headers) {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks),
        }),
      );
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

/**
 * The no-JS copy of one page: its HTML fetched once from the site, scripts stripped, encoded as the
 * site encoded it (br from react-router-serve's compression for Chromium's Accept-Encoding).
 */
async function noJsCopy(siteUrl, pagePath) {
  const url = `${siteUrl}${pagePath}`;
  let upstream;
  try {
    upstream = await getRaw(url, {
      accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
      'accept-encoding': browserAcceptEncoding,
    });
  } catch (error) {
    throw new Error(`Could not fetch ${url} for its no-JS copy: ${error.message}`);
  }
  if (upstream.status < 200 || upstream.status >= 300) {
    throw new Error(`${url} answered ${upstream.status}: the bench measures 2xx pages only`);
  }
  const encoding = String(upstream.headers['content-encoding'] ?? '').toLowerCase() || null;
  const decode = encoding ? decoders[encoding] : null;
  if (encoding && !decode) throw new Error(`${url}: unknown content-encoding ${encoding}`);
  const html = (decode ? await decode(upstream.body) : upstream.body).toString('utf8');
  const stripped = Buffer.from(stripScripts(html), 'utf8');
  const encode = encoding ? encoders[encoding === 'x-gzip' ? 'gzip' : encoding] : null;
  const headers = {};
  for (const [name, value] of Object.entries(upstream.headers)) {
    if (hopHeaders.has(name) || value === undefined) continue;
    if (name === 'link') {
      const kept = stripModulePreloadLinkHeader([value].flat().join(', '));
      if (kept) headers.link = kept;
      continue;
    }
    headers[name] = value;
  }
  return {
    headers,
    encoding: encode ? (encoding === 'x-gzip' ? 'gzip' : encoding) : null,
    plain: stripped,
    encoded: encode ? await encode(stripped) : null,
    htmlBytes: { original: Buffer.byteLength(html), noJs: stripped.length },
  };
}

/**
 * Starts the loopback server of no-JS copies on `port`: each page path answers its copy; any other
 * request (assets, fonts, images, /api/media, …) is proxied to `siteUrl` unchanged, headers and
 * content-encoding included. Resolves to { url, close(), copies }.
 */
export async function startNoJsServer({ siteUrl, paths, port }) {
  const upstream = new URL(siteUrl);
  const copies = new Map();
  for (const pagePath of paths) copies.set(pagePath, await noJsCopy(siteUrl, pagePath));

  const server = http.createServer((request, response) => {
    const copy =
      request.method === 'GET' || request.method === 'HEAD' ? copies.get(request.url) : null;
    if (copy) {
      const accepts = String(request.headers['accept-encoding'] ?? '')
        .toLowerCase()
        .split(',')
        .map((part) => part.split(';')[0].trim());
      const encoded = copy.encoding && accepts.includes(copy.encoding);
      const body = encoded ? copy.encoded : copy.plain;
      response.writeHead(200, {
        ...copy.headers,
        ...(encoded ? { 'content-encoding': copy.encoding } : {}),
        'content-length': body.length,
        'cache-control': 'no-store',
      });
      response.end(request.method === 'HEAD' ? undefined : body);
      return;
    }
    const proxied = http.request(
      {
        hostname: upstream.hostname,
        port: upstream.port,
        method: request.method,
        path: request.url,
        headers: { ...request.headers, host: upstream.host },
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
        answer.pipe(response);
      },
    );
    proxied.on('error', (error) => {
      if (!response.headersSent) response.writeHead(502, { 'content-type': 'text/plain' });
      response.end(`no-JS proxy: ${error.message}`);
    });
    request.pipe(proxied);
  });

  await new Promise((resolve, reject) => {
    server.once('error', (error) =>
      reject(
        new Error(`No-JS copy server could not listen on 127.0.0.1:${port}: ${error.message}`),
      ),
    );
    server.listen(port, '127.0.0.1', resolve);
  });
  return {
    url: `http://127.0.0.1:${port}`,
    copies,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** Throws a clear error when there is no Chromium to run Lighthouse in. */
export function assertChromium(chromePath = chromiumPath) {
  if (!existsSync(chromePath)) {
    throw new Error(
      `Chromium not found at ${chromePath}: Lighthouse needs it (Debian: apt-get install chromium), ` +
        'or point CHROME_PATH at a Chrome/Chromium binary.',
    );
  }
}

const round = (value, digits = 0) =>
  typeof value === 'number' && Number.isFinite(value)
    ? Math.round(value * 10 ** digits) / 10 ** digits
    : null;
const kb = (bytes) => round(bytes / 1024, 1);

// Chromium's own verdict on each request (trace event ResourceSendRequest, args.data.renderBlocking):
// 'blocking' holds up the first paint; 'in_body_parser_blocking' holds up the parser below it.
function renderBlockingByUrl(artifacts) {
  const byUrl = new Map();
  for (const event of artifacts?.Trace?.traceEvents ?? []) {
    if (event.name !== 'ResourceSendRequest') continue;
    const data = event.args?.data;
    if (data?.url && data.renderBlocking) byUrl.set(data.url, data.renderBlocking);
  }
  return byUrl;
}

/** One Lighthouse result as the bench's per-run numbers. */
export function summarizeRun(runnerResult) {
  const { lhr, artifacts } = runnerResult;
  const audits = lhr.audits;
  const numeric = (id) => audits[id]?.numericValue;
  const observed = audits.metrics?.details?.items?.[0] ?? {};
  const requests = (audits['network-requests']?.details?.items ?? []).filter(
    (item) => !String(item.url).startsWith('data:'),
  );
  const blocking = renderBlockingByUrl(artifacts);
  const group = (items) => ({
    count: items.length,
    kb: kb(items.reduce((sum, item) => sum + (item.transferSize ?? 0), 0)),
  });
  const ofType = (type) => requests.filter((item) => item.resourceType === type);
  const stylesheets = ofType('Stylesheet');
  const scripts = ofType('Script');
  const isBlocking = (item) => blocking.get(item.url) === 'blocking';

  const lcpElementDetails = audits['largest-contentful-paint-element']?.details;
  const node = lcpElementDetails?.items?.[0]?.items?.[0]?.node;
  const phases = Object.fromEntries(
    (lcpElementDetails?.items?.[1]?.items ?? []).map((phase) => [phase.phase, round(phase.timing)]),
  );

  const score = lhr.categories.performance?.score;
  return {
    score: typeof score === 'number' ? Math.round(score * 100) : null,
    lcp: round(numeric('largest-contentful-paint')),
    lcpObserved: round(observed.observedLargestContentfulPaint),
    fcp: round(numeric('first-contentful-paint')),
    fcpObserved: round(observed.observedFirstContentfulPaint),
    cls: round(numeric('cumulative-layout-shift'), 3),
    tbt: round(numeric('total-blocking-time')),
    speedIndex: round(numeric('speed-index')),
    scripts: { ...group(scripts), renderBlocking: scripts.filter(isBlocking).length },
    stylesheets: { ...group(stylesheets), renderBlocking: stylesheets.filter(isBlocking).length },
    fonts: group(ofType('Font')),
    images: group(ofType('Image')),
    total: group(requests),
    lcpElement: node
      ? { selector: node.selector, nodeLabel: node.nodeLabel, snippet: node.snippet }
      : null,
    lcpPhases: Object.keys(phases).length ? phases : null,
    warnings: lhr.runWarnings ?? [],
    runtimeError: lhr.runtimeError?.message ?? null,
  };
}

/** One Lighthouse navigation of `url` in a Chromium of its own. */
export async function runLighthouse(url, { chromePath = chromiumPath } = {}) {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags, logLevel: 'silent' });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      logLevel: 'error',
      output: 'json',
      onlyCategories: ['performance'],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    return result;
  } finally {
    await chrome.kill();
  }
}

// Medians of the per-run numbers: every numeric leaf, nested one level ({ scripts: { count, kb } }).
function medians(runs, keys) {
  const out = {};
  for (const key of keys) {
    const first = runs.find((run) => run[key] !== null && run[key] !== undefined)?.[key];
    if (first && typeof first === 'object') {
      out[key] = Object.fromEntries(
        Object.keys(first).map((sub) => [
          sub,
          round(median(runs.map((run) => run[key]?.[sub])), 1),
        ]),
      );
    } else {
      out[key] = round(median(runs.map((run) => run[key])), key === 'cls' ? 3 : 0);
    }
  }
  return out;
}

const metricKeys = [
  'score',
  'lcp',
  'lcpObserved',
  'fcp',
  'fcpObserved',
  'cls',
  'tbt',
  'speedIndex',
];
const requestKeys = ['scripts', 'stylesheets', 'fonts', 'images', 'total'];
const perRunKeys = [...metricKeys, ...requestKeys];

/**
 * Measures `pages` ([{ name, path }]) on `siteUrl`: for run 1..runs, Lighthouse on the page and then on
 * its no-JS copy (served on 127.0.0.1:`port`). Returns one entry per page (see lighthouse-cli.mjs for
 * the shape). `onProgress(message)` hears about each measurement.
 */
export async function measurePages({
  siteUrl,
  pages,
  runs = 5,
  port,
  chromePath = chromiumPath,
  onProgress = () => {},
}) {
  assertChromium(chromePath);
  if (!port) throw new Error('measurePages needs a free loopback `port` for the no-JS copies');
  const site = siteUrl.replace(/\/$/, '');
  const noJs = await startNoJsServer({ siteUrl: site, paths: pages.map((p) => p.path), port });
  const started = Date.now();
  try {
    const results = [];
    for (const page of pages) {
      const jsUrl = `${site}${page.path}`;
      const noJsUrl = `${noJs.url}${page.path}`;
      const jsRuns = [];
      const noJsRuns = [];
      for (let run = 1; run <= runs; run += 1) {
        for (const [variant, url, list] of [
          ['js', jsUrl, jsRuns],
          ['no-js', noJsUrl, noJsRuns],
        ]) {
          const t0 = Date.now();
          const summary = summarizeRun(await runLighthouse(url, { chromePath }));
          if (summary.runtimeError) {
            throw new Error(`Lighthouse failed on ${url}: ${summary.runtimeError}`);
          }
          list.push(summary);
          onProgress(
            `${page.name} run ${run}/${runs} ${variant}: score ${summary.score}, LCP ${summary.lcp} ms ` +
              `(${((Date.now() - t0) / 1000).toFixed(1)} s)`,
          );
        }
      }
      const js = medians(jsRuns, perRunKeys);
      const nojs = medians(noJsRuns, perRunKeys);
      const ratio = (a, b) => (a && b ? round(a / b, 3) : null);
      const copy = noJs.copies.get(page.path);
      results.push({
        name: page.name,
        path: page.path,
        url: jsUrl,
        noJsUrl,
        runs,
        js,
        noJs: nojs,
        lcpRatio: ratio(js.lcp, nojs.lcp),
        lcpRatioObserved: ratio(js.lcpObserved, nojs.lcpObserved),
        htmlBytes: copy.htmlBytes,
        lcpElement: jsRuns[0]?.lcpElement ?? null,
        lcpElementNoJs: noJsRuns[0]?.lcpElement ?? null,
        lcpPhases: jsRuns[0]?.lcpPhases ?? null,
        warnings: [...new Set([...jsRuns, ...noJsRuns].flatMap((run) => run.warnings))],
        raw: {
          js: jsRuns.map((run) => pick(run, perRunKeys)),
          noJs: noJsRuns.map((run) => pick(run, perRunKeys)),
        },
      });
    }
    return results;
  } finally {
    await noJs.close();
    onProgress(`Lighthouse: ${((Date.now() - started) / 1000).toFixed(0)} s in all`);
  }
}

const pick = (object, keys) => Object.fromEntries(keys.map((key) => [key, object[key]]));

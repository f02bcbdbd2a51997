import http, { type IncomingHttpHeaders } from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BrowserContext, Page } from '@playwright/test';
import { createCookie } from 'react-router';

// What the attack specs (e2e/security*.spec.ts) share. They act as an attacker would: requests sent
// as written (no URL normalising, no browser headers unless the test adds them), a page of the
// attacker's own on another port of the same host, and traps that notice any script that runs.

const here = path.dirname(fileURLToPath(import.meta.url));

/** The public payload list (README.md beside this file says where it comes from), one a line. */
export function xssPayloads(): string[] {
  return readFileSync(path.join(here, 'xss-payloads.txt'), 'utf8')
    .split('\n')
    .filter((line) => line.length > 0);
}

/** An evenly spread sample of `count` payloads (every k-th), for fields that take little text. */
export function samplePayloads(payloads: readonly string[], count: number): string[] {
  const step = payloads.length / count;
  return Array.from({ length: count }, (_, index) => payloads[Math.floor(index * step)]!);
}

/** Payloads packed greedily into texts of at most `maxLength` characters, one payload a line. */
export function packPayloads(payloads: readonly string[], maxLength: number): string[] {
  const texts: string[] = [];
  let current = '';
  for (const payload of payloads) {
    if (payload.length > maxLength) continue;
    const next = current ? `${current}\n${payload}` : payload;
    if (next.length > maxLength) {
      texts.push(current);
      current = payload;
    } else current = next;
  }
  if (current) texts.push(current);
  return texts;
}

export interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
  ms: number;
}

/**
 * One HTTP request with the path exactly as written (`fetch` would resolve dot segments and
 * re-encode), through node:http: no Origin, Sec-Fetch-* or cookies unless `headers` has them.
 */
export function rawRequest(
  base: string,
  pathAsWritten: string,
  {
    method = 'GET',
    headers = {},
    body,
  }: { method?: string; headers?: Record<string, string>; body?: string | Buffer } = {},
): Promise<RawAnswer> {
  const { hostname, port } = new URL(base);
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: hostname === 'localhost' ? '127.0.0.1' : hostname,
        port,
        method,
        path: pathAsWritten,
        headers: {
          Host: new URL(base).host,
          ...(body !== undefined ? { 'Content-Length': String(Buffer.byteLength(body)) } : {}),
          ...headers,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            text: Buffer.concat(chunks).toString('utf8'),
            ms: performance.now() - started,
          }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

export interface StreamedAnswer {
  status: number;
  /** Bytes of the body written when the answer's status arrived. */
  bytesAtAnswer: number;
  /** Milliseconds from the start to the answer's status. */
  ms: number;
}

/**
 * Streams a large body (`totalBytes`, chunked, never held in memory: one 64 KB chunk written again
 * and again as the socket drains) and stops as soon as the server answers. A server that reads the
 * whole body before answering is seen in `bytesAtAnswer`. A raw socket, read while it is written: a
 * server that answers and then closes the connection (as it should, rather than take the rest in)
 * is read before the writes fail.
 */
export function streamPost(
  base: string,
  pathAsWritten: string,
  totalBytes: number,
  headers: Record<string, string> = {},
): Promise<StreamedAnswer> {
  const { hostname, port, host } = new URL(base);
  const data = Buffer.alloc(64 * 1024, 0x61);
  const chunk = Buffer.concat([
    Buffer.from(`${data.length.toString(16)}\r\n`),
    data,
    Buffer.from('\r\n'),
  ]);
  const head = [
    `POST ${pathAsWritten} HTTP/1.1`,
    `Host: ${host}`,
    'Transfer-Encoding: chunked',
    'Connection: close',
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
    '',
    '',
  ].join('\r\n');
  const started = performance.now();
  let written = 0;
  let received = '';
  let answered: StreamedAnswer | null = null;
  return new Promise((resolve, reject) => {
    const socket = net.connect(
      { host: hostname === 'localhost' ? '127.0.0.1' : hostname, port: Number(port) },
      () => {
        socket.write(head);
        pump();
      },
    );
    const pump = () => {
      while (!answered && !socket.destroyed && written < totalBytes) {
        written += data.length;
        if (!socket.write(chunk)) {
          socket.once('drain', pump);
          return;
        }
      }
      if (!answered && !socket.destroyed && written >= totalBytes) socket.write('0\r\n\r\n');
    };
    socket.on('data', (bytes: Buffer) => {
      if (answered) return;
      received += bytes.toString('latin1');
      const status = /^HTTP\/1\.[01] (\d{3})/.exec(received);
      if (!status) return;
      answered = {
        status: Number(status[1]),
        bytesAtAnswer: written,
        ms: performance.now() - started,
      };
      socket.destroy();
      resolve(answered);
    });
    const fail = (why: string) => {
      if (answered) return;
      socket.destroy();
      reject(
        new Error(
          `the server closed the connection after ${written} bytes without an answer (${why})`,
        ),
      );
    };
    socket.on('error', (error: NodeJS.ErrnoException) => fail(error.code ?? error.message));
    socket.on('close', () => fail('closed'));
  });
}

/** `name=value` pairs of the cookies an answer sets (those it clears left out), for a Cookie header. */
export function cookiesSet(setCookies: readonly string[]): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const line of setCookies) {
    const [pair] = line.split(';');
    const at = pair!.indexOf('=');
    const name = pair!.slice(0, at).trim();
    const value = pair!.slice(at + 1).trim();
    if (!value || /;\s*max-age=0/i.test(line) || /expires=thu, 01 jan 1970/i.test(line)) {
      cookies.delete(name);
    } else cookies.set(name, value);
  }
  return cookies;
}

export const cookieHeader = (cookies: Map<string, string>) =>
  [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');

/** The session cookie's name, in production `__Host-trellis_token` (or `trellis_token` before). */
export const isTokenCookie = (name: string) => /^(__Host-)?trellis_token$/.test(name);

/** The bearer token a session cookie carries (React Router's cookie encoding, unsigned). */
export async function tokenOf(name: string, value: string): Promise<string> {
  const token = (await createCookie(name).parse(`${name}=${value}`)) as unknown;
  if (typeof token !== 'string' || !token) throw new Error(`no token in the cookie ${name}`);
  return token;
}

/** A cookie value as the site's server writes it (React Router's encoding), to plant one. */
export async function encodeCookieValue(name: string, value: unknown): Promise<string> {
  const serialized = await createCookie(name).serialize(value);
  return serialized.slice(name.length + 1).split(';')[0]!;
}

export interface SiteSession {
  /** The Cookie header of the signed-in person. */
  cookie: string;
  tokenCookie: { name: string; value: string };
}

/**
 * Signs in through the site as a page does (`POST /session/login`, the quiz's in-place sign-in, from
 * the site's own origin) and keeps the cookies it sets: the session as a browser would hold it.
 */
export async function signInThroughSite(
  base: string,
  email: string,
  password: string,
): Promise<SiteSession> {
  const response = await fetch(`${base}/session/login`, {
    method: 'POST',
    headers: { Origin: base, Accept: 'application/json' },
    body: new URLSearchParams({ email, password }),
    redirect: 'manual',
  });
  if (response.status !== 200) {
    throw new Error(`signing in as ${email} answered ${response.status}: ${await response.text()}`);
  }
  const cookies = cookiesSet(response.headers.getSetCookie());
  const token = [...cookies].find(([name]) => isTokenCookie(name));
  if (!token) throw new Error(`signing in as ${email} set no session cookie`);
  return { cookie: cookieHeader(cookies), tokenCookie: { name: token[0], value: token[1] } };
}

export interface AttackerSite {
  /** `http://localhost:<port>`: the same host as the site, another port (same site, other origin). */
  url: string;
  close: () => Promise<void>;
}

export interface AttackerPage {
  body: string;
  headers?: Record<string, string>;
}

/** The attacker's own web server on another port of the same host, serving the pages given by path. */
export async function startAttacker(pages: Record<string, AttackerPage>): Promise<AttackerSite> {
  const server = http.createServer((request, response) => {
    const page = pages[new URL(request.url ?? '/', 'http://attacker').pathname];
    if (!page) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', ...page.headers });
    response.end(page.body);
  });
  // Every interface, as the site listens: the browser may reach `localhost` on ::1 or 127.0.0.1.
  await new Promise<void>((resolve) => server.listen(0, resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://localhost:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** An HTML page whose form posts itself to `action` as soon as it loads. */
export function autoSubmittingForm(action: string, fields: Record<string, string>): string {
  const escape = (text: string) =>
    text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  const inputs = Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escape(name)}" value="${escape(value)}">`)
    .join('');
  return `<!doctype html><title>You won a garden</title><form method="post" action="${escape(action)}">${inputs}</form><script>document.forms[0].submit()</script>`;
}

export interface CmsProxy {
  url: string;
  close: () => Promise<void>;
}

/**
 * A stand-in for a CMS with hostile content, in front of a reference API: `GET
 * /pages/get-by-slug?slug=<one of pages>` answers that page; everything else is forwarded to
 * `upstream` as it came. The site server renders the pages through its real path (server render,
 * hydration, client navigation) without the API's seed knowing them.
 */
export async function startCmsProxy(
  upstream: string,
  pages: ReadonlyMap<string, unknown>,
): Promise<CmsProxy> {
  const target = new URL(upstream);
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://proxy');
    const slug = url.searchParams.get('slug');
    if (request.method === 'GET' && url.pathname === '/pages/get-by-slug' && slug) {
      const page = pages.get(slug);
      if (page) {
        response.writeHead(200, { 'Content-Type': 'application/json' });
        response.end(JSON.stringify({ data: page }));
        return;
      }
    }
    const forwarded = http.request(
      {
        host: target.hostname,
        port: target.port,
        method: request.method,
        path: request.url,
        headers: { ...request.headers, host: target.host },
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    forwarded.on('error', () => {
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
    request.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** What the traps saw: a dialog function called, a real dialog opened, a policy violation. */
export interface Hit {
  kind: string;
  detail: string;
  frame: string;
}

/**
 * Traps in every frame of the context, set before any of the page's scripts: `alert`, `confirm`,
 * `prompt` and `print` (what the payloads call) record the call instead, and every
 * `securitypolicyviolation` is recorded. A real dialog that still opens is recorded and dismissed.
 */
export async function setTraps(context: BrowserContext): Promise<Hit[]> {
  const hits: Hit[] = [];
  await context.exposeBinding('__securityTrap', (source, batch: string) => {
    for (const [kind, detail] of JSON.parse(batch) as [string, string][]) {
      hits.push({ kind, detail, frame: source.frame.url() });
    }
  });
  await context.addInitScript(() => {
    // What is seen goes out in batches: a page of hostile HTML can make thousands of policy reports,
    // and one call to the test per report would take longer than the page.
    const pending: [string, string][] = [];
    let timer: ReturnType<typeof setTimeout> | null = null;
    const flush = () => {
      timer = null;
      if (pending.length === 0) return;
      const trap = (window as unknown as { __securityTrap?: (batch: string) => void })
        .__securityTrap;
      trap?.(JSON.stringify(pending.splice(0)));
    };
    const report = (kind: string, detail: string) => {
      pending.push([kind, detail]);
      if (kind !== 'csp') flush();
      else timer ??= setTimeout(flush, 100);
    };
    window.addEventListener('pagehide', flush);
    for (const name of ['alert', 'confirm', 'prompt', 'print'] as const) {
      Object.defineProperty(window, name, {
        value: (...args: unknown[]) => {
          report(name, String(args[0] ?? '').slice(0, 200));
          return name === 'confirm' ? false : null;
        },
        writable: false,
        configurable: false,
      });
    }
    document.addEventListener(
      'securitypolicyviolation',
      (event) => {
        report(
          'csp',
          JSON.stringify({
            directive: event.effectiveDirective,
            blocked: event.blockedURI,
            sample: event.sample,
            source: event.sourceFile,
            line: event.lineNumber,
          }),
        );
      },
      true,
    );
  });
  context.on('page', (page) => watchDialogs(page, hits));
  return hits;
}

function watchDialogs(page: Page, hits: Hit[]) {
  page.on('dialog', (dialog) => {
    hits.push({ kind: `dialog:${dialog.type()}`, detail: dialog.message(), frame: page.url() });
    void dialog.dismiss().catch(() => undefined);
  });
}

/** Something in the page that would run script or leave the page if a person used it. */
export interface DomFinding {
  element: string;
  attribute: string;
  value: string;
}

/**
 * Looks through the elements under `selector` (every match) for what would run script: an event
 * handler attribute, a `javascript:`/`vbscript:` address (links, frames, forms, SVG hrefs), an HTML
 * `data:` address a frame or link would open, a frame with `srcdoc` or without a sandbox, a script,
 * object, embed, base or meta refresh element.
 */
export async function auditDom(page: Page, selector: string): Promise<DomFinding[]> {
  return page.evaluate((rootSelector) => {
    const findings: { element: string; attribute: string; value: string }[] = [];
    const describe = (element: Element) => element.outerHTML.slice(0, 160).replace(/\s+/g, ' ');
    // Browsers skip ASCII whitespace and controls inside a scheme ("java\tscript:").
    const scheme = (value: string) =>
      // eslint-disable-next-line no-control-regex
      value.replace(/[\u0000-\u0020\u007f]+/g, '').toLowerCase();
    const urlAttributes = [
      'href',
      'src',
      'action',
      'formaction',
      'xlink:href',
      'data',
      'poster',
      'background',
      'lowsrc',
      'dynsrc',
      'codebase',
      'cite',
      'ping',
    ];
    const mediaElements = ['img', 'image', 'source', 'video', 'audio', 'track', 'picture'];
    for (const root of document.querySelectorAll(rootSelector)) {
      for (const element of [root, ...root.querySelectorAll('*')]) {
        const tag = element.localName;
        if (['script', 'object', 'embed', 'base', 'applet', 'frame', 'frameset'].includes(tag)) {
          findings.push({ element: describe(element), attribute: '', value: tag });
        }
        if (
          tag === 'meta' &&
          (element.getAttribute('http-equiv') ?? '').toLowerCase() === 'refresh'
        ) {
          findings.push({
            element: describe(element),
            attribute: 'http-equiv',
            value: 'refresh',
          });
        }
        if (tag === 'iframe') {
          if (element.hasAttribute('srcdoc')) {
            findings.push({
              element: describe(element),
              attribute: 'srcdoc',
              value: element.getAttribute('srcdoc') ?? '',
            });
          }
          if (!element.hasAttribute('sandbox')) {
            findings.push({ element: describe(element), attribute: 'sandbox', value: 'missing' });
          }
        }
        for (const attribute of element.attributes) {
          const name = attribute.name.toLowerCase();
          if (name.startsWith('on')) {
            findings.push({ element: describe(element), attribute: name, value: attribute.value });
            continue;
          }
          if (!urlAttributes.includes(name) && !name.endsWith(':href')) continue;
          const value = scheme(attribute.value);
          // Media from a data: address never runs script: a picture (an SVG one included: as an
          // image it runs nothing), a sound, a video, a text track.
          const mediaData =
            mediaElements.includes(tag) &&
            (name === 'src' || name.endsWith('href')) &&
            /^data:(image|audio|video)\/|^data:text\/vtt[,;]/.test(value);
          if (
            value.startsWith('javascript:') ||
            value.startsWith('vbscript:') ||
            value.startsWith('livescript:') ||
            value.startsWith('mocha:') ||
            (value.startsWith('data:') && !mediaData)
          ) {
            findings.push({ element: describe(element), attribute: name, value: attribute.value });
          }
        }
      }
    }
    return findings;
  }, selector);
}

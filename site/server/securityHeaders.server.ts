import { randomBytes } from 'node:crypto';
import { embedFrameSources } from '#src/lib/sanitize/frameSources.ts';
import { serverConfig } from './config.server.ts';

/**
 * The site's security headers (docs/security.md, docs/decisions/026): a Content-Security-Policy with
 * a fresh script nonce on every HTML page, and a baseline — HSTS, Permissions-Policy, COOP, nosniff,
 * a referrer policy, frame rules and a policy that runs no script — on every other answer: redirects,
 * loader data, the API door, the session endpoints, the feed, errors and static files.
 */

type Config = ReturnType<typeof serverConfig>;

/** What Stripe.js (the card field, 3-D Secure) needs, from Stripe's Content-Security-Policy guide. */
const stripe = {
  script: ['https://js.stripe.com', 'https://*.js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
};

/**
 * What the maps service's places library (the garden address field) loads, only when a key is set.
 * Exact hosts rather than Google's suggested `*.googleapis.com`, which would also allow scripts from
 * storage.googleapis.com, where anyone can publish a file.
 */
const maps = {
  script: ['https://maps.googleapis.com'],
  connect: ['https://maps.googleapis.com', 'https://places.googleapis.com'],
  img: ['https://maps.gstatic.com', 'https://maps.googleapis.com'],
  style: ['https://fonts.googleapis.com'],
  font: ['https://fonts.gstatic.com'],
};

/** The video player of the video and design-hero sections (src/features/video/YouTubePlayer.tsx). */
const videoPlayer = 'https://www.youtube-nocookie.com/embed/';

/**
 * Features no page uses, refused to the page and every frame in it. The YouTube player's `allow`
 * list (autoplay, encrypted media, picture-in-picture, …) stays untouched. `payment` is refused: the
 * card field does not use the Payment Request API (a wallet button would need
 * `payment=(self "https://js.stripe.com")`).
 */
export const permissionsPolicy = [
  'camera=()',
  'microphone=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'hid=()',
  'midi=()',
  'magnetometer=()',
  'display-capture=()',
  'xr-spatial-tracking=()',
  'browsing-topics=()',
].join(', ');

/** HSTS: a year, subdomains included. Browsers ignore it over plain http (a local run). */
export const strictTransportSecurity = 'max-age=31536000; includeSubDomains';

/**
 * The policy of every answer that is not a page the site renders (a redirect, JSON, the feed, an
 * image, the stand-in store's plain pages): nothing runs, nothing is fetched, styles and same-origin
 * images still show, and a form may only post back here.
 */
export const noScriptPolicy = [
  "default-src 'none'",
  "img-src 'self' data:",
  "style-src 'self' 'unsafe-inline'",
  "font-src 'self'",
  "form-action 'self'",
  "frame-ancestors 'self'",
  "base-uri 'none'",
].join('; ');

/** A fresh nonce for one page: 16 random bytes, base64 (CSP's nonce-source takes base64). */
export function createNonce(): string {
  return randomBytes(16).toString('base64');
}

/** The origin of an absolute http(s) address (`https://shop.example`), or null for a path. */
function originOf(address: string): URL | null {
  try {
    const url = new URL(address);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

/** An absolute address's origin and its WebSocket form (`wss://host` for https), for the socket. */
function socketSources(address: string): string[] {
  const url = originOf(address);
  if (!url) return [];
  const ws = `${url.protocol === 'https:' ? 'wss:' : 'ws:'}//${url.host}`;
  return [url.origin, ws];
}

/**
 * Further image origins (CSP_IMAGE_ORIGINS: space- or comma-separated, such as a CMS's or a store's
 * CDN). Only http(s) origins are taken, re-serialized, so nothing else can reach the header.
 */
export function extraImageOrigins(value = process.env.CSP_IMAGE_ORIGINS): string[] {
  if (!value) return [];
  return value
    .split(/[\s,]+/)
    .map((part) => originOf(part)?.origin)
    .filter((origin): origin is string => Boolean(origin));
}

function unique(values: (string | null | undefined)[]): string[] {
  return [...new Set(values.filter((value): value is string => Boolean(value)))];
}

/**
 * The Content-Security-Policy of a page the site renders, for its `nonce`. Scripts: this origin (the
 * built chunks and the code they import), the nonce (React Router's and React's inline scripts), and
 * Stripe.js — never inline code without the nonce. Styles may be inline: React `style` props, Radix
 * and CMS formatting write style attributes, and libraries insert `<style>` elements at run time
 * (decision 026 weighs it). Connections, images and frames name exactly the hosts the pages use, taken
 * from the run-time configuration.
 */
export function documentContentSecurityPolicy(nonce: string, config: Config = serverConfig()) {
  return pagePolicy([`'nonce-${nonce}'`], config);
}

/**
 * The policy of the built Storybook the site serves at /storybook/ (site/editor/storybook.server.ts):
 * the pages' own, with the hashes of the served file's inline scripts (`'sha256-…'`) where a page has
 * its nonce. Storybook writes its settings into inline scripts of its HTML and cannot carry a nonce;
 * its hashes allow exactly those scripts, on those two admin-only pages, and nothing else inline.
 */
export function storybookContentSecurityPolicy(
  scriptHashes: readonly string[],
  config: Config = serverConfig(),
) {
  return pagePolicy(scriptHashes, config);
}

/** The policy of a page whose inline scripts are the ones `inlineScripts` (nonce or hashes) allow. */
function pagePolicy(inlineScripts: readonly string[], config: Config) {
  const withMaps = Boolean(config.mapsApiKey);
  const shop = originOf(config.shopUrl)?.origin;
  const api = originOf(config.apiUrl)?.origin;
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    [
      'script-src',
      [
        "'self'",
        ...inlineScripts,
        // A violation report carries the first characters of the refused code (for the journeys).
        "'report-sample'",
        ...stripe.script,
        ...(withMaps ? maps.script : []),
      ],
    ],
    ['style-src', ["'self'", "'unsafe-inline'", ...(withMaps ? maps.style : [])]],
    [
      'img-src',
      unique([
        "'self'",
        'data:',
        // A picture chosen for a message is shown from memory before it is sent.
        'blob:',
        // Image fields may hold the API's or the store's absolute addresses.
        api,
        shop,
        ...(withMaps ? maps.img : []),
        ...extraImageOrigins(),
      ]),
    ],
    ['font-src', ["'self'", ...(withMaps ? maps.font : [])]],
    [
      'connect-src',
      unique([
        "'self'",
        ...socketSources(config.socketUrl),
        shop,
        ...stripe.connect,
        ...(withMaps ? maps.connect : []),
      ]),
    ],
    // The live preview frames its own /preview/frame; the embed section only its listed players.
    ['frame-src', unique(["'self'", videoPlayer, ...stripe.frame, ...embedFrameSources])],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'self'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}

/**
 * The headers every answer carries unless it set its own: the pages replace the policy with their
 * nonce policy, the door keeps the API's. HSTS only where the session cookie is Secure (production
 * over https).
 */
export function baselineSecurityHeaders(config: Config = serverConfig()): Record<string, string> {
  return {
    'Content-Security-Policy': noScriptPolicy,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'SAMEORIGIN',
    'Permissions-Policy': permissionsPolicy,
    'Cross-Origin-Opener-Policy': 'same-origin',
    ...(config.secureCookies ? { 'Strict-Transport-Security': strictTransportSecurity } : {}),
  };
}

/** Sets each baseline header the headers do not have yet; a value already there wins. */
export function applyBaselineHeaders(headers: Headers, config: Config = serverConfig()): void {
  for (const [name, value] of Object.entries(baselineSecurityHeaders(config))) {
    if (!headers.has(name)) headers.set(name, value);
  }
}

/**
 * The response with the baseline headers it lacks. A response straight from `fetch` (the API door)
 * has immutable headers: it is copied into a new response around the same body, which is not read.
 */
export function withSecurityHeaders(response: Response, config: Config = serverConfig()): Response {
  const wanted = baselineSecurityHeaders(config);
  const missing = Object.keys(wanted).filter((name) => !response.headers.has(name));
  if (missing.length === 0) return response;
  try {
    for (const name of missing) response.headers.set(name, wanted[name]!);
    return response;
  } catch {
    const headers = new Headers(response.headers);
    for (const name of missing) headers.set(name, wanted[name]!);
    return new Response(response.body, {
      status: response.status,
      statusText: response.statusText,
      headers,
    });
  }
}

/**
 * The root's outermost middleware: whatever answers a request — a page, a redirect, loader data, the
 * API door, a resource route, an error — leaves with the baseline headers it did not set itself.
 */
export async function securityHeadersMiddleware(
  _args: unknown,
  next: () => Promise<Response>,
): Promise<Response> {
  return withSecurityHeaders(await next());
}

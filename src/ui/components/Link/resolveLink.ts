/** What a link from the CMS (or anywhere) turns into. */
export type ResolvedLink =
  /** Not a link at all: '#', blank, or a scheme we never link to (e.g. `javascript:`). */
  | { kind: 'text' }
  /** A route of this site, handled by the router. */
  | { kind: 'internal'; to: string }
  /** An element on this page, by id. */
  | { kind: 'hash'; id: string }
  /** Another site, opened in a new tab. */
  | { kind: 'external'; href: string }
  /** An e-mail address or phone number (`mailto:` / `tel:`). */
  | { kind: 'mailto'; href: string };

// Resolves root-relative paths when no valid SITE_URL is configured; it never leaves this module.
const placeholderOrigin = 'http://trellis.invalid';

function parseUrl(href: string, base?: string): URL | null {
  try {
    return new URL(href, base);
  } catch {
    return null;
  }
}

function siteOrigin(siteUrl: string): string | null {
  const url = parseUrl(siteUrl.trim());
  return url && (url.protocol === 'http:' || url.protocol === 'https:') ? url.origin : null;
}

function routeOf(url: URL): string {
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Decides how to render a link (spec: navigation links that start with the main site address become
 * internal routes; a link of '#' renders as plain text; in-page '#' links scroll smoothly):
 * - '#' or blank → plain text;
 * - '#anchor' → in-page link to the element with id `anchor`;
 * - '/path' → internal route;
 * - an http(s) URL on SITE_URL's origin (trailing slash and letter case do not matter) → internal route;
 * - any other http(s) URL (or `//host/...`) → external;
 * - `mailto:` / `tel:` → a plain link;
 * - anything else (`javascript:`, `data:`, bare words) → plain text, never a link.
 */
export function resolveLink(href: string, siteUrl: string): ResolvedLink {
  let known = resolved.get(siteUrl);
  if (!known) {
    resolved.clear();
    known = new Map();
    resolved.set(siteUrl, known);
  }
  const cached = known.get(href);
  if (cached) return cached;
  const link = Object.freeze(resolveUncached(href, siteUrl));
  if (known.size >= resolvedLimit) known.clear();
  known.set(href, link);
  return link;
}

/**
 * Answers already given, by SITE_URL (one in practice) and href: every button and link of a page asks,
 * mostly for the same few hrefs, and each answer took one or two URL parses. Frozen, as they are
 * shared. Emptied when full, so a stream of distinct hrefs cannot make it grow.
 */
const resolved = new Map<string, Map<string, ResolvedLink>>();
const resolvedLimit = 1000;

function resolveUncached(href: string, siteUrl: string): ResolvedLink {
  const trimmed = href.trim();
  if (trimmed === '' || trimmed === '#') return { kind: 'text' };

  if (trimmed.startsWith('#')) {
    const raw = trimmed.slice(1);
    let id = raw;
    try {
      id = decodeURIComponent(raw);
    } catch {
      // A malformed escape: the id is taken literally.
    }
    return { kind: 'hash', id };
  }

  const origin = siteOrigin(siteUrl);

  // Root-relative. Resolved against the site so that '//host/…' and a backslash form (which browsers treat
  // as another host) are caught rather than handed to the router.
  if (trimmed.startsWith('/') || trimmed.startsWith('\\')) {
    const base = origin ?? placeholderOrigin;
    const url = parseUrl(trimmed, base);
    if (!url) return { kind: 'text' };
    if (url.origin === base) return { kind: 'internal', to: routeOf(url) };
    return resolveAbsolute(url, url.href, origin);
  }

  const url = parseUrl(trimmed);
  if (!url) return { kind: 'text' };
  return resolveAbsolute(url, trimmed, origin);
}

function resolveAbsolute(url: URL, href: string, origin: string | null): ResolvedLink {
  if (url.protocol === 'mailto:' || url.protocol === 'tel:') return { kind: 'mailto', href };
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { kind: 'text' };
  if (url.origin === origin) return { kind: 'internal', to: routeOf(url) };
  return { kind: 'external', href };
}

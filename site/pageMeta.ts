import type { MetaDescriptor } from 'react-router';

/** The site's name: the end of every title and the Open Graph site name. */
export const siteName = 'Trellis';

/** The description of a page that has none of its own: the site in a sentence. */
export const siteDescription =
  'Planting plans, one-to-one design help and good tools for people who eat what they grow.';

/** A page's `<title>`: its own title, then the site's name. */
export function pageTitle(title: string): string {
  return `${title} | ${siteName}`;
}

/** The title and description of a page (React Router's `meta` replaces the parent's, so both always). */
export function routeMeta(title: string, description: string): MetaDescriptor[] {
  return [{ title: pageTitle(title) }, { name: 'description', content: description }];
}

/**
 * The title and description of a page whose address carries a secret token (a password reset, an
 * invitation): browsers are told not to pass the address on to another site as the referrer.
 */
export function tokenLinkMeta(title: string, description: string): MetaDescriptor[] {
  return [...routeMeta(title, description), { name: 'referrer', content: 'no-referrer' }];
}

/** A description cut to what search results show (about 160 characters), at a word. */
export function shortDescription(text: string, limit = 160): string {
  const plain = text
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (plain.length <= limit) return plain;
  const cut = plain.slice(0, limit - 1);
  const atWord = cut.slice(0, Math.max(cut.lastIndexOf(' '), limit / 2));
  return `${atWord.replace(/[\s,.;:]+$/, '')}…`;
}

/**
 * An absolute address on the site (SITE_URL): `path` may already be absolute (an image elsewhere).
 * Canonical addresses drop the query and the fragment.
 */
export function absoluteUrl(siteUrl: string, path: string, { canonical = false } = {}): string {
  const url = new URL(path, `${siteUrl.replace(/\/+$/, '')}/`);
  if (canonical) {
    url.search = '';
    url.hash = '';
  }
  return url.href;
}

interface RootLoaderMatch {
  id: string;
  loaderData?: unknown;
}

/** The site's public address (SITE_URL, read by the server at run time) from the root loader's data. */
export function siteUrlOf(matches: readonly (RootLoaderMatch | undefined)[]): string | undefined {
  const root = matches.find((match) => match?.id === 'root')?.loaderData as
    { config?: { siteUrl?: unknown } } | undefined;
  const siteUrl = root?.config?.siteUrl;
  return typeof siteUrl === 'string' && siteUrl ? siteUrl : undefined;
}

export interface ShareDetails {
  title: string;
  description: string;
  /** The page's path on the site (`/about`); its canonical address is built from it. */
  path: string;
  /** The picture to share (a path on the site or an absolute URL). */
  image?: string | null;
  type?: 'website' | 'article' | 'profile';
}

/**
 * The canonical address and the Open Graph and Twitter card tags of a page people link to and share.
 * Without the site's address (no root data) there is no absolute URL to give, so none are made.
 */
export function shareMeta(siteUrl: string | undefined, details: ShareDetails): MetaDescriptor[] {
  if (!siteUrl) return [];
  const url = absoluteUrl(siteUrl, details.path, { canonical: true });
  const image = details.image ? absoluteUrl(siteUrl, details.image) : null;
  return [
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:site_name', content: siteName },
    { property: 'og:type', content: details.type ?? 'website' },
    { property: 'og:url', content: url },
    { property: 'og:title', content: details.title },
    { property: 'og:description', content: details.description },
    ...(image ? [{ property: 'og:image', content: image }] : []),
    { name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' },
  ];
}

import type { ApiClient } from '#src/lib/api/client.ts';
import type { GimmeDatRequest, ListResponse, PostWire } from '#src/lib/api/types.ts';

/** How many of the latest posts the feed carries. */
export const feedSize = 20;

export const feedChannel = {
  title: 'Trellis',
  description:
    'Seasonal kitchen-garden advice, garden plans and stories from Trellis designers and gardeners.',
} as const;

const xmlEscapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Text for an XML element or attribute; characters XML 1.0 forbids are dropped. */
export function escapeXml(value: string): string {
  return value
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '')
    .replace(/[&<>"']/g, (character) => xmlEscapes[character]!);
}

/** An absolute address on the site for a path or an address that is absolute already. */
function absolute(siteUrl: string, pathOrUrl: string): string {
  try {
    return new URL(pathOrUrl, `${siteUrl}/`).toString();
  } catch {
    return siteUrl;
  }
}

/** RFC 822 date of an ISO date (what RSS 2.0 asks for), or null when it is not a date. */
function rssDate(value: string | null | undefined): string | null {
  const time = value ? Date.parse(value) : NaN;
  return Number.isNaN(time) ? null : new Date(time).toUTCString();
}

function imageType(url: string): string {
  const extension = /\.([a-z0-9]+)(?:[?#]|$)/i.exec(url)?.[1]?.toLowerCase();
  if (extension === 'svg') return 'image/svg+xml';
  if (extension === 'png') return 'image/png';
  if (extension === 'gif') return 'image/gif';
  if (extension === 'webp') return 'image/webp';
  return 'image/jpeg';
}

/**
 * The RSS 2.0 feed of the latest posts: title, link (`/{slug}` on the site), description, date and
 * image (Media RSS `media:content`, which needs no byte length, unlike `enclosure`).
 */
export function buildRssFeed(posts: PostWire[], { siteUrl, now }: { siteUrl: string; now: Date }) {
  const items = posts.map((post) => {
    const link = absolute(siteUrl, `/${post.slug.replace(/^\/+/, '')}`);
    const description = post.description || post.headline || post.subheadline || '';
    const date = rssDate(post.published_on);
    const image = post.image ? absolute(siteUrl, post.image) : null;
    return [
      '    <item>',
      `      <title>${escapeXml(post.title)}</title>`,
      `      <link>${escapeXml(link)}</link>`,
      `      <guid isPermaLink="true">${escapeXml(link)}</guid>`,
      description ? `      <description>${escapeXml(description)}</description>` : null,
      date ? `      <pubDate>${date}</pubDate>` : null,
      ...post.topics.map((topic) => `      <category>${escapeXml(topic.name)}</category>`),
      image
        ? `      <media:content url="${escapeXml(image)}" medium="image" type="${imageType(image)}" />`
        : null,
      '    </item>',
    ]
      .filter((line): line is string => line !== null)
      .join('\n');
  });
  const self = absolute(siteUrl, '/feed.xml');
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:media="http://search.yahoo.com/mrss/">',
    '  <channel>',
    `    <title>${escapeXml(feedChannel.title)}</title>`,
    `    <link>${escapeXml(absolute(siteUrl, '/'))}</link>`,
    `    <description>${escapeXml(feedChannel.description)}</description>`,
    '    <language>en-us</language>',
    `    <lastBuildDate>${now.toUTCString()}</lastBuildDate>`,
    `    <atom:link href="${escapeXml(self)}" rel="self" type="application/rss+xml" />`,
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}

/** The latest posts, newest first: the posts feed of the card grid's call (POST /gimme-dat/). */
export async function latestPosts(api: ApiClient): Promise<PostWire[]> {
  const body: GimmeDatRequest = { resource: 'posts', count: feedSize };
  const response = await api.post<ListResponse<PostWire>>('/gimme-dat/', body);
  return Array.isArray(response.data) ? response.data : [];
}

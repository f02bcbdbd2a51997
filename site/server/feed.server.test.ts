import { describe, expect, it } from 'vitest';
import type { PostWire } from '#src/lib/api/types.ts';
import { buildRssFeed, escapeXml } from './feed.server.ts';

const post = (overrides: Partial<PostWire> = {}): PostWire => ({
  id: 1,
  slug: 'blog/tomatoes-in-containers',
  title: 'Growing tomatoes in containers',
  image: '/api/media/tomato-harvest.svg',
  headline: 'A balcony can grow forty pounds of tomatoes.',
  subheadline: null,
  description: 'Pick a compact variety & a pot of at least 15 gallons.',
  type: 'post',
  topics: [{ id: 3, name: 'Vegetables' }],
  tags: [],
  published_on: '2026-10-02T09:00:00Z',
  ...overrides,
});

function parse(xml: string) {
  const document = new DOMParser().parseFromString(xml, 'application/xml');
  expect(document.getElementsByTagName('parsererror')).toHaveLength(0);
  return document;
}

describe('the RSS feed', () => {
  it('is well-formed RSS 2.0 with one item per post: title, link, description, date, image', () => {
    const xml = buildRssFeed(
      [post(), post({ id: 2, slug: 'planning', title: 'Plans <& "more">' })],
      {
        siteUrl: 'https://trellis.test',
        now: new Date('2026-11-25T10:00:00Z'),
      },
    );
    const document = parse(xml);
    expect(document.documentElement.getAttribute('version')).toBe('2.0');
    const items = [...document.getElementsByTagName('item')];
    expect(items).toHaveLength(2);
    const text = (item: Element, tag: string) => item.getElementsByTagName(tag)[0]?.textContent;
    expect(text(items[0]!, 'title')).toBe('Growing tomatoes in containers');
    expect(text(items[0]!, 'link')).toBe('https://trellis.test/blog/tomatoes-in-containers');
    expect(text(items[0]!, 'description')).toBe(
      'Pick a compact variety & a pot of at least 15 gallons.',
    );
    expect(text(items[0]!, 'pubDate')).toBe('Fri, 02 Oct 2026 09:00:00 GMT');
    expect(text(items[0]!, 'category')).toBe('Vegetables');
    expect(items[0]!.getElementsByTagName('media:content')[0]?.getAttribute('url')).toBe(
      'https://trellis.test/api/media/tomato-harvest.svg',
    );
    expect(text(items[1]!, 'title')).toBe('Plans <& "more">');
    expect(document.getElementsByTagName('lastBuildDate')[0]?.textContent).toBe(
      'Wed, 25 Nov 2026 10:00:00 GMT',
    );
  });

  it('is a valid empty channel without posts, and leaves out what a post lacks', () => {
    const empty = parse(buildRssFeed([], { siteUrl: 'http://localhost:3000', now: new Date(0) }));
    expect(empty.getElementsByTagName('item')).toHaveLength(0);
    expect(empty.getElementsByTagName('channel')).toHaveLength(1);
    const bare = parse(
      buildRssFeed([post({ image: null, description: null, headline: null, published_on: 'x' })], {
        siteUrl: 'http://localhost:3000',
        now: new Date(0),
      }),
    );
    const item = bare.getElementsByTagName('item')[0]!;
    expect(item.getElementsByTagName('description')).toHaveLength(0);
    expect(item.getElementsByTagName('pubDate')).toHaveLength(0);
    expect(item.getElementsByTagName('media:content')).toHaveLength(0);
  });

  it('escapes markup and drops characters XML cannot carry', () => {
    expect(escapeXml(`a<b>&"c"'d'\u0001`)).toBe('a&lt;b&gt;&amp;&quot;c&quot;&apos;d&apos;');
  });
});

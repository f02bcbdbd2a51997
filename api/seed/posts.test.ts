import { describe, expect, it } from 'vitest';
import { registry } from '#registry';
import { postPages, seedPosts } from './posts.ts';

// The post pages are seeded by the directory step, outside seedPages (registry.test.ts),
// so their sections are checked against the section schemas here.
describe('the pages of the posts', () => {
  const sections = postPages.flatMap((page) =>
    page.page_sections.map((section, index) => ({ slug: page.slug, index, section })),
  );

  it.each(
    sections.map((entry) => [`${entry.slug} #${entry.index} (${entry.section.type})`, entry]),
  )('%s parses with its section schema', async (_label, { section, index }) => {
    const load = registry[section.type as keyof typeof registry];
    expect(load, `section type ${section.type}`).toBeTypeOf('function');
    const module = (await load()).default;
    const result = module.parse({ id: index + 1, ...section });
    expect(result.ok, JSON.stringify(result)).toBe(true);
  });

  it('gives every post without a page of its own a page: headline, image or video, body, share', () => {
    const slugs = postPages.map((page) => page.slug);
    for (const post of seedPosts.filter((entry) => entry.body !== null)) {
      expect(slugs).toContain(post.slug);
      const page = postPages.find((entry) => entry.slug === post.slug)!;
      expect(page.published).toBe(true);
      expect(page.page_sections.map((section) => section.type)).toEqual([
        'headline',
        post.type === 'video' ? 'video' : 'image',
        'body',
        'share',
      ]);
      expect(page.page_sections[0]!.content).toMatchObject({ headline: post.headline });
    }
    expect(new Set(seedPosts.map((post) => post.slug)).size).toBe(seedPosts.length);
  });
});

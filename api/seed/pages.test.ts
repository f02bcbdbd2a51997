import { describe, expect, it } from 'vitest';
import { e2ePages, seedPages } from '#src/demo/pages.ts';

/** The ids a page's body sections give their HTML. */
function bodyIds(sections: readonly { content: Record<string, unknown> }[]): string[] {
  return sections.flatMap(({ content }) =>
    typeof content.body === 'string'
      ? [...content.body.matchAll(/ id="([^"]+)"/g)].map((match) => match[1]!)
      : [],
  );
}

describe('seeded pages', () => {
  it('give no HTML id twice on a page, the bench pages that repeat the home page included', () => {
    const pages = [...seedPages, ...e2ePages];
    const withIds = pages.filter(({ page_sections }) => bodyIds(page_sections).length > 0);
    expect(withIds.map(({ slug }) => slug)).toContain('e2e/thousand-sections');
    for (const { slug, page_sections } of pages) {
      const ids = bodyIds(page_sections);
      expect(ids.length, slug).toBe(new Set(ids).size);
    }
  });

  it('list each podcast episode once on a page: one episode list at most (all episodes, or the latest)', () => {
    const lists = ['podcasts', 'latest-podcasts'];
    const shown = seedPages.flatMap(({ slug, page_sections }) =>
      page_sections.some(({ type }) => lists.includes(type)) ? [slug] : [],
    );
    expect(shown).toContain('blog');
    for (const { slug, page_sections } of seedPages) {
      const episodeLists = page_sections.filter(({ type }) => lists.includes(type));
      expect(episodeLists.map(({ type }) => type).length, slug).toBeLessThanOrEqual(1);
    }
  });
});

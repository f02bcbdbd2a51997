import { describe, expect, it } from 'vitest';
import { backgroundColors } from '#src/lib/api/types.ts';
import type { SectionModule } from '#src/lib/sectionKit/defineSection.tsx';

interface StoryLike {
  args?: { layout?: string; background?: string };
}

/** The stories of a story file with the meta's args under each story's own. */
export function catalogueStories(stories: Record<string, unknown>) {
  const meta = (stories.default ?? {}) as StoryLike;
  return Object.entries(stories)
    .filter(([name]) => name !== 'default')
    .map(([name, story]) => ({
      name,
      args: { ...meta.args, ...(story as StoryLike).args },
    }));
}

/**
 * Checks that a section's stories make a whole catalogue: a Playground, and a story for every layout
 * of the module and (unless its frame is bare) every background colour.
 * Pass the story file as a namespace: `import * as stories from './TipBox.stories.tsx'`.
 */
export function testStoryCatalogue(
  module: Pick<SectionModule, 'type' | 'layouts' | 'frame'>,
  stories: Record<string, unknown>,
) {
  const all = catalogueStories(stories);
  describe(`${module.type} story catalogue`, () => {
    it('has a Playground', () => {
      expect(all.map((story) => story.name)).toContain('Playground');
    });
    it.each([...module.layouts])('shows the %s layout', (layout) => {
      expect(all.filter((story) => story.args.layout === layout)).not.toEqual([]);
    });
    if (module.frame !== 'bare')
      it.each([...backgroundColors])('shows the section on %s', (background) => {
        expect(all.filter((story) => story.args.background === background)).not.toEqual([]);
      });
  });
}

import { createContext, useContext } from 'react';
import type { PageSectionWire } from '#src/lib/api/types.ts';
import { parseTimeReveal } from './timeReveal.ts';

/**
 * Which section of a content page carries the page's one `h1`, by section id (`null`: none does, and
 * the page shell gives the page a hidden `h1` of its own). Outside a content page (a story, a list of
 * demos) there is no provider and each section keeps its own level.
 */
const PageHeadingContext = createContext<number | null | undefined>(undefined);

export const PageHeadingProvider = PageHeadingContext.Provider;

/** Sections whose headline opens a page: the first of them shown at once is the page's `h1`. */
const openingTypes: ReadonlySet<string> = new Set(['hero', 'design-hero']);

function hasHeadline(section: PageSectionWire): boolean {
  const headline = section.content?.headline;
  return typeof headline === 'string' && headline.trim() !== '';
}

/**
 * The section whose headline is the page's `h1`: the first opening section (hero, design hero) shown
 * at once, else a headline section that opens the page; `null` when neither exists, so that every
 * content page has exactly one `h1` whatever sections its editors choose.
 */
export function pageHeadingSectionId(sections: readonly PageSectionWire[]): number | null {
  const shown = sections.filter(
    (section) =>
      section !== null &&
      typeof section === 'object' &&
      parseTimeReveal(section.content?.time_reveal) === 0,
  );
  const opening = shown.find((section) => openingTypes.has(section.type) && hasHeadline(section));
  if (opening) return opening.id;
  const first = shown[0];
  return first?.type === 'headline' && hasHeadline(first) ? first.id : null;
}

/**
 * The level of a section's main headline: 1 when it is the page's `h1`, otherwise 2. `ownLevel` is
 * the level the section has on its own, outside a content page.
 */
export function usePageHeadingLevel(sectionId: number, ownLevel: 1 | 2): 1 | 2 {
  const owner = useContext(PageHeadingContext);
  if (owner === undefined) return ownLevel;
  return owner === sectionId ? 1 : 2;
}

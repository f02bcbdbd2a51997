import { isSectionType, isStaticSection, registry, type SectionType } from '#registry';
import type { PageSectionWire } from '#src/lib/api/types.ts';
import type { SectionModule } from '#src/lib/sectionKit/defineSection.tsx';
import { reloadForChunkError } from '#site/shell/chunkReload.ts';

/**
 * A promise that also says whether it has settled (the fields React's `use` reads), so a module that
 * has loaded renders synchronously.
 */
type Tracked = Promise<SectionModule> & {
  status?: 'pending' | 'fulfilled' | 'rejected';
  value?: SectionModule;
  reason?: unknown;
};
export type TrackedModule = Promise<SectionModule>;

const modules = new Map<SectionType, Tracked>();

/**
 * Loads (once) the module of a section type. The server awaits every type of a page before it renders,
 * and the browser awaits those its page hydrates (`hydrationSectionTypes`), so hydration never waits on
 * a chunk.
 */
export function loadSectionModule(type: SectionType): TrackedModule {
  const known = modules.get(type);
  if (known) return known;
  const tracked = registry[type]().then((loaded) => loaded.default as SectionModule) as Tracked;
  tracked.status = 'pending';
  tracked.then(
    (value) => {
      tracked.status = 'fulfilled';
      tracked.value = value;
    },
    (reason: unknown) => {
      tracked.status = 'rejected';
      tracked.reason = reason;
      modules.delete(type);
      reloadForChunkError(reason);
    },
  );
  modules.set(type, tracked);
  return tracked;
}

/** The module of a type if it has already loaded. */
export function loadedSectionModule(type: SectionType): SectionModule | undefined {
  const tracked = modules.get(type);
  return tracked?.status === 'fulfilled' ? tracked.value : undefined;
}

/**
 * The types of the sections in a list, including the sub-sections of `reusable`, for which `counts`
 * says yes (the walk goes into a reusable section's sub-sections either way).
 */
function sectionTypesWhere(
  sections: readonly PageSectionWire[] | undefined,
  counts: (section: PageSectionWire) => boolean,
): string[] {
  const types = new Set<string>();
  const visit = (list: readonly unknown[] | undefined, depth: number) => {
    if (!Array.isArray(list) || depth > 2) return;
    for (const item of list) {
      if (!item || typeof item !== 'object') continue;
      const section = item as PageSectionWire;
      if (typeof section.type !== 'string') continue;
      if (counts(section)) types.add(section.type);
      const nested = (section.content as { sections?: unknown } | undefined)?.sections;
      if (section.type === 'reusable' && Array.isArray(nested)) visit(nested, depth + 1);
    }
  };
  visit(sections, 0);
  return [...types];
}

/** Every section type a list of sections uses, including the sub-sections of `reusable`. */
export function collectSectionTypes(sections: readonly PageSectionWire[] | undefined): string[] {
  return sectionTypesWhere(sections, () => true);
}

/**
 * The section types whose code the browser needs to hydrate a page: every type but those of static
 * sections shown at once (they keep their server HTML: decision 029). A static section held back by
 * `time_reveal` is left out too: its code loads when it is revealed.
 */
export function hydrationSectionTypes(sections: readonly PageSectionWire[] | undefined): string[] {
  return sectionTypesWhere(sections, (section) => !isStaticSection(section));
}

/**
 * How many of a page's first sections the byte check counts as "near the first screen": interactive
 * sections further down load their code only when they come near the viewport (decision 031). The
 * browser decides by measuring (within one viewport below the first screen); on the bench pages the
 * first screen and the next viewport hold four sections at 375 and at 1280 px wide (measured in
 * Chromium: the fifth starts below it on both), so the byte check, which has no browser, takes four.
 */
export const firstScreenSections = 4;

/**
 * The section types whose code a page loads before it hydrates, as the byte check estimates it: the
 * types `hydrationSectionTypes` gives for the page's first `firstScreenSections` sections.
 */
export function firstScreenSectionTypes(
  sections: readonly PageSectionWire[] | undefined,
): string[] {
  return hydrationSectionTypes(
    Array.isArray(sections) ? sections.slice(0, firstScreenSections) : [],
  );
}

/**
 * The section types listed in a document (`data-section-types` on the page's sections): what the
 * browser loads before it hydrates.
 */
export function documentSectionTypes(document: Document): string[] {
  const types = new Set<string>();
  document.querySelectorAll<HTMLElement>('[data-section-types]').forEach((element) => {
    (element.dataset.sectionTypes ?? '').split(' ').forEach((type) => type && types.add(type));
  });
  return [...types];
}

/** Loads the modules of every registered type among `types`; unknown types are skipped. */
export async function loadSectionModules(types: readonly string[]): Promise<void> {
  await Promise.all(
    types.filter(isSectionType).map((type) =>
      loadSectionModule(type).catch(() => {
        // A module that fails to load renders as a broken section; the page still renders.
      }),
    ),
  );
}

import type { DocumentedSection } from '#src/lib/sectionKit/fieldDocs.ts';

export type DocumentedSectionType = DocumentedSection & { type: string };

/** Each section component of a story catalogue → its module, for the fields table of its docs page. */
const byComponent = new WeakMap<object, DocumentedSectionType>();

/** Called by `sectionCatalogue`: the docs page of stories of `component` shows `section`'s fields. */
export function documentSection(component: object, section: DocumentedSectionType): void {
  byComponent.set(component, section);
}

/** The section whose stories have `component` as their meta's component, if any. */
export function documentedSectionOf(component: unknown): DocumentedSectionType | undefined {
  return typeof component === 'function' || (typeof component === 'object' && component !== null)
    ? byComponent.get(component)
    : undefined;
}

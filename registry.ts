import type { SectionModule } from '#src/sections/defineSection.tsx';

// Each module has its own content type; the shell only parses and renders through the module itself.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type SectionLoader = () => Promise<{ default: SectionModule<any> }>;

/**
 * Every CMS section type (spec/sections.md) that exists so far → its lazily imported module.
 * One hand-kept line per type; a page loads the code of only the types it contains.
 * The folder of a type is always `sections/<type>/index.ts` (the build manifest is read by that path).
 */
export const registry = {
  'cta-band': () => import('./sections/cta-band/index.ts'),
  body: () => import('./sections/body/index.ts'),
  faq: () => import('./sections/faq/index.ts'),
  headline: () => import('./sections/headline/index.ts'),
  hero: () => import('./sections/hero/index.ts'),
  image: () => import('./sections/image/index.ts'),
} satisfies Record<string, SectionLoader>;

export type SectionType = keyof typeof registry;

export function isSectionType(type: string): type is SectionType {
  return Object.prototype.hasOwnProperty.call(registry, type);
}

/** The source path of a type's module, as the build manifest names it. */
export function sectionSourcePath(type: SectionType): string {
  return `sections/${type}/index.ts`;
}

import { registry, type SectionType } from '#registry';
import { demoSectionsByType } from '#src/demo/sections/index.ts';
import type { PageSectionWire } from '#src/lib/api/types.ts';

/** One registered section type and its built-in demo sections (src/demo/sections/<type>.ts). */
export interface DemoGroup {
  type: SectionType;
  sections: PageSectionWire[];
}

/**
 * Built-in demo sections get ids from here up, so they never share an id (and the element ids made
 * from it) with the sections of a CMS page shown on the same screen.
 */
const firstDemoId = 100_001;

/**
 * Every registered section type with its built-in demo content, in registry order. The kitchen sink
 * shows it with no CMS page at all; the live preview's type picker starts from it.
 */
export function demoGroups(): DemoGroup[] {
  let id = firstDemoId;
  return (Object.keys(registry) as SectionType[]).map((type) => ({
    type,
    sections: (demoSectionsByType[type] ?? []).map((section) => ({ ...section, id: id++ })),
  }));
}

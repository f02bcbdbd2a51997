import { useMemo } from 'react';
import type { PageSectionWire } from '#src/lib/api/types.ts';
import type { SectionProps } from '#src/lib/sectionKit/defineSection.tsx';
import { useRenderSections } from '#src/lib/sectionKit/SectionRendererContext.tsx';
import type { ReusableContent } from './schema.ts';

/** Spec: a reusable renders its sub-sections but never a nested reusable (no recursion). */
export const skippedTypes = ['reusable'];

/**
 * A block of sections kept once in the CMS and reused on many pages (a newsletter sign-off, a
 * "how it works" strip). It renders its sub-sections through the page's own section renderer, each in
 * its own frame with its own background, and leaves out any nested `reusable`, whatever it contains.
 */
export function Reusable({ id, content }: SectionProps<ReusableContent>) {
  const renderSections = useRenderSections();
  const sections = useMemo(
    () =>
      content.sections.flatMap((section, index): PageSectionWire[] =>
        skippedTypes.includes(section.type)
          ? []
          : [
              {
                ...section,
                // Sub-sections saved without an id get one that is stable and unique on the page.
                id: section.id ?? id * 1000 + index + 1,
              },
            ],
      ),
    [content.sections, id],
  );
  if (sections.length === 0) return null;
  return <>{renderSections(sections, { skipTypes: skippedTypes })}</>;
}

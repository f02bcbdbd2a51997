/**
 * The tags every section's stories get from `sectionCatalogue(...).meta`: `autodocs`, a docs page
 * (title, the catalogue text above `meta`, the fields table, then the stories).
 *
 * Storybook reads a story file's tags without running it, from the object literal of its default
 * export, so tags spread in from the catalogue are invisible to it. `.storybook/main.ts` therefore
 * adds these same tags to every story file that builds its meta with `sectionCatalogue`.
 */
export const sectionCatalogueTags = ['autodocs'];

/** Whether a story file's source builds its meta with `sectionCatalogue(...)`. */
export function usesSectionCatalogue(source: string): boolean {
  return /\bsectionCatalogue\s*(<[^>]*>)?\s*\(/.test(source) && /\.\.\.\w+\.meta\b/.test(source);
}

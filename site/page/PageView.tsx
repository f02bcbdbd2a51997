import type { PageWire } from '#src/lib/api/types.ts';
import { SectionDataFallbackProvider } from '#src/lib/sectionKit/sectionDataFallback.tsx';
import { PageSections } from './PageSections.tsx';
import * as styles from '#site/shell/shell.css.ts';

/** A CMS page: the unpublished notice for admins and its sections in order. */
export function PageView({
  page,
  fallback,
  types,
  showNotices,
}: {
  page: PageWire;
  fallback: Record<string, unknown>;
  /**
   * The section types whose code the page needs to hydrate (`hydrationSectionTypes`): static sections
   * shown at once need none.
   */
  types: string[];
  showNotices: boolean;
}) {
  return (
    <SectionDataFallbackProvider value={fallback}>
      {page.published === false ? (
        <p className={styles.adminNotice} role="status">
          This page is not published: only admins can see it.
        </p>
      ) : null}
      {/* The browser loads the code of every type listed here before it hydrates (entry.client). */}
      <div data-section-types={types.join(' ')}>
        <PageSections
          key={page.id}
          sections={page.page_sections}
          showNotices={showNotices}
          islands
        />
      </div>
    </SectionDataFallbackProvider>
  );
}

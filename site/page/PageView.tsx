import { preloadModule } from 'react-dom';
import { SWRConfig } from 'swr';
import type { PageWire } from '#src/api/types.ts';
import type { SectionAssets } from './sectionAssets.server.ts';
import { PageSections } from './PageSections.tsx';
import * as styles from '#site/shell/shell.css.ts';

/** A CMS page: the unpublished notice for admins, its sections' assets, and its sections in order. */
export function PageView({
  page,
  fallback,
  assets,
  types,
  showNotices,
}: {
  page: PageWire;
  fallback: Record<string, unknown>;
  assets: SectionAssets;
  /** Every section type of the page, including those not shown (broken or held back). */
  types: string[];
  showNotices: boolean;
}) {
  // Emitted into <head> during the server render: the page's section code loads with the HTML.
  for (const href of assets.scripts) preloadModule(href, { as: 'script' });

  return (
    <SWRConfig value={{ fallback }}>
      {page.published === false ? (
        <p className={styles.adminNotice} role="status">
          This page is not published: only admins can see it.
        </p>
      ) : null}
      {/* The browser loads the code of every type listed here before it hydrates (entry.client). */}
      <div data-section-types={types.join(' ')}>
        <PageSections key={page.id} sections={page.page_sections} showNotices={showNotices} />
      </div>
    </SWRConfig>
  );
}

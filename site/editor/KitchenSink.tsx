import { Link } from 'react-router';
import type { PageWire } from '#src/lib/api/types.ts';
import { VisuallyHidden } from '#src/ui/components/VisuallyHidden/VisuallyHidden.tsx';
import { SectionDataFallbackProvider } from '#src/lib/sectionKit/sectionDataFallback.tsx';
import { PageSections } from '#site/page/PageSections.tsx';
import type { DemoGroup } from './demoSections.ts';
import { previewPath, storybookDocsUrl } from './links.ts';
import * as styles from './editor.css.ts';

export interface KitchenSinkData {
  /** Every registered type with its built-in demo content, in registry order. */
  groups: DemoGroup[];
  /** The CMS page `kitchen-sink`, when the API has one: shown after the built-in part. */
  cmsPage: PageWire | null;
  /** Set when the API failed to answer for the CMS page (the built-in part still shows). */
  cmsError: string | null;
  fallback: Record<string, unknown>;
  types: string[];
  storybookUrl: string;
}

const labelId = (type: string) => `kitchen-sink-${type}`;

/**
 * The kitchen sink: every registered section type with its built-in demo content, each under a small
 * label (its type string, its Storybook docs, the live preview), then the CMS page `kitchen-sink` if
 * the API has one. Needs nothing from the CMS; `time_reveal` is ignored so everything shows at once.
 */
export function KitchenSink({
  groups,
  cmsPage,
  cmsError,
  fallback,
  types,
  storybookUrl,
}: KitchenSinkData) {
  return (
    <SectionDataFallbackProvider value={fallback}>
      <div className={styles.intro}>
        <h1 className={styles.title}>Kitchen sink</h1>
        <p className={styles.lead}>
          Every section type the site can show, with its built-in demo content, in registry order.
          Each type links to its Storybook page (its fields, layouts and states) and to the live
          preview, where you can edit its content and see the result.
          {cmsPage ? ' Sections from the CMS page “kitchen-sink” follow at the end.' : null}
        </p>
        <nav aria-label="Section types">
          <ul className={styles.typeIndex}>
            {groups.map(({ type }) => (
              <li key={type}>
                <a href={`#${labelId(type)}`}>{type}</a>
              </li>
            ))}
            {cmsPage ? (
              <li>
                <a href="#kitchen-sink-cms">CMS page</a>
              </li>
            ) : null}
          </ul>
        </nav>
      </div>
      {/* The browser loads the code of every type listed here before it hydrates (entry.client). */}
      <div data-section-types={types.join(' ')}>
        {groups.map(({ type, sections }) => (
          <div key={type} data-kitchen-sink-type={type}>
            <div className={styles.label} id={labelId(type)}>
              <h2 className={styles.labelType}>{type}</h2>
              <ul className={styles.labelLinks}>
                <li>
                  <a href={storybookDocsUrl(storybookUrl, type)}>
                    Storybook<VisuallyHidden>entry for {type}</VisuallyHidden>
                  </a>
                </li>
                <li>
                  <Link to={previewPath(type)}>
                    Live preview<VisuallyHidden>of {type}</VisuallyHidden>
                  </Link>
                </li>
              </ul>
            </div>
            <PageSections sections={sections} showNotices reveal="all" />
          </div>
        ))}
        {cmsPage ? (
          <div data-kitchen-sink-cms="">
            <div className={styles.label} id="kitchen-sink-cms">
              <h2 className={styles.labelType}>From the CMS page “kitchen-sink”</h2>
            </div>
            <PageSections
              key={cmsPage.id}
              sections={cmsPage.page_sections}
              showNotices
              reveal="all"
            />
          </div>
        ) : (
          <p className={styles.cmsNote}>
            {cmsError ??
              'The CMS has no page “kitchen-sink”. Sections added to a page with that slug show here, after the built-in ones.'}
          </p>
        )}
      </div>
    </SectionDataFallbackProvider>
  );
}

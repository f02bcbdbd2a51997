import { useId } from 'react';
import { Container } from '#src/ui/components/Container/index.ts';
import { useResolvedLink } from '#src/ui/components/Link/index.ts';
import { Skeleton } from '#src/ui/components/Skeleton/index.ts';
import { usePublicConfig } from '#src/lib/config/runtimeConfig.tsx';
import { FooterSignup } from './FooterSignup.tsx';
import { useFooterMenus, type FooterColumn } from './footerMenus.ts';
import { Logo } from './Logo.tsx';
import { NavigationLink } from './NavigationLink.tsx';
import { footerFallbackLinks, type NavigationItem } from './navigation.ts';
import * as footerStyles from './footer.css.ts';
import * as styles from './shell.css.ts';

/** The fallback list of docs/spec/platform.md §2, spread over three columns. */
function fallbackColumns(shopUrl: string): FooterColumn[] {
  const links = footerFallbackLinks(shopUrl);
  const perColumn = Math.ceil(links.length / 3);
  return [0, 1, 2].map((i) => ({
    title: null,
    items: links.slice(i * perColumn, (i + 1) * perColumn),
  }));
}

function FooterEntry({ item }: { item: NavigationItem }) {
  // '#' (or anything that is not a link) is a plain heading over its children, not a dead link.
  const isText = useResolvedLink(item.href).kind === 'text';
  const link = isText ? (
    <span className={footerStyles.groupLabel}>{item.label}</span>
  ) : (
    <NavigationLink item={item} variant="plain" className={styles.footerLink} />
  );
  if (!item.children?.length) return <li>{link}</li>;
  return (
    <li>
      {link}
      <ul className={footerStyles.subList}>
        {item.children.map((child, index) => (
          <li key={`${child.label}-${index}`}>
            <NavigationLink item={child} variant="plain" className={styles.footerLink} />
          </li>
        ))}
      </ul>
    </li>
  );
}

function Column({ column, index }: { column: FooterColumn; index: number }) {
  const titleId = useId();
  // A menu that did not come leaves its column empty (the other columns keep their places).
  if (column.items.length === 0) return <div />;
  return (
    <nav
      aria-labelledby={column.title ? titleId : undefined}
      aria-label={column.title ? undefined : `Footer column ${index + 1}`}
    >
      {column.title ? (
        <h2 id={titleId} className={footerStyles.columnTitle}>
          {column.title}
        </h2>
      ) : null}
      <ul className={styles.footerList}>
        {column.items.map((item, itemIndex) => (
          <FooterEntry key={`${item.label}-${itemIndex}`} item={item} />
        ))}
      </ul>
    </nav>
  );
}

/**
 * The footer: three link columns from the store's menus `footer-nav-column-1..3` (the fallback list
 * when none of them comes), the e-mail sign-up and the copyright of the current year. Pink unless told
 * otherwise (white on the order detail page).
 */
export function SiteFooter({ tone = 'pink' }: { tone?: 'pink' | 'white' }) {
  const { shopUrl } = usePublicConfig();
  const menus = useFooterMenus();
  const loading = menus.status === 'loading';
  const columns = menus.status === 'menus' ? menus.columns : fallbackColumns(shopUrl);
  return (
    <footer className={styles.footer({ tone })}>
      <Container>
        <div className={footerStyles.footerTop}>
          <div
            className={`${styles.footerColumns} ${footerStyles.columnsReserve}`}
            aria-busy={loading || undefined}
          >
            {loading
              ? [0, 1, 2].map((index) => (
                  <div key={index} className={footerStyles.skeletonColumn}>
                    <Skeleton lines={5} height="1.25rem" />
                  </div>
                ))
              : columns.map((column, index) => (
                  <Column key={index} column={column} index={index} />
                ))}
          </div>
          <FooterSignup />
        </div>
        <p className={styles.copyright}>
          <Logo /> © {new Date().getFullYear()} Trellis. Grow something good.
        </p>
      </Container>
    </footer>
  );
}

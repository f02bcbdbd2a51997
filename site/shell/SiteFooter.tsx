import { Container } from '#src/components/Container/index.ts';
import { Link, ResolvedAnchor } from '#src/components/Link/index.ts';
import { link as linkStyle } from '#src/components/Link/Link.css.ts';
import { usePublicConfig } from '#src/config/runtimeConfig.tsx';
import { Logo } from './Logo';
import { footerFallbackLinks } from './navigation';
import * as styles from './shell.css';

/** The footer: link columns and the copyright of the current year. Pink unless told otherwise. */
export function SiteFooter({ tone = 'pink' }: { tone?: 'pink' | 'white' }) {
  const { shopUrl } = usePublicConfig();
  const links = footerFallbackLinks(shopUrl);
  const perColumn = Math.ceil(links.length / 3);
  const columns = [0, 1, 2].map((i) => links.slice(i * perColumn, (i + 1) * perColumn));
  return (
    <footer className={styles.footer({ tone })}>
      <Container>
        <div className={styles.footerColumns}>
          {columns.map((column, index) => (
            <nav key={index} aria-label={`Footer column ${index + 1}`}>
              <ul className={styles.footerList}>
                {column.map((item) => (
                  <li key={item.label}>
                    {item.external ? (
                      <ResolvedAnchor
                        link={{ kind: 'external', href: item.href }}
                        className={`${linkStyle({ variant: 'plain' })} ${styles.footerLink}`}
                      >
                        {item.label}
                      </ResolvedAnchor>
                    ) : (
                      <Link href={item.href} variant="plain" className={styles.footerLink}>
                        {item.label}
                      </Link>
                    )}
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
        <p className={styles.copyright}>
          <Logo /> © {new Date().getFullYear()} Trellis. Grow something good.
        </p>
      </Container>
    </footer>
  );
}

import { Container } from '#src/components/Container/index.ts';
import { usePublicConfig } from '#src/config/runtimeConfig.tsx';
import { Logo } from './Logo.tsx';
import { NavigationLink } from './NavigationLink.tsx';
import { footerFallbackLinks } from './navigation.ts';
import * as styles from './shell.css.ts';

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
                    <NavigationLink item={item} variant="plain" className={styles.footerLink} />
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

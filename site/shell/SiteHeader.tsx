import { useId, useState } from 'react';
import { Form, useLocation } from 'react-router';
import { Container } from '#src/components/Container/index.ts';
import { Link } from '#src/components/Link/index.ts';
import { usePublicConfig } from '#src/config/runtimeConfig.tsx';
import type { AccountWire } from '#src/api/types.ts';
import { Logo } from './Logo.tsx';
import { NavigationLink } from './NavigationLink.tsx';
import { mainNavigation, mobileExtras } from './navigation.ts';
import * as styles from './shell.css.ts';

function AccountLinks({ account }: { account: AccountWire | null }) {
  if (account?.id) {
    return (
      <div className={styles.accountLinks}>
        <Link href="/account" variant="nav">
          Account
        </Link>
        <Form method="post" action="/logout">
          <button type="submit" className={`${styles.navLink} ${styles.linkButton}`}>
            Log Out
          </button>
        </Form>
      </div>
    );
  }
  return (
    <div className={styles.accountLinks}>
      <Link href="/login" variant="nav">
        Login
      </Link>
      <Link href="/register" variant="nav">
        Sign Up
      </Link>
    </div>
  );
}

export function SiteHeader({ account }: { account: AccountWire | null }) {
  const { shopUrl } = usePublicConfig();
  const nav = mainNavigation(shopUrl);
  const panelId = useId();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  // Any navigation closes the menu (also a return to the page it was opened on, hence the key).
  const [shownFor, setShownFor] = useState(location.key);
  if (shownFor !== location.key) {
    setShownFor(location.key);
    setOpen(false);
  }

  return (
    <header className={styles.header}>
      <a href="#main" className={styles.skipLink}>
        Skip to content
      </a>
      <Container>
        <div className={styles.headerInner}>
          <Logo />
          <nav aria-label="Main" className={styles.desktopOnly}>
            <ul className={styles.navList}>
              {nav.map((item) => (
                <li key={item.label}>
                  <NavigationLink item={item} variant="nav" />
                </li>
              ))}
            </ul>
          </nav>
          <div className={styles.desktopOnly}>
            <AccountLinks account={account} />
          </div>
          <button
            type="button"
            className={`${styles.menuButton} ${styles.mobileOnly}`}
            aria-expanded={open}
            aria-controls={panelId}
            onClick={() => setOpen(!open)}
          >
            {open ? 'Close menu' : 'Menu'}
          </button>
        </div>
      </Container>
      <div id={panelId} hidden={!open} className={`${styles.mobilePanel} ${styles.mobileOnly}`}>
        <Container>
          <nav aria-label="Mobile">
            <ul className={styles.mobileList}>
              {[...nav, ...mobileExtras].map((item) => (
                <li key={item.label}>
                  <NavigationLink item={item} variant="nav" />
                </li>
              ))}
            </ul>
          </nav>
          <AccountLinks account={account} />
        </Container>
      </div>
    </header>
  );
}

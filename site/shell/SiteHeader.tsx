import { useId, useState } from 'react';
import { Form, useLocation } from 'react-router';
import { Container } from '#src/components/Container/index.ts';
import { Link } from '#src/components/Link/index.ts';
import { usePublicConfig } from '#src/config/runtimeConfig.tsx';
import type { AccountWire } from '#src/api/types.ts';
import { Logo } from './Logo';
import { mainNavigation } from './navigation';
import * as styles from './shell.css';

/** Extra destinations of the mobile navigation (platform.md §1). */
const mobileExtras = [
  { label: 'Find a Designer', href: '/design' },
  { label: 'Start a course', href: '/courses' },
  { label: 'Book', href: '/book' },
  { label: 'Blog', href: '/blog' },
  { label: 'About', href: '/about' },
  { label: 'Coaches', href: '/coaches' },
  { label: 'Directory', href: '/businesses' },
  { label: 'Contact', href: '/contact' },
];

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
  const { pathname } = useLocation();
  // The menu is open for the path it was opened on: navigating closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;

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
                  <Link href={item.href} variant="nav">
                    {item.label}
                  </Link>
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
            onClick={() => setOpenOn(open ? null : pathname)}
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
                  <Link href={item.href} variant="nav">
                    {item.label}
                  </Link>
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

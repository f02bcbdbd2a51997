import { useEffect, useId, useRef, useState } from 'react';
import { Form, useLocation } from 'react-router';
import { Container } from '#src/ui/components/Container/index.ts';
import { Link } from '#src/ui/components/Link/index.ts';
import { usePublicConfig } from '#src/lib/config/runtimeConfig.tsx';
import type { AccountWire } from '#src/lib/api/types.ts';
import { isActiveCoach, isAuthenticated, isCoach } from '#src/lib/session/account.ts';
import { stickyHeaderHeightProperty } from '#src/ui/theme/stickyHeader.ts';
import { CartPill } from './CartPill.tsx';
import { Logo } from './Logo.tsx';
import { NavigationLink } from './NavigationLink.tsx';
import { mainNavigation, mobileExtras } from './navigation.ts';
import * as headerStyles from './header.css.ts';
import * as styles from './shell.css.ts';
// Only signed-in people (and coaches) see these; their menu and switch code loads only for them.
import { AccountMenu, GoLiveToggle } from './shellParts.ts';

/** Where a coach manages their availability (docs/spec/platform.md §6). */
export const availabilityPath = '/account/coaching/manage';

function AccountLinks({ account, withMenu }: { account: AccountWire | null; withMenu: boolean }) {
  if (isAuthenticated(account)) {
    // Next to the avatar menu in a coach's crowded bar, the two links may give way on narrow desktops.
    const crowded = withMenu && isCoach(account);
    return (
      <div
        className={
          withMenu ? styles.accountLinks : `${styles.accountLinks} ${headerStyles.accountLinksWrap}`
        }
      >
        {isCoach(account) ? (
          <Link href={availabilityPath} variant="nav">
            Availability
          </Link>
        ) : null}
        {isActiveCoach(account) ? <GoLiveToggle account={account} /> : null}
        <Link
          href="/account"
          variant="nav"
          className={crowded ? headerStyles.roomyOnly : undefined}
        >
          Account
        </Link>
        <Form
          method="post"
          action="/logout"
          className={crowded ? headerStyles.roomyOnly : undefined}
        >
          <button type="submit" className={`${styles.navLink} ${styles.linkButton}`}>
            Log Out
          </button>
        </Form>
        {withMenu ? <AccountMenu account={account} /> : null}
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

/**
 * The header of every site page: logo, main navigation, the account's links (with the avatar menu,
 * the Availability link and Go Live for coaches) and the cart pill. At 768 px and below the
 * navigation folds into a Menu button (a disclosure: Escape closes it and returns to the button).
 */
export function SiteHeader({ account }: { account: AccountWire | null }) {
  const { shopUrl } = usePublicConfig();
  const nav = mainNavigation(shopUrl);
  const panelId = useId();
  const location = useLocation();
  const header = useRef<HTMLElement>(null);
  const menuButton = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  // Any navigation closes the menu (also a return to the page it was opened on, hence the key).
  const [shownFor, setShownFor] = useState(location.key);
  if (shownFor !== location.key) {
    setShownFor(location.key);
    setOpen(false);
  }

  // The document keeps this much room above what it scrolls into view, focus included, so nothing
  // lands under the header; its height changes with a wrapped line or the phone menu open.
  useEffect(() => {
    const element = header.current;
    if (!element) return;
    const root = document.documentElement;
    const measure = () =>
      root.style.setProperty(stickyHeaderHeightProperty, `${element.offsetHeight}px`);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty(stickyHeaderHeightProperty);
    };
  }, []);

  useEffect(() => {
    if (!open) return;
    // Escape in the header (the Menu button or the open panel) closes the menu and returns to the button.
    function closeOnEscape(event: KeyboardEvent) {
      if (event.key !== 'Escape' || !(event.target instanceof Node)) return;
      if (!header.current?.contains(event.target)) return;
      event.preventDefault();
      setOpen(false);
      menuButton.current?.focus();
    }
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [open]);

  return (
    <header ref={header} className={styles.header}>
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
          <div className={headerStyles.headerActions}>
            <div className={styles.desktopOnly}>
              <AccountLinks account={account} withMenu />
            </div>
            <CartPill />
            <button
              ref={menuButton}
              type="button"
              className={`${styles.menuButton} ${styles.mobileOnly}`}
              aria-expanded={open}
              aria-controls={panelId}
              onClick={() => setOpen(!open)}
            >
              {open ? 'Close menu' : 'Menu'}
            </button>
          </div>
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
          <AccountLinks account={account} withMenu={false} />
        </Container>
      </div>
    </header>
  );
}

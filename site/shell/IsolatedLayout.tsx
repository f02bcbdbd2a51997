import type { ReactNode } from 'react';
import { Logo } from './Logo';
import * as styles from './shell.css';

/** Isolation pages: only a logo, no header, footer or banners. */
export function IsolatedLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <header className={styles.isolatedHeader}>
        <Logo />
      </header>
      <main id="main" className={styles.main} tabIndex={-1}>
        {children}
      </main>
    </>
  );
}

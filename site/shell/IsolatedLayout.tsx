import type { ReactNode } from 'react';
import { Logo } from './Logo.tsx';
import * as styles from './shell.css.ts';

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

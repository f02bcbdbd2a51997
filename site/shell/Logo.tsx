import { Link } from 'react-router';
import * as styles from './shell.css.ts';

/** The Trellis mark and word; links home. */
export function Logo({ tone = 'default' }: { tone?: 'default' | 'inverse' }) {
  return (
    <Link to="/" className={styles.logo({ tone })} aria-label="Trellis home">
      <svg width="36" height="36" viewBox="0 0 36 36" aria-hidden="true" focusable="false">
        <rect x="2" y="2" width="32" height="32" rx="8" fill="currentColor" opacity="0.12" />
        <path
          d="M10 28V12M18 28V8M26 28V12M8 16h20M8 22h20"
          stroke="currentColor"
          strokeWidth="2.2"
          strokeLinecap="round"
          fill="none"
        />
        <path d="M18 8c3-3 7-3 9 0-3 2-6 2-9 0Z" fill="currentColor" />
      </svg>
      <span className={styles.logoWord}>Trellis</span>
    </Link>
  );
}

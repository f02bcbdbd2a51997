import type { AccountWire } from '#src/lib/api/types.ts';
import * as styles from './extras.css.ts';

/**
 * While an admin impersonates someone: who they are viewing the site as, and Log Out (which ends the
 * impersonation). Fixed to the bottom of the window; it takes its own room at the end of the page.
 */
export function ImpersonationBar({ account }: { account: AccountWire | null }) {
  if (!account?.impersonated) return null;
  const name = `${account.first_name} ${account.last_name}`.trim() || account.email;
  return (
    <div
      role="region"
      aria-label="Impersonation"
      className={styles.impersonationBar}
      data-shell-part="impersonation"
    >
      <p className={styles.impersonationText}>
        You are viewing the site as <strong>{name}</strong> ({account.email}).
      </p>
      {/* /logout is a server route: a full page load, not a client navigation. */}
      <a href="/logout" className={styles.impersonationLink}>
        Log Out
      </a>
    </div>
  );
}

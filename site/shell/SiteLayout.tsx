import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import type { AccountWire, SiteOptionWire } from '#src/lib/api/types.ts';
import { DesignBanner } from './DesignBanner.tsx';
import { FooterIsland } from './FooterIsland.tsx';
import { SiteHeader } from './SiteHeader.tsx';
import { ImpersonationBar } from './shellParts.ts';
import * as styles from './shell.css.ts';

function siteAlertCopy(options: SiteOptionWire[], pathname: string): string | null {
  // Shown when visible and not on an admin route (docs/spec/platform.md §2).
  if (pathname.startsWith('/admin')) return null;
  const alert = options.find((option) => option.type === 'site_alert');
  const fields = alert?.fields as { copy?: unknown; visible?: unknown } | undefined;
  return fields?.visible && typeof fields.copy === 'string' && fields.copy.trim()
    ? fields.copy
    : null;
}

/**
 * Header, main and footer around a page, with the site alert above, the design banner of a signed-in
 * account under the header, and the impersonation bar at the bottom while an admin impersonates.
 */
export function SiteLayout({
  account,
  siteOptions = [],
  children,
}: {
  account: AccountWire | null;
  siteOptions?: SiteOptionWire[];
  children: ReactNode;
}) {
  const { pathname } = useLocation();
  const alert = siteAlertCopy(siteOptions, pathname);
  return (
    <>
      {alert ? (
        <div className={styles.siteAlert} role="region" aria-label="Site announcement">
          {alert}
        </div>
      ) : null}
      <SiteHeader account={account} />
      <DesignBanner account={account} />
      <main id="main" className={styles.main} tabIndex={-1}>
        {children}
      </main>
      <FooterIsland tone={/^\/account\/orders\/[^/]+\/?$/.test(pathname) ? 'white' : 'pink'} />
      {account?.impersonated ? <ImpersonationBar account={account} /> : null}
    </>
  );
}

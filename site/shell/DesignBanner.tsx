import { useId } from 'react';
import { useLocation } from 'react-router';
import type { AccountWire, DesignStatus } from '#src/api/types.ts';
import { Container } from '#src/components/Container/index.ts';
import { Link } from '#src/components/Link/index.ts';
import { activeDesignId } from '#src/session/account.ts';
import * as styles from './extras.css.ts';

export const designBannerWording = {
  title: 'Your kitchen garden design',
  created:
    'Your design is in progress. Tell us about your garden so your designer can get started.',
  createdLink: 'Provide Your Information',
  complete: 'Your completed design is ready to view.',
  completeLink: 'View Your Design',
} as const;

export type DesignBannerState = { kind: 'created' | 'complete'; designId: string } | null;

/** The design whose page this is (`/account/designs/{id}`), or null elsewhere. */
export function viewedDesignId(pathname: string): string | null {
  const match = /^\/account\/designs\/([^/]+)\/?$/.exec(pathname);
  return match?.[1] ?? null;
}

const bannerFor = (
  overview: Record<string, DesignStatus | string>,
  designId: string,
): DesignBannerState => {
  const status = overview[designId];
  return status === 'created' || status === 'complete' ? { kind: status, designId } : null;
};

/**
 * What the banner says (docs/spec/platform.md §2): the active design waiting for the person's information
 * (status created); otherwise a completed design (the latest one) ready to view; otherwise nothing.
 * On a design's own page (`viewing`) it speaks of that design only: another design's banner there
 * reads as if it were about the page.
 */
export function designBannerState(
  designsOverview: Record<string, DesignStatus | string> | null | undefined,
  viewing: string | null = null,
): DesignBannerState {
  const overview = designsOverview ?? {};
  if (viewing !== null) return bannerFor(overview, viewing);
  const active = activeDesignId(overview);
  if (active !== null && overview[active] === 'created')
    return { kind: 'created', designId: active };
  const complete = Object.entries(overview).filter(([, status]) => status === 'complete');
  const latest = complete[complete.length - 1];
  return latest ? { kind: 'complete', designId: latest[0] } : null;
}

/** The 'Your kitchen garden design' banner of the site layout; nothing for visitors. */
export function DesignBanner({ account }: { account: AccountWire | null }) {
  const titleId = useId();
  const { pathname } = useLocation();
  const state = account?.id
    ? designBannerState(account.designs_overview, viewedDesignId(pathname))
    : null;
  if (!state) return null;
  const href = `/account/designs/${encodeURIComponent(state.designId)}`;
  return (
    <section aria-labelledby={titleId} className={styles.designBanner}>
      <Container>
        <div className={styles.designBannerInner}>
          <h2 id={titleId} className={styles.designBannerTitle}>
            {designBannerWording.title}
          </h2>
          <p className={styles.designBannerText}>
            {state.kind === 'created' ? designBannerWording.created : designBannerWording.complete}
          </p>
          <Link href={href} variant="plain">
            {state.kind === 'created'
              ? designBannerWording.createdLink
              : designBannerWording.completeLink}
          </Link>
        </div>
      </Container>
    </section>
  );
}

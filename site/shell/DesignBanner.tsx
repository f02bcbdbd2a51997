import { useLocation } from 'react-router';
import type { AccountWire, DesignStatus } from '#src/lib/api/types.ts';
import { activeDesignId } from '#src/lib/session/account.ts';
// The banner's words and markup are a chunk of their own: only a signed-in customer with a design
// sees it, and a visitor's page does not load it.
import { DesignBannerPanel } from './shellParts.ts';

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
  const { pathname } = useLocation();
  const state = account?.id
    ? designBannerState(account.designs_overview, viewedDesignId(pathname))
    : null;
  return state ? <DesignBannerPanel state={state} /> : null;
}

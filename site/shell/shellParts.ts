import { lazyComponent } from '#src/lib/lazy/lazyComponent.tsx';

/**
 * The parts of the site's shell whose code is a chunk of its own, because only some accounts see
 * them: the avatar menu (signed-in people), the Go Live switch (active coaches), the design banner
 * (customers with a design), the impersonation bar (admins viewing the site as someone) and the
 * words of an error page. A visitor's page loads none of them.
 *
 * Each part marks its outermost element with `data-shell-part="<name>"`. Before hydrating,
 * `entry.client` loads the code of every part the server's HTML shows (`loadShownShellParts`), so
 * those parts hydrate with the rest of the page. Left to load on their own, their Suspense boundaries
 * hydrated later, in a render of their own: a click made before the scripts ran (decision 030) could
 * be played on the control while that render was still under way, and was lost.
 */
export const AccountMenu = lazyComponent(() =>
  import('./AccountMenu.tsx').then((module) => module.AccountMenu),
);
export const GoLiveToggle = lazyComponent(() =>
  import('./GoLiveToggle.tsx').then((module) => module.GoLiveToggle),
);
export const DesignBannerPanel = lazyComponent(() =>
  import('./DesignBannerPanel.tsx').then((module) => module.DesignBannerPanel),
);
export const ErrorContent = lazyComponent(() =>
  import('./ErrorContent.tsx').then((module) => module.ErrorContent),
);
export const ImpersonationBar = lazyComponent(() =>
  import('./ImpersonationBar.tsx').then((module) => module.ImpersonationBar),
);

const parts = {
  'account-menu': AccountMenu,
  'go-live': GoLiveToggle,
  'design-banner': DesignBannerPanel,
  impersonation: ImpersonationBar,
  'error-page': ErrorContent,
} as const;

/** Loads the code of the parts the document shows (none on a visitor's page). */
export function loadShownShellParts(doc: Document): Promise<unknown> {
  const shown = new Set(
    Array.from(doc.querySelectorAll('[data-shell-part]'), (element) =>
      element.getAttribute('data-shell-part'),
    ),
  );
  return Promise.all(
    Object.entries(parts)
      .filter(([part]) => shown.has(part))
      .map(([, component]) => component.preload()),
  );
}

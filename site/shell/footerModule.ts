import type { SiteFooter } from './SiteFooter.tsx';

export type FooterComponent = typeof SiteFooter;

let loaded: FooterComponent | undefined;
let loading: Promise<FooterComponent> | undefined;

/**
 * The footer's code (its menus, the sign-up form and SWR) is not in the code every page loads first:
 * the footer is below the first screen, and the browser keeps the server's footer until it comes near
 * or is touched (`FooterIsland`). The server registers the footer at start-up (site/entry.server.tsx).
 */
export function loadFooter(): Promise<FooterComponent> {
  loading ??= import('./SiteFooter.tsx').then(
    (module) => (loaded = module.SiteFooter),
    (error: unknown) => {
      // A failed load (a chunk gone after a deploy) may be tried again.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** The footer if its code is here. */
export function loadedFooter(): FooterComponent | undefined {
  return loaded;
}

/** Makes the footer available synchronously (server start-up, tests). */
export function registerFooter(footer: FooterComponent): void {
  loaded = footer;
  loading = Promise.resolve(footer);
}

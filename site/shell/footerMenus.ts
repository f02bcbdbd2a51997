import { useDeferredValue } from 'react';
import { useSWR } from '#src/lib/api/swr.ts';
import type { ShopMenuItemWire, ShopMenuWire } from '#src/lib/api/types.ts';
import { usePublicConfig } from '#src/lib/config/runtimeConfig.tsx';
import { fetchMenu } from '#src/features/shop/shopClient.ts';
import type { NavigationItem } from './navigation.ts';

/** The store's menus behind the footer's three columns (docs/spec/platform.md §2). */
export const footerMenuHandles = [
  'footer-nav-column-1',
  'footer-nav-column-2',
  'footer-nav-column-3',
] as const;

/** One footer column: the menu's title (none for the fallback list) and its links. */
export interface FooterColumn {
  title: string | null;
  items: NavigationItem[];
}

export type FooterMenus =
  | { status: 'loading' }
  /** None of the menus came (missing, failed or empty): the fallback list shows. */
  | { status: 'fallback' }
  | { status: 'menus'; columns: FooterColumn[] };

const trimSlashes = (url: string) => url.trim().replace(/\/+$/, '');

/**
 * Whether a menu link points into the store. The store is another application even when its address
 * is a path on this site (`/api/shop`), so such links must not go through the router.
 */
export function isStoreLink(href: string, shopUrl: string): boolean {
  const store = trimSlashes(shopUrl);
  const link = href.trim();
  if (!store) return false;
  return link === store || link.startsWith(`${store}/`) || link.startsWith(`${store}?`);
}

function toNavigationItem(item: ShopMenuItemWire, shopUrl: string): NavigationItem {
  return {
    label: item.title,
    href: item.url,
    ...(isStoreLink(item.url, shopUrl) ? { external: true } : {}),
  };
}

/**
 * A store menu as footer links: each top entry with its children, deeper levels dropped (depth at
 * most 2). Site links (paths, or addresses on SITE_URL) become routes and '#' plain text when
 * rendered (`Link`, decision 008).
 */
export function menuToColumn(menu: ShopMenuWire, shopUrl: string): FooterColumn {
  const items = Array.isArray(menu.items) ? menu.items : [];
  return {
    title: menu.title?.trim() || null,
    items: items.map((item) => {
      const children = Array.isArray(item.items) ? item.items : [];
      const entry = toNavigationItem(item, shopUrl);
      return children.length > 0
        ? { ...entry, children: children.map((child) => toNavigationItem(child, shopUrl)) }
        : entry;
    }),
  };
}

/**
 * The footer columns from the store's menus. A menu that fails or is empty leaves its column empty;
 * only when none of them has links does the footer fall back to its own list.
 */
export function footerColumns(
  menus: readonly (ShopMenuWire | null)[],
  shopUrl: string,
): FooterMenus {
  const columns = menus.map((menu) =>
    menu ? menuToColumn(menu, shopUrl) : { title: null, items: [] },
  );
  return columns.some((column) => column.items.length > 0)
    ? { status: 'menus', columns }
    : { status: 'fallback' };
}

/** Loads the three footer menus; a menu that fails counts as missing (the failure is logged). */
async function loadFooterMenus(shopUrl: string): Promise<(ShopMenuWire | null)[]> {
  const results = await Promise.allSettled(
    footerMenuHandles.map((handle) => fetchMenu(shopUrl, handle)),
  );
  return results.map((result, index) => {
    if (result.status === 'fulfilled') return result.value;
    console.warn(
      `[footer] store menu ${footerMenuHandles[index]} could not load:`,
      result.reason instanceof Error ? result.reason.message : result.reason,
    );
    return null;
  });
}

/**
 * The footer's columns, fetched in the browser (SWR) from the store at `shopUrl`. They arrive right
 * after hydration, while the page is still busy: the footer takes them in a deferred render, which
 * React splits into short slices, instead of one long task that holds up taps on the first screen.
 */
export function useFooterMenus(): FooterMenus {
  const { shopUrl } = usePublicConfig();
  const { data: fetched } = useSWR(['store-footer-menus', shopUrl] as const, ([, url]) =>
    loadFooterMenus(url),
  );
  const data = useDeferredValue(fetched);
  if (!data) return { status: 'loading' };
  return footerColumns(data, shopUrl);
}

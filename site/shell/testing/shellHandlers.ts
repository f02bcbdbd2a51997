import { http, HttpResponse } from 'msw';
import { holdOpen } from '#src/testing/heldRequests.ts';
import { seedMenus } from '#src/demo/shop.ts';
import type { ShopCartItemWire, ShopMenuWire } from '#src/lib/api/types.ts';
import { demoShopHandlers } from '#src/features/shop/testing/demoShop.ts';
import type { footerMenuHandles } from '../footerMenus.ts';

// Request handlers (MSW) for the site shell in stories and tests: the store's cart and footer menus
// (the reference API's seed menus) and the footer's e-mail sign-up.

export type MenusMode = 'store' | 'missing' | 'failing' | 'loading';

export interface ShellHandlerOptions {
  /** The store's address pattern (the run-time config's shopUrl). */
  shopUrl?: string;
  /** The cart's lines. */
  cart?: ShopCartItemWire[];
  /** The store's footer menus: the seed menus, 404s, 500s, or never answering. */
  menus?: MenusMode;
  /** Menus to answer instead of the seed ones (by handle); null answers 404. */
  menuOverrides?: Partial<Record<(typeof footerMenuHandles)[number], ShopMenuWire | null>>;
  /** Whether POST /opt-in succeeds, fails, or never answers. */
  optIn?: 'ok' | 'error' | 'pending';
  /** Receives each POST /opt-in body. */
  onOptIn?: (body: unknown) => void;
}

export function shellHandlers({
  shopUrl = '*/api/shop',
  cart = [],
  menus = 'store',
  menuOverrides = {},
  optIn = 'ok',
  onOptIn,
}: ShellHandlerOptions = {}) {
  return [
    ...demoShopHandlers({ shopUrl, cart }),
    http.get(`${shopUrl}/navigation-api/:handle`, async ({ params, request }) => {
      const handle = String(params.handle);
      if (menus === 'loading') await holdOpen(request);
      if (menus === 'failing')
        return HttpResponse.json({ message: 'Store unavailable' }, { status: 500 });
      const override = menuOverrides[handle as keyof typeof menuOverrides];
      const menu =
        override === undefined
          ? seedMenus.find((candidate) => candidate.handle === handle)
          : override;
      if (menus === 'missing' || !menu)
        return HttpResponse.json({ message: 'Menu not found' }, { status: 404 });
      return HttpResponse.json(menu);
    }),
    http.post('*/api/opt-in', async ({ request }) => {
      const body: unknown = await request.json();
      onOptIn?.(body);
      if (optIn === 'pending') await holdOpen(request);
      if (optIn === 'error')
        return HttpResponse.json({ message: 'The list is unavailable' }, { status: 503 });
      return HttpResponse.json({ data: body }, { status: 201 });
    }),
  ];
}

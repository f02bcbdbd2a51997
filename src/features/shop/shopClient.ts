import type {
  ShopCartItemWire,
  ShopCartWire,
  ShopMenuWire,
  ShopProductWire,
} from '#src/lib/api/types.ts';

/** A failed call to the store; `status` is 0 when the store could not be reached. */
export class ShopError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.name = 'ShopError';
    this.status = status;
  }
}

// Only used to read the path of a store-relative product url; it never leaves this module.
const placeholderOrigin = 'http://store.invalid';

const trimSlashes = (url: string) => url.replace(/\/+$/, '');

/**
 * The `.js` address of a product (the store's JSON of it): `{shopUrl}{path of the product url}.js`.
 * The product url may be store-relative (`/products/cedar-raised-bed-kit`) or an absolute store
 * address (`https://shop.example/products/cedar-raised-bed-kit?variant=1`); query and hash are dropped.
 */
export function productJsUrl(shopUrl: string, productUrl: string): string {
  let path: string;
  try {
    path = new URL(productUrl.trim(), placeholderOrigin).pathname;
  } catch {
    path = `/${productUrl.trim().replace(/^\/+/, '')}`;
  }
  return `${trimSlashes(shopUrl)}${trimSlashes(path).replace(/\.js$/, '')}.js`;
}

export const cartJsonUrl = (shopUrl: string) => `${trimSlashes(shopUrl)}/cart.json`;
export const cartAddUrl = (shopUrl: string) => `${trimSlashes(shopUrl)}/cart/add.json`;
/** A navigation menu of the store by its handle (`main-menu`, `footer-nav-column-1`…). */
export const menuUrl = (shopUrl: string, handle: string) =>
  `${trimSlashes(shopUrl)}/navigation-api/${encodeURIComponent(handle)}`;
/** The store's cart page, where the visitor checks out. */
export const checkoutUrl = (shopUrl: string) => `${trimSlashes(shopUrl)}/cart`;

function messageOf(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const { description, message } = body as { description?: unknown; message?: unknown };
  if (typeof description === 'string' && description) return description;
  if (typeof message === 'string' && message) return message;
  return null;
}

/** The store's cart lives in its own cookie: every call carries credentials, also cross-origin. */
async function shopFetch<T>(url: string, init: RequestInit = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, {
      ...init,
      credentials: 'include',
      headers: { Accept: 'application/json', ...init.headers },
    });
  } catch (cause) {
    throw new ShopError(0, cause instanceof Error ? cause.message : 'The store cannot be reached.');
  }
  const text = await response.text();
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = null;
  }
  if (!response.ok) {
    throw new ShopError(
      response.status,
      messageOf(body) ?? `The store answered with status ${response.status}.`,
    );
  }
  return body as T;
}

/** GET `{product url}.js`. */
export function fetchProduct(shopUrl: string, productUrl: string): Promise<ShopProductWire> {
  return shopFetch<ShopProductWire>(productJsUrl(shopUrl, productUrl));
}

/** GET `navigation-api/{handle}`: one of the store's navigation menus. */
export function fetchMenu(shopUrl: string, handle: string): Promise<ShopMenuWire> {
  return shopFetch<ShopMenuWire>(menuUrl(shopUrl, handle));
}

/** GET `cart.json`. */
export function fetchCart(shopUrl: string): Promise<ShopCartWire> {
  return shopFetch<ShopCartWire>(cartJsonUrl(shopUrl));
}

/**
 * POST `cart/add.json` with the variant id and quantity 1; answers the cart line. Sent as a form, a
 * "simple" request, so a store on another origin needs no CORS preflight.
 */
export function addToCart(shopUrl: string, variantId: number): Promise<ShopCartItemWire> {
  return shopFetch<ShopCartItemWire>(cartAddUrl(shopUrl), {
    method: 'POST',
    body: new URLSearchParams({ id: String(variantId), quantity: '1' }),
  });
}

/** The first variant that can be bought, or undefined when the product is sold out. */
export function firstAvailableVariant(product: ShopProductWire) {
  return product.variants.find((variant) => variant.available);
}

import { randomBytes } from 'node:crypto';
import {
  storefrontListPage,
  storefrontPolicyPage,
  storefrontProductPage,
} from '../storefrontPages.ts';
import { Router, type Request, type Response } from 'express';
import type { Database } from '../db/database.ts';
import { readCookie } from '../http/cookies.ts';
import { HttpError, notFound, validationError, type FieldErrors } from '../http/errors.ts';
import { addError, bodyOf } from '../http/validate.ts';
import type {
  ShopCartItemWire,
  ShopCartWire,
  ShopMenuWire,
  ShopProductWire,
  ShopVariantWire,
} from '#src/lib/api/types.ts';

/** The store names a product's only variant "Default Title"; carts then show no variant title. */
export const defaultVariantTitle = 'Default Title';
export const cartCookieName = 'cart';
const cartLifetimeMs = 14 * 24 * 60 * 60 * 1000;
const cartTokenPattern = /^[A-Za-z0-9_-]{16,64}$/;
const maxQuantity = 999;

interface ProductRow {
  id: number;
  handle: string;
  title: string;
  description: string;
  vendor: string;
  product_type: string;
  tags: string[];
  featured_image: string | null;
  images: string[];
}

interface VariantRow {
  id: number;
  product_id: number;
  title: string;
  sku: string | null;
  price: number;
  compare_at_price: number | null;
  available: boolean;
  taxable: boolean;
}

interface CartLineRow extends VariantRow {
  quantity: number;
  handle: string;
  product_title: string;
  featured_image: string | null;
}

const productUrl = (handle: string) => `/products/${handle}`;

function toProductWire(product: ProductRow, variants: VariantRow[]): ShopProductWire {
  const prices = variants.map((variant) => variant.price);
  const priceMin = prices.length ? Math.min(...prices) : 0;
  const priceMax = prices.length ? Math.max(...prices) : 0;
  const compareAt = variants
    .map((variant) => variant.compare_at_price)
    .filter((price): price is number => price !== null);
  return {
    id: product.id,
    title: product.title,
    handle: product.handle,
    description: product.description,
    vendor: product.vendor,
    type: product.product_type,
    tags: product.tags,
    price: priceMin,
    price_min: priceMin,
    price_max: priceMax,
    price_varies: priceMin !== priceMax,
    compare_at_price: compareAt.length ? Math.min(...compareAt) : null,
    available: variants.some((variant) => variant.available),
    featured_image: product.featured_image,
    images: product.images,
    url: productUrl(product.handle),
    variants: variants.map((variant): ShopVariantWire => ({
      id: variant.id,
      product_id: variant.product_id,
      title: variant.title,
      name:
        variant.title === defaultVariantTitle
          ? product.title
          : `${product.title} - ${variant.title}`,
      sku: variant.sku,
      price: variant.price,
      compare_at_price: variant.compare_at_price,
      available: variant.available,
      taxable: variant.taxable,
      featured_image: product.featured_image,
    })),
  };
}

function toCartItem(line: CartLineRow): ShopCartItemWire {
  const isDefault = line.title === defaultVariantTitle;
  return {
    id: line.id,
    key: `${line.id}:${line.product_id}`,
    variant_id: line.id,
    product_id: line.product_id,
    handle: line.handle,
    url: `${productUrl(line.handle)}?variant=${line.id}`,
    title: isDefault ? line.product_title : `${line.product_title} - ${line.title}`,
    product_title: line.product_title,
    variant_title: isDefault ? null : line.title,
    price: line.price,
    original_price: line.price,
    line_price: line.price * line.quantity,
    original_line_price: line.price * line.quantity,
    quantity: line.quantity,
    taxable: line.taxable,
    featured_image: { url: line.featured_image, alt: line.product_title },
  };
}

/** A positive whole number from a query or body value, or null. */
function positiveInteger(value: unknown): number | null {
  const number =
    typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
  return Number.isSafeInteger(number) && number > 0 ? number : null;
}

/**
 * The stand-in for the external store, under /shop, in the store's own shapes: product `.js`, the
 * cart (identified by the `cart` cookie, set when missing) and navigation menus.
 */
export function shopRoutes(db: Database): Router {
  const router = Router();

  /** The request's cart token; a new cart (and cookie) when it has none. */
  async function cartToken(req: Request, res: Response): Promise<string> {
    const fromCookie = readCookie(req.headers.cookie, cartCookieName);
    const token =
      fromCookie && cartTokenPattern.test(fromCookie)
        ? fromCookie
        : randomBytes(16).toString('hex');
    await db.query(
      `INSERT INTO shop_carts (token) VALUES ($1)
       ON CONFLICT (token) DO UPDATE SET updated_at = now()`,
      [token],
    );
    if (token !== fromCookie) {
      res.cookie(cartCookieName, token, {
        path: '/',
        maxAge: cartLifetimeMs,
        httpOnly: true,
        sameSite: 'lax',
      });
    }
    return token;
  }

  async function cartLines(token: string, variantId?: number): Promise<CartLineRow[]> {
    const { rows } = await db.query<CartLineRow>(
      `SELECT v.*, i.quantity, p.handle, p.title AS product_title, p.featured_image
       FROM shop_cart_items i
       JOIN shop_variants v ON v.id = i.variant_id
       JOIN shop_products p ON p.id = v.product_id
       WHERE i.cart_token = $1 AND ($2::bigint IS NULL OR v.id = $2)
       ORDER BY i.added_at, i.id`,
      [token, variantId ?? null],
    );
    return rows;
  }

  async function cartWire(token: string): Promise<ShopCartWire> {
    const items = (await cartLines(token)).map(toCartItem);
    const total = items.reduce((sum, item) => sum + item.line_price, 0);
    return {
      token,
      currency: 'USD',
      item_count: items.reduce((sum, item) => sum + item.quantity, 0),
      total_price: total,
      original_total_price: total,
      items,
    };
  }

  /** id and quantity from the query (GET) or the body (POST, JSON or form). */
  function readLine(req: Request, { allowZero }: { allowZero: boolean }) {
    const input = { ...bodyOf(req.query), ...bodyOf(req.body) };
    const errors: FieldErrors = {};
    const id = positiveInteger(input.id);
    if (input.id === undefined || input.id === '')
      addError(errors, 'id', 'The id field is required.');
    else if (id === null) addError(errors, 'id', 'The id must be a variant id.');
    let quantity = 1;
    if (input.quantity !== undefined && input.quantity !== '') {
      const parsed =
        allowZero && Number(input.quantity) === 0 ? 0 : positiveInteger(input.quantity);
      if (parsed === null || parsed > maxQuantity) {
        addError(
          errors,
          'quantity',
          `The quantity must be a whole number from 1 to ${maxQuantity}.`,
        );
      } else quantity = parsed;
    }
    if (Object.keys(errors).length > 0 || id === null) throw validationError(errors);
    return { id, quantity };
  }

  // The store's own pages, reached from the site's Shop links. Their links are written for where the
  // browser sees the store by default: behind the site's /api door.
  const storeBase = (req: Request) => `/api${req.baseUrl}`;

  async function allProducts(): Promise<ShopProductWire[]> {
    const products = await db.query<ProductRow>('SELECT * FROM shop_products ORDER BY id');
    const variants = await db.query<VariantRow>(
      'SELECT * FROM shop_variants ORDER BY position, id',
    );
    return products.rows.map((product) =>
      toProductWire(
        product,
        variants.rows.filter((variant) => variant.product_id === product.id),
      ),
    );
  }

  router.get(['/', '/collections/all'], async (req, res) => {
    res.type('html').send(storefrontListPage(await allProducts(), storeBase(req)));
  });

  router.get('/policies/refund-policy', (req, res) => {
    res.type('html').send(storefrontPolicyPage(storeBase(req)));
  });

  router.get('/products/:handle', async (req, res, next) => {
    if (req.params.handle.endsWith('.js')) return next();
    const product = (await allProducts()).find(
      (candidate) => candidate.handle === req.params.handle,
    );
    if (!product) throw notFound('Product not found');
    res.type('html').send(storefrontProductPage(product, storeBase(req)));
  });

  router.get('/products/:handle.js', async (req, res) => {
    const { rows } = await db.query<ProductRow>('SELECT * FROM shop_products WHERE handle = $1', [
      req.params.handle,
    ]);
    const product = rows[0];
    if (!product) throw notFound('Product not found');
    const variants = await db.query<VariantRow>(
      'SELECT * FROM shop_variants WHERE product_id = $1 ORDER BY position, id',
      [product.id],
    );
    res.json(toProductWire(product, variants.rows));
  });

  router.get('/cart.json', async (req, res) => {
    const token = await cartToken(req, res);
    res.set('Cache-Control', 'private, no-store');
    res.json(await cartWire(token));
  });

  async function addToCart(req: Request, res: Response) {
    const { id, quantity } = readLine(req, { allowZero: false });
    const { rows } = await db.query<VariantRow & { product_title: string }>(
      `SELECT v.*, p.title AS product_title FROM shop_variants v
       JOIN shop_products p ON p.id = v.product_id WHERE v.id = $1`,
      [id],
    );
    const variant = rows[0];
    if (!variant) throw notFound('Cannot find variant');
    if (!variant.available) {
      throw new HttpError(422, {
        message: `The product '${variant.product_title}' is already sold out.`,
      });
    }
    const token = await cartToken(req, res);
    await db.query(
      `INSERT INTO shop_cart_items (cart_token, variant_id, quantity) VALUES ($1, $2, $3)
       ON CONFLICT (cart_token, variant_id)
       DO UPDATE SET quantity = LEAST(shop_cart_items.quantity + EXCLUDED.quantity, ${maxQuantity})`,
      [token, id, quantity],
    );
    const [line] = await cartLines(token, id);
    // Like the store: the answer is the cart line as it now stands.
    res.json(toCartItem(line!));
  }
  router.get('/cart/add.json', addToCart);
  router.post('/cart/add.json', addToCart);

  /** Sets a line's quantity (0 removes it) and answers the whole cart. */
  router.post('/cart/change.json', async (req, res) => {
    const { id, quantity } = readLine(req, { allowZero: true });
    const token = await cartToken(req, res);
    if (quantity === 0) {
      await db.query('DELETE FROM shop_cart_items WHERE cart_token = $1 AND variant_id = $2', [
        token,
        id,
      ]);
    } else {
      const { rows } = await db.query(
        'UPDATE shop_cart_items SET quantity = $3 WHERE cart_token = $1 AND variant_id = $2 RETURNING id',
        [token, id, quantity],
      );
      if (rows.length === 0) throw notFound('Cannot find variant in the cart');
    }
    res.json(await cartWire(token));
  });

  router.post('/cart/clear.json', async (req, res) => {
    const token = await cartToken(req, res);
    await db.query('DELETE FROM shop_cart_items WHERE cart_token = $1', [token]);
    res.json(await cartWire(token));
  });

  router.get('/navigation-api/:menu', async (req, res) => {
    const { rows } = await db.query<ShopMenuWire>(
      'SELECT handle, title, items FROM shop_menus WHERE handle = $1',
      [req.params.menu],
    );
    const menu = rows[0];
    if (!menu) throw notFound('Menu not found');
    res.json(menu);
  });

  return router;
}

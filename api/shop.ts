import type { Transaction } from '@electric-sql/pglite';
import type {
  ShopCartItemWire,
  ShopCartWire,
  ShopMenuWire,
  ShopProductWire,
  ShopVariantWire,
} from '#src/lib/api/types.ts';
import type { Database } from './db/database.ts';
import { HttpError, notFound, validationError, type FieldErrors } from './http/errors.ts';
import { addError, bodyOf } from './http/validate.ts';

// The stand-in for the external store (api/routes/shop.ts): its products, carts and menus, in the
// store's own shapes.

/** The store names a product's only variant "Default Title"; carts then show no variant title. */
export const defaultVariantTitle = 'Default Title';
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

export function toCartItem(line: CartLineRow): ShopCartItemWire {
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

/** id and quantity from the query (GET) or the body (POST, JSON or form): 422 otherwise. */
export function readLine(query: unknown, rawBody: unknown, { allowZero }: { allowZero: boolean }) {
  const input = { ...bodyOf(query), ...bodyOf(rawBody) };
  const errors: FieldErrors = {};
  const id = positiveInteger(input.id);
  if (input.id === undefined || input.id === '')
    addError(errors, 'id', 'The id field is required.');
  else if (id === null) addError(errors, 'id', 'The id must be a variant id.');
  let quantity = 1;
  if (input.quantity !== undefined && input.quantity !== '') {
    const parsed = allowZero && Number(input.quantity) === 0 ? 0 : positiveInteger(input.quantity);
    if (parsed === null || parsed > maxQuantity) {
      addError(errors, 'quantity', `The quantity must be a whole number from 1 to ${maxQuantity}.`);
    } else quantity = parsed;
  }
  if (Object.keys(errors).length > 0 || id === null) throw validationError(errors);
  return { id, quantity };
}

/** Every product with its variants, as the store lists them. */
export async function allProducts(db: Database): Promise<ShopProductWire[]> {
  const products = await db.query<ProductRow>('SELECT * FROM shop_products ORDER BY id');
  const variants = await db.query<VariantRow>('SELECT * FROM shop_variants ORDER BY position, id');
  return products.rows.map((product) =>
    toProductWire(
      product,
      variants.rows.filter((variant) => variant.product_id === product.id),
    ),
  );
}

/** The product `.js` of this handle; 404 when there is none. */
export async function productByHandle(db: Database, handle: string): Promise<ShopProductWire> {
  const { rows } = await db.query<ProductRow>('SELECT * FROM shop_products WHERE handle = $1', [
    handle,
  ]);
  const product = rows[0];
  if (!product) throw notFound('Product not found');
  const variants = await db.query<VariantRow>(
    'SELECT * FROM shop_variants WHERE product_id = $1 ORDER BY position, id',
    [product.id],
  );
  return toProductWire(product, variants.rows);
}

/** Records the cart (a new one, or one used again: its `updated_at`). */
export async function touchCart(db: Database, token: string) {
  await db.query(
    `INSERT INTO shop_carts (token) VALUES ($1)
     ON CONFLICT (token) DO UPDATE SET updated_at = now()`,
    [token],
  );
}

async function cartLines(
  db: Database | Transaction,
  token: string,
  variantId?: number,
): Promise<CartLineRow[]> {
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

export async function cartWire(db: Database, token: string): Promise<ShopCartWire> {
  const items = (await cartLines(db, token)).map(toCartItem);
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

/** The variant, when it can be added: 404 when there is none, 422 when it is sold out. */
export async function requireAvailableVariant(db: Database, id: number) {
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
}

/** Adds `quantity` of the variant to the cart (up to the most a line holds); the line as it stands. */
export async function addToCart(
  db: Database,
  token: string,
  id: number,
  quantity: number,
): Promise<ShopCartItemWire> {
  await db.query(
    `INSERT INTO shop_cart_items (cart_token, variant_id, quantity) VALUES ($1, $2, $3)
     ON CONFLICT (cart_token, variant_id)
     DO UPDATE SET quantity = LEAST(shop_cart_items.quantity + EXCLUDED.quantity, ${maxQuantity})`,
    [token, id, quantity],
  );
  const [line] = await cartLines(db, token, id);
  return toCartItem(line!);
}

/** Sets a line's quantity (0 removes it); 404 when the cart has no such line to change. */
export async function changeCartLine(db: Database, token: string, id: number, quantity: number) {
  if (quantity === 0) {
    await db.query('DELETE FROM shop_cart_items WHERE cart_token = $1 AND variant_id = $2', [
      token,
      id,
    ]);
    return;
  }
  const { rows } = await db.query(
    'UPDATE shop_cart_items SET quantity = $3 WHERE cart_token = $1 AND variant_id = $2 RETURNING id',
    [token, id, quantity],
  );
  if (rows.length === 0) throw notFound('Cannot find variant in the cart');
}

export async function clearCart(db: Database, token: string) {
  await db.query('DELETE FROM shop_cart_items WHERE cart_token = $1', [token]);
}

/** A navigation menu by handle; 404 when there is none. */
export async function findMenu(db: Database, handle: string): Promise<ShopMenuWire> {
  const { rows } = await db.query<ShopMenuWire>(
    'SELECT handle, title, items FROM shop_menus WHERE handle = $1',
    [handle],
  );
  if (!rows[0]) throw notFound('Menu not found');
  return rows[0];
}

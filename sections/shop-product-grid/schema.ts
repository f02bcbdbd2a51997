import * as v from 'valibot';

const productUrl = v.pipe(
  v.union(
    [
      v.string(),
      // Some CMS repeaters wrap each entry: { product: '/products/…' }.
      v.pipe(
        v.looseObject({ product: v.string() }),
        v.transform((entry) => entry.product),
      ),
    ],
    'Each product must be a store product url.',
  ),
  v.trim(),
);

/** The `content` of a `shop-product-grid` section (docs/cms-contract.md). */
export const shopProductGridContent = v.looseObject({
  headline: v.pipe(v.nullish(v.string(), ''), v.trim()),
  /** Rich text as HTML from the CMS, under the headline; sanitized before it is shown. */
  body: v.pipe(v.nullish(v.string(), ''), v.trim()),
  /** The products' addresses in the store (`/products/<handle>` or absolute store urls); blanks are left out. */
  products: v.pipe(
    v.nullish(v.array(productUrl, 'The products must be a list of store product urls.'), []),
    v.transform((urls) => urls.filter((url) => url !== '')),
    v.minLength(1, 'At least one product is required.'),
  ),
});

export type ShopProductGridContent = v.InferOutput<typeof shopProductGridContent>;

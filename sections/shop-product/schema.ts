import * as v from 'valibot';

/** A flag from the CMS: true, or the strings/numbers it uses for true ('true', '1', 1). */
export const cmsFlag = v.pipe(
  v.nullish(v.union([v.boolean(), v.string(), v.number()]), false),
  v.transform((value) => value === true || value === 1 || value === 'true' || value === '1'),
);

/** The `content` of a `shop-product` section (docs/cms-contract.md). */
export const shopProductContent = v.looseObject({
  /** Rich text as HTML from the CMS, beside the product; sanitized before it is shown. */
  body: v.pipe(v.nullish(v.string(), ''), v.trim()),
  /** The product's address in the store: `/products/<handle>` or an absolute store url. */
  product: v.pipe(
    // A missing product reads as blank, so the editor sees the same message either way.
    v.nullish(v.string('The product is required.'), ''),
    v.trim(),
    v.nonEmpty('The product is required.'),
  ),
  /** The product card goes on the right (left by default). */
  flip: cmsFlag,
});

export type ShopProductContent = v.InferOutput<typeof shopProductContent>;

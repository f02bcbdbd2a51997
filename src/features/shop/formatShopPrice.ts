const dollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/**
 * A store price in cents as US dollars, with ".00" dropped (spec: shop products and the cart show
 * `$45`, not `$45.00`; other prices keep two decimals): 4500 → "$45", 4550 → "$45.50".
 */
export function formatShopPrice(cents: number): string {
  return dollars.format(cents / 100).replace(/\.00$/, '');
}

const dollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/**
 * An amount in cents as US dollars with two decimals (docs/spec/platform.md §9: prices travel in cents; only
 * shop products drop ".00"): 4500 → "$45.00", 123456 → "$1,234.56".
 */
export function formatDollars(cents: number): string {
  return dollars.format(cents / 100);
}

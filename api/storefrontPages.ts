import type { ShopProductWire } from '#src/lib/api/types.ts';

// The stand-in store's own pages: the site links to the store (the Shop navigation, the footer's
// collections and return policy), so the reference API answers those links with small, plain pages.

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

const dollars = (cents: number) => `$${(cents / 100).toFixed(2).replace(/\.00$/, '')}`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} | Trellis Shop (stand-in)</title>
<style>
body{margin:0;font-family:system-ui,sans-serif;color:#23221f;background:#f6f1e7;line-height:1.5}
main{max-width:60rem;margin:0 auto;padding:2rem 1.25rem}
a{color:#2f5d3a}
ul{list-style:none;padding:0;display:grid;gap:1.5rem;grid-template-columns:repeat(auto-fill,minmax(14rem,1fr))}
li{background:#fff;border-radius:12px;padding:1rem}
img{width:100%;height:auto;aspect-ratio:1/1;display:block}
.note{font-size:.875rem;color:#4a4945}
</style>
</head>
<body><main>${body}</main></body>
</html>`;
}

/** The store's product list (its home page and the `all` collection). `base` is where the store is served. */
export function storefrontListPage(products: ShopProductWire[], base: string): string {
  const items = products
    .map(
      (product) => `<li><a href="${escapeHtml(`${base}${product.url}`)}">
<img src="${escapeHtml(product.featured_image ?? '')}" alt="" width="400" height="400">
<strong>${escapeHtml(product.title)}</strong></a><br>${dollars(product.price)}</li>`,
    )
    .join('\n');
  return page(
    'All products',
    `<h1>Trellis Shop</h1>
<p class="note">This is the reference API's stand-in for the external store, for local runs and tests.</p>
<ul>${items}</ul>`,
  );
}

export function storefrontProductPage(product: ShopProductWire, base: string): string {
  return page(
    product.title,
    `<p><a href="${escapeHtml(base)}/">All products</a></p>
<h1>${escapeHtml(product.title)}</h1>
<img src="${escapeHtml(product.featured_image ?? '')}" alt="" width="400" height="400" style="max-width:24rem">
<p><strong>${dollars(product.price)}</strong></p>
<div>${product.description}</div>`,
  );
}

export function storefrontPolicyPage(base: string): string {
  return page(
    'Refund policy',
    `<p><a href="${escapeHtml(base)}/">All products</a></p>
<h1>Refund policy</h1>
<p>Unused items can be returned within 30 days of delivery for a full refund. Plants and seeds are
replaced, not refunded, if they arrive damaged: send us a photo within 7 days.</p>`,
  );
}

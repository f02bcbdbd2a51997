import type { ShopMenuItemWire, ShopMenuWire } from '#src/lib/api/types.ts';

export interface SeedVariant {
  id: number;
  title: string;
  sku: string;
  price: number;
  compare_at_price?: number;
  available: boolean;
  taxable?: boolean;
}

export interface SeedProduct {
  id: number;
  handle: string;
  title: string;
  description: string;
  vendor: string;
  product_type: string;
  tags: string[];
  images: string[];
  variants: SeedVariant[];
}

/** The stand-in store's products (prices in cents; ids as large as the real store's). */
export const seedProducts: readonly SeedProduct[] = [
  {
    id: 7_401_250_001,
    handle: 'cedar-raised-bed-kit',
    title: 'Cedar Raised Bed Kit',
    description:
      '<p>Untreated western red cedar boards with corner posts and stainless screws. Assembles in twenty minutes with one screwdriver, and lasts ten years or more without a drop of stain.</p><ul><li>11 in deep: room for carrots and parsnips</li><li>Fills with about 20 cubic feet of soil (4 × 8 ft)</li></ul>',
    vendor: 'Trellis',
    product_type: 'Raised Beds',
    tags: ['raised-beds', 'cedar', 'best-seller'],
    images: ['/api/media/product-raised-bed.svg'],
    variants: [
      { id: 42_010_000_001, title: '4 × 4 ft', sku: 'TR-BED-44', price: 18900, available: true },
      {
        id: 42_010_000_002,
        title: '4 × 8 ft',
        sku: 'TR-BED-48',
        price: 29900,
        compare_at_price: 32900,
        available: true,
      },
      { id: 42_010_000_003, title: '2 × 8 ft', sku: 'TR-BED-28', price: 21900, available: false },
    ],
  },
  {
    id: 7_401_250_002,
    handle: 'heirloom-seed-collection',
    title: 'Heirloom Kitchen Garden Seed Collection',
    description:
      "<p>Twelve open-pollinated varieties we grow in our own beds, chosen to keep a family in salad, tomatoes and herbs from May to October. Includes a sowing calendar you can set to your frost dates.</p><p>Sungold and Cherokee Purple tomatoes, 'Provider' bush beans, Genovese basil, Lacinato kale, French Breakfast radishes and more.</p>",
    vendor: 'Trellis Seed Co.',
    product_type: 'Seeds',
    tags: ['seeds', 'heirloom', 'gift'],
    images: ['/api/media/product-seeds.svg'],
    variants: [
      {
        id: 42_010_000_011,
        title: 'Default Title',
        sku: 'TR-SEED-12',
        price: 3400,
        available: true,
        taxable: false,
      },
    ],
  },
  {
    id: 7_401_250_003,
    handle: 'the-kitchen-garden-book',
    title: 'The Kitchen Garden',
    description:
      '<p>Our book: how to plan, plant and harvest a beautiful kitchen garden in any space, with twelve garden plans, a month-by-month planting calendar and the recipes we make when the beds overflow. Hardcover, 240 pages.</p>',
    vendor: 'Trellis Press',
    product_type: 'Books',
    tags: ['book', 'gift'],
    images: ['/api/media/product-book.svg'],
    variants: [
      { id: 42_010_000_021, title: 'Hardcover', sku: 'TR-BOOK-HC', price: 3000, available: true },
      {
        id: 42_010_000_022,
        title: 'Signed hardcover',
        sku: 'TR-BOOK-SIGNED',
        price: 4500,
        available: false,
      },
    ],
  },
  {
    id: 7_401_250_004,
    handle: 'copper-hand-trowel',
    title: 'Copper Hand Trowel',
    description:
      '<p>A forged copper-alloy blade that slices cleanly through clay and never rusts, on a turned ash handle. The one tool we would keep if we could keep only one.</p>',
    vendor: 'Trellis',
    product_type: 'Tools',
    tags: ['tools', 'gift'],
    images: ['/api/media/product-trowel.svg'],
    variants: [
      {
        id: 42_010_000_031,
        title: 'Default Title',
        sku: 'TR-TROWEL',
        price: 5800,
        available: true,
      },
    ],
  },
];

/** Links of the external store (not served here). `.test` addresses never resolve. */
const storeUrl = 'https://shop.trellis.test';
const link = (title: string, url: string, items: ShopMenuItemWire[] = []): ShopMenuItemWire => ({
  title,
  url,
  items,
});

/**
 * The store's navigation menus, two levels at most. Site links are paths; store links are absolute;
 * `#` marks a heading that is not a link.
 */
export const seedMenus: readonly ShopMenuWire[] = [
  {
    handle: 'main-menu',
    title: 'Main menu',
    items: [
      link('Consultants', '/businesses'),
      link('Courses', '/courses'),
      link('Learn', '#', [
        link('Start here', '/resources'),
        link('Blog', '/blog'),
        link('Inspiration', '/inspiration'),
        link('The Book', '/book'),
      ]),
      link('Shop', `${storeUrl}/collections/all`, [
        link('Raised beds', `${storeUrl}/collections/raised-beds`),
        link('Seeds', `${storeUrl}/collections/seeds`),
        link('Tools', `${storeUrl}/collections/tools`),
        link('Books', `${storeUrl}/collections/books`),
      ]),
    ],
  },
  {
    handle: 'footer-nav-column-1',
    title: 'Trellis',
    items: [
      link('Home', '/'),
      link('About', '/about'),
      link('Consultants', '/businesses'),
      link('Virtual Consult', '/coaches'),
      link('Learn', '/blog'),
      link('The Book', '/book'),
      link('Contact', '/contact'),
    ],
  },
  {
    handle: 'footer-nav-column-2',
    title: 'Shop',
    items: [
      link('Shop all', `${storeUrl}/collections/all`),
      link('Raised beds', `${storeUrl}/collections/raised-beds`),
      link('Seeds', `${storeUrl}/collections/seeds`),
      link('Return policy', `${storeUrl}/policies/refund-policy`),
    ],
  },
  {
    handle: 'footer-nav-column-3',
    title: 'Quiz and legal',
    items: [
      link('What kind of gardener are you?', '/quiz', [
        link('Herb gardener', '/quiz-results-herb-gardener'),
        link('Salad gardener', '/quiz-results-salad-gardener'),
        link('Official kitchen gardener', '/quiz-results-official-kitchen-gardener'),
        link('Kitchen garden pro', '/quiz-results-kitchen-garden-pro'),
      ]),
      link('Privacy', '/privacy'),
      link('Terms', '/terms'),
    ],
  },
];

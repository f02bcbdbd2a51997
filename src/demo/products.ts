import type { ProductWire } from '#src/lib/api/types.ts';

// The demo products, once: the reference API seeds them (api/seed/accountArea.ts) and answers them from
// GET /products; stories and tests take a product from here by id (decision 038).

export type DemoProduct = Omit<ProductWire, 'pivot'>;

/**
 * Design and coaching products, with the lines of their price cards. Ids 1–3 came with the account
 * area; the two other garden designs (4, 5) and every product's `attributes` with commerce (api/seed/commerce.ts);
 * the photo review (6, a coaching product with no call to schedule: `session_length` 0) with coaching
 * (api/seed/coaching.ts).
 */
export const demoProducts: readonly DemoProduct[] = [
  {
    id: 1,
    name: 'Garden Design',
    price: 24900,
    // A 30-minute kick-off call with the designer, scheduled on the design (api/seed/designs.ts).
    session_length: 30,
    description:
      'A planting plan drawn for your space: beds, paths and what to grow where, with a season-by-season sowing list.',
    survey_id: 2,
    canInstantBook: false,
    type: 'garden-design',
    attributes: [
      { text: 'A planting plan for your whole garden', included: true },
      { text: 'Layout of beds and paths', included: true },
      { text: 'Season-by-season sowing list', included: true },
      { text: 'Two rounds of revisions', included: true },
      { text: 'Video walkthrough with your designer', included: false },
    ],
  },
  {
    id: 2,
    name: 'Virtual Consult — 30 minutes',
    price: 7500,
    session_length: 30,
    description: 'A half-hour video call with a designer: one problem, solved together.',
    survey_id: 1,
    canInstantBook: true,
    type: 'coaching-session',
    attributes: [
      { text: '30-minute video call with a designer', included: true },
      { text: 'Pre-session questionnaire', included: true },
      { text: 'Book instantly when a designer is available now', included: true },
      { text: 'Notes and next steps by e-mail', included: true },
    ],
  },
  {
    id: 3,
    name: 'Virtual Consult — 60 minutes',
    price: 12500,
    session_length: 60,
    description: 'An hour on video with a designer to walk your space and plan the season.',
    survey_id: 1,
    canInstantBook: false,
    type: 'coaching-session',
    attributes: [
      { text: '60-minute video call with a designer', included: true },
      { text: 'Pre-session questionnaire', included: true },
      { text: 'Walk your space together on camera', included: true },
      { text: 'A seasonal task list by e-mail', included: true },
    ],
  },
  {
    id: 4,
    name: 'Garden Design Lite',
    price: 14900,
    session_length: null,
    description:
      'A planting plan for one small space — a balcony, a patio or a single bed — with what to grow where.',
    survey_id: null,
    canInstantBook: false,
    type: 'garden-design',
    attributes: [
      { text: 'A planting plan for one bed or group of containers', included: true },
      { text: 'Plant list with sowing dates', included: true },
      { text: 'One round of revisions', included: true },
      { text: 'Layout of beds and paths', included: false },
      { text: 'Video walkthrough with your designer', included: false },
    ],
  },
  {
    id: 5,
    name: 'Garden Design Plus',
    price: 39900,
    session_length: null,
    description:
      'Everything in Garden Design, plus irrigation, a materials list for the build and a video walkthrough of the finished plan.',
    survey_id: null,
    canInstantBook: false,
    type: 'garden-design',
    attributes: [
      { text: 'A planting plan for your whole garden', included: true },
      { text: 'Layout of beds, paths and drip irrigation', included: true },
      { text: 'Materials and build list', included: true },
      { text: 'Unlimited revisions for 30 days', included: true },
      { text: 'Video walkthrough with your designer', included: true },
    ],
  },
  {
    id: 6,
    name: 'Garden Photo Review',
    price: 3500,
    session_length: 0,
    description:
      'Send photos of your garden and a designer sends back a written review: what to grow where, and what to fix first. No call to schedule.',
    survey_id: 1,
    canInstantBook: false,
    type: 'coaching-session',
    attributes: [
      { text: 'A written review of your photos by a designer', included: true },
      { text: 'Pre-session questionnaire', included: true },
      { text: 'Three things to change first, with plant picks', included: true },
      { text: 'Video call with your designer', included: false },
    ],
  },
];

/** One demo product by id, e.g. `demoProduct(1)`: the Garden Design. */
export function demoProduct(id: number): DemoProduct {
  const product = demoProducts.find((candidate) => candidate.id === id);
  if (!product) throw new Error(`No demo product ${id}`);
  return product;
}

/**
 * What names a product wherever it appears (an order's product, a price card): its id, name, price
 * and type. A story may write its own copy around it; the product stays the API's.
 */
export function productIdentity(id: number): Pick<DemoProduct, 'id' | 'name' | 'price' | 'type'> {
  const { name, price, type } = demoProduct(id);
  return { id, name, price, type };
}

/** A demo product without the lines of its price card, as the booker and order pages use it. */
export function productWithoutCard(id: number): DemoProduct {
  const { attributes: _attributes, ...product } = demoProduct(id);
  return product;
}

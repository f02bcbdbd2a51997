import { productIdentity } from '#src/demo/products.ts';
import { delay, http, HttpResponse, type JsonBodyType } from 'msw';
import type {
  DiscountWire,
  OrderCreateRequest,
  OrderWire,
  PaymentSourceWire,
  ProductWire,
} from '#src/lib/api/types.ts';
import { discountCents, totalCents } from '../money.ts';

// Demo commerce data and MSW handlers for the checkout's stories and tests, in the wire shapes of
// src/lib/api/types.ts and with the behaviour of the commerce contract (.git/commerce-contract.md), so
// the panel is built against what the reference API will answer.

/** The Garden Design (the API's product 1) with the checkout's own price-card copy. */
export const demoGardenDesign: ProductWire = {
  ...productIdentity(1),
  session_length: null,
  description: 'A planting plan for your whole garden, drawn by a designer.',
  survey_id: 5,
  attributes: [
    { text: 'A scaled planting plan', included: true },
    { text: 'Two rounds of changes', included: true },
    { text: 'Installation by a crew', included: false },
  ],
};

export const demoCoachingSession: ProductWire = {
  id: 7,
  name: 'One-Hour Coaching Session',
  price: 9500,
  session_length: 60,
  description: 'An hour on video with a garden designer.',
  survey_id: 5,
  canInstantBook: true,
  type: 'coaching-session',
  pivot: { user_id: 2 },
};

/** The contract's seed discounts, by code. `WINTER2025` has expired. */
export const demoDiscounts: Record<string, DiscountWire> = {
  SPRING20: { type: 'percent_off', value: 20, token: 'SPRING20' },
  TENOFF: { type: 'amount_off', value: 1000, token: 'TENOFF' },
  FREEDESIGN: { type: 'percent_off', value: 100, token: 'FREEDESIGN' },
  GIFT50: { type: 'comped', value: 5000, token: 'GIFT50' },
};

const card = (
  source: string,
  brand: string,
  last4: string,
  exp_month: number,
  exp_year: number,
  status: PaymentSourceWire['status'] = 'chargeable',
): PaymentSourceWire => ({
  source,
  status,
  details: { brand, last4, exp_month, exp_year, name: 'Casey Customer' },
});

/** The demo customer's cards: two chargeable, one expired Discover that is not. */
export const demoCheckoutSources: PaymentSourceWire[] = [
  card('src_visa', 'Visa', '4242', 12, 2029),
  card('src_mastercard', 'MasterCard', '4444', 3, 2028),
  card('src_discover_expired', 'Discover', '1117', 9, 2023, 'failed'),
];

/** The demo meeting link an instant booking gets. */
export const demoJoinUrl = 'https://zoom.example/j/81234567890';

/** The order the API makes from a charge payload. */
export function demoOrderFor(body: OrderCreateRequest, product: ProductWire): OrderWire {
  return {
    id: 501,
    uuid: '5f0c7a52-9d8e-4a51-8f3e-2b7c1d0e9a41',
    user_id: body.user_id,
    coach_id: body.coach_id,
    product_id: body.product_id,
    amount: body.amount,
    discount: body.discount,
    status: body.scheduled_start ? 'scheduled' : 'paid',
    created_at: '2026-04-02T15:04:05Z',
    scheduled_start: body.scheduled_start,
    scheduled_end: body.scheduled_end,
    instant_booking: body.instant_booking,
    zoom_meeting: body.instant_booking ? { join_url: demoJoinUrl } : null,
    survey_results_id: null,
    design_id: product.type === 'garden-design' ? 31 : null,
    product,
    coach: body.coach_id ? { id: body.coach_id, first_name: 'Maya', last_name: 'Okafor' } : null,
    user: { id: body.user_id, first_name: 'Casey', last_name: 'Customer' },
  };
}

export interface CheckoutApiOptions {
  /** The saved cards, or an HTTP status to fail with. */
  sources?: PaymentSourceWire[] | number;
  /** GET /stripe's key: null (the reference API's default) means no new cards. */
  publishableKey?: string | null;
  /** Makes POST /orders fail with this status and body. */
  orderFailure?: { status: number; body: JsonBodyType };
  /** Makes GET /discounts/tokens/{token} fail with this status and body, for any code. */
  discountFailure?: { status: number; body?: JsonBodyType };
  /** Delays every answer; 'infinite' never answers. */
  latency?: number | 'infinite';
  /** Each request as `METHOD /path`, and each POST /orders body, for assertions. */
  requests?: string[];
  orders?: OrderCreateRequest[];
  products?: ProductWire[];
}

const error422 = (message: string, field: string) =>
  HttpResponse.json({ message, errors: { [field]: [message] } }, { status: 422 });

/**
 * The API of the checkout: saved cards, GET /stripe, discount codes and POST /orders, answering as
 * the contract says (the order's sums are checked, a source must be saved and chargeable, a new
 * card's source is refused without a Stripe key).
 */
export function checkoutHandlers(options: CheckoutApiOptions = {}) {
  const {
    sources = demoCheckoutSources,
    publishableKey = 'pk_test_fake',
    latency = 0,
    requests,
    orders,
    products = [demoGardenDesign, demoCoachingSession],
  } = options;
  const wait = async (request: Request) => {
    const url = new URL(request.url);
    requests?.push(`${request.method} ${url.pathname.replace(/^\/api/, '')}`);
    if (latency) await delay(latency);
  };
  return [
    http.get('/api/users/:id/payment-sources', async ({ request }) => {
      await wait(request);
      return typeof sources === 'number'
        ? HttpResponse.json({ message: 'Server Error' }, { status: sources })
        : HttpResponse.json({ data: sources });
    }),
    http.get('/api/stripe', async ({ request }) => {
      await wait(request);
      return HttpResponse.json({ data: { publishable_key: publishableKey } });
    }),
    http.get('/api/discounts/tokens/:token', async ({ request, params }) => {
      await wait(request);
      if (options.discountFailure) {
        const { status, body } = options.discountFailure;
        return body === undefined
          ? new HttpResponse(null, { status })
          : HttpResponse.json(body, { status });
      }
      const token = String(params.token).toUpperCase();
      if (token === 'WINTER2025') {
        return HttpResponse.json({ message: 'That discount code has expired.' }, { status: 422 });
      }
      const discount = demoDiscounts[token];
      return discount
        ? HttpResponse.json({ data: discount })
        : HttpResponse.json({ message: 'Not found' }, { status: 404 });
    }),
    http.post('/api/orders', async ({ request }) => {
      await wait(request);
      const body = (await request.json()) as OrderCreateRequest;
      orders?.push(body);
      if (options.orderFailure) {
        return HttpResponse.json(options.orderFailure.body, {
          status: options.orderFailure.status,
        });
      }
      const product = products.find((item) => item.id === body.product_id);
      if (!product) return error422('That product is not available.', 'product_id');
      const token = body.discount_token?.toUpperCase();
      const discount = token ? (demoDiscounts[token] ?? null) : null;
      if (
        body.discount !== discountCents(product.price, discount) ||
        body.amount !== totalCents(product.price, discount)
      ) {
        return error422('The amount does not match the price of the order.', 'amount');
      }
      if (body.amount > 0) {
        const saved =
          typeof sources === 'number'
            ? undefined
            : sources.find((item) => item.source === body.payment_source);
        if (!body.payment_source) {
          return error422('Please select a credit card or enter a new one.', 'payment_source');
        }
        if (!saved && body.payment_source.startsWith('src_fake_')) {
          // A source made by Stripe.js in the browser: the demo API charges it (a Stripe key is set).
        } else if (!saved || saved.status !== 'chargeable') {
          return error422(
            'Sorry, we are not able to accept that payment method. Please try another card.',
            'payment_source',
          );
        }
      }
      return HttpResponse.json({ data: { order: demoOrderFor(body, product) } }, { status: 201 });
    }),
  ];
}

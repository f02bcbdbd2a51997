// Wire types of buying: products, discounts, the card provider, orders and subscriptions.

/** A saved card: GET /users/{id}/payment-sources → { data: PaymentSourceWire[] }. */
export interface PaymentSourceWire {
  /** The card provider's source id (`src_…`), used in DELETE /users/{id}/payment-sources/{source}. */
  source: string;
  status: 'chargeable' | 'pending' | 'consumed' | 'failed' | (string & {});
  details: {
    /** visa, mastercard, american express, jcb, discover, maestro, cirrus (any case), or another brand. */
    brand: string;
    last4: string;
    exp_month: number;
    exp_year: number;
    name?: string | null;
  };
}

export type ProductType = 'garden-design' | 'coaching-session' | (string & {});

/** A design or coaching product (prices in cents). */
export interface ProductWire {
  id: number;
  name: string;
  price: number;
  session_length: number | null;
  description: string;
  survey_id: number | null;
  canInstantBook?: boolean;
  type: ProductType;
  pivot?: { user_id: number };
  /** The lines of its price card (GET /products). */
  attributes?: ProductAttributeWire[];
}

/** One line of a product or plan card: what it includes (or, with `included: false`, does not). */
export interface ProductAttributeWire {
  text: string;
  included: boolean;
}

/**
 * A discount code: GET /discounts/tokens/{token} → { data: DiscountWire }; 404 when there is no such
 * code; 422 { message } when it cannot be used (expired). `value` is a percentage for `percent_off`
 * and cents for `amount_off` and `comped` (a credit).
 */
export interface DiscountWire {
  type: 'percent_off' | 'amount_off' | 'comped';
  value: number;
  token: string;
}

/** The card provider's configuration: GET /stripe → { data: StripeConfigWire }. */
export interface StripeConfigWire {
  /** Stripe's publishable key (`pk_test_…` or `pk_live_…`); null when the API takes no new cards. */
  publishable_key: string | null;
}

/**
 * POST /orders: the charge payload (docs/spec/features.md §3) → { data: { order: OrderWire } }.
 * 422 { message, errors: { field: [message] } } when it cannot be charged.
 */
export interface OrderCreateRequest {
  user_id: number;
  /** The total in cents, after the discount: the server checks it against its own sum. */
  amount: number;
  /** The discount in cents (0 or negative). */
  discount: number;
  /** The discount code applied, if any. */
  discount_token?: string | null;
  /** A saved source (`src_…`), or one just made from a new card; null when the total is 0. */
  payment_source: string | null;
  product_id: number;
  coach_id: number | null;
  instant_booking: boolean;
  /** ISO 8601 UTC; null for products without a session. */
  scheduled_start: string | null;
  scheduled_end: string | null;
  /** Extra order metadata (survey answers held before a design exists, and the like). */
  metadata?: Record<string, unknown>;
}

/** A plan a business can subscribe to: GET /providers/subscriptions/available → { data: [...] }. */
export interface SubscriptionPlanWire {
  id: number;
  name: string;
  /** Cents per `interval`. */
  price: number;
  interval: 'month' | 'year';
  description: string;
  attributes: ProductAttributeWire[];
}

/**
 * A business's subscription: GET /providers/{id}/subscriptions/{sub} → { data: SubscriptionWire };
 * POST /orders/subscriptions, PUT /orders/subscriptions, PUT /orders/subscriptions/cancel and
 * PUT /providers/{id}/subscriptions/{sub} answer the same shape.
 */
export interface SubscriptionWire {
  id: number;
  provider_id: number;
  plan_id: number;
  plan: SubscriptionPlanWire;
  /** `canceled`: ends at `current_period_end` and is not renewed. */
  status: 'active' | 'canceled' | (string & {});
  current_period_end: string;
  payment_source: PaymentSourceWire | null;
}

/** The subscription payload (docs/spec/features.md §3). */
export interface SubscriptionRequest {
  payment_source?: string | null;
  plan_id?: number;
  subscription_id?: number;
}

/** GET /subscriptions/prorate?plan_id=…&subscription_id=… → { invoice: { amount_due } } (cents). */
export interface ProrateWire {
  invoice: { amount_due: number };
}

/** The person on the other side of an order or a design (a coach or a customer). */
export interface PersonSummaryWire {
  id: number;
  first_name: string;
  last_name: string;
  images?: { avatar?: { image?: string | null } };
}

export type OrderStatus = 'paid' | 'scheduled' | 'complete' | 'canceled' | (string & {});

/**
 * An order: GET /users/{id}/orders → { data: OrderWire[] } (newest first);
 * GET /orders/uuid/{uuid} → { data: OrderWire }; PUT /orders/uuid/{uuid} with OrderUpdateRequest.
 * Times are ISO 8601 in UTC; the site shows them in the person's timezone.
 */
export interface OrderWire {
  id: number;
  uuid: string;
  user_id: number;
  coach_id: number | null;
  product_id: number;
  /** Charged, in cents (after the discount). */
  amount: number;
  /** The discount, in cents (0 or negative). */
  discount: number;
  status: OrderStatus;
  created_at: string;
  scheduled_start: string | null;
  scheduled_end: string | null;
  instant_booking: boolean;
  zoom_meeting: { join_url: string } | null;
  /** The pre-session questionnaire's answers, once submitted. */
  survey_results_id: number | null;
  design_id: number | null;
  product: ProductWire;
  coach: PersonSummaryWire | null;
  user: PersonSummaryWire;
}

export interface OrderUpdateRequest {
  survey_results_id?: number;
}

// The wire contract between the site and the API: the one description of it, shared by the site,
// the reference API (api/) and the fixtures. Field names follow docs/cms-contract.md and the specifications.

export type BackgroundColor = 'beige' | 'green' | 'pink' | 'white';
export const backgroundColors = [
  'beige',
  'green',
  'pink',
  'white',
] as const satisfies readonly BackgroundColor[];

export interface SectionOptionsWire {
  Layout?: { layout?: string };
  BackgroundColor?: { color?: string };
  [key: string]: unknown;
}

/** A page section as the CMS sends it. `content` is checked by the section's own schema. */
export interface PageSectionWire {
  id: number;
  type: string;
  content: Record<string, unknown> & { time_reveal?: number | string | null };
  options?: SectionOptionsWire | null;
}

export interface PageWire {
  id: number;
  slug: string;
  published: boolean;
  pagelayout: string;
  content: { title?: string; description?: string; image?: string; [key: string]: unknown };
  options: Record<string, unknown>;
  page_sections: PageSectionWire[];
}

export interface CtaButtonWire {
  id?: number | string;
  buttonText?: string;
  link?: string;
  fontColor?: string;
  borderColor?: string;
  backgroundColor?: string;
  isOptInForm?: boolean;
  optInFormTag?: string;
  listId?: string | number;
}

export interface ListMeta {
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
}
export interface ListResponse<T> {
  data: T[];
  meta: ListMeta;
}
export interface DataResponse<T> {
  data: T;
}

export type Role = 'customer' | 'coach' | 'artist' | 'admin' | 'user' | (string & {});
export type CoachStatus = 'active' | 'inactive' | 'paused' | 'suspended' | (string & {});
export type DesignStatus =
  'created' | 'scheduling' | 'call_upcoming' | 'in_design' | 'complete' | 'closed';

export interface AccountWire {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  images?: { avatar?: { image?: string | null }; logo?: { image?: string | null } };
  timezone: string;
  role: Role;
  provider_role?: string | null;
  provider_id?: number | null;
  coach: boolean;
  isCoach?: boolean;
  isActiveCoach?: boolean;
  /** True while the coach is live for instant booking (the flag is set and the window has not ended). */
  is_available_now?: boolean;
  /** When the coach's live window ends (ISO, UTC); null when live with no end time or not live. */
  available_now_end?: string | null;
  has_zoom: boolean;
  coach_status?: CoachStatus | null;
  status?: 'active' | 'inactive' | 'suspended';
  designs_overview?: Record<string, DesignStatus>;
  favorite_coaches?: { id: number }[];
  impersonated?: boolean;
  /** The admin acting as this account, while impersonating. */
  impersonator_id?: number | null;
}

export interface LoginRequest {
  email: string;
  password: string;
}
export interface LoginResponse {
  access_token: string;
  token_type?: string;
  expires_in?: number;
}
export interface RegisterRequest {
  first_name: string;
  last_name: string;
  email: string;
  password: string;
  timezone: string;
}
export interface RegisterResponse extends LoginResponse {
  account: AccountWire;
}

export interface SiteAlertOption {
  type: 'site_alert';
  fields: { copy: string; visible: boolean };
}
export interface DesignStepsOption {
  type: 'design_steps';
  fields: { steps: { headline: string; body: string }[] };
}
export type SiteOptionWire =
  SiteAlertOption | DesignStepsOption | { type: string; fields: Record<string, unknown> };

/** GET /get_redirects: a map of path to target path. */
export type RedirectsWire = Record<string, string>;

/** The error body the API answers with. */
export interface ApiErrorBody {
  message?: string;
  status?: string;
  errors?: Record<string, string[] | string>;
}

// The external store (the reference API serves a stand-in with the same paths under /shop).

/** A variant in GET /shop/products/<handle>.js (prices in cents). */
export interface ShopVariantWire {
  id: number;
  product_id: number;
  title: string;
  name: string;
  sku: string | null;
  price: number;
  compare_at_price: number | null;
  available: boolean;
  taxable: boolean;
  featured_image: string | null;
}

/** GET /shop/products/<handle>.js: a product in the external store's `.js` shape (prices in cents). */
export interface ShopProductWire {
  id: number;
  title: string;
  handle: string;
  /** HTML. */
  description: string;
  vendor: string;
  type: string;
  tags: string[];
  /** The lowest variant price. */
  price: number;
  price_min: number;
  price_max: number;
  price_varies: boolean;
  compare_at_price: number | null;
  available: boolean;
  featured_image: string | null;
  images: string[];
  /** The product page in the store, relative to the store's address. */
  url: string;
  variants: ShopVariantWire[];
}

/** A line of the cart. `id` is the variant id, as in the external store. */
export interface ShopCartItemWire {
  id: number;
  key: string;
  variant_id: number;
  product_id: number;
  handle: string;
  url: string;
  title: string;
  product_title: string;
  variant_title: string | null;
  price: number;
  original_price: number;
  line_price: number;
  original_line_price: number;
  quantity: number;
  taxable: boolean;
  featured_image: { url: string | null; alt: string };
}

/** GET /shop/cart.json. */
export interface ShopCartWire {
  token: string;
  currency: 'USD';
  item_count: number;
  total_price: number;
  original_total_price: number;
  items: ShopCartItemWire[];
}

/** A navigation entry; menus are at most two levels deep. */
export interface ShopMenuItemWire {
  title: string;
  url: string;
  items: ShopMenuItemWire[];
}

/** GET /shop/navigation-api/<menu>. */
export interface ShopMenuWire {
  handle: string;
  title: string;
  items: ShopMenuItemWire[];
}

/** The body of a 422 answer: the first message and every message by field. */
export interface ValidationErrorBody {
  message: string;
  errors: Record<string, string[]>;
}

// Podcasts (GET /podcasts, GET /podcasts/{id}).

export interface PodcastLinkWire {
  platform: string;
  link: string;
}

/** A podcast episode as the API answers it (`published_on` is a date, `YYYY-MM-DD`). */
export interface PodcastWire {
  id: number;
  title: string;
  description: string;
  published_on: string;
  links: PodcastLinkWire[];
}

// Account area. One description for the site, the reference API and the fixtures.

/** PUT /users/{id}: the fields a person may change on their own account (any subset). */
export interface AccountUpdateRequest {
  first_name?: string;
  last_name?: string;
  email?: string;
  timezone?: string;
  /** An image URL returned by POST /images. */
  images?: { avatar?: { image: string | null } };
}

/** POST /images?model={type} (multipart field `image`): the stored image's URL. */
export interface ImageUploadResponse {
  data: { id: number; image: string; model: string };
}

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

/**
 * One window a coach is available in: GET /users/{id}/all-available-times?start=&end=
 * → { data: AvailabilityWindowWire[] } (public; windows as set, bookings not subtracted).
 */
export interface AvailabilityWindowWire {
  id: number;
  available_start: string;
  available_end: string;
}

/**
 * A time a session can start: GET /users/{id}/available-times?product_id=&date[start]=&date[end]=
 * → { data: AvailableTimeWire[] } (public). `end` is `start` plus the product's session length.
 */
export interface AvailableTimeWire {
  start: string;
  end: string;
}

/**
 * POST /users/{id}/available-times (the coach or an admin) → { data: AvailabilityWindowWire[] }:
 * every window overlapping one of `days` is replaced by `times` (empty: the days are unavailable).
 */
export interface AvailabilityUpdateRequest {
  /** The chosen days, each as the UTC range of that day in the coach's timezone. */
  days: { start: string; end: string }[];
  /** The new windows, each inside one of `days`. */
  times: { available_start: string; available_end: string }[];
}

/** A booked session: GET /users/{id}/bookings?start=&end= (the coach or an admin) → { data: BookingWire[] }. */
export interface BookingWire {
  id: number;
  uuid: string;
  scheduled_start: string;
  scheduled_end: string | null;
  instant_booking: boolean;
  status: OrderStatus;
  product: { id: number; name: string; session_length: number | null };
  /** The customer. */
  user: PersonSummaryWire;
  zoom_meeting: { join_url: string } | null;
}

/** POST /users/{id}/available-now { start, end } and PUT /users/{id}/available-now { end } → { data: AvailableNowWire }. */
export interface AvailableNowWire {
  is_available_now: boolean;
  available_now_start: string | null;
  available_now_end: string | null;
}

export interface AvailableNowRequest {
  start?: string;
  end: string;
}

export interface OrderUpdateRequest {
  survey_results_id?: number;
}

/**
 * The kinds of survey question. The pre-session questionnaire uses the first five; the design survey
 * ("Hone Vision", docs/spec/features.md §2.11) the last four: `notes` (long text), `choice` (one choice,
 * or several with `meta.multiple`), `message` (text to read, nothing to answer) and `break` (ends a
 * part of the survey; not shown).
 */
export const surveyQuestionTypes = [
  'text',
  'textarea',
  'select',
  'radio',
  'checkbox',
  'notes',
  'choice',
  'message',
  'break',
] as const;
export type SurveyQuestionType = (typeof surveyQuestionTypes)[number];

/** The most characters of a `notes` answer when its question's `meta.maxLength` does not say. */
export const surveyNotesDefaultMaxLength = 5000;

/** The settings of a design-survey question (`notes` and `choice`; a `message` has none). */
export interface SurveyQuestionMetaWire {
  /** `notes`: the most characters of the answer (default `surveyNotesDefaultMaxLength`). */
  maxLength?: number;
  /** `choice`: several choices may be ticked (a checkbox group); one otherwise (radio buttons). */
  multiple?: boolean;
  /** `choice`: the choices, in order; the answer is one of them (a list of them when `multiple`). */
  choices?: string[];
  /** `choice`: the address of an image shown with the question. */
  image?: string | null;
  /** `choice`: the choices are price levels, cheapest first, shown with 1..n dollar signs by position. */
  pricing?: boolean;
  /** `choice`: a short line above the choices, such as 'Choose all that apply'. */
  label?: string | null;
}

export interface SurveyQuestionWire {
  /** Stable key of the answer in `results`. */
  id: string;
  type: SurveyQuestionType;
  /** The question's title (the specification's `title`); a `message`'s heading. */
  label: string;
  required: boolean;
  /** Choices of select, radio and checkbox questions. */
  options?: string[];
  help?: string | null;
  /** The text of a `message` question, plain text (line breaks kept). */
  content?: string | null;
  /** The question's place in the survey: questions come in ascending weight. */
  weight?: number;
  meta?: SurveyQuestionMetaWire;
}

/** GET /surveys/{surveyId} → { data: SurveyWire }. */
export interface SurveyWire {
  id: number;
  name: string;
  description?: string | null;
  questions: SurveyQuestionWire[];
}

/**
 * Answers keyed by question id: text for text, textarea, notes, select and radio questions and a
 * single `choice`; a list for checkbox questions and a `choice` with `meta.multiple`. A `message` or
 * `break` takes no answer.
 */
export type SurveyAnswers = Record<string, string | string[]>;

/** POST /surveys/results/{surveyId}/{resultId?} with { answers } → { data: SurveyResultWire }. */
export interface SurveyResultWire {
  id: number;
  survey_id: number;
  results: SurveyAnswers;
}

export interface CoachPropertyWire {
  id?: number;
  /** 'about' or 'testimonial' (others may come). */
  name: string;
  property: string;
}

export interface AddressWire {
  city: string | null;
  state: string | null;
}

/**
 * A coach (designer) as GET /users/{id} sends it (docs/spec/features.md §3), also the coaching profile the
 * coach edits with PUT /users/{id} (CoachProfileUpdateRequest).
 */
export interface CoachWire extends PersonSummaryWire {
  images?: {
    avatar?: { image?: string | null };
    cover?: { image?: string | null };
    portfolio?: { id: number; image: string }[];
  };
  coach: boolean;
  coach_status: CoachStatus | null;
  has_zoom: boolean;
  coach_zoom_only: boolean;
  /** True while the coach is live for instant booking (the flag is set and the window has not ended). */
  is_available_now: boolean;
  /** When the coach's live window ends (ISO, UTC); null when live with no end time or not live. */
  available_now_end?: string | null;
  expertises: { id: number; name: string }[];
  properties: CoachPropertyWire[];
  addresses: AddressWire[];
}

export interface CoachProfileUpdateRequest {
  properties: CoachPropertyWire[];
  addresses: AddressWire[];
  coach_zoom_only: boolean;
}

/** POST /users/{id}/impersonate (admins only) → a token that acts as user {id}. */
export interface ImpersonationResponse extends LoginResponse {
  user_id: number;
  impersonator_id: number;
}

/** POST /password/forgot. */
export interface ForgotPasswordRequest {
  email: string;
  /** The fixed token the site sends with every request (docs/spec/platform.md §7); the API ignores unknown ones. */
  token: string;
}
/** POST /password/reset and POST /password/welcome/reset. */
export interface PasswordResetRequest {
  email: string;
  token: string;
  password: string;
  password_confirmation: string;
}
/** GET /password/welcome?email=&token= → { data: WelcomeWire } (404 when the invitation is unknown or used). */
export interface WelcomeWire {
  email: string;
  first_name: string;
}

/**
 * GET /frost-calc?zip= → { data: FrostResultWire }: the nearest weather station's frost dates
 * (NOAA 1991–2020 normals at 30% probability), or `error: true` for a zip with no data.
 */
export type FrostResultWire =
  | {
      zip: string;
      error: false;
      station_name: string;
      /** Metres. */
      altitude: number;
      /** `day/month`, e.g. `12/04` for 12 April. */
      last_spring: string;
      first_fall: string;
      /** S standard, R representative, P provisional, E estimated. */
      completeness: 'S' | 'R' | 'P' | 'E';
    }
  | { zip: string; error: true };

/**
 * POST /forms/designer_inquiry (multipart): the designer inquiry form (docs/spec/features.md §3, §5).
 * Text fields by these names, `interest` as the chosen interests joined with ', ', and the optional
 * `gardenImage` file (JPEG, PNG or GIF, at most 5 MB). Answers 201 `{ data: { id } }`.
 */
export const designerInquiryOptions = {
  newspace: ['Brand new', 'Expanding an existing garden', 'Not sure yet'],
  installTimeline: ['ASAP (next 30 days)', '1-3 months', '3-6 months', 'Just exploring ideas'],
  budget: ['$5,000 - $10,000', '$10,000 - $15,000', '$15,000 - $25,000', '$25,000+'],
  interest: [
    'Raised garden beds',
    'Metal edging',
    'Garden trellises or arches',
    'Seasonal planting plan',
    'Soil prep',
    'Pest protection',
    'Other',
  ],
} as const;

/** The required text fields of a designer inquiry, in the form's order. */
export const designerInquiryRequired = [
  'name',
  'email',
  'phone',
  'street',
  'city',
  'state',
  'postal',
  'newspace',
  'installTimeline',
  'budget',
] as const;

/** The garden image's limit: 5 MB. */
export const designerInquiryImageBytes = 5_000_000;

/**
 * GET /quizzes/{id} → { data: QuizWire } (404 when there is no such quiz). An option shows only when
 * it has both an id and `content.answer` (docs/spec/features.md §4, §6); the image is optional.
 */
export interface QuizWire {
  id: number;
  title: string;
  subtitle?: string | null;
  /** Rich text as HTML. */
  description?: string | null;
  image?: string | null;
  questions: QuizQuestionWire[];
}
export interface QuizQuestionWire {
  id: number;
  question: string;
  options: QuizOptionWire[];
}
export interface QuizOptionWire {
  id: number | null;
  content: { answer?: string | null; image?: string | null };
}

/**
 * POST /quizzes/{id}/results (signed in): the body maps `question-{id}` to the chosen option's id.
 * Answers 201 `{ data: QuizResultWire }`; `slug` is the page of the result, or null when the answers
 * point to none ('You found a loophole!').
 */
export type QuizResultsRequest = Record<`question-${number}`, number>;
export interface QuizResultWire {
  id: number;
  slug: string | null;
}

/* ── Directory and discovery (docs/spec/features.md §2.3, §2.4, §3) ─────────────────────────── */

/** An expertise, tag or topic: GET /expertises, GET /tags, GET /topics → { data: NamedWire[] }. */
export interface NamedWire {
  id: number;
  name: string;
}

/** A business address (providers have one or more; the first is shown). */
export interface ProviderAddressWire {
  id?: number;
  phone: string | null;
  address: string | null;
  city: string | null;
  state: string | null;
  postal_code: string | null;
  /** 'US', 'CA' or 'AU'. */
  country?: string | null;
}

/**
 * A provider (business): the card and the profile. GET /providers/{id or slug} → { data: ProviderWire }.
 * `properties` carry the optional `website` and `certifications`; `coaches` are the team (avatars).
 */
export interface ProviderWire {
  id: number;
  slug: string;
  name: string;
  description: string;
  user_id: number | null;
  addresses: ProviderAddressWire[];
  properties: {
    id: number | string;
    name: 'website' | 'certifications' | (string & {});
    property: string;
  }[];
  expertises: NamedWire[];
  images: {
    logo?: { image?: string | null } | null;
    cover?: { image?: string | null } | null;
    portfolio?: { id: number; image: string }[];
  };
  coaches: PersonSummaryWire[];
  /** The business's subscription (GET /providers/{id}/subscriptions/{sub}), or null when it has none. */
  subscription_id?: number | null;
}

/**
 * A post card (a blog post or article page at /{slug}). GET /posts?ids[]=… → { data: PostWire[] }
 * (in the order asked); GET /posts/{id} → { data: PostWire }.
 */
export interface PostWire {
  id: number;
  slug: string;
  title: string;
  image: string | null;
  headline: string | null;
  subheadline: string | null;
  description: string | null;
  /** 'post', 'podcast', 'video'… */
  type: string;
  topics: NamedWire[];
  tags: NamedWire[];
  published_on: string;
}

/** A course. GET /courses?ids[]=… → { data: CourseWire[] }. */
export interface CourseWire {
  id: number;
  slug: string;
  title: string;
  description: string | null;
  image: string | null;
  /** Where the course is sold or taught: a site route or an external address. */
  url: string;
}

/** The card types of the card grid and the resource each reads. */
export type CardResource = 'coaches' | 'providers' | 'posts';

/**
 * A region filter value: US state codes ('OR', 'WA'…), or one of the countries 'canada', 'australia'.
 * Sent as a list under `query.region`.
 */
export type RegionFilterValue = string;

/**
 * POST /gimme-dat/ — the cards of a card grid. `count` cards per page; `selections` are hand-picked
 * ids (Custom grids: the cards are those, in that order, and `query` is ignored). Feed grids send
 * `query`: search text as `search` (posts) or `advancedSearch` (coaches, providers: city or name), the
 * filter under its key (`region`, `expertise` or `tag`), `topic` (post topic ids) and `page` (0-based,
 * sent only above 0). Answers { data: CardWire[], meta: ListMeta } (meta.current_page is 0-based here,
 * as the request's page).
 */
export interface GimmeDatRequest {
  count: number;
  resource: CardResource;
  selections?: number[];
  query?: {
    search?: string;
    advancedSearch?: string;
    region?: RegionFilterValue[];
    expertise?: number;
    tag?: number[];
    topic?: number[];
    page?: number;
  };
}

/**
 * POST /gimme-dat/ as the designer list of a design sends it (docs/spec/features.md §7): every
 * designer at once. `limit` is the page size up to 9999 (it wins over `count`); `type` 'coach' stands
 * for `resource: 'coaches'` ('provider' and 'post' work too). Options are flags, or a list of their
 * names: `upcoming_availability` lists only bookable designers (video account) with an availability
 * window in the next 30 days (from now + 48 hours), each card carrying `upcoming_availability`;
 * `hide_paused` is accepted, paused designers are never listed.
 */
export interface DesignerListRequest {
  limit: number;
  type: 'coach';
  options?: { upcoming_availability?: boolean; hide_paused?: boolean } | string[];
  query?: GimmeDatRequest['query'];
}

/** A coach card: the coach, plus whether they are online now (connected to the live service). */
export interface CoachCardWire extends CoachWire {
  online: boolean;
  /** With `options.upcoming_availability`: the designer's windows in the next 30 days, by start. */
  upcoming_availability?: AvailabilityWindowWire[];
}

export type CardWire = CoachCardWire | ProviderWire | PostWire;

/** POST /coaches/favorite/{id} (signed in) toggles a favourite → { data: { id: number }[] } (the list). */
export type FavoritesWire = { id: number }[];

/**
 * POST /providers (signed in, one per account) → 201 { data: { id } }; PUT /providers/{id} (its owner)
 * → { data: ProviderWire }. The payload of docs/spec/features.md §3.
 */
export interface ProviderRegistrationRequest {
  name: string;
  description: string;
  expertises: number[];
  addresses: ProviderAddressWire[];
  /** `website` and `certifications`; new entries have an id of `new-…`. */
  properties: { id: number | string; name: string; property: string }[];
  images: {
    logo?: { image: string } | null;
    cover?: { image: string } | null;
    portfolio?: { id: number | string; image: string }[];
  };
}

/** A garden a gardener submitted: GET /gardens → ListResponse; POST/PUT/DELETE /users/{id}/gardens/{garden}. */
export interface GardenWire {
  id: number;
  user_id: number;
  description: string;
  city: string | null;
  state: string | null;
  images: { id: number; image: string }[];
  user: { id: number; first_name: string; last_name: string; coach: boolean };
  created_at: string;
}

// Designs: the garden-design journey's homework, designer and files (docs/api.md, "Designs").

/** The budgets a customer can pick in the garden details (docs/spec/features.md §9), sent as written. */
export const designBudgetOptions = [
  '$600 - $3000 (Small 24-120 sqft)',
  '$3000 - $5000 (Small 120-200)',
  '$5000 - $10000 (Large 200-400)',
  '$10,000 - $15,000 (Large 400-600)',
  '$15,000 - $25,000 (X-Large above 500)',
  '$25,000 - $50,000 (X-Large above 1000)',
] as const;
export type DesignBudget = (typeof designBudgetOptions)[number];
export const designFlexibleOptions = ['Yes', 'No'] as const;
export const designBuilderOptions = ['DIY', 'Full Service'] as const;

/** What a design file is: the wide-angle photo, property photos, additional images, the designer's drawings. */
export const designFileSystemTypes = ['wideangle', 'property', 'user_imgs', 'design'] as const;
export type DesignFileSystemType = (typeof designFileSystemTypes)[number];

/** The limits of design files (docs/spec/platform.md §9, features.md §5). */
export const designFileLimits = {
  /** 5 MB, in bytes. */
  bytes: 5_000_000,
  descriptionLength: 250,
  wideangle: 1,
  user_imgs: 6,
} as const;

/** The garden's address: the maps service's place, of which the API keeps these fields. */
export interface DesignAddressWire {
  formatted_address: string;
  place_id?: string | null;
}

/**
 * The garden details of the homework. Every field but `completed` may be missing (or null) while the
 * customer saves progress; `completed: true` is accepted only with all of them.
 */
export interface DesignDetailsWire {
  /** Feet, whole, at least 1. */
  size_length?: number | null;
  size_width?: number | null;
  budget?: DesignBudget | null;
  address?: DesignAddressWire | null;
  flexible?: (typeof designFlexibleOptions)[number] | null;
  builder?: (typeof designBuilderOptions)[number] | null;
  completed: boolean;
}

/** A file of a design: POST /designs/{id}/upload (multipart) → 201 { data: DesignFileWire }. */
export interface DesignFileWire {
  id: number;
  /** Where the file is shown from (`/api/design-files/{key}`): an unguessable address. */
  path: string;
  /** The name it was uploaded with. */
  name: string;
  /** Its type, read from its bytes: image/jpeg, image/png, image/gif, image/webp or application/pdf. */
  file_type: string;
  /** The same file as a download (`Content-Disposition: attachment`). */
  download: string;
  /** File notes, at most 250 characters ('' when none). */
  description: string;
  system_type: DesignFileSystemType;
  /** Bytes. */
  size: number;
  created_at: string;
}

/** The roles people have on a design (`users[].role`). */
export type DesignRole = 'customer' | 'designer' | 'artist';

/** Someone taking part in a design: the customer, the designer once chosen, the artist if any. */
export interface DesignParticipantWire extends PersonSummaryWire {
  role: DesignRole;
}

/** How the signed-in person sees a design: 'user' is the customer. */
export type DesignActingAs = 'user' | 'designer' | 'artist' | 'admin';

/**
 * A design: GET /designs → ListResponse<DesignWire> (newest first); GET /designs/{id} and
 * PUT /designs/{id} → { data: DesignWire }. `order.coach` is the designer; `order.scheduled_start`
 * the call, once scheduled.
 */
export interface DesignWire {
  id: number;
  name: string;
  status: DesignStatus;
  details: DesignDetailsWire;
  files: DesignFileWire[];
  /** The garden-design order that created the design (null only if that order was deleted). */
  order: OrderWire | null;
  product_id: number | null;
  survey_results_id: number | null;
  survey_result: SurveyResultWire | null;
  acting_as: DesignActingAs;
  artist_id: number | null;
  artist: PersonSummaryWire | null;
  users: DesignParticipantWire[];
  created_at: string;
  updated_at: string;
}

/**
 * PUT /designs/{id}: one of three changes at a time. The garden details ({ name, details }), the
 * survey's answers ({ survey_results_id }) or the designer ({ coach_id, zoom_start }, `zoom_start`
 * in UTC as 'YYYY-MM-DD HH:mm:00', left out when the product has no call).
 */
export type DesignUpdateRequest =
  | { name: string; details?: DesignDetailsWire }
  | { survey_results_id: number }
  | { coach_id: number; zoom_start?: string };

/** PUT /designs/{id}/upload/{file}. */
export interface DesignFileUpdateRequest {
  description: string;
}

/*
 * Project messages (docs/api.md, "Project messages"; docs/spec/features.md §2.12, §3): conversations on
 * a design between its customer, designer, artist and admins. Real-time room names: src/api/rooms.ts.
 */

/** A participant of a conversation; `pivot.last_seen` is when they last opened it (null: never). */
export interface ConversationUserWire {
  id: number;
  first_name: string;
  last_name: string;
  pivot: { last_seen: string | null };
}

/** A file attached to a message; `download` is its address through the site's /api door. */
export interface MessageFileWire {
  id: number;
  name: string;
  /** Its media type, e.g. `application/pdf`, `image/png`. */
  file_type: string;
  download: string;
}

/** A message; `message` is '' when it carries files only. */
export interface MessageWire {
  id: number;
  conversation_id: number;
  /** null once the author's account is deleted. */
  author_id: number | null;
  message: string;
  created_at: string;
  files: MessageFileWire[];
}

/**
 * A conversation: GET /designs/{id}/conversations → { data: ConversationWire[] } (latest first, each
 * with its latest page of messages); GET /designs/{id}/conversations/{conv}?before= → { data } with an
 * older page; POST /designs/{id}/conversations → 201 { data }. `messages` are sorted by created_at.
 */
export interface ConversationWire {
  id: number;
  /** The design's id. */
  conversationable_id: number;
  users: ConversationUserWire[];
  messages: MessageWire[];
  total_messages: number;
  /** 1: read-only (closed, or its design is closed). */
  closed: 0 | 1;
  updated_at: string;
}

/** POST /designs/{id}/conversations: who to message (user ids) and the first message. */
export interface NewConversationRequest {
  receivers: number[];
  message: string;
}

/** POST /designs/{id}/conversations/{conv} with no message and no file → { data }: seen now. */
export interface ConversationSeenWire {
  conversation_id: number;
  user_id: number;
  last_seen: string;
}

export type RecipientPrefix = 'Customer' | 'Designer' | 'Artist';

/** Someone the viewer may start a conversation with: GET /designs/{id}/recipients → { data }. */
export interface RecipientWire {
  id: number;
  prefix: RecipientPrefix;
  first_name: string;
  last_name: string;
}

/** Message attachments must be under 5 MB (docs/spec/features.md §5, §9). */
export const messageFileBytes = 5_000_000;
export const messageFileTooLarge =
  'The file you are attempting to upload is too large, it must be less than 5MB';
/** What a message may attach: images, pdf, doc, docx, txt, rtf (by name; the API also checks the bytes). */
export const messageFileExtensions = [
  'jpg',
  'jpeg',
  'png',
  'gif',
  'webp',
  'pdf',
  'doc',
  'docx',
  'txt',
  'rtf',
] as const;
/** The longest message text, in characters. */
export const messageMaxLength = 5000;

// The wire contract between the site and the API: the one description of it, shared by the site,
// the reference API (api/) and the fixtures. Field names follow spec/sections.md and the specifications.

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
  is_available_now?: boolean;
  has_zoom: boolean;
  coach_status?: CoachStatus | null;
  status?: 'active' | 'inactive' | 'suspended';
  designs_overview?: Record<string, DesignStatus>;
  favorite_coaches?: { id: number }[];
  impersonated?: boolean;
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

// The wire contract between the site and the API: the one description of it, shared by the site,
// the reference API (api/) and the fixtures. Field names follow spec/sections.md and the specifications.

export type BackgroundColor = 'beige' | 'green' | 'pink' | 'white';
export const backgroundColors = ['beige', 'green', 'pink', 'white'] as const satisfies readonly BackgroundColor[];

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
  | 'created'
  | 'scheduling'
  | 'call_upcoming'
  | 'in_design'
  | 'complete'
  | 'closed';

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
export type SiteOptionWire = SiteAlertOption | DesignStepsOption | { type: string; fields: Record<string, unknown> };

/** GET /get_redirects: a map of path to target path. */
export type RedirectsWire = Record<string, string>;

/** The error body the API answers with. */
export interface ApiErrorBody {
  message?: string;
  status?: string;
  errors?: Record<string, string[] | string>;
}

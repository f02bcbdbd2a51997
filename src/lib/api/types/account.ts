// Wire types of accounts: the signed-in person, signing in and up, passwords, impersonation.

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

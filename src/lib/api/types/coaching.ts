// Wire types of coaches (designers): profiles, availability, bookings and "Available now".
import type { CoachStatus } from './account.ts';
import type { OrderStatus, PersonSummaryWire } from './commerce.ts';

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

// Wire types of the directory: businesses, card grids and their filters, favourites and gardens.
import type { AvailabilityWindowWire, CoachWire } from './coaching.ts';
import type { PersonSummaryWire } from './commerce.ts';
import type { PostWire } from './content.ts';

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

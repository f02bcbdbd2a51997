// Wire types of the garden-design journey: its homework, designer and files.
import type { DesignStatus } from './account.ts';
import type { OrderWire, PersonSummaryWire } from './commerce.ts';
import type { SurveyResultWire } from './surveys.ts';

// Designs: the garden-design journey's homework, designer and files (docs/api/designs.md).

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

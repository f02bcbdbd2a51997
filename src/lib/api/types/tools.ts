// Wire types of the CMS's tools and forms: frost dates, the designer inquiry and quizzes.

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

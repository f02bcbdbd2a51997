import type { SurveyAnswers } from '#src/lib/api/types.ts';
import { rememberedStore } from '#src/lib/browser/remembered.ts';

// The answers to a garden-design product's questionnaire given in the checkout, before the design
// exists (docs/spec/features.md §4: "Without a design, survey answers are held in the checkout
// state"). The checkout dialog holds them in its state and here, in sessionStorage by product id, so
// closing and reopening the dialog or a reload keeps them; they are gone with the tab (never
// localStorage: they are the person's own words). After payment they are saved to the new design
// and cleared; the design's homework starts from them if that save failed. 'Start Over' on the
// landing clears them all. Where storage is refused they live in memory for the page's life.

const prefix = 'trellis.design-survey.product-';

/** The storage key of a product's held answers. */
export const heldSurveyAnswersKey = (productId: number) => `${prefix}${productId}`;
/** The storage key of a product's questionnaire while it is being answered (not yet 'Continue'). */
export const surveyDraftKey = (productId: number) => `${prefix}${productId}-draft`;

const store = rememberedStore('session');

const isAnswer = (value: unknown): value is string | string[] =>
  typeof value === 'string' ||
  (Array.isArray(value) && value.every((item) => typeof item === 'string'));

/**
 * The answers held for a product's survey, or null: none, answers to another survey (the product's
 * survey changed since), anything stored that is not answers, or, when `designId` is given, answers
 * not left over from that design's purchase.
 */
export function readHeldSurveyAnswers(
  productId: number,
  surveyId: number,
  designId?: number,
): SurveyAnswers | null {
  return readAnswers(heldSurveyAnswersKey(productId), surveyId, designId);
}

function readAnswers(key: string, surveyId: number, designId?: number): SurveyAnswers | null {
  const raw = store.read(key);
  if (!raw) return null;
  try {
    const held: unknown = JSON.parse(raw);
    if (!held || typeof held !== 'object') return null;
    const record = held as { surveyId?: unknown; designId?: unknown; answers?: unknown };
    const { answers } = record;
    if (record.surveyId !== surveyId || !answers || typeof answers !== 'object') return null;
    if (designId !== undefined && record.designId !== designId) return null;
    if (Array.isArray(answers)) return null;
    const valid: SurveyAnswers = {};
    for (const [question, answer] of Object.entries(answers)) {
      if (isAnswer(answer)) valid[question] = answer;
    }
    return valid;
  } catch {
    return null;
  }
}

/**
 * Holds the answers to a product's survey (replacing any held before); with `designId`, the design
 * bought with them whose save of them failed (its homework starts from them).
 */
export function holdSurveyAnswers(
  productId: number,
  surveyId: number,
  answers: SurveyAnswers,
  designId?: number,
) {
  const held = designId === undefined ? { surveyId, answers } : { surveyId, designId, answers };
  store.write(heldSurveyAnswersKey(productId), JSON.stringify(held));
}

/**
 * The answers given so far to a product's questionnaire that was left before 'Continue to checkout'
 * (the dialog closed, the page reloaded), or null: the questionnaire starts from them.
 */
export function readSurveyDraft(productId: number, surveyId: number): SurveyAnswers | null {
  return readAnswers(surveyDraftKey(productId), surveyId);
}

/** Keeps the answers given so far, at every change. */
export function holdSurveyDraft(productId: number, surveyId: number, answers: SurveyAnswers) {
  store.write(surveyDraftKey(productId), JSON.stringify({ surveyId, answers }));
}

/** Forgets the answers given so far (they are held as answered, or forgotten). */
export function clearSurveyDraft(productId: number) {
  store.write(surveyDraftKey(productId), null);
}

/** Forgets the answers held for a product (they are saved to its design). */
export function clearHeldSurveyAnswers(productId: number) {
  store.write(heldSurveyAnswersKey(productId), null);
}

/** Forgets the answers held for every product, and every questionnaire half answered ('Start Over'). */
export function clearAllHeldSurveyAnswers() {
  for (const key of store.keys(prefix)) store.write(key, null);
}

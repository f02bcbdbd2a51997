import type { SurveyAnswers } from '#src/api/types.ts';

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

const memory = new Map<string, string>();

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

function readRaw(key: string): string | null {
  try {
    const stored = storage();
    if (stored) return stored.getItem(key) ?? memory.get(key) ?? null;
  } catch {
    // Storage refused: memory only.
  }
  return memory.get(key) ?? null;
}

function writeRaw(key: string, value: string | null) {
  memory.delete(key);
  try {
    const stored = storage();
    if (stored) {
      if (value === null) stored.removeItem(key);
      else stored.setItem(key, value);
      return;
    }
  } catch {
    // Storage full or refused: keep them in memory.
  }
  if (value !== null) memory.set(key, value);
}

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
  const raw = readRaw(key);
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
  writeRaw(heldSurveyAnswersKey(productId), JSON.stringify(held));
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
  writeRaw(surveyDraftKey(productId), JSON.stringify({ surveyId, answers }));
}

/** Forgets the answers given so far (they are held as answered, or forgotten). */
export function clearSurveyDraft(productId: number) {
  writeRaw(surveyDraftKey(productId), null);
}

/** Forgets the answers held for a product (they are saved to its design). */
export function clearHeldSurveyAnswers(productId: number) {
  writeRaw(heldSurveyAnswersKey(productId), null);
}

/** Forgets the answers held for every product, and every questionnaire half answered ('Start Over'). */
export function clearAllHeldSurveyAnswers() {
  for (const key of [...memory.keys()]) if (key.startsWith(prefix)) memory.delete(key);
  try {
    const stored = storage();
    if (!stored) return;
    const keys: string[] = [];
    for (let index = 0; index < stored.length; index += 1) {
      const key = stored.key(index);
      if (key?.startsWith(prefix)) keys.push(key);
    }
    for (const key of keys) stored.removeItem(key);
  } catch {
    // Storage refused: nothing was kept there.
  }
}

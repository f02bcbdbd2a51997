// Who the designer step of a design's homework offers, and in which order (docs/spec/features.md §6,
// §7). Pure: the step renders what these say.
import type { CoachCardWire, DesignerListRequest } from '#src/lib/api/types.ts';
import { isBookableCoach } from '#src/features/designers/designer.ts';

/**
 * §7 "Designer list: limit 9999, type coach, options upcoming_availability and hide_paused" — the body
 * of `POST /gimme-dat/`: every designer at once, each card with their windows of the next 30 days.
 */
export const designerListRequest: DesignerListRequest = {
  limit: 9999,
  type: 'coach',
  options: { upcoming_availability: true, hide_paused: true },
};

/** What the rules read of a designer card. */
export type DesignerCard = Pick<
  CoachCardWire,
  'id' | 'coach' | 'coach_status' | 'has_zoom' | 'coach_zoom_only'
>;

export interface DesignerListOptions {
  /** The viewer's favourite designers, in the order they were saved. */
  favoriteIds: readonly number[];
  /** Whether the design's product has a call to schedule (`session_length` above 0). */
  scheduling: boolean;
}

/**
 * The designers a customer may choose, in order (§6): only those who can take the design (an active
 * designer with a video account: a paused one never shows), without the zoom-only designers when
 * there is no call to schedule; favourites first, in the order they were saved; everyone else in the
 * order the API listed them.
 */
export function designerChoices<T extends DesignerCard>(
  cards: readonly T[],
  { favoriteIds, scheduling }: DesignerListOptions,
): T[] {
  const seen = new Set<number>();
  const offered = cards.filter((card) => {
    if (seen.has(card.id)) return false;
    seen.add(card.id);
    if (!isBookableCoach(card)) return false;
    return scheduling || card.coach_zoom_only !== true;
  });
  const rank = new Map<number, number>();
  favoriteIds.forEach((id, index) => {
    if (!rank.has(id)) rank.set(id, index);
  });
  // Array.prototype.sort is stable: designers of equal rank keep the API's order.
  return offered
    .map((card, index) => ({ card, index, rank: rank.get(card.id) ?? Infinity }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map(({ card }) => card);
}

/** Whether a designer is one of the viewer's favourites. */
export function isFavorite(card: Pick<DesignerCard, 'id'>, favoriteIds: readonly number[]) {
  return favoriteIds.includes(card.id);
}

/** Statuses at which a design's designer is chosen (and its call booked, when it has one). */
const chosenStatuses: ReadonlySet<string> = new Set([
  'call_upcoming',
  'in_design',
  'complete',
  'closed',
]);

/** Whether the designer step is done: the design has moved past choosing its designer. */
export function hasChosenDesigner(design: { status: string }): boolean {
  return chosenStatuses.has(design.status);
}

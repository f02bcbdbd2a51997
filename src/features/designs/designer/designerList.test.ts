import { describe, expect, it } from 'vitest';
import {
  designerChoices,
  designerListRequest,
  hasChosenDesigner,
  isFavorite,
  type DesignerCard,
} from './designerList.ts';

const designer = (id: number, changes: Partial<DesignerCard> = {}): DesignerCard => ({
  id,
  coach: true,
  coach_status: 'active',
  has_zoom: true,
  coach_zoom_only: false,
  ...changes,
});
const ids = (cards: readonly DesignerCard[]) => cards.map((card) => card.id);

describe('designerListRequest', () => {
  it('asks for every designer at once, with their upcoming availability and without the paused', () => {
    expect(designerListRequest).toEqual({
      limit: 9999,
      type: 'coach',
      options: { upcoming_availability: true, hide_paused: true },
    });
  });
});

describe('designerChoices', () => {
  const cards = [designer(1), designer(2), designer(3), designer(4), designer(5)];

  it('keeps the order the API listed when there are no favourites', () => {
    expect(ids(designerChoices(cards, { favoriteIds: [], scheduling: true }))).toEqual([
      1, 2, 3, 4, 5,
    ]);
  });

  it('lists favourites first, in the order they were saved, then the rest in the API order', () => {
    expect(ids(designerChoices(cards, { favoriteIds: [4, 2], scheduling: true }))).toEqual([
      4, 2, 1, 3, 5,
    ]);
  });

  it('ignores favourites who are not on the list and favourites saved twice', () => {
    expect(ids(designerChoices(cards, { favoriteIds: [9, 3, 3, 1], scheduling: true }))).toEqual([
      3, 1, 2, 4, 5,
    ]);
  });

  it('leaves out zoom-only designers when the design has no call to schedule', () => {
    const list = [designer(1), designer(2, { coach_zoom_only: true }), designer(3)];
    expect(ids(designerChoices(list, { favoriteIds: [2], scheduling: false }))).toEqual([1, 3]);
    expect(ids(designerChoices(list, { favoriteIds: [2], scheduling: true }))).toEqual([2, 1, 3]);
  });

  it('hides paused designers and anyone who cannot take a design', () => {
    const list = [
      designer(1, { coach_status: 'paused' }),
      designer(2),
      designer(3, { has_zoom: false }),
      designer(4, { coach: false }),
      designer(5, { coach_status: 'inactive' }),
    ];
    expect(ids(designerChoices(list, { favoriteIds: [1], scheduling: true }))).toEqual([2]);
  });

  it('lists a designer the API sent twice once', () => {
    const list = [designer(1), designer(2), designer(1)];
    expect(ids(designerChoices(list, { favoriteIds: [], scheduling: true }))).toEqual([1, 2]);
  });

  it('gives back the cards it was given, not copies', () => {
    const [first] = designerChoices(cards, { favoriteIds: [], scheduling: true });
    expect(first).toBe(cards[0]);
  });
});

describe('isFavorite', () => {
  it('says whether a designer is among the favourites', () => {
    expect(isFavorite({ id: 3 }, [1, 3])).toBe(true);
    expect(isFavorite({ id: 2 }, [1, 3])).toBe(false);
  });
});

describe('hasChosenDesigner', () => {
  it.each([
    ['created', false],
    ['scheduling', false],
    ['call_upcoming', true],
    ['in_design', true],
    ['complete', true],
    ['closed', true],
  ])('a %s design: %s', (status, chosen) => {
    expect(hasChosenDesigner({ status })).toBe(chosen);
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  clearAllHeldSurveyAnswers,
  clearHeldSurveyAnswers,
  clearSurveyDraft,
  heldSurveyAnswersKey,
  holdSurveyAnswers,
  holdSurveyDraft,
  readHeldSurveyAnswers,
  readSurveyDraft,
} from './heldSurveyAnswers.ts';

const answers = { style: 'Cottage potager', harvest: ['Herbs', 'Berries'] };

afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

describe('held survey answers', () => {
  it('keeps the answers of a product’s survey in sessionStorage, by product id, never localStorage', () => {
    holdSurveyAnswers(1, 2, answers);
    expect(JSON.parse(sessionStorage.getItem('trellis.design-survey.product-1')!)).toEqual({
      surveyId: 2,
      answers,
    });
    expect(localStorage.length).toBe(0);
    expect(readHeldSurveyAnswers(1, 2)).toEqual(answers);
    expect(readHeldSurveyAnswers(4, 2)).toBeNull();
  });

  it('keeps a questionnaire half answered apart from the answered one; Start Over forgets both', () => {
    holdSurveyDraft(1, 2, { style: 'Not sure yet' });
    expect(readSurveyDraft(1, 2)).toEqual({ style: 'Not sure yet' });
    expect(readSurveyDraft(1, 3)).toBeNull();
    expect(readHeldSurveyAnswers(1, 2)).toBeNull();
    clearSurveyDraft(1);
    expect(readSurveyDraft(1, 2)).toBeNull();
    holdSurveyDraft(1, 2, { style: 'Not sure yet' });
    holdSurveyAnswers(1, 2, answers);
    clearAllHeldSurveyAnswers();
    expect(readSurveyDraft(1, 2)).toBeNull();
    expect(readHeldSurveyAnswers(1, 2)).toBeNull();
  });

  it('gives a design only the answers left over from its own purchase', () => {
    holdSurveyAnswers(1, 2, answers);
    expect(readHeldSurveyAnswers(1, 2, 31)).toBeNull();
    holdSurveyAnswers(1, 2, answers, 31);
    expect(readHeldSurveyAnswers(1, 2, 31)).toEqual(answers);
    expect(readHeldSurveyAnswers(1, 2, 32)).toBeNull();
    // The checkout of the product still finds them.
    expect(readHeldSurveyAnswers(1, 2)).toEqual(answers);
  });

  it('ignores answers held for another survey of the product', () => {
    holdSurveyAnswers(1, 2, answers);
    expect(readHeldSurveyAnswers(1, 3)).toBeNull();
  });

  it('ignores what is stored when it is not answers, and drops answers that are not text or lists', () => {
    sessionStorage.setItem(heldSurveyAnswersKey(1), 'not json');
    expect(readHeldSurveyAnswers(1, 2)).toBeNull();
    sessionStorage.setItem(heldSurveyAnswersKey(1), JSON.stringify({ surveyId: 2, answers: [] }));
    expect(readHeldSurveyAnswers(1, 2)).toBeNull();
    sessionStorage.setItem(
      heldSurveyAnswersKey(1),
      JSON.stringify({ surveyId: 2, answers: { style: 'Not sure yet', size: 12, harvest: [1] } }),
    );
    expect(readHeldSurveyAnswers(1, 2)).toEqual({ style: 'Not sure yet' });
  });

  it('forgets one product’s answers, or every product’s (and nothing else in storage)', () => {
    holdSurveyAnswers(1, 2, answers);
    holdSurveyAnswers(6, 2, { style: 'Edible landscape' });
    sessionStorage.setItem('trellis.chunk-reload', '123');
    clearHeldSurveyAnswers(1);
    expect(readHeldSurveyAnswers(1, 2)).toBeNull();
    expect(readHeldSurveyAnswers(6, 2)).toEqual({ style: 'Edible landscape' });
    holdSurveyAnswers(1, 2, answers);
    clearAllHeldSurveyAnswers();
    expect(readHeldSurveyAnswers(1, 2)).toBeNull();
    expect(readHeldSurveyAnswers(6, 2)).toBeNull();
    expect(sessionStorage.getItem('trellis.chunk-reload')).toBe('123');
  });

  it('keeps them in memory for the page’s life when storage refuses them', () => {
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    });
    holdSurveyAnswers(1, 2, answers);
    expect(setItem).toHaveBeenCalled();
    expect(readHeldSurveyAnswers(1, 2)).toEqual(answers);
    clearAllHeldSurveyAnswers();
    expect(readHeldSurveyAnswers(1, 2)).toBeNull();
  });
});

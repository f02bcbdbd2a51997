import { describe, expect, it } from 'vitest';
import {
  canLeavePart,
  inWeightOrder,
  partLabel,
  surveyParts,
  unansweredRequired,
} from './surveyParts.ts';

const q = (id: number, type: string, required = false) => ({ id, type, required });

describe('survey parts', () => {
  it('splits the questions at breaks, leaving the breaks out', () => {
    const parts = surveyParts([
      q(1, 'message'),
      q(2, 'choice', true),
      q(3, 'break'),
      q(4, 'notes'),
      q(5, 'break'),
      q(6, 'choice'),
    ]);
    expect(parts.map((part) => part.map((question) => question.id))).toEqual([[1, 2], [4], [6]]);
    expect(partLabel(1, parts.length)).toBe('Part 2 of 3');
  });

  it('makes no empty part of breaks at the ends or side by side', () => {
    const parts = surveyParts([q(1, 'break'), q(2, 'notes'), q(3, 'break'), q(4, 'break')]);
    expect(parts.map((part) => part.map((question) => question.id))).toEqual([[2]]);
    expect(surveyParts([])).toEqual([[]]);
  });

  it('holds Next until every required question of the part is answered', () => {
    const part = [q(1, 'message', true), q(2, 'choice', true), q(3, 'notes', true), q(4, 'notes')];
    expect(unansweredRequired(part, {}).map((question) => question.id)).toEqual([2, 3]);
    expect(canLeavePart(part, { '2': ['sunny'], '3': '   ' })).toBe(false);
    expect(canLeavePart(part, { '2': ['sunny'], '3': 'A shady yard' })).toBe(true);
    expect(canLeavePart(part, { '2': [], '3': 'A shady yard' })).toBe(false);
  });

  it('orders the questions by weight before splitting, unweighted ones last', () => {
    const weighed = (id: number, type: string, weight?: number) => ({ id, type, weight });
    const questions = [
      weighed(1, 'notes'),
      weighed(2, 'choice', 3),
      weighed(3, 'break', 2),
      weighed(4, 'message', 1),
      weighed(5, 'notes', 3),
    ];
    expect(inWeightOrder(questions).map((question) => question.id)).toEqual([4, 3, 2, 5, 1]);
    expect(surveyParts(questions).map((part) => part.map((question) => question.id))).toEqual([
      [4],
      [2, 5, 1],
    ]);
  });
});

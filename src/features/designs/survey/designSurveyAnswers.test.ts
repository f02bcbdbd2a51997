import { describe, expect, it } from 'vitest';
import type { SurveyQuestionWire } from '#src/lib/api/types.ts';
import {
  choicesOf,
  initialSurveyAnswers,
  notesMaxLength,
  priceLevelText,
  priceSigns,
  surveyAnswersToSend,
  takesAnswer,
  takesList,
} from './designSurveyAnswers.ts';

const question = (
  id: string,
  type: SurveyQuestionWire['type'],
  extra: Partial<SurveyQuestionWire> = {},
): SurveyQuestionWire => ({ id, type, label: id, required: false, ...extra });

const survey = {
  questions: [
    question('hello', 'message', { content: 'Welcome' }),
    question('pick', 'choice', { meta: { choices: ['A', 'B'] } }),
    question('many', 'choice', { meta: { multiple: true, choices: ['A', 'B', 'C'] } }),
    question('split', 'break'),
    question('boxes', 'checkbox', { options: ['X', 'Y'] }),
    question('notes', 'notes'),
  ],
};

describe('design survey answers', () => {
  it('knows which questions take an answer, and which a list', () => {
    expect(survey.questions.filter(takesAnswer).map((each) => each.id)).toEqual([
      'pick',
      'many',
      'boxes',
      'notes',
    ]);
    expect(survey.questions.filter(takesList).map((each) => each.id)).toEqual(['many', 'boxes']);
    expect(choicesOf(survey.questions[1]!)).toEqual(['A', 'B']);
    expect(choicesOf(survey.questions[4]!)).toEqual(['X', 'Y']);
    expect(choicesOf(question('empty', 'choice'))).toEqual([]);
  });

  it('gives notes their meta.maxLength, or 5000', () => {
    expect(notesMaxLength(question('n', 'notes', { meta: { maxLength: 500 } }))).toBe(500);
    expect(notesMaxLength(question('n', 'notes'))).toBe(5000);
    expect(notesMaxLength(question('n', 'notes', { meta: { maxLength: 0 } }))).toBe(5000);
    expect(notesMaxLength(question('n', 'notes', { meta: { maxLength: 2.5 } }))).toBe(5000);
  });

  it('shows a price level as one dollar sign per position, and reads out its level', () => {
    expect([0, 1, 2].map(priceSigns)).toEqual(['$', '$$', '$$$']);
    expect(priceLevelText(1, 3)).toBe('(price level 2 of 3)');
  });

  it('starts from saved answers in the shape each question takes, dropping the rest', () => {
    expect(
      initialSurveyAnswers(survey, {
        hello: 'x',
        pick: ['B', 'A'],
        many: 'C',
        boxes: ['X'],
        notes: 'Kept',
        gone: 'Asked no more',
      }),
    ).toEqual({ pick: 'B', many: ['C'], boxes: ['X'], notes: 'Kept' });
    expect(initialSurveyAnswers(survey, null)).toEqual({});
  });

  it('sends the answers of questions that take one, leaving out blank ones', () => {
    expect(
      surveyAnswersToSend(survey, {
        hello: 'x',
        split: 'y',
        pick: 'A',
        many: [],
        boxes: ['Y'],
        notes: '   ',
        gone: 'z',
      }),
    ).toEqual({ pick: 'A', boxes: ['Y'] });
  });
});

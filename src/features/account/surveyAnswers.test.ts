import { describe, expect, it } from 'vitest';
import { demoSurvey } from './testing/demoAccount.ts';
import { surveyAnswersFromForm, surveyErrorsFromFields } from './surveyAnswers.ts';

describe('surveyAnswersFromForm', () => {
  it('reads one answer per question and a list for checkbox questions', () => {
    const form = new FormData();
    form.append('answers.goals', '  Tomatoes and basil ');
    form.append('answers.sun', 'Full sun');
    form.append('answers.crops', 'Herbs');
    form.append('answers.crops', 'Tomatoes');
    form.append('answers.not-a-question', 'ignored');
    form.append('intent', 'ignored');
    expect(surveyAnswersFromForm(demoSurvey, form)).toEqual({
      goals: 'Tomatoes and basil',
      sun: 'Full sun',
      crops: ['Herbs', 'Tomatoes'],
    });
  });

  it('sends an empty list for a checkbox question with nothing ticked', () => {
    expect(surveyAnswersFromForm(demoSurvey, new FormData())).toEqual({ crops: [] });
  });
});

describe('surveyErrorsFromFields', () => {
  it('keys errors by question id, with or without the answers prefix', () => {
    expect(
      surveyErrorsFromFields({ 'answers.goals': 'Please answer.', sun: 'Choose one.' }),
    ).toEqual({ goals: 'Please answer.', sun: 'Choose one.' });
  });
});

import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import type { SurveyAnswers, SurveyWire } from '#src/lib/api/types.ts';
import { Button } from '#src/ui/components/Button/index.ts';
import { Heading, type HeadingLevel } from '#src/ui/components/Heading/index.ts';
import { Stack } from '#src/ui/components/Stack/index.ts';
import { formColumn } from '#src/lib/forms/formColumn.css.ts';
import { canLeavePart, partLabel, surveyParts } from '../surveyParts.ts';
import * as styles from './DesignSurvey.css.ts';
import { surveyFailure } from './designSurveyApi.ts';
import { initialSurveyAnswers, surveyAnswersToSend, takesAnswer } from './designSurveyAnswers.ts';
import { SurveyQuestion, type SurveyAnswer } from './SurveyQuestion.tsx';
import { FormErrorLine } from '#src/lib/forms/FormErrorLine.tsx';

/** The survey's own words (the specification's: Previous, Next, 'Part x of y', 'Save & Continue'). */
export const designSurveyWording = {
  previous: 'Previous',
  next: 'Next',
  submit: 'Save & Continue',
  required: 'Questions marked * are required.',
} as const;

export interface DesignSurveyProps {
  survey: SurveyWire;
  /** Answers to start from (a saved result's `results`); answers to questions not asked are dropped. */
  initialAnswers?: SurveyAnswers | null;
  /** The submit button's label on the last part. */
  submitLabel?: string;
  /**
   * Saves the answers (only those of questions that take one, blank ones left out). While it runs the
   * submit button shows it is busy; when it rejects, its error shows and the answers stay.
   */
  onSubmit: (answers: SurveyAnswers) => Promise<void>;
  /** Every change of an answer, with the answers so far (as `onSubmit` would get them). */
  onChange?: (answers: SurveyAnswers) => void;
  /** The level of the part's heading ('Part x of y'); a message question's heading is one below. */
  headingLevel?: 3 | 4;
}

/**
 * A survey answered a part at a time (docs/spec/features.md §2.11, §5): the questions between two
 * breaks make a part, headed 'Part x of y'. Next waits until the part's required questions are
 * answered, submit (on the last part) until every required question is; Previous goes back, and
 * answers are kept across parts. Moving to a part puts the focus on its heading. A refused save shows
 * the API's message (and each question's, moving to the first part with one).
 */
export function DesignSurvey({
  survey,
  initialAnswers,
  submitLabel = designSurveyWording.submit,
  onSubmit,
  onChange,
  headingLevel = 4,
}: DesignSurveyProps) {
  const parts = useMemo(() => surveyParts(survey.questions), [survey.questions]);
  const [answers, setAnswers] = useState<SurveyAnswers>(() =>
    initialSurveyAnswers(survey, initialAnswers),
  );
  const [index, setIndex] = useState(0);
  const [moves, setMoves] = useState(0);
  const [submitting, setSubmitting] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [questionErrors, setQuestionErrors] = useState<Record<string, string>>({});
  const heading = useRef<HTMLHeadingElement>(null);

  const current = Math.min(index, parts.length - 1);
  const part = parts[current]!;
  const last = current === parts.length - 1;
  const canGoOn = canLeavePart(part, answers);
  const canSubmit = parts.every((each) => canLeavePart(each, answers));
  const hasRequired = survey.questions.some(
    (question) => question.required && takesAnswer(question),
  );

  // Only a move between parts takes the focus, never the first render.
  useEffect(() => {
    if (moves > 0) heading.current?.focus();
  }, [moves]);

  function goTo(next: number) {
    setIndex(next);
    setMoves((count) => count + 1);
  }

  function answer(id: string, value: SurveyAnswer) {
    const next = { ...answers, [id]: value };
    setAnswers(next);
    onChange?.(surveyAnswersToSend(survey, next));
    setQuestionErrors((previous) => {
      if (!(id in previous)) return previous;
      const others = { ...previous };
      delete others[id];
      return others;
    });
  }

  async function submit() {
    setSubmitting(true);
    setFormError(null);
    try {
      await onSubmit(surveyAnswersToSend(survey, answers));
    } catch (error) {
      const failure = surveyFailure(error);
      setFormError(failure.message);
      setQuestionErrors(failure.questions);
      const withError = parts.findIndex((each) =>
        each.some((question) => failure.questions[question.id]),
      );
      if (withError >= 0 && withError !== current) goTo(withError);
    } finally {
      setSubmitting(false);
    }
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    if (!last) {
      if (canGoOn) goTo(current + 1);
      return;
    }
    if (canSubmit) void submit();
  }

  return (
    <form noValidate aria-label={survey.name} onSubmit={handleSubmit} className={formColumn}>
      <Stack space="large">
        <Stack space="xsmall">
          {survey.description ? <p className={styles.intro}>{survey.description}</p> : null}
          <Heading level={headingLevel} size="md" ref={heading} tabIndex={-1}>
            {partLabel(current, parts.length)}
          </Heading>
          {hasRequired ? <p className={styles.intro}>{designSurveyWording.required}</p> : null}
        </Stack>
        <Stack space="large">
          {part.map((question) => (
            <SurveyQuestion
              key={question.id}
              question={question}
              answer={answers[question.id]}
              error={questionErrors[question.id]}
              onAnswer={(value) => answer(question.id, value)}
              headingLevel={(headingLevel + 1) as HeadingLevel}
            />
          ))}
        </Stack>
        <FormErrorLine message={formError} className={styles.formError} />
        <div className={styles.actions}>
          {current > 0 ? (
            <Button variant="outline" onClick={() => goTo(current - 1)} disabled={submitting}>
              {designSurveyWording.previous}
            </Button>
          ) : null}
          <div className={styles.forward}>
            {last ? (
              <Button key="submit" type="submit" loading={submitting} disabled={!canSubmit}>
                {submitLabel}
              </Button>
            ) : (
              <Button key="next" type="submit" disabled={!canGoOn}>
                {designSurveyWording.next}
              </Button>
            )}
          </div>
        </div>
      </Stack>
    </form>
  );
}

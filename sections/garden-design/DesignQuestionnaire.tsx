import type { SurveyAnswers } from '#src/lib/api/types.ts';
import { Button } from '#src/ui/components/Button/index.ts';
import { Loader } from '#src/ui/components/Loader/index.ts';
import * as surveyStyles from '#src/features/designs/survey/DesignSurvey.css.ts';
import { DesignSurvey } from '#src/features/designs/survey/DesignSurvey.tsx';
import { surveyFailure, useSurvey } from '#src/features/designs/survey/designSurveyApi.ts';
import {
  clearSurveyDraft,
  holdSurveyDraft,
  readSurveyDraft,
} from '#src/features/designs/survey/heldSurveyAnswers.ts';
import { designCheckoutWording } from './designCheckoutWording.ts';

export interface DesignQuestionnaireProps {
  /** The product whose questionnaire this is: what is typed is kept under it until 'Continue'. */
  productId: number;
  surveyId: number;
  /** The answers held so far (coming back from the checkout), to start from. */
  initialAnswers: SurveyAnswers | null;
  /** 'Continue to checkout' with every required question answered: the answers to hold. */
  onAnswered: (answers: SurveyAnswers) => void;
  /** The questionnaire cannot be loaded and the buyer goes on without it (the homework asks it). */
  onSkip: () => void;
}

/**
 * The product's questionnaire inside the checkout, before payment (docs/spec/features.md §4): the
 * design survey a part at a time, its last button 'Continue to checkout'. Nothing is sent: the answers
 * are held until the design exists. What is typed before 'Continue to checkout' is kept too (closing
 * the dialog or reloading loses nothing). If the survey cannot be loaded, its message with 'Try
 * again', or on to the checkout without it.
 */
export function DesignQuestionnaire({
  productId,
  surveyId,
  initialAnswers,
  onAnswered,
  onSkip,
}: DesignQuestionnaireProps) {
  const { data: survey, error, isLoading, mutate } = useSurvey(surveyId);
  if (!survey) {
    if (error && !isLoading) {
      return (
        <div className={surveyStyles.loadFailure} role="alert">
          <span>{surveyFailure(error).message}</span>
          <Button variant="outline" size="small" onClick={() => void mutate()}>
            {designCheckoutWording.retry}
          </Button>
          <Button variant="ghost" size="small" onClick={onSkip}>
            {designCheckoutWording.answerLater}
          </Button>
        </div>
      );
    }
    return <Loader label={designCheckoutWording.loadingQuestionnaire} />;
  }
  return (
    <DesignSurvey
      key={survey.id}
      survey={survey}
      initialAnswers={initialAnswers ?? readSurveyDraft(productId, survey.id)}
      submitLabel={designCheckoutWording.continueToCheckout}
      headingLevel={3}
      onChange={(answers) => holdSurveyDraft(productId, survey.id, answers)}
      onSubmit={(answers) => {
        clearSurveyDraft(productId);
        onAnswered(answers);
        return Promise.resolve();
      }}
    />
  );
}

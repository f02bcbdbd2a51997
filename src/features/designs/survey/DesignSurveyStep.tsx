import { useRef, useState } from 'react';
import { useApi } from '#src/lib/api/ApiProvider.tsx';
import type { DesignWire, SurveyAnswers } from '#src/lib/api/types.ts';
import { Button } from '#src/ui/components/Button/index.ts';
import { Loader } from '#src/ui/components/Loader/index.ts';
import * as styles from './DesignSurvey.css.ts';
import { DesignSurvey } from './DesignSurvey.tsx';
import { saveDesignSurvey, surveyFailure, useSurvey } from './designSurveyApi.ts';
import { clearHeldSurveyAnswers, readHeldSurveyAnswers } from './heldSurveyAnswers.ts';

export const designSurveyStepWording = {
  loading: 'Loading the questionnaire...',
  retry: 'Try again',
} as const;

export interface DesignSurveyStepProps {
  /** The design whose homework this is: its product's survey, and its saved answers if any. */
  design: DesignWire;
  /** Called with the design as `PUT /designs/{id}` answered it once the answers are saved. */
  onSaved: (design: DesignWire) => void;
  /** The level of the survey's part headings (4 under the homework's section titles). */
  headingLevel?: 3 | 4;
}

/**
 * The 'Hone Vision' section of the design homework (docs/spec/features.md §2.11, §4, §7): loads the
 * product's survey, starts from the design's saved answers to it (or, with none, from the answers given
 * in the checkout when saving them after payment failed), and saves with 'Save & Continue'
 * (the answers, then the design's `survey_results_id`). While the survey loads a loader shows; if
 * it cannot load, the API's message (or 'An unknown error occurred, please try again soon.') with
 * 'Try again'.
 */
export function DesignSurveyStep({ design, onSaved, headingLevel = 4 }: DesignSurveyStepProps) {
  const api = useApi();
  const surveyId = design.order?.product?.survey_id ?? null;
  const { data: survey, error, isLoading, mutate } = useSurvey(surveyId);
  const saved =
    design.survey_result && design.survey_result.survey_id === surveyId
      ? design.survey_result
      : null;
  // The result the answers go to: the saved one, or the one a save created before the design's
  // update failed (so trying again does not store the answers twice).
  const resultId = useRef<number | null>(saved?.id ?? null);
  const productId = design.order?.product_id ?? design.product_id;
  // Without saved answers: those given in the checkout before this design existed, when saving them
  // after payment failed (read once: sessionStorage is only in the browser, and the survey is not in
  // the server's HTML).
  const [held] = useState(() =>
    saved || surveyId === null || productId === null
      ? null
      : readHeldSurveyAnswers(productId, surveyId, design.id),
  );

  if (surveyId === null) return null;
  if (!survey) {
    if (error && !isLoading) {
      return (
        <div className={styles.loadFailure} role="alert">
          <span>{surveyFailure(error).message}</span>
          <Button variant="outline" size="small" onClick={() => void mutate()}>
            {designSurveyStepWording.retry}
          </Button>
        </div>
      );
    }
    return <Loader label={designSurveyStepWording.loading} />;
  }

  const save = async (answers: SurveyAnswers) => {
    const next = await saveDesignSurvey(
      api,
      { designId: design.id, surveyId, resultId: resultId.current },
      answers,
      {
        onResultSaved: (result) => {
          resultId.current = result.id;
        },
      },
    );
    if (held && productId !== null) clearHeldSurveyAnswers(productId);
    onSaved(next);
  };

  return (
    <DesignSurvey
      key={survey.id}
      survey={survey}
      initialAnswers={saved?.results ?? held}
      onSubmit={save}
      headingLevel={headingLevel}
    />
  );
}

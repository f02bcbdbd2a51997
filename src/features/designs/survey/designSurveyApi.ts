import { useSWR } from '#src/lib/api/swr.ts';
import { useApi } from '#src/lib/api/ApiProvider.tsx';
import { ApiError, type ApiClient } from '#src/lib/api/client.ts';
import { formErrorWording } from '#src/lib/api/formErrors.ts';
import type {
  DataResponse,
  DesignUpdateRequest,
  DesignWire,
  SurveyAnswers,
  SurveyResultWire,
  SurveyWire,
} from '#src/lib/api/types.ts';
import { surveyErrorsFromFields } from '#src/features/account/surveyAnswers.ts';

/** The SWR key of a survey: the request that loads it (docs/api/surveys.md, `GET /surveys/{id}`). */
export const surveyKey = (surveyId: number) => `/surveys/${surveyId}`;

/**
 * A survey (`GET /surveys/{id}`); nothing is asked while `surveyId` is null. It is not loaded again
 * when the window regains focus: the person is answering it.
 */
export function useSurvey(surveyId: number | null | undefined) {
  const api = useApi();
  return useSWR(
    surveyId === null || surveyId === undefined ? null : surveyKey(surveyId),
    async (path: string) => (await api.get<DataResponse<SurveyWire>>(path)).data,
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );
}

/** Which survey answers a design's homework, and its saved result when there is one. */
export interface DesignSurveyTarget {
  designId: number;
  surveyId: number;
  /** The design's result of this survey, replaced when given; a new result otherwise. */
  resultId?: number | null;
}

export interface SaveDesignSurveyOptions {
  /** Called once the answers are stored, before the design is updated (so a retry can reuse it). */
  onResultSaved?: (result: SurveyResultWire) => void;
}

/**
 * Saves the homework's survey: the answers (`POST /surveys/results/{surveyId}`, or
 * `…/{surveyId}/{resultId}` to replace a result), then the design's `survey_results_id`
 * (`PUT /designs/{designId}`). Answers the design as the API returns it (with its new status).
 */
export async function saveDesignSurvey(
  api: ApiClient,
  { designId, surveyId, resultId }: DesignSurveyTarget,
  answers: SurveyAnswers,
  { onResultSaved }: SaveDesignSurveyOptions = {},
): Promise<DesignWire> {
  const path =
    resultId === null || resultId === undefined
      ? `/surveys/results/${surveyId}`
      : `/surveys/results/${surveyId}/${resultId}`;
  const result = (await api.post<DataResponse<SurveyResultWire>>(path, { answers })).data;
  onResultSaved?.(result);
  const update: DesignUpdateRequest = { survey_results_id: result.id };
  return (await api.put<DataResponse<DesignWire>>(`/designs/${designId}`, update)).data;
}

/** What a failed save or load shows: a message for the form, and one per question (from a 422). */
export interface SurveyFailure {
  message: string;
  /** Question id → its first message. */
  questions: Record<string, string>;
}

/**
 * A failure as the survey shows it: the API's message (docs/spec/platform.md §8, "any other response
 * with a message field: that message"), or 'An unknown error occurred, please try again soon.'; a 422
 * also gives each question its message.
 */
export function surveyFailure(error: unknown): SurveyFailure {
  const body = error instanceof ApiError ? error.body : null;
  const questions: Record<string, string> = {};
  if (error instanceof ApiError && error.status === 422 && body?.errors) {
    const firsts: Record<string, string> = {};
    for (const [field, messages] of Object.entries(body.errors)) {
      const first = Array.isArray(messages) ? messages[0] : messages;
      if (typeof first === 'string' && first) firsts[field] = first;
    }
    Object.assign(questions, surveyErrorsFromFields(firsts));
  }
  const message =
    typeof body?.message === 'string' && body.message.trim()
      ? body.message
      : formErrorWording.unknown;
  return { message, questions };
}

import type { ApiClient } from '#src/lib/api/client.ts';
import type {
  DataResponse,
  QuizResultWire,
  QuizResultsRequest,
  QuizWire,
} from '#src/lib/api/types.ts';
import type { QuizContent } from './schema.ts';

/** The SWR key of a quiz section's data, the API path it reads: `/quizzes/{id}`. */
export function quizKey(content: QuizContent): string {
  return `/quizzes/${content.quiz}`;
}

/** GET /quizzes/{id}: the quiz with its questions and options. */
export async function fetchQuiz(api: ApiClient, content: QuizContent): Promise<QuizWire> {
  const response = await api.get<DataResponse<QuizWire>>(quizKey(content));
  return response.data;
}

/** POST /quizzes/{id}/results (signed in): the answers; the result's page slug, or null. */
export async function submitQuizResults(
  api: ApiClient,
  quizId: number,
  body: QuizResultsRequest,
): Promise<QuizResultWire> {
  const response = await api.post<DataResponse<QuizResultWire>>(`/quizzes/${quizId}/results`, body);
  return response.data;
}

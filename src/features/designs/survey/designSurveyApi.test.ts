import { describe, expect, it, vi } from 'vitest';
import { ApiError, createApiClient } from '#src/lib/api/client.ts';
import type { SurveyResultWire } from '#src/lib/api/types.ts';
import { saveDesignSurvey, surveyFailure } from './designSurveyApi.ts';
import { surveyDesign } from './testing/designSurveyFixtures.ts';

function fakeApi(answers: Record<string, () => Response>) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  const fetchImpl = vi.fn<typeof fetch>(async (input, init) => {
    const path = new URL(String(input), 'http://site.test').pathname;
    const method = init?.method ?? 'GET';
    calls.push({ method, path, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const answer = answers[`${method} ${path}`];
    return answer ? answer() : Response.json({ message: 'Not found' }, { status: 404 });
  });
  return { api: createApiClient({ baseUrl: '/api', fetch: fetchImpl }), calls };
}

const result = (id: number): SurveyResultWire => ({ id, survey_id: 2, results: { style: 'A' } });

describe('saveDesignSurvey', () => {
  it('stores new answers, then ties the result to the design, and answers the design', async () => {
    const design = surveyDesign({ survey_results_id: 12, status: 'scheduling' });
    const { api, calls } = fakeApi({
      'POST /api/surveys/results/2': () => Response.json({ data: result(12) }, { status: 201 }),
      'PUT /api/designs/1': () => Response.json({ data: design }),
    });
    const onResultSaved = vi.fn();
    await expect(
      saveDesignSurvey(api, { designId: 1, surveyId: 2 }, { style: 'A' }, { onResultSaved }),
    ).resolves.toEqual(design);
    expect(calls).toEqual([
      { method: 'POST', path: '/api/surveys/results/2', body: { answers: { style: 'A' } } },
      { method: 'PUT', path: '/api/designs/1', body: { survey_results_id: 12 } },
    ]);
    expect(onResultSaved).toHaveBeenCalledWith(result(12));
  });

  it('replaces a saved result, and does not update the design when the answers are refused', async () => {
    const { api, calls } = fakeApi({
      'POST /api/surveys/results/2/7': () =>
        Response.json(
          {
            message: 'This question is required.',
            errors: { style: ['This question is required.'] },
          },
          { status: 422 },
        ),
    });
    const saving = saveDesignSurvey(api, { designId: 1, surveyId: 2, resultId: 7 }, {});
    await expect(saving).rejects.toBeInstanceOf(ApiError);
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'POST /api/surveys/results/2/7',
    ]);
  });
});

describe('surveyFailure', () => {
  it('gives a 422 its message and each question its first message', () => {
    const error = new ApiError(422, {
      message: 'This question is required.',
      errors: {
        style: ['This question is required.', 'Second'],
        'answers.harvest': 'The selected answer is invalid.',
      },
    });
    expect(surveyFailure(error)).toEqual({
      message: 'This question is required.',
      questions: {
        style: 'This question is required.',
        harvest: 'The selected answer is invalid.',
      },
    });
  });

  it('uses the API’s message, or says an unknown error occurred', () => {
    expect(surveyFailure(new ApiError(409, { message: 'Too late.' })).message).toBe('Too late.');
    const unknown = 'An unknown error occurred, please try again soon.';
    expect(surveyFailure(new ApiError(500, null, 'Failed to fetch'))).toEqual({
      message: unknown,
      questions: {},
    });
    expect(surveyFailure(new ApiError(502, { message: '  ' })).message).toBe(unknown);
    expect(surveyFailure(new Error('boom')).message).toBe(unknown);
  });
});

// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SurveyResultWire, SurveyWire } from '#src/api/types.ts';
import { demoPassword } from '../seed/accounts.ts';
import { bearer, jsonRequest, startTestApi, type TestApi } from '../test/startTestApi.ts';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 120_000 });

let api: TestApi;
let customer: string;
let coach: string;

beforeAll(async () => {
  api = await startTestApi();
  customer = await api.login('customer@trellis.test', demoPassword);
  coach = await api.login('coach@trellis.test', demoPassword);
});
afterAll(() => api?.close());

const answers = {
  garden_size: ' Two balcony planters ',
  growing: ['Herbs', 'Salad greens'],
  sun: 'Part sun (3–6 hours)',
  goals: 'Basil all summer.',
};

const postResult = (path: string, body: unknown, token = customer) =>
  api.request(`/surveys/results/${path}`, jsonRequest('POST', body, token));

async function errorsOf(response: Response) {
  expect(response.status).toBe(422);
  return ((await response.json()) as { errors: Record<string, string[]> }).errors;
}

describe('GET /surveys/{id}', () => {
  it('answers the pre-session questionnaire, one question of each type', async () => {
    const response = await api.request('/surveys/1', bearer(customer));
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as { data: SurveyWire };
    expect(data).toMatchObject({ id: 1, name: 'Pre-session questionnaire' });
    expect(data.questions.map(({ id, type, required }) => ({ id, type, required }))).toEqual([
      { id: 'garden_size', type: 'text', required: true },
      { id: 'growing', type: 'checkbox', required: true },
      { id: 'sun', type: 'radio', required: true },
      { id: 'goals', type: 'textarea', required: true },
      { id: 'experience', type: 'select', required: false },
    ]);
    expect(data.questions[2]!.options).toEqual([
      'Full sun (6+ hours)',
      'Part sun (3–6 hours)',
      'Mostly shade (under 3 hours)',
    ]);
  });

  it('answers 401 to a visitor and 404 for an unknown survey', async () => {
    expect((await api.request('/surveys/1')).status).toBe(401);
    expect((await api.request('/surveys/99', bearer(customer))).status).toBe(404);
  });
});

describe('POST /surveys/results/{surveyId}', () => {
  it('stores the answers of the person and answers 201 with the result', async () => {
    const response = await postResult('1', { answers: { ...answers, experience: '' } });
    expect(response.status).toBe(201);
    const { data } = (await response.json()) as { data: SurveyResultWire };
    expect(data).toEqual({
      id: expect.any(Number),
      survey_id: 1,
      results: { ...answers, garden_size: 'Two balcony planters' },
    });
    const { rows } = await api.db.query<{ user_id: number }>(
      'SELECT user_id FROM survey_results WHERE id = $1',
      [data.id],
    );
    expect(rows[0]!.user_id).toBe(await api.userId('customer@trellis.test'));
  });

  it('answers 422 by question id for missing required answers and choices not offered', async () => {
    expect(await errorsOf(await postResult('1', { answers: {} }))).toEqual({
      garden_size: ['This question is required.'],
      growing: ['This question is required.'],
      sun: ['This question is required.'],
      goals: ['This question is required.'],
    });
    expect(
      await errorsOf(
        await postResult('1', {
          answers: {
            ...answers,
            growing: ['Herbs', 'Cacti'],
            sun: 'Moonlight',
            experience: 'Since the Romans',
            favourite_colour: 'green',
          },
        }),
      ),
    ).toEqual({
      favourite_colour: ['This question is not part of the survey.'],
      growing: ['The selected answer is invalid.'],
      sun: ['The selected answer is invalid.'],
      experience: ['The selected answer is invalid.'],
    });
    expect(await errorsOf(await postResult('1', {}))).toEqual({
      answers: ['The answers field is required.'],
    });
    expect(
      await errorsOf(await postResult('1', { answers: { ...answers, goals: 'x'.repeat(5001) } })),
    ).toEqual({ goals: ['The answer must not be greater than 5000 characters.'] });
  });

  it('answers 401 to a visitor and 404 for an unknown survey', async () => {
    const visitor = await api.request('/surveys/results/1', jsonRequest('POST', { answers }));
    expect(visitor.status).toBe(401);
    expect((await postResult('99', { answers })).status).toBe(404);
  });
});

describe('POST /surveys/results/{surveyId}/{resultId}', () => {
  it('replaces the answers of a result of the person', async () => {
    const created = (await (await postResult('1', { answers })).json()) as {
      data: SurveyResultWire;
    };
    const response = await postResult(`1/${created.data.id}`, {
      answers: { ...answers, sun: 'Full sun (6+ hours)', experience: 'Many years' },
    });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { data: SurveyResultWire }).data).toEqual({
      id: created.data.id,
      survey_id: 1,
      results: {
        ...answers,
        garden_size: 'Two balcony planters',
        sun: 'Full sun (6+ hours)',
        experience: 'Many years',
      },
    });
  });

  it("answers 404 for someone else's result, checking it before the answers", async () => {
    const created = (await (await postResult('1', { answers })).json()) as {
      data: SurveyResultWire;
    };
    const byCoach = await postResult(`1/${created.data.id}`, { answers }, coach);
    expect(byCoach.status).toBe(404);
    expect((await postResult(`1/${created.data.id}`, { answers: {} }, coach)).status).toBe(404);
    expect((await postResult('1/999999', { answers })).status).toBe(404);
  });
});

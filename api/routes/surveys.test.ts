// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SurveyQuestionWire, SurveyResultWire, SurveyWire } from '#src/lib/api/types.ts';
import { designSurveyAnswersFixture } from '#src/demo/designSurvey.ts';
import { demoPassword } from '../seed/accounts.ts';
import { bearer, jsonRequest, startTestApi, type TestApi } from '../testing/startTestApi.ts';

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

  it('answers a visitor too (the checkout asks it before sign-up), and 404 for an unknown survey', async () => {
    const visitor = await api.request('/surveys/2');
    expect(visitor.status).toBe(200);
    const { data } = (await visitor.json()) as { data: SurveyWire };
    expect(data).toMatchObject({ id: 2, name: 'Hone your vision' });
    expect(data.questions).toHaveLength(10);
    expect((await api.request('/surveys/99')).status).toBe(404);
    expect(await (await api.request('/surveys/99', bearer(customer))).json()).toEqual({
      message: 'Survey not found',
    });
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

/** A survey written straight into the database, for rules the demo surveys do not show. */
async function insertSurvey(id: number, questions: SurveyQuestionWire[]) {
  await api.db.query(
    `INSERT INTO surveys (id, name, description, questions) VALUES ($1, $2, NULL, $3::jsonb)
     ON CONFLICT (id) DO UPDATE SET questions = EXCLUDED.questions`,
    [id, `Survey ${id}`, JSON.stringify(questions)],
  );
}

describe('the design survey (survey 2, "Hone your vision")', () => {
  const design = designSurveyAnswersFixture;

  it('answers its questions in order of weight: three parts separated by breaks, with their settings', async () => {
    const response = await api.request('/surveys/2', bearer(customer));
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as { data: SurveyWire };
    expect(data.name).toBe('Hone your vision');
    expect(
      data.questions.map(({ id, type, required }) => `${id} ${type}${required ? '*' : ''}`),
    ).toEqual([
      'welcome message',
      'style choice*',
      'feel notes',
      'break_1 break',
      'harvest choice*',
      'weekly_time choice*',
      'plant_budget choice*',
      'break_2 break',
      'must_have notes*',
      'wishes notes',
    ]);
    const byId = Object.fromEntries(data.questions.map((question) => [question.id, question]));
    expect(byId.welcome!.content).toMatch(/^A few questions about how your garden should look/);
    expect(byId.style!.meta).toEqual({
      choices: ['Cottage potager', 'Clean modern beds', 'Edible landscape', 'Not sure yet'],
      image: '/api/media/survey-garden-styles.svg',
      label: 'Choose one',
    });
    expect(byId.harvest!.meta).toMatchObject({ multiple: true, label: 'Choose all that apply' });
    expect(byId.plant_budget!.meta).toEqual({
      pricing: true,
      choices: ['Thrifty', 'Middle of the road', 'Splurge'],
    });
    expect(byId.must_have!.meta).toEqual({ maxLength: 500 });
    const image = await api.request('/media/survey-garden-styles.svg');
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
  });

  it('stores notes trimmed, one choice as text and several as a list', async () => {
    const response = await postResult('2', {
      answers: {
        ...design,
        must_have: '  Salad from May to October.  ',
        harvest: ['Herbs', 'Herbs'],
      },
    });
    expect(response.status).toBe(201);
    const { data } = (await response.json()) as { data: SurveyResultWire };
    expect(data.results).toEqual({ ...design, harvest: ['Herbs'] });
  });

  it('leaves out blank optional notes and takes a single answer to a multiple choice as a list', async () => {
    const response = await postResult('2', {
      answers: { ...design, feel: '   ', wishes: '', harvest: 'Berries' },
    });
    expect(response.status).toBe(201);
    const { data } = (await response.json()) as { data: SurveyResultWire };
    expect(data.results).toEqual({
      style: design.style,
      harvest: ['Berries'],
      weekly_time: design.weekly_time,
      plant_budget: design.plant_budget,
      must_have: design.must_have,
    });
  });

  it('answers 422 for every required question left blank, the message and breaks excepted', async () => {
    expect(await errorsOf(await postResult('2', { answers: { feel: 'Calm' } }))).toEqual({
      style: ['This question is required.'],
      harvest: ['This question is required.'],
      weekly_time: ['This question is required.'],
      plant_budget: ['This question is required.'],
      must_have: ['This question is required.'],
    });
  });

  it('answers 422 for choices not offered, notes over their length and answers to a message or a break', async () => {
    expect(
      await errorsOf(
        await postResult('2', {
          answers: {
            ...design,
            welcome: 'Thanks!',
            break_1: 'x',
            style: ['Cottage potager'],
            harvest: ['Herbs', 'Cacti'],
            plant_budget: '$$$$',
            must_have: 'x'.repeat(501),
            wishes: 42,
          },
        }),
      ),
    ).toEqual({
      welcome: ['This question is not part of the survey.'],
      style: ['The selected answer is invalid.'],
      break_1: ['This question is not part of the survey.'],
      harvest: ['The selected answer is invalid.'],
      plant_budget: ['The selected answer is invalid.'],
      must_have: ['The answer must not be greater than 500 characters.'],
      wishes: ['The answer must be text.'],
    });
    const atTheLimit = await postResult('2', {
      answers: { ...design, must_have: 'x'.repeat(500) },
    });
    expect(atTheLimit.status).toBe(201);
  });

  it('gives notes without a maximum 5000 characters, and orders unweighted questions last', async () => {
    await insertSurvey(50, [
      { id: 'later', type: 'notes', label: 'Later', required: false },
      {
        id: 'second',
        type: 'choice',
        label: 'Second',
        required: false,
        weight: 2,
        meta: { choices: ['A'] },
      },
      { id: 'first', type: 'notes', label: 'First', required: true, weight: 1 },
    ]);
    const { data } = (await (await api.request('/surveys/50', bearer(customer))).json()) as {
      data: SurveyWire;
    };
    expect(data.questions.map((question) => question.id)).toEqual(['first', 'second', 'later']);
    expect(
      await errorsOf(await postResult('50', { answers: { first: 'x'.repeat(5001), second: 'B' } })),
    ).toEqual({
      first: ['The answer must not be greater than 5000 characters.'],
      second: ['The selected answer is invalid.'],
    });
    expect((await postResult('50', { answers: { first: 'x'.repeat(5000) } })).status).toBe(201);
  });
});

// The design survey as the reference API answers it (survey 2, src/demo/designSurvey.ts), a
// design of the demo customer whose homework asks it, and MSW handlers that answer the survey's calls
// by the API's own rules (api/surveys.ts), for stories and component tests.

import { demoAccount } from '#src/demo/people.ts';
import { demoOrderUuids } from '#src/demo/orders.ts';
import { demoProduct, productIdentity } from '#src/demo/products.ts';
import { http, HttpResponse } from 'msw';
import { delayAnswer } from '#src/testing/heldRequests.ts';
import { designSurveyAnswersFixture, designSurveyFixture } from '#src/demo/designSurvey.ts';
import gardenStylesSvg from '#api/media/survey-garden-styles.svg?raw';
import { readSurveyAnswers } from '#api/surveys.ts';
import type {
  DesignUpdateRequest,
  DesignWire,
  SurveyAnswers,
  SurveyResultWire,
  SurveyWire,
} from '#src/lib/api/types.ts';

/** Survey 2, 'Hone your vision': three parts, every kind of question of the design survey. */
export const designSurvey: SurveyWire = designSurveyFixture;

/** A complete set of answers to it. */
export const designSurveyAnswers: SurveyAnswers = designSurveyAnswersFixture;

/** The id of the saved result of `answeredDesign`. */
export const savedResultId = 7;

const { id: customerId, first_name, last_name } = demoAccount('customer');
const customer = { id: customerId, first_name, last_name, images: { avatar: { image: null } } };

/** Design 1 just bought (docs/api/designs.md, `GET /designs/{id}`): its product asks survey 2. */
export function surveyDesign(overrides: Partial<DesignWire> = {}): DesignWire {
  return {
    id: 1,
    name: productIdentity(1).name,
    status: 'created',
    details: { completed: false },
    files: [],
    order: {
      id: 1,
      uuid: demoOrderUuids.design,
      user_id: customer.id,
      coach_id: null,
      product_id: 1,
      amount: productIdentity(1).price,
      discount: 0,
      status: 'paid',
      created_at: '2026-10-26T16:40:02.114Z',
      scheduled_start: null,
      scheduled_end: null,
      instant_booking: false,
      zoom_meeting: null,
      survey_results_id: null,
      design_id: 1,
      product: {
        ...productIdentity(1),
        session_length: demoProduct(1).session_length,
        description: 'A planting plan drawn for your space.',
        survey_id: designSurvey.id,
        canInstantBook: false,
      },
      coach: null,
      user: customer,
    },
    product_id: 1,
    survey_results_id: null,
    survey_result: null,
    acting_as: 'user',
    artist_id: null,
    artist: null,
    users: [{ ...customer, role: 'customer' }],
    created_at: '2026-10-26T16:40:02.114Z',
    updated_at: '2026-10-26T16:40:02.114Z',
    ...overrides,
  };
}

/** Design 1 with the survey answered (result 7), to change the answers. */
export const answeredDesign = (results: SurveyAnswers = designSurveyAnswers) =>
  surveyDesign({
    survey_results_id: savedResultId,
    survey_result: { id: savedResultId, survey_id: designSurvey.id, results },
  });

export interface DesignSurveyApiOptions {
  survey?: SurveyWire;
  /** A status (with the API's message) for the survey's load instead of the survey. */
  loadStatus?: number;
  /** Milliseconds before the survey answers ('infinite': it never does). */
  loadLatency?: number | 'infinite';
  /** A status for the answers' save (POST /surveys/results/…) instead of storing them. */
  saveStatus?: number;
  /** A status for the design's update (PUT /designs/{id}) instead of saving it. */
  updateStatus?: number;
  /** Milliseconds before a save answers ('infinite': it never does). */
  saveLatency?: number | 'infinite';
  /** Each call, as `METHOD /path` without the `/api` door. */
  requests?: string[];
  /** The bodies of the answers' saves. */
  saved?: unknown[];
  /** The bodies of the design's updates. */
  updates?: DesignUpdateRequest[];
}

const messages: Record<number, string> = {
  403: 'This action is unauthorized.',
  404: 'Survey not found',
  409: 'The homework of this design can no longer be changed.',
  500: 'Server Error',
};

const failure = (status: number) =>
  HttpResponse.json({ message: messages[status] ?? 'Server Error' }, { status });

/**
 * MSW handlers for the `/api` door: the survey, the answers' save (checked by the API's rules, 422
 * by question id), the design's update (status `scheduling` once the details are complete too), and
 * the survey's picture (the real file).
 */
export function designSurveyHandlers(options: DesignSurveyApiOptions = {}) {
  const { survey = designSurvey, loadLatency = 0, saveLatency = 0, requests } = options;
  let nextResultId = 40;
  const stored = new Map<number, SurveyAnswers>();
  const record = (request: Request) => {
    const url = new URL(request.url);
    requests?.push(`${request.method} ${url.pathname.replace(/^\/api/, '')}`);
  };
  const storeAnswers = async (request: Request, resultId: number, status: number) => {
    record(request);
    const body = (await request.json()) as { answers?: unknown };
    options.saved?.push(body);
    await delayAnswer(request, saveLatency);
    if (options.saveStatus) return failure(options.saveStatus);
    const errors: Record<string, string[]> = {};
    const results = readSurveyAnswers(errors, survey, body.answers);
    const first = Object.values(errors).flat()[0];
    if (first) return HttpResponse.json({ message: first, errors }, { status: 422 });
    stored.set(resultId, results);
    const data: SurveyResultWire = { id: resultId, survey_id: survey.id, results };
    return HttpResponse.json({ data }, { status });
  };
  return [
    http.get('/api/surveys/:id', async ({ request, params }) => {
      record(request);
      await delayAnswer(request, loadLatency);
      if (options.loadStatus) return failure(options.loadStatus);
      if (Number(params.id) !== survey.id) return failure(404);
      return HttpResponse.json({ data: survey });
    }),
    http.post('/api/surveys/results/:surveyId', ({ request }) =>
      storeAnswers(request, nextResultId++, 201),
    ),
    http.post('/api/surveys/results/:surveyId/:resultId', ({ request, params }) =>
      storeAnswers(request, Number(params.resultId), 200),
    ),
    http.put('/api/designs/:id', async ({ request, params }) => {
      record(request);
      const update = (await request.json()) as DesignUpdateRequest;
      options.updates?.push(update);
      await delayAnswer(request, saveLatency);
      if (options.updateStatus) return failure(options.updateStatus);
      const resultId = 'survey_results_id' in update ? update.survey_results_id : null;
      const data = surveyDesign({
        id: Number(params.id),
        survey_results_id: resultId,
        survey_result:
          resultId === null
            ? null
            : { id: resultId, survey_id: survey.id, results: stored.get(resultId) ?? {} },
        updated_at: '2026-10-27T09:00:00.000Z',
      });
      return HttpResponse.json({ data });
    }),
    http.get('/api/media/survey-garden-styles.svg', () =>
      HttpResponse.text(gardenStylesSvg, { headers: { 'Content-Type': 'image/svg+xml' } }),
    ),
  ];
}

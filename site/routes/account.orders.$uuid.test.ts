// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { demoCustomer, demoOrders, demoSurvey } from '#src/features/account/testing/demoAccount.ts';
import type { OrderWire } from '#src/lib/api/types.ts';
import {
  action as questionnaireAction,
  loader as questionnaireLoader,
  type QuestionnaireActionData,
} from './account.orders.$uuid.questionnaire.tsx';
import { loader as orderLoader } from './account.orders.$uuid.tsx';
import {
  accountRoute,
  fakeApi,
  flashOf,
  settle,
  signedInRequest,
  type DataResult,
} from './testing/accountRoutes.ts';

const order = demoOrders[0]!;
const uuid = order.uuid;
const orderPath = `/orders/uuid/${uuid}`;
const args = <T>(request: Request) => ({ request, params: { uuid }, context: {} }) as unknown as T;
type OrderArgs = Parameters<typeof orderLoader>[0];
type QuestionnaireArgs = Parameters<typeof questionnaireLoader>[0];
type SubmitArgs = Parameters<typeof questionnaireAction>[0];

const withOrder = (changes: Partial<OrderWire> = {}) => ({
  ...accountRoute(demoCustomer),
  [`GET ${orderPath}`]: Response.json({ data: { ...order, ...changes } }),
  'GET /surveys/5': Response.json({ data: demoSurvey }),
});

describe('/account/orders/{uuid}', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    delete process.env.API_URL;
  });

  it("loads the order with the person's timezone", async () => {
    fakeApi(withOrder());
    const result = await orderLoader(
      args<OrderArgs>(await signedInRequest(`/account${orderPath}`)),
    );
    expect(result).toEqual({ order, timezone: 'America/Chicago' });
  });

  it("answers 404 when the API says the order is not the person's", async () => {
    fakeApi({
      ...accountRoute(demoCustomer),
      [`GET ${orderPath}`]: Response.json({ message: 'Not found' }, { status: 404 }),
    });
    const thrown = (await settle(() =>
      orderLoader(args<OrderArgs>(new Request('http://site.test/x', { headers: {} }))),
    )) as Response;
    // Without a session the guard comes first.
    expect(thrown.status).toBe(302);
    const notFound = (await settle(async () =>
      orderLoader(args<OrderArgs>(await signedInRequest(`/account/orders/${uuid}`))),
    )) as DataResult<null>;
    expect(notFound.init?.status).toBe(404);
  });

  it('answers with the error status for other failures', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    fakeApi({
      ...accountRoute(demoCustomer),
      [`GET ${orderPath}`]: Response.json({ message: 'Down' }, { status: 503 }),
    });
    const thrown = (await settle(async () =>
      orderLoader(args<OrderArgs>(await signedInRequest(`/account/orders/${uuid}`))),
    )) as DataResult<null>;
    expect(thrown.init?.status).toBe(503);
  });
});

describe('/account/orders/{uuid}/questionnaire', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    delete process.env.API_URL;
  });

  const page = `/account/orders/${uuid}/questionnaire`;

  it('loads the order and its survey', async () => {
    fakeApi(withOrder());
    const result = await questionnaireLoader(args<QuestionnaireArgs>(await signedInRequest(page)));
    expect(result.survey).toEqual(demoSurvey);
    expect(result.order.uuid).toBe(uuid);
  });

  it('goes back to the order with questionnaireCompleted once it is answered', async () => {
    fakeApi(withOrder({ survey_results_id: 8 }));
    const thrown = (await settle(async () =>
      questionnaireLoader(args<QuestionnaireArgs>(await signedInRequest(page))),
    )) as Response;
    expect(thrown.status).toBe(302);
    expect(thrown.headers.get('location')).toBe(`/account/orders/${uuid}`);
    expect(await flashOf(thrown)).toBe('questionnaireCompleted');
  });

  it('is not found for a product without a survey', async () => {
    const { calls } = fakeApi(withOrder({ product: { ...order.product, survey_id: null } }));
    const thrown = (await settle(async () =>
      questionnaireLoader(args<QuestionnaireArgs>(await signedInRequest(page))),
    )) as DataResult<null>;
    expect(thrown.init?.status).toBe(404);
    expect(calls.some((call) => call.path.startsWith('/surveys'))).toBe(false);
  });

  it('saves the answers, ties them to the order and says questionnaireSubmitted', async () => {
    const { calls } = fakeApi({
      ...withOrder(),
      'POST /surveys/results/5': Response.json({
        data: { id: 31, survey_id: 5, results: {} },
      }),
      [`PUT ${orderPath}`]: Response.json({ data: { ...order, survey_results_id: 31 } }),
    });
    const response = (await questionnaireAction(
      args<SubmitArgs>(
        await signedInRequest(page, {
          'answers.goals': 'Herbs',
          'answers.sun': 'Full sun',
          'answers.crops': ['Herbs', 'Tomatoes'],
        }),
      ),
    )) as Response;
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      answers: { goals: 'Herbs', sun: 'Full sun', crops: ['Herbs', 'Tomatoes'] },
    });
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ survey_results_id: 31 });
    expect(response.headers.get('location')).toBe(`/account/orders/${uuid}`);
    expect(await flashOf(response)).toBe('questionnaireSubmitted');
  });

  it('shows the errors of each question and keeps the answers', async () => {
    const { calls } = fakeApi({
      ...withOrder(),
      'POST /surveys/results/5': Response.json(
        { message: 'Invalid', errors: { sun: ['Please choose one.'] } },
        { status: 422 },
      ),
    });
    const result = (await questionnaireAction(
      args<SubmitArgs>(await signedInRequest(page, { 'answers.goals': 'Herbs' })),
    )) as unknown as DataResult<QuestionnaireActionData>;
    expect(result.init?.status).toBe(422);
    expect(result.data.errors).toEqual({ sun: 'Please choose one.' });
    expect(result.data.answers).toEqual({ goals: 'Herbs', crops: [] });
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });
});

// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  demoCoachAccount,
  demoCoachProfile,
  demoCustomer,
} from '#src/features/account/testing/demoAccount.ts';
import { action, loader, type CoachProfileActionData } from './account.coaching.tsx';
import {
  accountRoute,
  fakeApi,
  flashOf,
  settle,
  signedInRequest,
  type DataResult,
} from './testing/accountRoutes.ts';

const args = <T>(request: Request) => ({ request, params: {}, context: {} }) as unknown as T;
type LoaderArgs = Parameters<typeof loader>[0];
type ActionArgs = Parameters<typeof action>[0];

const form = {
  about: 'Edible gardens for small yards.',
  testimonial: 'Great! — Jo',
  city: 'Seattle',
  state: 'WA',
  coach_zoom_only: 'on',
};

describe('/account/coaching', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    delete process.env.API_URL;
  });

  it('answers 403 to someone who is not a coach', async () => {
    fakeApi(accountRoute(demoCustomer));
    const thrown = (await settle(async () =>
      loader(args<LoaderArgs>(await signedInRequest('/account/coaching'))),
    )) as DataResult<{ message: string }>;
    expect(thrown.init?.status).toBe(403);
    expect(thrown.data.message).toBe('You are unauthorized to view this page');
  });

  it("loads the coach's profile", async () => {
    fakeApi({
      ...accountRoute(demoCoachAccount),
      'GET /users/2': Response.json({ data: demoCoachProfile }),
    });
    const result = await loader(args<LoaderArgs>(await signedInRequest('/account/coaching')));
    expect(result).toEqual({
      coachId: 2,
      values: {
        about: 'I design small kitchen gardens that feed a family.',
        testimonial: '"Our first harvest was huge!" — Sam',
        city: 'Portland',
        state: 'OR',
        coach_zoom_only: false,
      },
    });
  });

  it('saves with PUT /users/{id} and comes back with coachProfileUpdated', async () => {
    const { calls } = fakeApi({
      ...accountRoute(demoCoachAccount),
      'GET /users/2': Response.json({ data: demoCoachProfile }),
      'PUT /users/2': Response.json({ data: demoCoachAccount }),
    });
    const response = (await action(
      args<ActionArgs>(await signedInRequest('/account/coaching', form)),
    )) as Response;
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      properties: [
        { id: 11, name: 'about', property: 'Edible gardens for small yards.' },
        { id: 12, name: 'testimonial', property: 'Great! — Jo' },
      ],
      addresses: [{ city: 'Seattle', state: 'WA' }],
      coach_zoom_only: true,
    });
    expect(response.headers.get('location')).toBe('/account/coaching');
    expect(await flashOf(response)).toBe('coachProfileUpdated');
  });

  it('keeps what was sent and shows the errors when saving fails', async () => {
    fakeApi({
      ...accountRoute(demoCoachAccount),
      'GET /users/2': Response.json({ data: demoCoachProfile }),
      'PUT /users/2': Response.json(
        {
          message: 'Invalid',
          errors: { city: ['The city may not be longer than 80 characters.'] },
        },
        { status: 422 },
      ),
    });
    const result = (await action(
      args<ActionArgs>(await signedInRequest('/account/coaching', form)),
    )) as unknown as DataResult<CoachProfileActionData>;
    expect(result.init?.status).toBe(422);
    expect(result.data.errors.fields).toEqual({
      city: 'The city may not be longer than 80 characters.',
    });
    expect(result.data.values).toMatchObject({ city: 'Seattle', coach_zoom_only: true });
  });
});

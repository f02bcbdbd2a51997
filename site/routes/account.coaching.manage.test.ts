// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { demoCoachAccount, demoCustomer } from '#src/features/account/testing/demoAccount.ts';
import { demoBookings, demoWindows } from '#src/features/coaching/testing/demoCoaching.ts';
import { loader } from './account.coaching.manage.tsx';
import {
  accountRoute,
  fakeApi,
  settle,
  signedInRequest,
  type DataResult,
} from './testing/accountRoutes.ts';

const args = <T>(request: Request) => ({ request, params: {}, context: {} }) as unknown as T;
type LoaderArgs = Parameters<typeof loader>[0];
const path = '/account/coaching/manage';
// Wednesday, November 25, 2026, 10:00 AM in Los Angeles (Maya's zone).
const now = '2026-11-25T18:00:00.000Z';

describe('/account/coaching/manage', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(now));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    delete process.env.API_URL;
  });

  it('answers 403 to someone who is not a coach', async () => {
    fakeApi(accountRoute(demoCustomer));
    const thrown = (await settle(async () =>
      loader(args<LoaderArgs>(await signedInRequest(path))),
    )) as DataResult<{ message: string }>;
    expect(thrown.init?.status).toBe(403);
    expect(thrown.data.message).toBe('You are unauthorized to view this page');
  });

  it('sends a visitor to log in', async () => {
    fakeApi({});
    const thrown = (await settle(() =>
      loader(args<LoaderArgs>(new Request(`http://site.test${path}`))),
    )) as Response;
    expect(thrown.status).toBe(302);
    expect(thrown.headers.get('location')).toBe('/login');
  });

  it('loads the current month’s windows and bookings over its grid, in the coach’s zone', async () => {
    const windows = demoWindows();
    const { fetchMock } = fakeApi({
      ...accountRoute(demoCoachAccount),
      'GET /users/2/all-available-times': Response.json({ data: windows }),
      'GET /users/2/bookings': Response.json({ data: demoBookings }),
    });
    const result = await loader(args<LoaderArgs>(await signedInRequest(path)));
    expect(result).toEqual({
      coachId: 2,
      timeZone: 'America/Los_Angeles',
      now,
      initial: { month: '2026-11-01', windows, bookings: demoBookings },
    });
    const asked = fetchMock.mock.calls
      .map(([input]) => new URL(String(input)))
      .filter((url) => url.pathname !== '/account');
    expect(asked.map((url) => url.pathname)).toEqual([
      '/users/2/all-available-times',
      '/users/2/bookings',
    ]);
    for (const url of asked) {
      // November 2026's grid: Sunday, November 1 (still daylight time) to Saturday, December 5.
      expect(url.searchParams.get('start')).toBe('2026-11-01T07:00:00.000Z');
      expect(url.searchParams.get('end')).toBe('2026-12-06T08:00:00.000Z');
    }
  });

  it('still opens when the month could not be loaded: the browser loads it', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    fakeApi({
      ...accountRoute(demoCoachAccount),
      'GET /users/2/all-available-times': Response.json({ message: 'Down' }, { status: 500 }),
      'GET /users/2/bookings': Response.json({ data: [] }),
    });
    const result = await loader(args<LoaderArgs>(await signedInRequest(path)));
    expect(result.initial).toBeNull();
    expect(result.timeZone).toBe('America/Los_Angeles');
  });
});

// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { vi } from 'vitest';
import { demoCustomer } from '#src/features/account/testing/demoAccount.ts';
import { action, loader, type ProfileActionData } from './account.tsx';
import {
  accountRoute,
  fakeApi,
  flashOf,
  settle,
  signedInRequest,
  type DataResult,
} from './testing/accountRoutes.ts';

type LoaderArgs = Parameters<typeof loader>[0];
type ActionArgs = Parameters<typeof action>[0];
const args = <T>(request: Request) => ({ request, params: {}, context: {} }) as unknown as T;

const profile = {
  first_name: 'Cassie',
  last_name: 'Customer',
  email: 'cassie@trellis.test',
  timezone: 'America/Denver',
};

describe('/account', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    delete process.env.API_URL;
  });

  it('sends a visitor to /login and keeps the path for afterwards', async () => {
    const { fetchMock } = fakeApi({});
    const thrown = (await settle(() =>
      loader(args<LoaderArgs>(new Request('http://site.test/account'))),
    )) as Response;
    expect(thrown.status).toBe(302);
    expect(thrown.headers.get('location')).toBe('/login');
    expect(await flashOf(thrown)).toBe('requiresLogin');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('loads the signed-in account', async () => {
    const { calls } = fakeApi(accountRoute(demoCustomer));
    const result = await loader(args<LoaderArgs>(await signedInRequest('/account')));
    expect(result.account.email).toBe('customer@trellis.test');
    expect(calls[0]?.auth).toBe('Bearer tok-1');
  });

  it('saves the profile with PUT /users/{id} and comes back with accountUpdated', async () => {
    const { calls } = fakeApi({
      ...accountRoute(demoCustomer),
      'PUT /users/1': Response.json({ data: { ...demoCustomer, ...profile } }),
    });
    const response = (await action(
      args<ActionArgs>(await signedInRequest('/account', profile)),
    )) as Response;
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual(profile);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/account');
    expect(await flashOf(response)).toBe('accountUpdated');
  });

  it('asks for every field before calling the API, keeping what was typed', async () => {
    const { calls } = fakeApi(accountRoute(demoCustomer));
    const result = (await action(
      args<ActionArgs>(
        await signedInRequest('/account', { ...profile, first_name: ' ', email: 'nope' }),
      ),
    )) as unknown as DataResult<ProfileActionData>;
    expect(result.init?.status).toBe(422);
    expect(result.data.errors.fields).toEqual({
      first_name: 'Please enter your first name.',
      email: 'Please enter a valid email address.',
    });
    expect(result.data.values.email).toBe('nope');
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(0);
  });

  it("shows the API's field errors and keeps what was typed", async () => {
    fakeApi({
      ...accountRoute(demoCustomer),
      'PUT /users/1': Response.json(
        { message: 'Invalid', errors: { email: ['The email has already been taken.'] } },
        { status: 422 },
      ),
    });
    const result = (await action(
      args<ActionArgs>(await signedInRequest('/account', profile)),
    )) as unknown as DataResult<ProfileActionData>;
    expect(result.init?.status).toBe(422);
    expect(result.data.errors.fields).toEqual({ email: 'The email has already been taken.' });
    expect(result.data.values).toEqual(profile);
  });

  it("keeps what was typed, with the specification's message, when the API is in trouble", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    fakeApi({
      'GET /account': Response.json({ message: 'Server Error' }, { status: 502 }),
    });
    const result = (await action(
      args<ActionArgs>(await signedInRequest('/account', profile)),
    )) as unknown as DataResult<ProfileActionData>;
    // An answer for the form, not the error page: the person stays on it, signed in.
    expect(result.init?.status).toBe(503);
    expect(result.data.errors.form).toBe('Server Error');
    expect(result.data.values).toEqual(profile);
  });
});

// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { demoCustomer, demoOwner } from '#src/features/account/testing/demoAccount.ts';
import { emptyProviderValues } from '#src/features/providers/providerForm.ts';
import {
  accountRoute,
  fakeApi,
  flashOf,
  settle,
  signedInRequest,
  type DataResult,
} from './testing/accountRoutes.ts';
import { action, loader } from './directory-application.tsx';
import type { ProviderActionData } from '#site/server/providers.server.ts';

type LoaderArgs = Parameters<typeof loader>[0];
type ActionArgs = Parameters<typeof action>[0];
const args = <T>(request: Request) => ({ request, params: {}, context: {} }) as unknown as T;

const expertises = [
  { id: 1, name: 'Raised beds' },
  { id: 2, name: 'Small spaces' },
];

const form = {
  name: 'Green Row Gardens',
  phone: '503-555-0142',
  address: '1420 SE Alder St',
  city: 'Portland',
  state: 'OR',
  country: 'US',
  postal_code: '97214',
  website: 'greenrow.example',
  certifications: '',
  description: 'Raised beds and potagers.',
  expertises: ['1', '2'],
  logo: '/api/images/4',
  cover: '',
  portfolio_id: ['new-5'],
  portfolio_image: ['/api/images/5'],
};

describe('/directory-application', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    delete process.env.API_URL;
  });

  it('sends a visitor to /login and keeps the path for afterwards', async () => {
    const { fetchMock } = fakeApi({});
    const thrown = (await settle(() =>
      loader(args<LoaderArgs>(new Request('http://site.test/directory-application'))),
    )) as Response;
    expect(thrown.headers.get('location')).toBe('/login');
    expect(await flashOf(thrown)).toBe('requiresLogin');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends someone who already has a business to it', async () => {
    fakeApi(accountRoute(demoOwner));
    const thrown = (await settle(async () =>
      loader(args<LoaderArgs>(await signedInRequest('/directory-application'))),
    )) as Response;
    expect(thrown.status).toBe(302);
    expect(thrown.headers.get('location')).toBe('/account/business');
  });

  it('loads a blank form and the specialties', async () => {
    fakeApi({
      ...accountRoute(demoCustomer),
      'GET /expertises': Response.json({ data: expertises }),
    });
    const result = await loader(args<LoaderArgs>(await signedInRequest('/directory-application')));
    expect(result).toEqual({
      values: emptyProviderValues,
      expertises,
      expertisesUnavailable: false,
    });
  });

  it('still shows the form when the specialties cannot be loaded', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    fakeApi({
      ...accountRoute(demoCustomer),
      'GET /expertises': Response.json({ message: 'down' }, { status: 503 }),
    });
    const result = await loader(args<LoaderArgs>(await signedInRequest('/directory-application')));
    expect(result).toMatchObject({ expertises: [], expertisesUnavailable: true });
  });

  it('registers with POST /providers and goes to /account/business with applicationSubmitted', async () => {
    const { calls } = fakeApi({
      ...accountRoute(demoCustomer),
      'POST /providers': Response.json({ data: { id: 9 } }, { status: 201 }),
    });
    const response = (await action(
      args<ActionArgs>(await signedInRequest('/directory-application', form)),
    )) as Response;
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.auth).toBe('Bearer tok-1');
    expect(post?.body).toEqual({
      name: 'Green Row Gardens',
      description: 'Raised beds and potagers.',
      expertises: [1, 2],
      addresses: [
        {
          phone: '503-555-0142',
          address: '1420 SE Alder St',
          city: 'Portland',
          state: 'OR',
          postal_code: '97214',
          country: 'US',
        },
      ],
      properties: [{ id: 'new-website', name: 'website', property: 'greenrow.example' }],
      images: {
        logo: { image: '/api/images/4' },
        cover: null,
        portfolio: [{ id: 'new-5', image: '/api/images/5' }],
      },
    });
    expect(response.headers.get('location')).toBe('/account/business');
    expect(await flashOf(response)).toBe('applicationSubmitted');
  });

  it('checks the required fields before calling the API, keeping what was typed', async () => {
    const { calls } = fakeApi(accountRoute(demoCustomer));
    const result = (await action(
      args<ActionArgs>(
        await signedInRequest('/directory-application', { ...form, name: ' ', city: '' }),
      ),
    )) as unknown as DataResult<ProviderActionData>;
    expect(result.init?.status).toBe(422);
    expect(result.data.errors.fields).toEqual({
      name: 'Please enter your business name.',
      city: 'Please enter the city.',
    });
    expect(result.data.values.description).toBe('Raised beds and potagers.');
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it("puts the API's 422 errors on the form's fields", async () => {
    fakeApi({
      ...accountRoute(demoCustomer),
      'POST /providers': Response.json(
        {
          message: 'The given data was invalid.',
          errors: {
            'addresses.0.postal_code': ['The postal code is invalid.'],
            'properties.0.property': ['The website must be a valid URL.'],
          },
        },
        { status: 422 },
      ),
    });
    const result = (await action(
      args<ActionArgs>(await signedInRequest('/directory-application', form)),
    )) as unknown as DataResult<ProviderActionData>;
    expect(result.init?.status).toBe(422);
    expect(result.data.errors).toEqual({
      fields: {
        postal_code: 'The postal code is invalid.',
        website: 'The website must be a valid URL.',
      },
      form: null,
    });
    expect(result.data.values.name).toBe('Green Row Gardens');
  });
});

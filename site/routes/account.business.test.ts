// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { demoCustomer, demoOwner } from '#src/features/account/testing/demoAccount.ts';
import { demoProvider } from '#src/features/providers/testing/demoProvider.ts';
import { providerFormValues } from '#src/features/providers/providerForm.ts';
import { action, loader } from './account.business.tsx';
import {
  accountRoute,
  fakeApi,
  flashOf,
  settle,
  signedInRequest,
  type DataResult,
} from './testing/accountRoutes.ts';
import type { ProviderActionData } from '#site/server/providers.server.ts';

type LoaderArgs = Parameters<typeof loader>[0];
type ActionArgs = Parameters<typeof action>[0];
const args = <T>(request: Request) => ({ request, params: {}, context: {} }) as unknown as T;

// demoOwner's business is provider 1: the demo business under that id.
const saved = {
  ...demoProvider,
  id: 1,
  addresses: [{ ...demoProvider.addresses[0]!, id: 40 }],
};
const expertises = [
  { id: 1, name: 'Raised beds' },
  { id: 4, name: 'Edible landscaping' },
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
  certifications: 'Certified Permaculture Designer',
  description: 'Now also orchards.',
  expertises: ['1', '4'],
  logo: '/api/images/4',
  cover: '',
  portfolio_id: ['1', 'new-12'],
  portfolio_image: ['/api/images/1', '/api/images/12'],
};

describe('/account/business', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    delete process.env.API_URL;
  });

  it('sends a visitor to /login', async () => {
    fakeApi({});
    const thrown = (await settle(() =>
      loader(args<LoaderArgs>(new Request('http://site.test/account/business'))),
    )) as Response;
    expect(thrown.headers.get('location')).toBe('/login');
  });

  it('has nothing to load for someone without a business', async () => {
    const { calls } = fakeApi(accountRoute(demoCustomer));
    const result = await loader(args<LoaderArgs>(await signedInRequest('/account/business')));
    expect(result).toEqual({ business: null });
    expect(calls).toHaveLength(1);
  });

  it("fills the owner's form from GET /providers/{provider_id}", async () => {
    fakeApi({
      ...accountRoute(demoOwner),
      'GET /providers/1': Response.json({ data: saved }),
      'GET /expertises': Response.json({ data: expertises }),
    });
    const result = await loader(args<LoaderArgs>(await signedInRequest('/account/business')));
    expect(result.business).toEqual({
      id: 1,
      loaded: true,
      path: '/businesses/green-row-gardens',
      values: providerFormValues(saved),
      expertises,
      expertisesUnavailable: false,
    });
  });

  it('says so when the business cannot be loaded', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    fakeApi({
      ...accountRoute(demoOwner),
      'GET /providers/1': Response.json({ message: 'down' }, { status: 500 }),
      'GET /expertises': Response.json({ data: expertises }),
    });
    const result = await loader(args<LoaderArgs>(await signedInRequest('/account/business')));
    expect(result.business).toEqual({ id: 1, loaded: false });
  });

  it('saves with PUT /providers/{id}, keeping saved ids, and says businessProfileUpdated', async () => {
    const { calls } = fakeApi({
      ...accountRoute(demoOwner),
      'GET /providers/1': Response.json({ data: saved }),
      'PUT /providers/1': Response.json({ data: saved }),
    });
    const response = (await action(
      args<ActionArgs>(await signedInRequest('/account/business', form)),
    )) as Response;
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.path).toBe('/providers/1');
    expect(put?.body).toMatchObject({
      description: 'Now also orchards.',
      addresses: [{ id: 40, city: 'Portland', state: 'OR', country: 'US' }],
      properties: [
        { id: 1, name: 'website', property: 'greenrow.example' },
        { id: 2, name: 'certifications', property: 'Certified Permaculture Designer' },
      ],
      images: {
        logo: { image: '/api/images/4' },
        cover: null,
        portfolio: [
          { id: 1, image: '/api/images/1' },
          { id: 'new-12', image: '/api/images/12' },
        ],
      },
    });
    expect(response.headers.get('location')).toBe('/account/business');
    expect(await flashOf(response)).toBe('businessProfileUpdated');
  });

  it('keeps what was sent and shows the message when saving fails', async () => {
    fakeApi({
      ...accountRoute(demoOwner),
      'GET /providers/1': Response.json({ data: saved }),
      'PUT /providers/1': Response.json(
        { message: 'This action is unauthorized.' },
        { status: 403 },
      ),
    });
    const result = (await action(
      args<ActionArgs>(await signedInRequest('/account/business', form)),
    )) as unknown as DataResult<ProviderActionData>;
    expect(result.init?.status).toBe(403);
    expect(result.data.errors).toEqual({ fields: {}, form: 'This action is unauthorized.' });
    expect(result.data.values.description).toBe('Now also orchards.');
  });

  it('refuses to save for someone without a business', async () => {
    fakeApi(accountRoute(demoCustomer));
    const thrown = (await settle(async () =>
      action(args<ActionArgs>(await signedInRequest('/account/business', form))),
    )) as DataResult<unknown>;
    expect(thrown.init?.status).toBe(403);
  });
});

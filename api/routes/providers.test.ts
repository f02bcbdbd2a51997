// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type {
  AccountWire,
  ImageUploadResponse,
  ListResponse,
  ProviderRegistrationRequest,
  ProviderWire,
} from '#src/lib/api/types.ts';
import { demoAccount, demoPassword } from '../seed/accounts.ts';
import { seedProviders } from '../seed/directoryData.ts';
import { bearer, jsonRequest, startTestApi, type TestApi } from '../testing/startTestApi.ts';
import { oneProviderMessage } from './providers.ts';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 120_000 });

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api?.close());

const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);

async function upload(token: string, model: string): Promise<string> {
  const form = new FormData();
  form.append('image', new Blob([png], { type: 'image/png' }), 'logo.png');
  const response = await api.request(`/images?model=${model}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: form,
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as ImageUploadResponse).data.image;
}

/** A new account (registered through POST /users) and its token. */
let accounts = 0;
async function newAccount(): Promise<{ id: number; token: string }> {
  accounts += 1;
  const response = await api.request(
    '/users',
    jsonRequest('POST', {
      first_name: 'Robin',
      last_name: `Greenway ${accounts}`,
      email: `robin${accounts}@example.com`,
      password: 'sweet-peas-2024',
      timezone: 'America/Chicago',
    }),
  );
  expect(response.status).toBe(201);
  const body = (await response.json()) as { access_token: string; account: AccountWire };
  return { id: body.account.id, token: body.access_token };
}

const register = (body: unknown, token?: string) =>
  api.request('/providers', jsonRequest('POST', body, token));
const update = (id: number | string, body: unknown, token?: string) =>
  api.request(`/providers/${id}`, jsonRequest('PUT', body, token));

async function provider(idOrSlug: number | string): Promise<ProviderWire> {
  const response = await api.request(`/providers/${idOrSlug}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: ProviderWire }).data;
}

async function errorsOf(response: Response) {
  expect(response.status).toBe(422);
  return ((await response.json()) as { errors: Record<string, string[]> }).errors;
}

const validBody = (
  images: ProviderRegistrationRequest['images'] = {},
): ProviderRegistrationRequest => ({
  name: 'Prairie Patch Gardens',
  description: 'Raised beds and pollinator borders for Chicago back yards.',
  expertises: [1, 7],
  addresses: [
    {
      phone: '(312) 555-0190',
      address: '1200 W Randolph St',
      city: 'Chicago',
      state: 'IL',
      postal_code: '60607',
    },
  ],
  properties: [
    { id: 'new-1', name: 'website', property: 'prairiepatch.example' },
    { id: 'new-2', name: 'certifications', property: 'Extension Master Gardener' },
  ],
  images,
});

describe('GET /providers/{id or slug}', () => {
  it('answers the business by id, with every part of ProviderWire', async () => {
    const data = await provider(1);
    expect(data).toEqual({
      id: 1,
      slug: 'reyes-kitchen-gardens',
      name: 'Reyes Kitchen Gardens',
      description: seedProviders[0]!.description,
      user_id: await api.userId(demoAccount('owner').email),
      addresses: [
        {
          id: expect.any(Number),
          phone: '(303) 555-0142',
          address: '2150 Champa St',
          city: 'Denver',
          state: 'CO',
          postal_code: '80205',
          country: 'US',
        },
      ],
      properties: [
        {
          id: expect.any(Number),
          name: 'website',
          property: 'https://www.reyes-kitchen-gardens.example',
        },
        {
          id: expect.any(Number),
          name: 'certifications',
          property: 'Colorado Extension Master Gardener; Qualified Water Efficient Landscaper',
        },
      ],
      expertises: [
        { id: 1, name: 'Raised beds' },
        { id: 10, name: 'Season extension' },
        { id: 9, name: 'Water-wise gardens' },
      ],
      images: {
        logo: { image: '/api/media/logo-leaf.svg' },
        cover: { image: '/api/media/cover-rows.svg' },
        portfolio: [],
      },
      coaches: [
        {
          id: expect.any(Number),
          first_name: 'Marcus',
          last_name: 'Bell',
          images: { avatar: { image: expect.stringMatching(/^\/api\/media\/avatar-/) } },
        },
        expect.objectContaining({ first_name: expect.any(String) }),
      ],
      // The demo business starts without a subscription (api/routes/subscriptions.test.ts).
      subscription_id: null,
    });
  });

  it('answers the same business by its slug, in any case', async () => {
    expect((await provider('reyes-kitchen-gardens')).id).toBe(1);
    expect((await provider('Swan-Valley-Water-Wise-Gardens')).addresses[0]).toMatchObject({
      city: 'Perth',
      state: 'WA',
      country: 'AU',
    });
  });

  it('answers 404 for an unknown id or slug', async () => {
    for (const value of ['9999', 'no-such-business']) {
      const response = await api.request(`/providers/${value}`);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ message: 'Provider not found' });
    }
  });
});

describe('GET /providers', () => {
  it('lists businesses by name, paged from 1, with the feed filters', async () => {
    const response = await api.request('/providers?per_page=5&page=2');
    expect(response.status).toBe(200);
    const body = (await response.json()) as ListResponse<ProviderWire>;
    expect(body.meta).toEqual({
      current_page: 2,
      last_page: Math.ceil(body.meta.total / 5),
      per_page: 5,
      total: expect.any(Number),
    });
    expect(body.meta.total).toBeGreaterThanOrEqual(40);
    expect(body.data).toHaveLength(5);

    const filtered = (await (
      await api.request('/providers?region[]=canada&region[]=australia&advancedSearch=gardens')
    ).json()) as ListResponse<ProviderWire>;
    // Bluenose Garden Design has no "gardens" in its name.
    expect(filtered.data.map((entry) => entry.addresses[0]!.country).sort()).toEqual([
      'AU',
      'AU',
      'AU',
      'CA',
      'CA',
    ]);
    const bad = await api.request('/providers?region=atlantis');
    expect(await errorsOf(bad)).toEqual({
      region: ["The selected region is invalid: use US state codes, 'canada' or 'australia'."],
    });
  });
});

describe('POST /providers', () => {
  it('answers 401 without a valid token', async () => {
    const response = await register(validBody());
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: 'Unauthenticated.' });
  });

  it('answers 422 with every required field of features.md §5', async () => {
    const { token } = await newAccount();
    const errors = await errorsOf(await register({}, token));
    expect(errors).toEqual({
      name: ['The name field is required.'],
      'addresses.0.city': ['The city field is required.'],
      'addresses.0.state': ['The state field is required.'],
      'addresses.0.postal_code': ['The postal code field is required.'],
      description: ['The description field is required.'],
    });
    const response = await register({ ...validBody(), addresses: [{ city: ' ' }] }, token);
    expect(Object.keys(await errorsOf(response))).toEqual([
      'addresses.0.city',
      'addresses.0.state',
      'addresses.0.postal_code',
    ]);
  });

  it('answers 422 for a long description, too many or unknown expertises, and bad parts', async () => {
    const { token } = await newAccount();
    const body = {
      ...validBody(),
      description: 'x'.repeat(251),
      expertises: [1, 2, 3, 4, 5],
    };
    expect(await errorsOf(await register(body, token))).toEqual({
      description: ['The description must not be greater than 250 characters.'],
      expertises: ['The expertises must not have more than 4 items.'],
    });
    const parts = {
      ...validBody({
        logo: { image: '/api/images/99999' },
        portfolio: [{ id: 'new-1', image: 'https://example.com/x.png' }],
      }),
      description: 'y'.repeat(250),
      expertises: [1, 999],
      addresses: [
        { city: 'Nowhere', state: 'ZZ', postal_code: '1234' },
        { city: 'Toronto', state: 'ON', postal_code: '12345', country: 'CA' },
        { city: 'Perth', state: 'WA', postal_code: '6000', country: 'NZ' },
      ],
      properties: [
        { id: 'new-1', name: 'website', property: 'not a url' },
        { id: 'new-2', name: 'instagram', property: '@gardens' },
      ],
    };
    expect(await errorsOf(await register(parts, token))).toEqual({
      'addresses.0.state': ['The selected state is invalid.'],
      'addresses.0.postal_code': ['The postal code must be a valid zip or postal code.'],
      'addresses.1.postal_code': ['The postal code must be a valid zip or postal code.'],
      'addresses.2.country': ["The selected country is invalid: use 'US', 'CA' or 'AU'."],
      'expertises.1': ['The selected expertise is invalid.'],
      'properties.0.property': ['The website must be a valid URL.'],
      'properties.1.name': [
        "The selected property name is invalid: use 'website' or 'certifications'.",
      ],
      'images.logo.image': ['The logo must be an image uploaded with POST /images.'],
      'images.portfolio.0.image': [
        'The portfolio image must be an image uploaded with POST /images.',
      ],
    });
  });

  it('registers the business: 201 { id }, new- ids made real, the account becomes its owner', async () => {
    const { id: userId, token } = await newAccount();
    const logo = await upload(token, 'logo');
    const cover = await upload(token, 'cover');
    const portfolio = await upload(token, 'portfolio');
    const response = await register(
      validBody({
        logo: { image: logo },
        cover: { image: cover },
        portfolio: [{ id: 'new-1', image: portfolio }],
      }),
      token,
    );
    expect(response.status).toBe(201);
    const { data } = (await response.json()) as { data: { id: number } };
    expect(data).toEqual({ id: expect.any(Number) });

    const saved = await provider(data.id);
    expect(saved).toEqual({
      id: data.id,
      slug: 'prairie-patch-gardens',
      name: 'Prairie Patch Gardens',
      description: 'Raised beds and pollinator borders for Chicago back yards.',
      user_id: userId,
      addresses: [
        {
          id: expect.any(Number),
          phone: '(312) 555-0190',
          address: '1200 W Randolph St',
          city: 'Chicago',
          state: 'IL',
          postal_code: '60607',
          country: 'US',
        },
      ],
      properties: [
        { id: expect.any(Number), name: 'website', property: 'https://prairiepatch.example' },
        { id: expect.any(Number), name: 'certifications', property: 'Extension Master Gardener' },
      ],
      expertises: [
        { id: 7, name: 'Pollinator gardens' },
        { id: 1, name: 'Raised beds' },
      ],
      images: {
        logo: { image: logo },
        cover: { image: cover },
        portfolio: [{ id: expect.any(Number), image: portfolio }],
      },
      coaches: [],
      subscription_id: null,
    });

    const account = await api.request('/account', bearer(token));
    expect(((await account.json()) as { data: AccountWire }).data).toMatchObject({
      provider_id: data.id,
      provider_role: 'owner',
    });
  });

  it('gives a second business of the same name its own slug, and normalises a Canadian address', async () => {
    const { token } = await newAccount();
    const response = await register(
      {
        ...validBody(),
        addresses: [
          { city: 'Vancouver', state: 'British Columbia', postal_code: 'v5l3x2', country: 'ca' },
        ],
      },
      token,
    );
    expect(response.status).toBe(201);
    const { data } = (await response.json()) as { data: { id: number } };
    const saved = await provider(data.id);
    expect(saved.slug).toBe('prairie-patch-gardens-2');
    expect(saved.addresses[0]).toMatchObject({
      city: 'Vancouver',
      state: 'BC',
      postal_code: 'V5L 3X2',
      country: 'CA',
    });
  });

  it('allows one business per account: a second registration is 409', async () => {
    const { token } = await newAccount();
    expect((await register(validBody(), token)).status).toBe(201);
    const again = await register({ ...validBody(), name: 'Another One' }, token);
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ message: oneProviderMessage });

    const owner = await api.login(demoAccount('owner').email, demoPassword);
    const ownerAgain = await register(validBody(), owner);
    expect(ownerAgain.status).toBe(409);
  });
});

describe('PUT /providers/{id}', () => {
  it('answers 401 without a token, 404 for an unknown business, 403 for anyone but its owner', async () => {
    expect((await update(1, validBody())).status).toBe(401);
    const owner = await api.login(demoAccount('owner').email, demoPassword);
    const missing = await update(9999, validBody(), owner);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ message: 'Provider not found' });
    expect((await update('reyes-kitchen-gardens', validBody(), owner)).status).toBe(404);

    for (const key of ['customer', 'admin'] as const) {
      const token = await api.login(demoAccount(key).email, demoPassword);
      const response = await update(1, validBody(), token);
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ message: 'This action is unauthorized.' });
    }
    const other = await update(2, validBody(), owner);
    expect(other.status).toBe(403);
  });

  it("updates the owner's business, keeping the ids and images sent back, with the same validation", async () => {
    const owner = await api.login(demoAccount('owner').email, demoPassword);
    const before = await provider(1);
    const website = before.properties.find((property) => property.name === 'website')!;

    const invalid = await update(1, { ...validBody(), description: '' }, owner);
    expect(await errorsOf(invalid)).toEqual({
      description: ['The description field is required.'],
    });

    const portfolio = await upload(owner, 'portfolio');
    const response = await update(
      1,
      {
        name: 'Reyes Kitchen Gardens & Orchards',
        description: 'Raised beds, drip lines and fruit trees for Front Range yards.',
        expertises: [1, 6, 9, 10],
        addresses: [{ ...before.addresses[0], address: '2200 Champa St' }],
        properties: [
          { ...website, property: 'https://reyes.example' },
          { id: 'new-3', name: 'certifications', property: 'ISA Certified Arborist' },
        ],
        images: {
          logo: before.images.logo,
          cover: null,
          portfolio: [{ id: 'new-1', image: portfolio }],
        },
      },
      owner,
    );
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as { data: ProviderWire };
    expect(data).toMatchObject({
      id: 1,
      slug: 'reyes-kitchen-gardens',
      name: 'Reyes Kitchen Gardens & Orchards',
      addresses: [{ address: '2200 Champa St', city: 'Denver', state: 'CO', postal_code: '80205' }],
      images: {
        logo: { image: '/api/media/logo-leaf.svg' },
        cover: { image: null },
        portfolio: [{ id: expect.any(Number), image: portfolio }],
      },
      coaches: before.coaches,
    });
    expect(data.expertises.map((entry) => entry.id).sort((a, b) => a - b)).toEqual([1, 6, 9, 10]);
    expect(data.properties).toEqual([
      { id: website.id, name: 'website', property: 'https://reyes.example' },
      { id: expect.any(Number), name: 'certifications', property: 'ISA Certified Arborist' },
    ]);
    expect(data.properties[1]!.id).not.toBe(
      before.properties.find((property) => property.name === 'certifications')!.id,
    );
    expect(await provider(1)).toEqual(data);

    // The portfolio image sent back by its id keeps its id.
    const again = await update(
      1,
      {
        ...validBody(),
        images: { portfolio: data.images.portfolio },
      },
      owner,
    );
    const { data: after } = (await again.json()) as { data: ProviderWire };
    expect(after.images.portfolio).toEqual(data.images.portfolio);
  });
});

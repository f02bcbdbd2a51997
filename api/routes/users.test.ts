// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AccountWire, CoachWire } from '#src/lib/api/types.ts';
import { demoAccount, demoPassword } from '../seed/accounts.ts';
import { bearer, jsonRequest, startTestApi, type TestApi } from '../testing/startTestApi.ts';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 120_000 });

let api: TestApi;
let ids: { customer: number; coach: number; owner: number; admin: number };

beforeAll(async () => {
  api = await startTestApi();
  const { rows } = await api.db.query<{ id: number; email: string }>('SELECT id, email FROM users');
  const idOf = (key: 'customer' | 'coach' | 'owner' | 'admin') =>
    rows.find((row) => row.email === demoAccount(key).email)!.id;
  ids = {
    customer: idOf('customer'),
    coach: idOf('coach'),
    owner: idOf('owner'),
    admin: idOf('admin'),
  };
});
afterAll(() => api?.close());

async function lookUp(query: string) {
  const response = await api.request(`/users${query}`);
  return { response, body: (await response.json()) as { data: Record<string, unknown>[] } };
}

describe('GET /users (the names lookup)', () => {
  it('gives the demo designer the id 2, since the demo accounts are seeded first', () => {
    expect(ids.coach).toBe(2);
  });

  it('answers the first and last name of each designer asked for, and nothing else', async () => {
    const { response, body } = await lookUp(`?ids=${ids.coach}`);
    expect(response.status).toBe(200);
    expect(body).toEqual({ data: [{ id: ids.coach, first_name: 'Maya', last_name: 'Okafor' }] });
  });

  it('accepts the ids as a comma-separated list or as ids[] parameters', async () => {
    const expected = { data: [{ id: ids.coach, first_name: 'Maya', last_name: 'Okafor' }] };
    expect((await lookUp(`?ids=${ids.coach},999`)).body).toEqual(expected);
    expect((await lookUp(`?ids%5B%5D=${ids.coach}&ids%5B%5D=999`)).body).toEqual(expected);
    expect((await lookUp(`?ids[]=${ids.coach}`)).body).toEqual(expected);
  });

  it('never reveals customers, owners or admins, nor anyone’s e-mail address', async () => {
    const { body } = await lookUp(`?ids=${ids.customer},${ids.coach},${ids.owner},${ids.admin}`);
    expect(body.data.map((user) => user.id)).toEqual([ids.coach]);
    expect(JSON.stringify(body)).not.toMatch(/@|email/);
  });

  it('answers an empty list when no valid id is given', async () => {
    expect((await lookUp('')).body).toEqual({ data: [] });
    expect((await lookUp('?ids=abc,-1,0')).body).toEqual({ data: [] });
  });
});

const tinyPng = Uint8Array.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52,
]);

async function getUser(id: number, token?: string) {
  const response = await api.request(`/users/${id}`, token ? bearer(token) : {});
  return { response, body: (await response.json()) as { data: Record<string, unknown> } };
}

const put = (id: number, body: unknown, token?: string) =>
  api.request(`/users/${id}`, jsonRequest('PUT', body, token));

async function errorsOf(response: Response) {
  expect(response.status).toBe(422);
  return ((await response.json()) as { errors: Record<string, string[]> }).errors;
}

describe('GET /users/{id}', () => {
  it("answers a designer's public profile to any visitor, without the e-mail address", async () => {
    const { response, body } = await getUser(ids.coach);
    expect(response.status).toBe(200);
    expect(body.data).toEqual({
      id: ids.coach,
      first_name: 'Maya',
      last_name: 'Okafor',
      images: {
        avatar: { image: '/api/media/avatar-maya.svg' },
        cover: { image: '/api/media/garden-path.svg' },
        portfolio: [
          { id: expect.any(Number), image: '/api/media/raised-beds.svg' },
          { id: expect.any(Number), image: '/api/media/herb-spiral.svg' },
          { id: expect.any(Number), image: '/api/media/potager-plan.svg' },
          { id: expect.any(Number), image: '/api/media/tomato-harvest.svg' },
        ],
      },
      coach: true,
      coach_status: 'active',
      has_zoom: true,
      coach_zoom_only: false,
      is_available_now: false,
      available_now_end: null,
      expertises: [
        { id: 1, name: 'Raised beds' },
        { id: 2, name: 'Small spaces' },
      ],
      properties: [
        { id: expect.any(Number), name: 'about', property: expect.stringMatching(/^I design/) },
        {
          id: expect.any(Number),
          name: 'testimonial',
          property: expect.stringContaining('Maya turned our bare yard'),
        },
      ],
      addresses: [{ city: 'Portland', state: 'OR' }],
    });
  });

  it('answers an inactive designer too, so the site can refuse their page', async () => {
    const { response, body } = await getUser(await api.userId('paused@trellis.test'));
    expect(response.status).toBe(200);
    expect(body.data).toMatchObject({
      first_name: 'Theo',
      last_name: 'Paused',
      coach: true,
      has_zoom: true,
      coach_status: 'inactive',
    });
  });

  it('answers 404 for a customer, unless the customer or an admin asks', async () => {
    expect((await getUser(ids.customer)).response.status).toBe(404);
    const coachToken = await api.login('coach@trellis.test', demoPassword);
    expect((await getUser(ids.customer, coachToken)).response.status).toBe(404);
    expect((await getUser(999_999)).response.status).toBe(404);
    expect((await api.request('/users/abc')).status).toBe(404);

    const own = await getUser(ids.customer, await api.login('customer@trellis.test', demoPassword));
    expect(own.response.status).toBe(200);
    expect(own.body.data).toMatchObject({ email: 'customer@trellis.test', coach: false });
    const admin = await getUser(ids.customer, await api.login('admin@trellis.test', demoPassword));
    expect(admin.body.data).toMatchObject({ email: 'customer@trellis.test' });
  });
});

describe('PUT /users/{id}', () => {
  it('changes only the fields sent and answers the account', async () => {
    const token = await api.login('owner@trellis.test', demoPassword);
    const response = await put(
      ids.owner,
      { first_name: ' Jonas ', timezone: 'Europe/Paris' },
      token,
    );
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as { data: AccountWire };
    expect(data).toMatchObject({
      id: ids.owner,
      first_name: 'Jonas',
      last_name: 'Reyes',
      email: 'owner@trellis.test',
      timezone: 'Europe/Paris',
      provider_id: 1,
      impersonated: false,
      impersonator_id: null,
    });
    expect(data).not.toHaveProperty('password_hash');
    const account = (await (await api.request('/account', bearer(token))).json()) as {
      data: AccountWire;
    };
    expect(account.data).toMatchObject({ first_name: 'Jonas', timezone: 'Europe/Paris' });
    await put(ids.owner, { first_name: 'Jonah', timezone: 'America/Denver' }, token);
  });

  it('answers 401 without a token and 403 for someone else; an admin may edit anyone', async () => {
    expect((await put(ids.customer, { first_name: 'X' })).status).toBe(401);
    const coachToken = await api.login('coach@trellis.test', demoPassword);
    const refused = await put(ids.customer, { first_name: 'X' }, coachToken);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ message: 'This action is unauthorized.' });

    const adminToken = await api.login('admin@trellis.test', demoPassword);
    const edited = await put(ids.customer, { last_name: 'Customer-Smith' }, adminToken);
    expect(edited.status).toBe(200);
    expect(((await edited.json()) as { data: AccountWire }).data.last_name).toBe('Customer-Smith');
    await put(ids.customer, { last_name: 'Customer' }, adminToken);
  });

  it('refuses blank names, an invalid or taken e-mail and an unknown time zone', async () => {
    const token = await api.login('customer@trellis.test', demoPassword);
    expect(
      await errorsOf(
        await put(
          ids.customer,
          { first_name: '  ', last_name: '', email: 'no', timezone: 'Mars/Base' },
          token,
        ),
      ),
    ).toEqual({
      first_name: ['The first name field is required.'],
      last_name: ['The last name field is required.'],
      email: ['The email must be a valid email address.'],
      timezone: ['The timezone must be a valid timezone.'],
    });
    expect(await errorsOf(await put(ids.customer, { email: 'COACH@trellis.test' }, token))).toEqual(
      { email: ['The email has already been taken.'] },
    );
    // The person's own address, in another case, is not "taken".
    expect((await put(ids.customer, { email: 'customer@trellis.test' }, token)).status).toBe(200);
  });

  it('sets the avatar to an image uploaded with POST /images, or removes it', async () => {
    const token = await api.login('customer@trellis.test', demoPassword);
    const form = new FormData();
    form.append('image', new Blob([tinyPng], { type: 'image/png' }), 'me.png');
    const upload = await api.request('/images?model=avatar', {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
      body: form,
    });
    const { image } = ((await upload.json()) as { data: { image: string } }).data;

    const set = await put(ids.customer, { images: { avatar: { image } } }, token);
    expect(set.status).toBe(200);
    expect(((await set.json()) as { data: AccountWire }).data.images?.avatar?.image).toBe(image);

    for (const foreign of ['https://evil.example/x.png', '/api/images/999999', 42]) {
      expect(
        await errorsOf(await put(ids.customer, { images: { avatar: { image: foreign } } }, token)),
      ).toEqual({
        'images.avatar.image': ['The avatar must be an image uploaded with POST /images.'],
      });
    }

    const removed = await put(ids.customer, { images: { avatar: { image: null } } }, token);
    expect(((await removed.json()) as { data: AccountWire }).data.images?.avatar?.image).toBeNull();
  });

  it('keeps an avatar sent back unchanged, even one this API did not upload', async () => {
    const token = await api.login('coach@trellis.test', demoPassword);
    const response = await put(
      ids.coach,
      { first_name: 'Maya', images: { avatar: { image: '/api/media/avatar-maya.svg' } } },
      token,
    );
    expect(response.status).toBe(200);
  });

  it("saves a coach's profile: properties, addresses and coach_zoom_only", async () => {
    const token = await api.login('coach@trellis.test', demoPassword);
    const profile = {
      properties: [
        { name: 'about', property: 'Balcony gardens are my speciality.' },
        { name: 'testimonial', property: 'Our balcony feeds us now. — Lee' },
        { name: 'testimonial', property: 'Brilliant plan. — Ana' },
      ],
      addresses: [{ city: 'Seattle', state: 'WA' }],
      coach_zoom_only: true,
    };
    const response = await put(ids.coach, profile, token);
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as { data: CoachWire & AccountWire };
    expect(data).toMatchObject({
      email: 'coach@trellis.test',
      coach_zoom_only: true,
      addresses: [{ city: 'Seattle', state: 'WA' }],
      expertises: [{ name: 'Raised beds' }, { name: 'Small spaces' }],
    });
    expect(data.properties.map(({ name, property }) => ({ name, property }))).toEqual(
      profile.properties,
    );

    const { body } = await getUser(ids.coach);
    expect(body.data).toMatchObject({
      coach_zoom_only: true,
      addresses: [{ city: 'Seattle', state: 'WA' }],
    });
    expect(body.data).not.toHaveProperty('email');

    // Only what is sent changes: the name stays, the properties stay.
    await put(ids.coach, { addresses: [{ city: 'Portland', state: 'OR' }] }, token);
    const after = (await getUser(ids.coach)).body.data as unknown as CoachWire;
    expect(after.properties).toHaveLength(3);
    expect(after.first_name).toBe('Maya');
  });

  it('updates a property sent with its id in place, adds the others and removes the rest', async () => {
    const token = await api.login('coach@trellis.test', demoPassword);
    const before = (await getUser(ids.coach)).body.data as unknown as CoachWire;
    const about = before.properties.find((entry) => entry.name === 'about')!;
    const response = await put(
      ids.coach,
      {
        properties: [
          { id: about.id, name: 'about', property: 'Now in Seattle too.' },
          { id: 999_999, name: 'testimonial', property: 'New quote. — Kim' },
        ],
      },
      token,
    );
    const { data } = (await response.json()) as { data: CoachWire };
    expect(data.properties).toEqual([
      { id: about.id, name: 'about', property: 'Now in Seattle too.' },
      {
        id: expect.any(Number),
        name: 'testimonial',
        property: 'New quote. — Kim',
      },
    ]);
    expect(data.properties[1]!.id).not.toBe(999_999);
  });

  it('checks the coaching profile and refuses it for someone who is not a coach', async () => {
    const coachToken = await api.login('coach@trellis.test', demoPassword);
    expect(
      await errorsOf(
        await put(
          ids.coach,
          {
            properties: [
              { name: '', property: 'x' },
              { name: 'about', property: 7 },
            ],
            addresses: 'Portland',
            coach_zoom_only: 'yes',
          },
          coachToken,
        ),
      ),
    ).toEqual({
      'properties.0.name': ['The name field is required.'],
      'properties.1.property': ['The property must be a string.'],
      addresses: ['The addresses must be a list.'],
      coach_zoom_only: ['The coach zoom only field must be true or false.'],
    });

    const customerToken = await api.login('customer@trellis.test', demoPassword);
    expect(
      await errorsOf(
        await put(ids.customer, { properties: [], coach_zoom_only: false }, customerToken),
      ),
    ).toEqual({
      properties: ['Only coaches have a coaching profile.'],
      coach_zoom_only: ['Only coaches have a coaching profile.'],
    });
  });
});

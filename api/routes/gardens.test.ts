// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { GardenWire, ImageUploadResponse, ListResponse } from '#src/lib/api/types.ts';
import { demoAccount, demoPassword } from '../seed/accounts.ts';
import { seedGardens } from '../seed/directoryData.ts';
import { bearer, jsonRequest, startTestApi, type TestApi } from '../testing/startTestApi.ts';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 120_000 });

let api: TestApi;
let customer: string;
let customerId: number;
let coach: string;
let coachId: number;

beforeAll(async () => {
  api = await startTestApi();
  customer = await api.login(demoAccount('customer').email, demoPassword);
  customerId = await api.userId(demoAccount('customer').email);
  coach = await api.login(demoAccount('coach').email, demoPassword);
  coachId = await api.userId(demoAccount('coach').email);
});
afterAll(() => api?.close());

const gif = new TextEncoder().encode('GIF89a\x01\x00\x01\x00');

async function upload(token: string): Promise<string> {
  const form = new FormData();
  form.append('image', new Blob([gif], { type: 'image/gif' }), 'garden.gif');
  const response = await api.request('/images?model=design', {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: form,
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as ImageUploadResponse).data.image;
}

async function list(query = ''): Promise<ListResponse<GardenWire>> {
  const response = await api.request(`/gardens${query}`);
  expect(response.status).toBe(200);
  return (await response.json()) as ListResponse<GardenWire>;
}

async function errorsOf(response: Response) {
  expect(response.status).toBe(422);
  return ((await response.json()) as { errors: Record<string, string[]> }).errors;
}

const create = (userId: number, body: unknown, token?: string, path = `/users/${userId}/gardens`) =>
  api.request(path, jsonRequest('POST', body, token));

describe('GET /gardens', () => {
  it('lists the submitted gardens newest first, paged, with their gardener', async () => {
    const first = await list('?per_page=3');
    expect(first.meta).toEqual({
      current_page: 1,
      last_page: Math.ceil(first.meta.total / 3),
      per_page: 3,
      total: expect.any(Number),
    });
    expect(first.meta.total).toBeGreaterThanOrEqual(seedGardens.length);
    const all = await list('?per_page=100');
    const dates = all.data.map((garden) => garden.created_at);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(all.data[0]).toEqual({
      id: expect.any(Number),
      user_id: customerId,
      description: seedGardens[0]!.description,
      city: 'Chicago',
      state: 'IL',
      images: [
        { id: expect.any(Number), image: '/api/media/raised-beds.svg' },
        { id: expect.any(Number), image: '/api/media/tomato-harvest.svg' },
      ],
      user: { id: customerId, first_name: 'Casey', last_name: 'Customer', coach: false },
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    const second = await list('?per_page=3&page=2');
    expect(second.data.map((garden) => garden.id)).toEqual(
      all.data.slice(3, 6).map((garden) => garden.id),
    );
    const designers = all.data.filter((garden) => garden.user.coach);
    expect(designers.length).toBeGreaterThan(3);
  });

  it('filters by gardener with user_id', async () => {
    const mine = await list(`?user_id=${coachId}`);
    expect(mine.data.map((garden) => garden.user_id)).toEqual([coachId]);
    expect(mine.data[0]!.city).toBe('Portland');
  });
});

describe('POST /users/{id}/gardens', () => {
  it('answers 401 without a token and 403 for anyone but the person (admins too)', async () => {
    const body = { description: 'Beds', images: [{ image: '/api/media/raised-beds.svg' }] };
    expect((await create(customerId, body)).status).toBe(401);
    const forbidden = await create(customerId, body, coach);
    expect(forbidden.status).toBe(403);
    expect(await forbidden.json()).toEqual({ message: 'This action is unauthorized.' });
    const admin = await api.login(demoAccount('admin').email, demoPassword);
    expect((await create(customerId, body, admin)).status).toBe(403);
  });

  it('answers 422 without a description or images, and for images not uploaded here', async () => {
    expect(await errorsOf(await create(customerId, {}, customer))).toEqual({
      description: ['The description field is required.'],
      images: ['The images field is required.'],
    });
    expect(
      await errorsOf(
        await create(
          customerId,
          {
            description: 'x'.repeat(2001),
            city: 42,
            images: [{ image: 'https://example.com/garden.jpg' }, { image: '/api/images/99999' }],
          },
          customer,
        ),
      ),
    ).toEqual({
      description: ['The description must not be greater than 2000 characters.'],
      city: ['The city must be a string of at most 255 characters.'],
      'images.0.image': ['The image must be an image uploaded with POST /images.'],
      'images.1.image': ['The image must be an image uploaded with POST /images.'],
    });
    expect(
      await errorsOf(await create(customerId, { description: 'Beds', images: 'a.jpg' }, customer)),
    ).toEqual({ images: ['The images must be a list.'] });
  });

  it('adds the garden: 201 { data: GardenWire }, first in the list (trailing slash allowed)', async () => {
    const image = await upload(customer);
    const response = await create(
      customerId,
      {
        description: '  Three beds and a cold frame.  ',
        city: 'Evanston',
        state: 'IL',
        images: [{ image }],
      },
      customer,
      `/users/${customerId}/gardens/`,
    );
    expect(response.status).toBe(201);
    const { data } = (await response.json()) as { data: GardenWire };
    expect(data).toEqual({
      id: expect.any(Number),
      user_id: customerId,
      description: 'Three beds and a cold frame.',
      city: 'Evanston',
      state: 'IL',
      images: [{ id: expect.any(Number), image }],
      user: { id: customerId, first_name: 'Casey', last_name: 'Customer', coach: false },
      created_at: expect.any(String),
    });
    expect((await list('?per_page=1')).data[0]!.id).toBe(data.id);
  });
});

describe('PUT and DELETE /users/{id}/gardens/{garden}', () => {
  async function newGarden(): Promise<GardenWire> {
    const image = await upload(customer);
    const response = await create(
      customerId,
      { description: 'A herb spiral.', images: [{ image }] },
      customer,
    );
    return ((await response.json()) as { data: GardenWire }).data;
  }

  it('changes the garden, keeping the images sent back by id', async () => {
    const garden = await newGarden();
    const added = await upload(customer);
    const response = await api.request(
      `/users/${customerId}/gardens/${garden.id}`,
      jsonRequest(
        'PUT',
        {
          description: 'A herb spiral, finished.',
          city: 'Chicago',
          state: null,
          images: [{ image: added }, garden.images[0]],
        },
        customer,
      ),
    );
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as { data: GardenWire };
    expect(data).toMatchObject({
      id: garden.id,
      description: 'A herb spiral, finished.',
      city: 'Chicago',
      state: null,
      created_at: garden.created_at,
    });
    expect(data.images).toEqual([{ id: expect.any(Number), image: added }, garden.images[0]]);

    const invalid = await api.request(
      `/users/${customerId}/gardens/${garden.id}`,
      jsonRequest('PUT', { description: '', images: [] }, customer),
    );
    expect(await errorsOf(invalid)).toEqual({
      description: ['The description field is required.'],
      images: ['The images field is required.'],
    });
  });

  it("answers 401, 403 for someone else's path, 404 for a garden of someone else or none", async () => {
    const garden = await newGarden();
    const path = `/users/${customerId}/gardens/${garden.id}`;
    const body = { description: 'Mine now', images: garden.images };
    expect((await api.request(path, jsonRequest('PUT', body))).status).toBe(401);
    expect((await api.request(path, jsonRequest('PUT', body, coach))).status).toBe(403);
    expect((await api.request(path, { method: 'DELETE', ...bearer(coach) })).status).toBe(403);

    // The coach's own path, with the customer's garden: not one of theirs.
    const theirs = `/users/${coachId}/gardens/${garden.id}`;
    for (const response of [
      await api.request(theirs, jsonRequest('PUT', body, coach)),
      await api.request(theirs, { method: 'DELETE', ...bearer(coach) }),
      await api.request(`/users/${coachId}/gardens/99999`, { method: 'DELETE', ...bearer(coach) }),
      await api.request(`/users/${coachId}/gardens/abc`, { method: 'DELETE', ...bearer(coach) }),
    ]) {
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ message: 'Garden not found' });
    }
    expect((await list('?per_page=100')).data.some((entry) => entry.id === garden.id)).toBe(true);
  });

  it('removes the garden and its images: 204', async () => {
    const garden = await newGarden();
    const path = `/users/${customerId}/gardens/${garden.id}`;
    const response = await api.request(path, { method: 'DELETE', ...bearer(customer) });
    expect(response.status).toBe(204);
    expect((await list('?per_page=100')).data.some((entry) => entry.id === garden.id)).toBe(false);
    const { rows } = await api.db.query('SELECT 1 FROM garden_images WHERE garden_id = $1', [
      garden.id,
    ]);
    expect(rows).toEqual([]);
    expect((await api.request(path, { method: 'DELETE', ...bearer(customer) })).status).toBe(404);
  });
});

// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { jsonBody, startTestApi, type TestApi } from '../testing/startTestApi.ts';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 120_000 });

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api?.close());

const optIn = (body: unknown) => api.request('/opt-in', jsonBody(body));

describe('POST /opt-in', () => {
  it('signs an address up to each list with its tags', async () => {
    const response = await optIn({
      email: 'Sam@Example.com',
      tag: 'planting-calendar,hero',
      listid: '3,7',
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({
      data: { email: 'sam@example.com', lists: ['3', '7'], tags: ['planting-calendar', 'hero'] },
    });
    const { rows } = await api.db.query<{ list_id: string; tags: string }>(
      "SELECT list_id, tags FROM opt_ins WHERE email = 'sam@example.com' ORDER BY list_id",
    );
    expect(rows).toEqual([
      { list_id: '3', tags: 'planting-calendar,hero' },
      { list_id: '7', tags: 'planting-calendar,hero' },
    ]);
  });

  it("accepts the footer's sign-up, an address with the tag id footer-signup", async () => {
    const response = await optIn({ email: 'footer@example.com', tagId: 'footer-signup' });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({
      data: { email: 'footer@example.com', lists: [], tags: ['footer-signup'] },
    });
    const { rows } = await api.db.query<{ list_id: string; tags: string }>(
      "SELECT list_id, tags FROM opt_ins WHERE email = 'footer@example.com'",
    );
    expect(rows).toEqual([{ list_id: '', tags: 'footer-signup' }]);
  });

  it('merges the tags of a repeat sign-up instead of adding the address twice', async () => {
    await optIn({ email: 'repeat@example.com', tag: 'a', listid: '3' });
    await optIn({ email: 'repeat@example.com', tagId: 'footer-signup', listid: '3' });
    const { rows } = await api.db.query<{ tags: string }>(
      "SELECT tags FROM opt_ins WHERE email = 'repeat@example.com'",
    );
    expect(rows).toEqual([{ tags: 'a,footer-signup' }]);
  });

  it('answers 422 with the e-mail error for a missing or invalid address', async () => {
    const missing = await optIn({ tag: 'x' });
    expect(missing.status).toBe(422);
    expect(((await missing.json()) as { errors: Record<string, string[]> }).errors.email).toEqual([
      'The email field is required.',
    ]);
    const invalid = await optIn({ email: 'not-an-address' });
    expect(invalid.status).toBe(422);
  });
});

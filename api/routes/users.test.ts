// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { demoAccount } from '../seed/accounts.ts';
import { startTestApi, type TestApi } from '../test/startTestApi.ts';

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

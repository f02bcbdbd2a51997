// @vitest-environment node
import { afterEach, expect, it, vi } from 'vitest';
import type { Database } from '../db/database.ts';
import { openSeededDatabase } from '../testing/seededDatabase.ts';
import { demoAccounts } from './accounts.ts';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 120_000 });

let db: Database;
afterEach(async () => {
  if (db && !db.closed) await db.close();
});

it('seeds every demo person under the id the demo home gives them', async () => {
  db = await openSeededDatabase();
  const { rows } = await db.query<{ id: number; email: string }>('SELECT id, email FROM users');
  const seededIds = Object.fromEntries(rows.map((row) => [row.email, row.id]));
  const expectedIds = Object.fromEntries(demoAccounts.map((person) => [person.email, person.id]));
  expect(expectedIds).toEqual({
    'customer@trellis.test': 1,
    'coach@trellis.test': 2,
    'owner@trellis.test': 3,
    'admin@trellis.test': 4,
    'paused@trellis.test': 5,
  });
  for (const person of demoAccounts) expect(seededIds[person.email]).toBe(person.id);
});

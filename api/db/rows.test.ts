// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './database.ts';
import { firstRow, hasRow } from './rows.ts';

let db: Database;
beforeAll(async () => {
  db = await openDatabase('memory');
  await db.exec(`CREATE TABLE t (id int, name text); INSERT INTO t VALUES (1, 'a'), (2, 'b');`);
});
afterAll(() => db.close());

describe('firstRow', () => {
  it('answers the first row, or null when there is none', async () => {
    expect(await firstRow<{ name: string }>(db, 'SELECT name FROM t WHERE id = $1', [2])).toEqual({
      name: 'b',
    });
    expect(await firstRow(db, 'SELECT name FROM t WHERE id = $1', [3])).toBeNull();
  });

  it('reads inside a transaction too', async () => {
    const row = await db.transaction((tx) => firstRow(tx, 'SELECT id FROM t ORDER BY id', []));
    expect(row).toEqual({ id: 1 });
  });
});

describe('hasRow', () => {
  it('says whether the query answered any row', async () => {
    expect(await hasRow(db, 'SELECT 1 FROM t WHERE id = $1', [1])).toBe(true);
    expect(await hasRow(db, 'SELECT 1 FROM t WHERE id = $1', [9])).toBe(false);
  });

  it('counts the rows a change returns', async () => {
    expect(await hasRow(db, 'DELETE FROM t WHERE id = $1 RETURNING id', [2])).toBe(true);
    expect(await hasRow(db, 'DELETE FROM t WHERE id = $1 RETURNING id', [2])).toBe(false);
  });
});

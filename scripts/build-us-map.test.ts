import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { usStates } from '#src/lib/forms/regions.ts';
import { buildUsMap, usMapOutputs } from './build-us-map.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const committed = (file: string) => readFileSync(path.join(root, file), 'utf8');
const built = await buildUsMap();

describe('the US map files (scripts/build-us-map.ts)', () => {
  it.each(Object.entries(usMapOutputs))(
    'has the committed %s up to date (run `node --import tsx scripts/build-us-map.ts`)',
    (kind, file) => {
      expect(committed(file)).toBe(built[kind as keyof typeof usMapOutputs]);
    },
  );

  it('has one shape per state and DC, keyed by postal code, and leaves the colours to the map', () => {
    const ids = [...built.sprite.matchAll(/<path id="([A-Z]{2})"/g)].map((match) => match[1]);
    expect(ids).toEqual(usStates.map((state) => state.value));
    expect(built.sprite).not.toMatch(/\b(fill|stroke|style|class)=/);
  });

  it('keeps the sprite small', () => {
    const bytes = Buffer.byteLength(built.sprite);
    expect(bytes).toBeLessThan(45_000);
    expect(gzipSync(built.sprite).length).toBeLessThan(16_000);
  });

  it('keeps geometry out of the script module', () => {
    expect(built.module).not.toMatch(/[Mm]-?\d+,-?\d+l/);
    expect(Buffer.byteLength(built.module)).toBeLessThan(4_000);
  });
});

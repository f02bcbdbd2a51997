// The committed screenshots of the visual regression check (docs/visual-regression.md): a tidy
// folder of `<story-id>.<width>.png`, each as wide as its name says, all within the stated budget.
import { openSync, readSync, closeSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import {
  baselineBudgetBytes,
  baselineDir,
  baselineNamePattern,
  visualWidths,
} from '../.storybook/visualRegression.ts';

const dir = path.join(import.meta.dirname, '..', baselineDir);
const files = readdirSync(dir).sort();

/** A PNG's width and height, from its header (IHDR is always the first chunk). */
function pngSize(file: string) {
  const header = Buffer.alloc(24);
  const fd = openSync(path.join(dir, file), 'r');
  try {
    readSync(fd, header, 0, 24, 0);
  } finally {
    closeSync(fd);
  }
  const signature = header.subarray(0, 8).toString('hex');
  if (signature !== '89504e470d0a1a0a') return null;
  return { width: header.readUInt32BE(16), height: header.readUInt32BE(20) };
}

describe(`${baselineDir}`, () => {
  test('holds only <story-id>.<width>.png files, at the widths the check shoots', () => {
    const widths: number[] = visualWidths.map(({ width }) => width);
    const strays = files.filter(
      (file) => !baselineNamePattern.test(file) || !widths.includes(Number(file.split('.').at(-2))),
    );
    expect(strays).toEqual([]);
  });

  test('each baseline is a PNG as wide as its name says (a scaled shot would not be)', () => {
    const wrong = files
      .map((file) => ({ file, size: pngSize(file) }))
      .filter(({ file, size }) => size?.width !== Number(file.split('.').at(-2)));
    expect(wrong).toEqual([]);
  });

  test(`stays within its budget of ${baselineBudgetBytes / 1024 / 1024} MB`, () => {
    const total = files.reduce((sum, file) => sum + statSync(path.join(dir, file)).size, 0);
    expect(files.length).toBeGreaterThan(0);
    expect(
      total,
      `${files.length} baselines take ${(total / 1024 / 1024).toFixed(1)} MB`,
    ).toBeLessThanOrEqual(baselineBudgetBytes);
  });
});

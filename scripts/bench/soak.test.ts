import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain .mjs bench script without type declarations (typed below).
import * as server from './server.mjs';

interface Reading {
  second: number;
  mb: number;
}
type Window = { seconds: number; windowSeconds: number };
const { heapGrowth, rssGrowth } = server as {
  heapGrowth: (
    readings: Reading[],
    window: Window,
  ) => { readings: number; growthMb: number | null };
  rssGrowth: (
    samples: Reading[],
    window: Window,
  ) => { startMb: number | null; endMb: number | null; growthMb: number | null };
};

const window = { seconds: 180, windowSeconds: 120 };
/** Readings after major GCs every 25 s, alternating ±3 MB around `at(second)`. */
const afterGcs = (at: (second: number) => number) =>
  Array.from({ length: 8 }, (_, i) => 5 + i * 25).map((second, i) => ({
    second,
    mb: at(second) + (i % 2 ? 3 : -3),
  }));

describe('heapGrowth (the soak: what the site keeps)', () => {
  it('reads a steady leak as its growth over the window, through the jitter between GCs', () => {
    const { growthMb } = heapGrowth(
      afterGcs((second) => 60 + second / 12),
      window,
    );
    expect(growthMb).toBeGreaterThan(8);
    expect(growthMb).toBeLessThan(12);
  });

  it('reads a heap that found its size as flat, whatever came before the window', () => {
    const warmingUp = [
      { second: 0, mb: 20 },
      { second: 30, mb: 40 },
    ];
    const { readings, growthMb } = heapGrowth(
      [...warmingUp, ...afterGcs(() => 65).filter((reading) => reading.second >= 60)],
      window,
    );
    expect(readings).toBe(5);
    expect(Math.abs(growthMb!)).toBeLessThan(2);
  });

  it('says nothing from fewer than three collections in the window', () => {
    expect(
      heapGrowth(
        [
          { second: 70, mb: 60 },
          { second: 170, mb: 90 },
        ],
        window,
      ).growthMb,
    ).toBeNull();
  });
});

describe('rssGrowth (the soak budget)', () => {
  it('compares the median of the last 10 s with that of the 10 s around the window start', () => {
    const samples = Array.from({ length: 181 }, (_, second) => ({
      second,
      // one high reading at each end moves neither median
      mb: 400 + second / 12 + (second === 60 || second === 180 ? 30 : 0),
    }));
    const { startMb, endMb, growthMb } = rssGrowth(samples, window);
    expect(startMb).toBeCloseTo(405, 0);
    expect(endMb).toBeCloseTo(414.6, 0);
    expect(growthMb).toBeCloseTo(9.6, 0);
  });
});

describe('the heap probe (scripts/bench/heapProbe.mjs)', () => {
  it('writes the old space in use after each major GC, which grows with what a process keeps', () => {
    const folder = mkdtempSync(path.join(os.tmpdir(), 'heap-probe-test-'));
    const file = path.join(folder, 'heap');
    const probe = fileURLToPath(new URL('./heapProbe.mjs', import.meta.url));
    try {
      // Keeps about 3 MB of strings before each of four full collections; the observer reports
      // after each, on the following turns of the event loop.
      const script = `
        const kept = [];
        let round = 0;
        const step = () => {
          for (let i = 0; i < 100000; i++) kept.push('kept ' + round + ' ' + i);
          globalThis.gc();
          if (++round < 4) setTimeout(step, 20); else setTimeout(() => {}, 50);
        };
        step();`;
      const result = spawnSync(
        process.execPath,
        ['--expose-gc', `--import=${probe}`, '--input-type=module', '-e', script],
        { env: { ...process.env, HEAP_PROBE_FILE: file }, encoding: 'utf8' },
      );
      expect(result.stderr).toBe('');
      const readings = readFileSync(file, 'utf8')
        .trim()
        .split('\n')
        .map((line) => line.split(' ').map(Number));
      expect(readings.length).toBeGreaterThanOrEqual(4);
      for (const [at] of readings) expect(at).toBeGreaterThan(Date.now() - 60_000);
      const bytes = readings.map(([, used]) => used!);
      // Three rounds kept between the first reading and the last.
      expect(bytes.at(-1)! - bytes[0]!).toBeGreaterThan(6 * 2 ** 20);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});

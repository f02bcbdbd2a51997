import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { constants, deflateSync } from 'node:zlib';
import { afterEach, describe, expect, test } from 'vitest';
import { chunk, compressBaselines, decodePng, encodePng, type Rgba } from './visual-compress.ts';

/** A picture with flat areas, gradients, edges and noise, so every PNG filter gets chosen. */
function picture(width: number, height: number, alpha: (x: number, y: number) => number): Rgba {
  const data = Buffer.alloc(width * height * 4);
  let seed = 7;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      const i = (y * width + x) * 4;
      const noisy = x > width / 2 && y > height / 2;
      data[i] = noisy ? seed & 0xff : x < 5 ? 255 : (x * 7) & 0xff;
      data[i + 1] = noisy ? (seed >> 8) & 0xff : (y * 3) & 0xff;
      data[i + 2] = noisy ? (seed >> 16) & 0xff : ((x + y) * 5) & 0xff;
      data[i + 3] = alpha(x, y);
    }
  }
  return { width, height, data };
}

/** An RGBA PNG written the way Vitest's codec writes it (every row unfiltered here). */
function rgbaPng({ width, height, data }: Rgba): Buffer {
  const raw = Buffer.alloc((width * 4 + 1) * height);
  for (let y = 0; y < height; y++) {
    data.copy(raw, y * (width * 4 + 1) + 1, y * width * 4, (y + 1) * width * 4);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { strategy: constants.Z_RLE })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const colourType = (png: Buffer) => png[25];

describe('the baselines’ PNG codec', () => {
  test('an opaque picture is written as RGB and reads back to the same pixels', () => {
    const opaque = picture(61, 37, () => 255);
    const png = encodePng(opaque);
    expect(colourType(png)).toBe(2);
    expect(decodePng(png)).toEqual(opaque);
  });

  test('a picture with any transparency keeps its alpha', () => {
    const seeThrough = picture(40, 30, (x, y) => (x === 3 && y === 4 ? 128 : 255));
    const png = encodePng(seeThrough);
    expect(colourType(png)).toBe(6);
    expect(decodePng(png)).toEqual(seeThrough);
  });

  test('reads an RGBA PNG as Vitest writes it', () => {
    const opaque = picture(33, 21, () => 255);
    expect(decodePng(rgbaPng(opaque))).toEqual(opaque);
  });
});

describe('compressBaselines', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  test('rewrites a baseline smaller, with exactly the same pixels', () => {
    dir = mkdtempSync(path.join(tmpdir(), 'baselines-'));
    const shot = picture(120, 80, () => 255);
    const file = path.join(dir, 'components-button--primary.375.png');
    writeFileSync(file, rgbaPng(shot));
    const { files, before, after } = compressBaselines(dir);
    expect(files).toBe(1);
    expect(after).toBeLessThan(before);
    expect(readFileSync(file).length).toBe(after);
    expect(decodePng(readFileSync(file))).toEqual(shot);
  });
});

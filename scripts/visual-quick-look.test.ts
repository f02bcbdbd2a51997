// The visual check's quick look (.storybook/baselineCheck.ts) may only ever say "the same" where
// `toMatchScreenshot` would: its comparison is held here to the limits docs/visual-regression.md
// states, on a real baseline.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { samePicture } from '../.storybook/baselineCheck.ts';
import { baselineDir } from '../.storybook/visualRegression.ts';

const root = path.resolve(import.meta.dirname, '..');
const baseline = readFileSync(
  path.join(root, baselineDir, 'components-button--all-variants.375.png'),
);

/** The baseline with the pixel in the middle changed by `change` (added to R, G, B; alpha kept). */
function withPixelChanged(change: [number, number, number]): Buffer {
  const image = PNG.sync.read(baseline);
  const index = (Math.floor(image.height / 2) * image.width + Math.floor(image.width / 2)) * 4;
  change.forEach((delta, channel) => {
    const value = image.data[index + channel]!;
    // Away from the edge of the range, so the change is the whole `delta`.
    image.data[index + channel] = value + delta > 255 ? value - delta : value + delta;
  });
  return PNG.sync.write(image);
}

describe('the quick look at a shot', () => {
  it('takes the same picture, encoded another way, for the same', () => {
    const reencoded = PNG.sync.write(PNG.sync.read(baseline), { deflateLevel: 1 });
    expect(reencoded.equals(baseline)).toBe(false);
    expect(samePicture(baseline, reencoded)).toBe(true);
  });

  it('lets a pixel move by 1 of 255 in each channel, as the comparator’s threshold does', () => {
    expect(samePicture(baseline, withPixelChanged([1, 1, 1]))).toBe(true);
  });

  it('fails one pixel changed by 2 in green, or by 3 in every channel', () => {
    expect(samePicture(baseline, withPixelChanged([0, 2, 0]))).toBe(false);
    expect(samePicture(baseline, withPixelChanged([3, 3, 3]))).toBe(false);
  });

  it('fails a picture of another size', () => {
    const image = PNG.sync.read(baseline);
    const shorter = new PNG({ width: image.width, height: image.height - 1 });
    image.data.copy(shorter.data, 0, 0, shorter.data.length);
    expect(samePicture(baseline, PNG.sync.write(shorter))).toBe(false);
  });
});

// @vitest-environment node
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultMediaDir } from '../app.ts';
import { drawnPortraitFile, portraitLooks } from '../seed/designerPortraits.ts';

const expected: Record<string, [number, number]> = {
  'kitchen-garden-hero.svg': [1600, 900],
  'raised-beds.svg': [1200, 800],
  'herb-spiral.svg': [1200, 800],
  'tomato-harvest.svg': [1200, 1200],
  'garden-path.svg': [1200, 800],
  'seedlings.svg': [1200, 800],
  'potager-plan.svg': [1200, 900],
  'avatar-maya.svg': [400, 400],
  'avatar-jonah.svg': [400, 400],
  'avatar-priya.svg': [400, 400],
  'product-raised-bed.svg': [800, 800],
  'product-seeds.svg': [800, 800],
  'product-book.svg': [800, 800],
  'product-trowel.svg': [800, 800],
  'avatar-sage.svg': [400, 400],
  'avatar-rowan.svg': [400, 400],
  'avatar-juniper.svg': [400, 400],
  'avatar-wren.svg': [400, 400],
  'avatar-hazel.svg': [400, 400],
  'avatar-ash.svg': [400, 400],
  'logo-leaf.svg': [400, 400],
  'logo-sprout.svg': [400, 400],
  'logo-sun.svg': [400, 400],
  'logo-watering-can.svg': [400, 400],
  'cover-rows.svg': [1000, 500],
  'cover-orchard.svg': [1000, 500],
  'survey-garden-styles.svg': [1200, 800],
  // The designers' portraits drawn by scripts/draw-portraits.ts.
  ...Object.fromEntries(
    Object.keys(portraitLooks).map((name) => [drawnPortraitFile(name), [400, 400]]),
  ),
};

describe('the demo images', () => {
  it('are exactly the listed illustrations', () => {
    const files = readdirSync(defaultMediaDir).filter((file) => file.endsWith('.svg'));
    expect(files.sort()).toEqual(Object.keys(expected).sort());
  });

  it.each(Object.entries(expected))(
    '%s is a small, self-contained SVG with its size, a viewBox and a title',
    (file, [width, height]) => {
      const filePath = path.join(defaultMediaDir, file);
      const svg = readFileSync(filePath, 'utf8');
      expect(statSync(filePath).size).toBeLessThan(8 * 1024);
      expect(svg).toMatch(
        new RegExp(`^<svg [^>]*width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"`),
      );
      expect(svg).toMatch(/<title>[^<]{10,}<\/title>/);
      // Nothing to fetch and nothing to run: no external references, rasters or scripts.
      expect(svg).not.toMatch(/<image|<script|\bon\w+=|https?:\/\/(?!www\.w3\.org\/2000\/svg)|href="(?!#)/);
    },
  );
});

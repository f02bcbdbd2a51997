import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { fallbackFontFaces, fontFaceDeclarations, fontStacks, webFontFaces } from './fontFaces.ts';
import { fontPreloads } from './fonts.ts';
import { tokens } from './tokens.ts';

const require = createRequire(import.meta.url);
const declarations = fontFaceDeclarations();
const webFamilies = new Set<string>(webFontFaces.map((face) => face.family));
const fileName = (path: string) => path.split('/').pop()!;
/** A built asset's name without Vite's content hash: lora-latin-500-normal-Dh16O2IA.woff2 → …normal.woff2 */
const unhashed = (name: string) =>
  name.replace(/(-(?:normal|italic))-[\w-]{8}\.woff2$/, '$1.woff2');
const percent = (value: string | undefined) => {
  expect(value).toMatch(/^\d+(\.\d+)?%$/);
  return Number.parseFloat(value!) / 100;
};

// Vertical metrics of the web fonts (hhea = OS/2 typo, USE_TYPO_METRICS set), per unitsPerEm.
const verticalMetrics = {
  Lora: { ascent: 1.006, descent: 0.274, lineGap: 0 },
  'Work Sans': { ascent: 0.93, descent: 0.243, lineGap: 0 },
};

describe('font faces', () => {
  it('gives every @font-face font-display: swap', () => {
    expect(declarations.length).toBe(webFontFaces.length + fallbackFontFaces.length);
    for (const { fontFamily, rule } of declarations) {
      expect(rule.fontDisplay, fontFamily).toBe('swap');
    }
  });

  it('loads each web font face from one existing @fontsource woff2 file', () => {
    for (const face of webFontFaces) {
      const declaration = declarations.find(
        ({ fontFamily, rule }) =>
          fontFamily === face.family &&
          rule.fontWeight === String(face.weight) &&
          rule.fontStyle === face.style,
      );
      expect(declaration?.rule.src).toBe(`url("${face.file}") format("woff2")`);
      expect(existsSync(require.resolve(face.file)), face.file).toBe(true);
    }
  });

  it('gives each web font metric-matched fallbacks for its regular and bold weights', () => {
    for (const [stack, [webFamily, ...fallbacks]] of Object.entries(fontStacks)) {
      expect(webFamilies.has(webFamily), stack).toBe(true);
      expect(fallbacks.length, stack).toBeGreaterThan(0);
      for (const family of fallbacks) {
        const faces = declarations.filter(({ fontFamily }) => fontFamily === family);
        expect(faces.map(({ rule }) => rule.fontWeight).sort(), family).toEqual([
          '100 500',
          '600 900',
        ]);
        for (const { rule } of faces) {
          expect(rule.src, family).toMatch(/^local\("[^"]+"\)(, local\("[^"]+"\))*$/);
          // The overrides, scaled back by size-adjust, are the web font's own vertical metrics.
          const sizeAdjust = percent(rule.sizeAdjust);
          expect(sizeAdjust).toBeGreaterThan(0.8);
          expect(sizeAdjust).toBeLessThan(1.25);
          const web = verticalMetrics[webFamily as keyof typeof verticalMetrics];
          expect(percent(rule.ascentOverride) * sizeAdjust).toBeCloseTo(web.ascent, 3);
          expect(percent(rule.descentOverride) * sizeAdjust).toBeCloseTo(web.descent, 3);
          expect(percent(rule.lineGapOverride) * sizeAdjust).toBeCloseTo(web.lineGap, 3);
        }
      }
    }
  });

  it('names local fonts found on phones, desktops and the Debian machines the audits run on', () => {
    const localNames = fallbackFontFaces.flatMap((face) => face.local);
    for (const name of [
      'Arial',
      'Helvetica',
      'Liberation Sans',
      'Roboto',
      'Times New Roman',
      'Liberation Serif',
      'Noto Serif',
    ]) {
      expect(localNames).toContain(name);
    }
  });

  it('puts the fallbacks right after the web font in the theme font stacks', () => {
    const families = (stack: string) =>
      stack.split(',').map((name) => name.trim().replace(/"/g, ''));
    expect(families(tokens.font.heading).slice(0, 3)).toEqual([...fontStacks.heading]);
    expect(families(tokens.font.body).slice(0, 3)).toEqual([...fontStacks.body]);
  });
});

describe('font preloads', () => {
  const preloaded = fontPreloads.map((link) => unhashed(fileName(link.href)));

  it('are font preloads a font request can use', () => {
    expect(fontPreloads.length).toBeGreaterThan(0);
    for (const link of fontPreloads) {
      expect(link).toMatchObject({
        rel: 'preload',
        as: 'font',
        type: 'font/woff2',
        crossOrigin: 'anonymous',
      });
      expect(link.href).toMatch(/\.woff2$/);
    }
  });

  it('cover only the faces above the fold: the hero heading and the body text', () => {
    const aboveTheFold = webFontFaces
      .filter((face) => face.preload)
      .map((face) => `${face.family} ${face.weight} ${face.style}`);
    expect(aboveTheFold).toEqual(['Lora 500 normal', 'Work Sans 400 normal']);
    expect(preloaded.sort()).toEqual(
      webFontFaces
        .filter((face) => face.preload)
        .map((face) => fileName(face.file))
        .sort(),
    );
  });

  it('each name a file an @font-face rule downloads', () => {
    const referenced = declarations
      .filter(({ fontFamily }) => webFamilies.has(fontFamily))
      .map(({ rule }) => fileName(rule.src.match(/url\("([^"]+)"\)/)![1]!));
    for (const file of preloaded) expect(referenced).toContain(file);
  });
});

import { describe, expect, it } from 'vitest';
import { contrastRatio } from './contrast.ts';
import { palette, tokens } from './tokens.ts';

const { color } = tokens;
/** AA for normal text; 3:1 for the edge of a box (non-text contrast). */
const text = 4.5;
const edge = 3;

describe('colour contrast', () => {
  it('measures the WCAG ratio', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(() => contrastRatio('red', '#ffffff')).toThrow('Not a #rrggbb colour: red');
  });

  it.each([
    ['white', palette.white],
    ['beige', palette.beige],
    ['pink', palette.pink],
    ['the warning surface', color.warningBg],
  ])('reads warning text at AA on %s', (_name, background) => {
    expect(contrastRatio(color.warning, background)).toBeGreaterThanOrEqual(text);
  });

  it('reads body text on the warning surface, and its amber edge stands out from white and beige', () => {
    expect(contrastRatio(color.text, color.warningBg)).toBeGreaterThanOrEqual(text);
    expect(contrastRatio(color.warning, palette.white)).toBeGreaterThanOrEqual(edge);
    expect(contrastRatio(color.warning, palette.beige)).toBeGreaterThanOrEqual(edge);
  });

  it.each([
    ['error', color.error, color.errorBg],
    ['success', color.success, color.successBg],
    ['info', color.info, color.infoBg],
    ['warning', color.warning, color.warningBg],
  ])('reads the %s pair at AA on its own surface, on white and on beige', (_name, fg, bg) => {
    for (const background of [bg, palette.white, palette.beige])
      expect(contrastRatio(fg, background)).toBeGreaterThanOrEqual(text);
  });
});

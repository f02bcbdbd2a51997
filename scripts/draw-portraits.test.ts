import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { handDrawnPortraits, portraitFile } from '#api/seed/designerPortraits.ts';
import { seedDesigners } from '#api/seed/directoryData.ts';
import { drawPortraits, portraitsDir } from './draw-portraits.ts';

const drawn = drawPortraits();
const committed = (file: string) => readFileSync(path.join(portraitsDir, file), 'utf8');
/** A portrait without its title: what a person sees. */
const picture = (svg: string) => svg.replace(/<title>[^<]*<\/title>/, '');

describe('the designers’ portraits (scripts/draw-portraits.ts)', () => {
  it.each([...drawn.keys()])(
    'has the committed %s up to date (run `node --import tsx scripts/draw-portraits.ts`)',
    (file) => {
      expect(committed(file)).toBe(drawn.get(file));
    },
  );

  it('gives every designer a portrait of their own, no two drawn alike', () => {
    const files = seedDesigners.map(portraitFile);
    expect(new Set(files).size).toBe(seedDesigners.length);
    const pictures = files.map((file) => picture(committed(file)));
    expect(new Set(pictures).size).toBe(files.length);
  });

  it('draws none of the hand-drawn ones over', () => {
    for (const file of Object.values(handDrawnPortraits)) expect(drawn.has(file)).toBe(false);
  });
});

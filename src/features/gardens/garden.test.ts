import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { designerHref, gardenerName, gardenSchema } from './garden.ts';

const parse = (input: unknown) => v.parse(gardenSchema, input);

describe('a garden of the garden sections', () => {
  it('links a coach gardener to their designer profile and names them', () => {
    const garden = parse({
      image: '/a.svg',
      user: { id: 2, first_name: 'Maya', last_name: 'Okafor', coach: '1' },
    });
    expect(gardenerName(garden)).toBe('Maya Okafor');
    expect(designerHref(garden)).toBe('/designers/2');
  });

  it('does not link a gardener who is not a coach, whatever the flag looks like', () => {
    for (const coach of [false, 0, '0', 'false', null]) {
      expect(designerHref(parse({ image: '/a.svg', user: { id: 5, coach } }))).toBeNull();
    }
  });

  it('requires an image', () => {
    expect(v.safeParse(gardenSchema, { image: '  ' }).success).toBe(false);
  });
});

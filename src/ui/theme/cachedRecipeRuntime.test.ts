import { createRuntimeFn as original } from '@vanilla-extract/recipes/createRuntimeFn';
import { describe, expect, it } from 'vitest';
import { createRuntimeFn as cached, recipeCacheLimit } from './cachedRecipeRuntime.ts';

// A recipe as vanilla-extract compiles one: a default variant missing for `tone`, a boolean variant,
// and compound variants.
const config = {
  defaultClassName: 'base',
  variantClassNames: {
    size: { small: 'size-s', large: 'size-l' },
    tone: { default: 'tone-d', inverse: 'tone-i' },
    full: { true: 'full-t', false: 'full-f' },
  },
  defaultVariants: { size: 'small', full: false },
  compoundVariants: [
    [{ size: 'large', tone: 'inverse' }, 'large-inverse'],
    [{ full: true }, 'full-compound'],
  ],
} as unknown as Parameters<typeof original>[0];

/** A recipe function as the tests call it: with any options, right or wrong. */
type Options = Record<string, unknown> | undefined;
type Recipe = ((options?: Options) => string) & ReturnType<typeof original>;
const plainRecipe = (c: Parameters<typeof original>[0]) => original(c) as Recipe;
const cachedRecipe = (c: Parameters<typeof original>[0]) => cached(c) as Recipe;

const selections: Options[] = [
  undefined,
  {},
  { size: 'large' },
  { tone: 'inverse', size: 'large' },
  { size: 'large', tone: 'inverse' },
  { size: undefined, tone: 'default' },
  { full: true },
  { full: 'true' },
  { full: false, tone: 'inverse' },
  { tone: undefined },
  { size: 'huge' },
];

describe('the cached recipe runtime', () => {
  it('answers every selection as vanilla-extract does, class order included, however often asked', () => {
    const plain = plainRecipe(config);
    const remembered = cachedRecipe(config);
    for (let round = 0; round < 3; round++) {
      for (const options of selections) expect(remembered(options)).toBe(plain(options));
    }
    // Keys in another order give the class names in another order, as the original does.
    expect(remembered({ tone: 'inverse', full: true })).toBe(
      plain({ tone: 'inverse', full: true }),
    );
  });

  it('keeps what else a recipe function offers', () => {
    const plain = plainRecipe(config);
    const remembered = cachedRecipe(config);
    expect(remembered.variants()).toEqual(plain.variants());
    expect(remembered.classNames.base).toBe(plain.classNames.base);
    expect(remembered.classNames.variants).toEqual(plain.classNames.variants);
  });

  it('still answers once it has remembered as many selections as it may', () => {
    const many = {
      defaultClassName: 'base',
      variantClassNames: {
        n: Object.fromEntries(
          [...Array(recipeCacheLimit + 20).keys()].map((i) => [`v${i}`, `c${i}`]),
        ),
      },
      defaultVariants: {},
      compoundVariants: [],
    } as unknown as Parameters<typeof original>[0];
    const plain = plainRecipe(many);
    const remembered = cachedRecipe(many);
    for (let i = 0; i < recipeCacheLimit + 20; i++) {
      const options = { n: `v${i}` };
      expect(remembered(options)).toBe(plain(options));
    }
  });
});

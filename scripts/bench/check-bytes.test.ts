import { describe, expect, it } from 'vitest';
import type { PageSectionWire } from '#src/lib/api/types.ts';
import { e2ePages, benchLongPageTypes } from '#src/demo/pages.ts';
import { collectSectionTypes } from '#site/page/sectionModules.ts';
// @ts-expect-error -- a plain .mjs bench script without type declarations (typed below).
import * as checkBytes from './check-bytes.mjs';
// @ts-expect-error -- a plain .mjs bench script without type declarations (typed below).
import * as pages from './pages.mjs';

interface Bytes {
  pages: { name: string; path: string; scripts: { file: string; gzipKb: number }[] }[];
  sections: { type: string; file: string; gzipKb: number }[];
  registeredTypes: string[];
}
const { byteFailures } = checkBytes as {
  byteFailures: (bytes: Bytes, budget: unknown) => string[];
};
const { benchPages } = pages as { benchPages: { name: string; slug?: string }[] };

const budget = {
  pages: { home: { scriptGzipKb: 170, scriptRequests: 20, styleRequests: 2 } },
  sectionChunkGzipKb: 15,
};
const page = {
  name: 'home',
  path: '/',
  scriptGzipKb: 160,
  scriptRequests: 19,
  styleRequests: 2,
  scripts: [],
};

describe('byteFailures', () => {
  it('keeps a build within every budget', () => {
    const bytes = {
      pages: [page],
      sections: [{ type: 'hero', file: 'assets/hero.js', gzipKb: 2 }],
      registeredTypes: ['hero'],
    };
    expect(byteFailures(bytes, budget)).toEqual([]);
  });

  it('names a page over its budget and a chunk over the chunk budget', () => {
    const bytes = {
      pages: [{ ...page, scriptRequests: 21, scripts: [{ file: 'assets/big.js', gzipKb: 90 }] }],
      sections: [{ type: 'quiz', file: 'assets/quiz.js', gzipKb: 15.1 }],
      registeredTypes: ['quiz'],
    };
    expect(byteFailures(bytes, budget)).toEqual([
      'home (/): scriptRequests 21 > 20',
      'section chunk quiz (assets/quiz.js): 15.1 KB gzip > 15 KB',
    ]);
  });

  it('holds a page within a margin of another', () => {
    const long = {
      ...page,
      name: 'long page',
      path: '/long',
      scriptGzipKb: 175,
      scriptRequests: 24,
    };
    const budgets = {
      ...budget,
      pages: {
        ...budget.pages,
        'long page': { over: { page: 'home', scriptGzipKb: 15, scriptRequests: 5 } },
      },
    };
    expect(
      byteFailures({ pages: [page, long], sections: [], registeredTypes: [] }, budgets),
    ).toEqual([]);
    const heavier = { ...long, scriptGzipKb: 175.1, scriptRequests: 25 };
    expect(
      byteFailures({ pages: [page, heavier], sections: [], registeredTypes: [] }, budgets),
    ).toEqual([
      "long page (/long): scriptGzipKb 175.1 is 15.1 over home's 160, more than 15",
      "long page (/long): scriptRequests 25 is 6 over home's 19, more than 5",
    ]);
  });

  it('fails a registered type that has no chunk of its own', () => {
    const bytes = { pages: [], sections: [], registeredTypes: ['tip-box'] };
    expect(byteFailures(bytes, budget)).toEqual([
      'section type tip-box has no chunk of its own in the build',
    ]);
  });
});

describe("the bench's pages", () => {
  it('give the long page a fixed list of types, not one that grows with the registry', () => {
    const long = benchPages.find((candidate) => candidate.name === 'long page');
    const seed = e2ePages.find((candidate) => candidate.slug === long?.slug);
    expect(collectSectionTypes(seed?.page_sections as PageSectionWire[] | undefined)).toEqual([
      ...benchLongPageTypes,
    ]);
    expect(benchLongPageTypes).toHaveLength(27);
  });
});

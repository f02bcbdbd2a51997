import { describe, expect, it } from 'vitest';
import { collectSectionTypes } from './sectionModules.ts';
import { slugFromPath } from './loadPage.server.ts';

describe('collecting the section types of a page', () => {
  it('lists each type once, including the sub-sections of reusable', () => {
    expect(
      collectSectionTypes([
        { id: 1, type: 'hero', content: {} },
        { id: 2, type: 'faq', content: {} },
        {
          id: 3,
          type: 'reusable',
          content: {
            sections: [
              { id: 4, type: 'body', content: {} },
              { id: 5, type: 'hero', content: {} },
            ],
          },
        },
      ]),
    ).toEqual(['hero', 'faq', 'reusable', 'body']);
  });

  it('ignores malformed entries instead of throwing', () => {
    expect(collectSectionTypes([null, 5, { id: 1 }, { id: 2, type: 'faq' }] as never)).toEqual([
      'faq',
    ]);
    expect(collectSectionTypes(undefined)).toEqual([]);
  });
});

describe('the slug of a path', () => {
  it('is home for the root and the path without slashes otherwise', () => {
    expect(slugFromPath(undefined)).toBe('home');
    expect(slugFromPath('')).toBe('home');
    expect(slugFromPath('about/')).toBe('about');
    expect(slugFromPath('blog/first-tomatoes')).toBe('blog/first-tomatoes');
  });
});

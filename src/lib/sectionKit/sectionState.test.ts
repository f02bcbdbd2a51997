import { describe, expect, it } from 'vitest';
import { isSectionStateKey, onlySectionStateChanged, sectionStateKey } from './sectionState.ts';

const url = (path: string) => new URL(path, 'http://site.test');

describe('section state in the address', () => {
  it('names the quiz step key by the quiz id', () => {
    expect(sectionStateKey('quiz-', 7)).toBe('quiz-7');
    expect(isSectionStateKey('quiz-7')).toBe(true);
    expect(isSectionStateKey('zip')).toBe(false);
    expect(isSectionStateKey('quiz')).toBe(false);
  });

  it('tells a step change from a change of page or of other query keys', () => {
    expect(onlySectionStateChanged(url('/quiz'), url('/quiz?quiz-1=2'))).toBe(true);
    expect(onlySectionStateChanged(url('/quiz?a=1&quiz-1=2'), url('/quiz?quiz-1=3&a=1'))).toBe(
      true,
    );
    expect(onlySectionStateChanged(url('/quiz?quiz-1=2'), url('/quiz?quiz-1=2'))).toBe(false);
    expect(onlySectionStateChanged(url('/quiz?quiz-1=2'), url('/other?quiz-1=3'))).toBe(false);
    expect(onlySectionStateChanged(url('/quiz'), url('/quiz?preview=1&quiz-1=2'))).toBe(false);
  });
});

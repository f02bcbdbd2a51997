import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { describe, expect, it } from 'vitest';
import { keepDataForSectionState } from './revalidation.ts';

function args(from: string, to: string, extra: Partial<ShouldRevalidateFunctionArgs> = {}) {
  return {
    currentUrl: new URL(from, 'http://site.test'),
    nextUrl: new URL(to, 'http://site.test'),
    currentParams: {},
    nextParams: {},
    defaultShouldRevalidate: true,
    ...extra,
  } as ShouldRevalidateFunctionArgs;
}

describe('keepDataForSectionState', () => {
  it('keeps the page data when only the quiz step changes', () => {
    expect(keepDataForSectionState(args('/quiz?quiz-1=1', '/quiz?quiz-1=2'))).toBe(false);
  });

  it('revalidates as React Router would otherwise', () => {
    expect(keepDataForSectionState(args('/quiz?quiz-1=1', '/about'))).toBe(true);
    // revalidate() after an inline sign-in: same address.
    expect(keepDataForSectionState(args('/quiz?quiz-1=results', '/quiz?quiz-1=results'))).toBe(
      true,
    );
    expect(
      keepDataForSectionState(args('/quiz?quiz-1=1', '/quiz?quiz-1=2', { formMethod: 'POST' })),
    ).toBe(true);
    expect(
      keepDataForSectionState(
        args('/quiz?quiz-1=1', '/quiz?quiz-1=2', { defaultShouldRevalidate: false }),
      ),
    ).toBe(false);
  });
});

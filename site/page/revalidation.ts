import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { onlySectionStateChanged } from '#src/lib/sectionKit/sectionState.ts';

/**
 * A route's `shouldRevalidate`: a navigation that changes only a section's state in the address
 * (the quiz's step) keeps the data the page has; everything else revalidates as React Router would.
 */
export function keepDataForSectionState({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs): boolean {
  if (!formMethod && onlySectionStateChanged(currentUrl, nextUrl)) return false;
  return defaultShouldRevalidate;
}

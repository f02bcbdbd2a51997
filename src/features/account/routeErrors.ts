import { data } from 'react-router';
import { ApiError, isApiTrouble } from '#src/lib/api/client.ts';

/**
 * The status of a failed API call on the site server: 503 when the API is in trouble (unreachable,
 * too slow for the page's deadline, a 5xx or a malformed answer; the visitor may retry), otherwise
 * its own, or 500 when it had none (docs/spec/platform.md §7).
 */
export function apiStatus(error: unknown): number {
  if (isApiTrouble(error)) return 503;
  return error instanceof ApiError && error.status >= 400 ? error.status : 500;
}

/**
 * What a loader throws when the API call its page depends on failed: the route's error page with the
 * same status (404 "Page not found" for an order that is not the person's), the cause logged.
 */
export function routeErrorFor(error: unknown, what: string) {
  const status = apiStatus(error);
  if (status !== 404) console.warn(`[account] could not load ${what}:`, (error as Error).message);
  return data(null, { status });
}

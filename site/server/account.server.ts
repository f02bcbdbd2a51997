import { ApiError, type ApiClient } from '#src/lib/api/client.ts';
import type { AccountWire, DataResponse } from '#src/lib/api/types.ts';
import { routeErrorFor } from '#src/features/account/routeErrors.ts';

export interface LoadedAccount {
  account: AccountWire | null;
  /** True when the API refused the token (a 401): the caller then clears the session cookie. */
  expired: boolean;
  /** Any other failure (the API in trouble): the person is still signed in, the account unknown. */
  failure: unknown;
}

/** GET /account with the person's token; null without one. */
export async function loadAccount(api: ApiClient, hasToken: boolean): Promise<LoadedAccount> {
  if (!hasToken) return { account: null, expired: false, failure: null };
  try {
    const response = await api.get<DataResponse<AccountWire>>('/account');
    return { account: response.data, expired: false, failure: null };
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      return { account: null, expired: true, failure: null };
    }
    return { account: null, expired: false, failure: error };
  }
}

/**
 * The signed-in account, or null. `expired` is true when the API refused the token (a 401): the
 * caller then clears the session cookie. Any other failure is the page's error (503 when the API is in
 * trouble): the person stays signed in, and is not sent to /login because the API blinked.
 */
export async function fetchAccount(
  api: ApiClient,
  hasToken: boolean,
): Promise<{ account: AccountWire | null; expired: boolean }> {
  const { account, expired, failure } = await loadAccount(api, hasToken);
  if (failure) throw routeErrorFor(failure, 'the account');
  return { account, expired };
}

import { ApiError, type ApiClient } from '#src/api/client.ts';
import type { AccountWire, DataResponse } from '#src/api/types.ts';
import { routeErrorFor } from '#src/account/routeErrors.ts';

/**
 * The signed-in account, or null. `expired` is true when the API refused the token (a 401): the
 * caller then clears the session cookie. Any other failure is the page's error (503 when the API is in
 * trouble): the person stays signed in, and is not sent to /login because the API blinked.
 */
export async function fetchAccount(
  api: ApiClient,
  hasToken: boolean,
): Promise<{ account: AccountWire | null; expired: boolean }> {
  if (!hasToken) return { account: null, expired: false };
  try {
    const response = await api.get<DataResponse<AccountWire>>('/account');
    return { account: response.data, expired: false };
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return { account: null, expired: true };
    throw routeErrorFor(error, 'the account');
  }
}

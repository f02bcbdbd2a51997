import { ApiError, type ApiClient } from '#src/api/client.ts';
import type { AccountWire, DataResponse } from '#src/api/types.ts';

/**
 * The signed-in account, or null. `expired` is true when the API refused the token (a 401): the
 * caller then clears the session cookie.
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
    console.warn('[account] could not load the account:', (error as Error).message);
    return { account: null, expired: false };
  }
}

import { data, redirect } from 'react-router';
import type { ApiClient } from '#src/lib/api/client.ts';
import type { AccountWire, Role } from '#src/lib/api/types.ts';
import { hasAnyRole } from '#src/lib/session/account.ts';
import { routeErrorFor } from '#src/features/account/routeErrors.ts';
import { loadAccount } from './account.server.ts';
import { setFlash } from './flash.server.ts';
import { apiForRequest, commitLogout, setLoginRedirect, type Session } from './session.server.ts';

/** What the 403 of a route that lists roles says (docs/spec/platform.md §6, §8). */
export const unauthorizedMessage = 'You are unauthorized to view this page';

export interface GuardedRequest {
  account: AccountWire;
  api: ApiClient;
  session: Session;
}

/**
 * The route guard of every account route (docs/spec/platform.md §6). A visitor goes to /login with the message
 * requiresLogin, the path kept in the login-redirect cookie; a signed-in account without one of the
 * route's `roles` gets 403 "You are unauthorized to view this page". Loaders of nested routes run in
 * parallel, so every guarded loader calls this itself. When the API cannot tell who is signed in (it is
 * in trouble), the page answers its error (503) and the session is kept.
 */
export async function requireAccount(
  request: Request,
  options: { roles?: readonly Role[] } = {},
): Promise<GuardedRequest> {
  const guarded = await guard(request, options);
  if ('failure' in guarded) throw routeErrorFor(guarded.failure, 'the account');
  return guarded;
}

/**
 * The guard of a form's action: the same rules, but when the API is in trouble the action gets the
 * failure, to answer its form with the specification's message and what was typed, not an error page.
 */
export async function requireAccountForForm(
  request: Request,
  options: { roles?: readonly Role[] } = {},
): Promise<GuardedRequest | { failure: unknown }> {
  return guard(request, options);
}

async function guard(
  request: Request,
  { roles = [] }: { roles?: readonly Role[] },
): Promise<GuardedRequest | { failure: unknown }> {
  const { api, session } = await apiForRequest(request);
  const { account, expired, failure } = await loadAccount(api, Boolean(session.token));
  if (failure) return { failure };
  if (!account?.id) {
    const headers = new Headers();
    headers.append('Set-Cookie', await setFlash('requiresLogin'));
    const url = new URL(request.url);
    // A data request (client navigation) asks for /path.data: keep the page's own path.
    const pathname = url.pathname.replace(/\.data$/, '').replace(/\/_root$/, '/') || '/';
    url.searchParams.delete('_routes');
    const search = url.searchParams.toString();
    headers.append('Set-Cookie', await setLoginRedirect(pathname + (search ? `?${search}` : '')));
    if (expired) for (const cookie of await commitLogout()) headers.append('Set-Cookie', cookie);
    throw redirect('/login', { headers });
  }
  if (!hasAnyRole(account, roles)) {
    throw data({ message: unauthorizedMessage }, { status: 403 });
  }
  return { account, api, session };
}

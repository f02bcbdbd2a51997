import { redirect } from 'react-router';
import type { Route } from './+types/account.accountPageTransitions';
import { requireAccount } from '#site/server/guard.server.ts';

/**
 * The account page transition area of the route table has no screen of its own in the
 * specification: a signed-in person lands on the account overview (visitors go to /login first).
 */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAccount(request);
  throw redirect('/account');
}

export default function AccountPageTransitions() {
  return null;
}

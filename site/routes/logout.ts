import { redirect } from 'react-router';
import type { Route } from './+types/logout';
import { commitLogout } from '#site/server/session.server.ts';

async function logout(request: Request) {
  const to = new URL(request.url).searchParams.get('to');
  const headers = new Headers();
  for (const cookie of await commitLogout()) headers.append('Set-Cookie', cookie);
  const target = to && to.startsWith('/') && !to.startsWith('//') ? to : '/';
  return redirect(target, { headers });
}

export const loader = ({ request }: Route.LoaderArgs) => logout(request);
export const action = ({ request }: Route.ActionArgs) => logout(request);

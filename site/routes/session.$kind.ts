import type { Route } from './+types/session.$kind';
import { inlineSignInAction } from '#site/server/auth.server.ts';

/**
 * POST /session/login and POST /session/register: sign in without leaving the page (the quiz's
 * results step). JSON in the shape of `InlineAuthResult`; the token stays in the HttpOnly cookie.
 */
export const action = ({ request, params }: Route.ActionArgs) =>
  inlineSignInAction(request, params.kind);

export const loader = () => Response.json({ message: 'Method Not Allowed' }, { status: 405 });

import type { Route } from './+types/api.proxy';
import { proxyToApi } from '#site/server/proxy.server.ts';

// The door reads the path as the browser sent it (still percent-encoded), not the decoded splat:
// `/api/dev%2Foutbox` is one segment to the door, never the path /dev/outbox.
export async function loader({ request }: Route.LoaderArgs) {
  return proxyToApi(request);
}

export async function action({ request }: Route.ActionArgs) {
  return proxyToApi(request);
}

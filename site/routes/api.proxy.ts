import type { Route } from './+types/api.proxy';
import { proxyToApi } from '#site/server/proxy.server.ts';

export async function loader({ request, params }: Route.LoaderArgs) {
  return proxyToApi(request, params['*'] ?? '');
}

export async function action({ request, params }: Route.ActionArgs) {
  return proxyToApi(request, params['*'] ?? '');
}

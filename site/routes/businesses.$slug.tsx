import { data } from 'react-router';
import type { Route } from './+types/businesses.$slug';
import { ApiError } from '#src/lib/api/client.ts';
import type { DataResponse, ProviderWire } from '#src/lib/api/types.ts';
import { Container } from '#src/ui/components/Container/index.ts';
import { Text } from '#src/ui/components/Text/index.ts';
import { messageCatalogue } from '#src/lib/messages/catalogue.ts';
import { useLoadFailureToast } from '#src/lib/messages/useLoadFailureToast.ts';
import { ProviderProfile } from '#src/features/providers/ProviderProfile.tsx';
import { businessPath } from '#src/features/providers/provider.ts';
import { routeMeta, shareMeta, shortDescription, siteUrlOf } from '#site/pageMeta.ts';
import { apiForRequest } from '#site/server/session.server.ts';
import * as shellStyles from '#site/shell/shell.css.ts';

const notFound = () => data({ message: 'This page could not be found' }, { status: 404 });

/**
 * A business profile, by slug or id (`GET /providers/{slug or id}`). An unknown business is a 404;
 * when the API fails, the page says so (unableToLoadBusiness) instead of breaking.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const slug = params.slug?.trim();
  if (!slug) throw notFound();
  const { api } = await apiForRequest(request);
  try {
    const provider = (
      await api.get<DataResponse<ProviderWire>>(`/providers/${encodeURIComponent(slug)}`)
    ).data;
    return { provider };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw notFound();
    console.warn(`[businesses/${slug}] could not load:`, (error as Error).message);
    return data({ provider: null }, { status: 503 });
  }
}

export const meta: Route.MetaFunction = ({ data: loaded, matches }) => {
  const provider = loaded?.provider;
  if (!provider) return routeMeta('Business', 'A garden business in the Trellis directory.');
  const description = shortDescription(
    provider.description || `${provider.name}, a garden business in the Trellis directory.`,
  );
  return [
    ...routeMeta(provider.name, description),
    ...shareMeta(siteUrlOf(matches), {
      title: provider.name,
      description,
      path: businessPath(provider),
      image: provider.images?.cover?.image ?? provider.images?.logo?.image,
    }),
  ];
};

export default function BusinessPage({ loaderData }: Route.ComponentProps) {
  const failed = loaderData.provider === null;
  useLoadFailureToast(failed ? true : null, 'unableToLoadBusiness');
  return (
    <Container width="reading" className={shellStyles.appPage}>
      {loaderData.provider ? (
        <ProviderProfile provider={loaderData.provider} />
      ) : (
        <Text>{messageCatalogue.unableToLoadBusiness.message}</Text>
      )}
    </Container>
  );
}

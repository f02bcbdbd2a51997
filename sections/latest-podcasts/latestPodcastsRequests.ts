import type { PodcastWire } from '#src/lib/api/types.ts';
import { ApiError, buildUrl, type ApiClient } from '#src/lib/api/client.ts';
import type { DataResponse, ListResponse } from '#src/lib/api/types.ts';
import { latestPodcastsLimit, type LatestPodcastsContent } from './schema.ts';

/** The list query: as many of the newest as the pinned ones leave room for, without the pinned. */
function latestQuery(pinned: readonly number[]) {
  return { per_page: latestPodcastsLimit - pinned.length, exclude: [...pinned] };
}

/**
 * The requests the section makes, as its SWR key: each pinned episode, then the list unless three
 * are pinned, e.g. `/podcasts/7 + /podcasts?per_page=2&exclude[]=7`.
 */
export function latestPodcastsKey({ podcasts: pinned }: LatestPodcastsContent): string {
  const paths = pinned.map((id) => `/podcasts/${id}`);
  const query = latestQuery(pinned);
  if (query.per_page > 0) paths.push(buildUrl('', '/podcasts', query));
  return paths.join(' + ');
}

/**
 * The pinned episodes (fetched by id, in the editor's order) followed by the newest others. A pinned
 * episode that no longer exists (404) is left out rather than failing the whole section.
 */
export async function fetchLatestPodcasts(
  api: ApiClient,
  { podcasts: pinned }: LatestPodcastsContent,
): Promise<PodcastWire[]> {
  const query = latestQuery(pinned);
  const [pinnedEpisodes, newest] = await Promise.all([
    Promise.all(
      pinned.map((id) =>
        api.get<DataResponse<PodcastWire>>(`/podcasts/${id}`).then(
          (response) => response.data,
          (error: unknown) => {
            if (error instanceof ApiError && error.status === 404) return null;
            throw error;
          },
        ),
      ),
    ),
    query.per_page > 0
      ? api.get<ListResponse<PodcastWire>>('/podcasts', query).then((response) => response.data)
      : Promise.resolve([]),
  ]);
  const found = pinnedEpisodes.filter((podcast): podcast is PodcastWire => podcast !== null);
  return [...found, ...newest].slice(0, latestPodcastsLimit);
}

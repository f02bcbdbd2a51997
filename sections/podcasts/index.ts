import type { PodcastWire } from '#src/lib/api/types.ts';
import { buildUrl } from '#src/lib/api/client.ts';
import type { ListResponse } from '#src/lib/api/types.ts';
import { defineSection } from '#src/lib/sectionKit/defineSection.tsx';
import { Podcasts } from './Podcasts.tsx';
import { podcastsContent, podcastsPerPage, type PodcastsContent } from './schema.ts';

const query = { per_page: podcastsPerPage };

export default defineSection<PodcastsContent, 'default', PodcastWire[]>({
  type: 'podcasts',
  content: podcastsContent,
  Component: Podcasts,
  data: {
    key: () => buildUrl('', '/podcasts', query),
    fetch: async (api) => (await api.get<ListResponse<PodcastWire>>('/podcasts', query)).data,
    prefetch: true,
  },
});

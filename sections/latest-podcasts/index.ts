import type { PodcastWire } from '#src/lib/api/types.ts';
import { defineSection } from '#src/lib/sectionKit/defineSection.tsx';
import { LatestPodcasts } from './LatestPodcasts.tsx';
import { fetchLatestPodcasts, latestPodcastsKey } from './latestPodcastsRequests.ts';
import { latestPodcastsContent, type LatestPodcastsContent } from './schema.ts';

export default defineSection<LatestPodcastsContent, 'default', PodcastWire[]>({
  type: 'latest-podcasts',
  content: latestPodcastsContent,
  Component: LatestPodcasts,
  data: { key: latestPodcastsKey, fetch: fetchLatestPodcasts, prefetch: true },
});

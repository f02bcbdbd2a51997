import type { PodcastWire } from '#src/lib/api/types.ts';
import { Container } from '#src/ui/components/Container/index.ts';
import { Stack } from '#src/ui/components/Stack/index.ts';
import { useLoadFailureToast } from '#src/lib/messages/useLoadFailureToast.ts';
import { Episodes, episodesEmptyText, episodesLoadingText } from '#src/features/podcasts/index.ts';
import type { SectionProps } from '#src/lib/sectionKit/defineSection.tsx';
import { latestPodcastsLimit, type LatestPodcastsContent } from './schema.ts';
import { SectionHeadline } from '#src/lib/sectionKit/SectionHeadline.tsx';

export const latestPodcastsEmptyText = episodesEmptyText;
export const latestPodcastsLoadingText = episodesLoadingText;

/**
 * The newest podcast episodes (at most three) as cards under the section's headline: the episodes
 * the editor pinned first, then the newest of the others.
 */
export function LatestPodcasts({
  content,
  background,
  data,
}: SectionProps<LatestPodcastsContent, 'default', PodcastWire[]>) {
  useLoadFailureToast(data.error, 'unableToLoadPodcasts');
  const inverse = background === 'green';
  return (
    <Container>
      <Stack space="large">
        <SectionHeadline headline={content.headline} tone={inverse ? 'inverse' : 'default'} />
        <Episodes data={data} layout="grid" skeletons={latestPodcastsLimit} inverse={inverse} />
      </Stack>
    </Container>
  );
}

import type { PodcastWire } from '#src/lib/api/types.ts';
import { Container } from '#src/ui/components/Container/index.ts';
import { Stack } from '#src/ui/components/Stack/index.ts';
import { useLoadFailureToast } from '#src/lib/messages/useLoadFailureToast.ts';
import { Episodes, episodesEmptyText, episodesLoadingText } from '#src/features/podcasts/index.ts';
import type { SectionProps } from '#src/lib/sectionKit/defineSection.tsx';
import type { PodcastsContent } from './schema.ts';
import { SectionHeadline } from '#src/lib/sectionKit/SectionHeadline.tsx';

export const podcastsEmptyText = episodesEmptyText;
export const podcastsLoadingText = episodesLoadingText;

/**
 * Every podcast episode, newest first, under the section's headline: title, date, description and
 * links to the platforms it is on (other sites, so they open in a new tab).
 */
export function Podcasts({
  content,
  background,
  data,
}: SectionProps<PodcastsContent, 'default', PodcastWire[]>) {
  useLoadFailureToast(data.error, 'unableToLoadPodcasts');
  const inverse = background === 'green';
  return (
    <Container width="reading">
      <Stack space="large">
        <SectionHeadline headline={content.headline} tone={inverse ? 'inverse' : 'default'} />
        <Episodes data={data} layout="list" skeletons={3} inverse={inverse} />
      </Stack>
    </Container>
  );
}

import type { ReactNode } from 'react';
import type { PodcastWire } from '#src/lib/api/types.ts';
import { ButtonLink } from '#src/ui/components/ButtonLink/index.ts';
import { Card } from '#src/ui/components/Card/index.ts';
import { Heading } from '#src/ui/components/Heading/index.ts';
import { RichText } from '#src/ui/components/RichText/index.ts';
import { Skeleton } from '#src/ui/components/Skeleton/index.ts';
import { Stack } from '#src/ui/components/Stack/index.ts';
import { Text } from '#src/ui/components/Text/index.ts';
import { VisuallyHidden } from '#src/ui/components/VisuallyHidden/index.ts';
import { formatEpisodeDate } from '#src/lib/format/formatEpisodeDate.ts';
import { messageCatalogue } from '#src/lib/messages/index.ts';
import type { SectionDataState } from '#src/lib/sectionKit/defineSection.tsx';
import * as styles from './Episodes.css.ts';

export const episodesEmptyText = 'No episodes yet. The first one is on its way.';
export const episodesLoadingText = 'Loading podcasts...';

/** `grid`: a few episodes side by side (the latest ones); `list`: every episode, one per row. */
export type EpisodesLayout = 'grid' | 'list';

function EpisodeList({ layout, children }: { layout: EpisodesLayout; children: ReactNode }) {
  return layout === 'grid' ? (
    <ul className={styles.episodeGrid}>{children}</ul>
  ) : (
    <Stack as="ul" space="medium" className={styles.episodeList}>
      {children}
    </Stack>
  );
}

/** The platforms the episode is on: other sites, so they open in a new tab. */
function PlatformLinks({ podcast }: { podcast: PodcastWire }) {
  if (podcast.links.length === 0) return null;
  return (
    <ul className={styles.platformList} aria-label={`Listen to ${podcast.title}`}>
      {podcast.links.map((link) => (
        <li key={`${link.platform} ${link.link}`}>
          <ButtonLink href={link.link} variant="outline" size="small">
            {link.platform}
          </ButtonLink>
        </li>
      ))}
    </ul>
  );
}

/** One episode card: title, date, description and a link to each platform it is on. */
export function EpisodeCard({ podcast, layout }: { podcast: PodcastWire; layout: EpisodesLayout }) {
  const text = (
    <>
      <Heading level={3} size={layout === 'grid' ? 'sm' : 'md'}>
        {podcast.title}
      </Heading>
      <Text size="sm" tone="muted">
        <time dateTime={podcast.published_on}>{formatEpisodeDate(podcast.published_on)}</time>
      </Text>
      {podcast.description ? <RichText html={podcast.description} /> : null}
    </>
  );
  if (layout === 'list') {
    return (
      <Card as="li" padding="large">
        <Stack space="small">
          {text}
          <PlatformLinks podcast={podcast} />
        </Stack>
      </Card>
    );
  }
  return (
    <li>
      <Card padding="large" className={styles.gridCard}>
        <Stack space="small" className={styles.gridCardBody}>
          {text}
        </Stack>
        <PlatformLinks podcast={podcast} />
      </Card>
    </li>
  );
}

/** Cards in the shape of episodes while they load, with the loading announced once. */
export function EpisodeSkeletons({ layout, count }: { layout: EpisodesLayout; count: number }) {
  // A grid card is narrow: a longer title and date, and more lines of description.
  const [title, titleHeight, date, lines] =
    layout === 'grid' ? ['80%', '1.25em', '40%', 4] : ['70%', '1.5em', '30%', 3];
  return (
    <div role="status">
      <VisuallyHidden>{episodesLoadingText}</VisuallyHidden>
      <EpisodeList layout={layout}>
        {Array.from({ length: count }, (_, index) => (
          <li key={index}>
            <Card padding="large">
              <Stack space="small">
                <Skeleton width={title} height={titleHeight} />
                <Skeleton width={date} />
                <Skeleton lines={lines} />
              </Stack>
            </Card>
          </li>
        ))}
      </EpisodeList>
    </div>
  );
}

/**
 * The episodes of a podcast section in each state: the cards, the load failure, the empty wording
 * or skeletons while they load. `inverse` is for the green background.
 */
export function Episodes({
  data,
  layout,
  skeletons,
  inverse,
}: {
  data: SectionDataState<PodcastWire[]>;
  layout: EpisodesLayout;
  skeletons: number;
  inverse: boolean;
}) {
  const podcasts = data.data;
  if (podcasts && podcasts.length > 0) {
    return (
      <EpisodeList layout={layout}>
        {podcasts.map((podcast) => (
          <EpisodeCard key={podcast.id} podcast={podcast} layout={layout} />
        ))}
      </EpisodeList>
    );
  }
  if (data.error) {
    return (
      <Text tone={inverse ? 'inverse' : 'error'} align="center">
        {messageCatalogue.unableToLoadPodcasts.message}
      </Text>
    );
  }
  if (podcasts) {
    return (
      <Text tone={inverse ? 'inverse' : 'muted'} align="center">
        {episodesEmptyText}
      </Text>
    );
  }
  return <EpisodeSkeletons layout={layout} count={skeletons} />;
}

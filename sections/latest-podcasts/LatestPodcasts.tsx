import type { PodcastWire } from '#src/api/types.ts';
import { ButtonLink } from '#src/components/ButtonLink/index.ts';
import { Card } from '#src/components/Card/index.ts';
import { Container } from '#src/components/Container/index.ts';
import { Heading } from '#src/components/Heading/index.ts';
import { RichText } from '#src/components/RichText/index.ts';
import { Skeleton } from '#src/components/Skeleton/index.ts';
import { Stack } from '#src/components/Stack/index.ts';
import { Text } from '#src/components/Text/index.ts';
import { VisuallyHidden } from '#src/components/VisuallyHidden/index.ts';
import { messageCatalogue } from '#src/messages/index.ts';
import type { SectionProps } from '#src/sections/defineSection.tsx';
import { formatEpisodeDate } from '#src/format/formatEpisodeDate.ts';
import { episodeBody, episodeCard, episodeGrid, platformList } from './LatestPodcasts.css.ts';
import { latestPodcastsLimit, type LatestPodcastsContent } from './schema.ts';
import { useLoadFailureToast } from '#src/messages/useLoadFailureToast.ts';

export const latestPodcastsEmptyText = 'No episodes yet. The first one is on its way.';
export const latestPodcastsLoadingText = 'Loading podcasts...';

/** One episode card: title, date, description and a link to each platform it is on. */
function EpisodeCard({ podcast }: { podcast: PodcastWire }) {
  return (
    <li>
      <Card padding="large" className={episodeCard}>
        <Stack space="small" className={episodeBody}>
          <Heading level={3} size="sm">
            {podcast.title}
          </Heading>
          <Text size="sm" tone="muted">
            <time dateTime={podcast.published_on}>{formatEpisodeDate(podcast.published_on)}</time>
          </Text>
          {podcast.description ? <RichText html={podcast.description} /> : null}
        </Stack>
        {podcast.links.length > 0 ? (
          <ul className={platformList} aria-label={`Listen to ${podcast.title}`}>
            {podcast.links.map((link) => (
              <li key={`${link.platform} ${link.link}`}>
                <ButtonLink href={link.link} variant="outline" size="small">
                  {link.platform}
                </ButtonLink>
              </li>
            ))}
          </ul>
        ) : null}
      </Card>
    </li>
  );
}

function LoadingEpisodes() {
  return (
    <div role="status">
      <VisuallyHidden>{latestPodcastsLoadingText}</VisuallyHidden>
      <ul className={episodeGrid}>
        {Array.from({ length: latestPodcastsLimit }, (_, index) => (
          <li key={index}>
            <Card padding="large">
              <Stack space="small">
                <Skeleton width="80%" height="1.25em" />
                <Skeleton width="40%" />
                <Skeleton lines={4} />
              </Stack>
            </Card>
          </li>
        ))}
      </ul>
    </div>
  );
}

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
  const podcasts = data.data;

  let body;
  if (podcasts && podcasts.length > 0) {
    body = (
      <ul className={episodeGrid}>
        {podcasts.map((podcast) => (
          <EpisodeCard key={podcast.id} podcast={podcast} />
        ))}
      </ul>
    );
  } else if (data.error) {
    body = (
      <Text tone={inverse ? 'inverse' : 'error'} align="center">
        {messageCatalogue.unableToLoadPodcasts.message}
      </Text>
    );
  } else if (podcasts) {
    body = (
      <Text tone={inverse ? 'inverse' : 'muted'} align="center">
        {latestPodcastsEmptyText}
      </Text>
    );
  } else {
    body = <LoadingEpisodes />;
  }

  return (
    <Container>
      <Stack space="large">
        <Heading level={2} align="center" tone={inverse ? 'inverse' : 'default'}>
          {content.headline}
        </Heading>
        {body}
      </Stack>
    </Container>
  );
}

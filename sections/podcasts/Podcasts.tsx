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
import { episodeList, platformList } from './Podcasts.css.ts';
import type { PodcastsContent } from './schema.ts';
import { useLoadFailureToast } from '#src/messages/useLoadFailureToast.ts';

export const podcastsEmptyText = 'No episodes yet. The first one is on its way.';
export const podcastsLoadingText = 'Loading podcasts...';

/** One episode: its title, date, description and a link to each platform it is on. */
function Episode({ podcast }: { podcast: PodcastWire }) {
  return (
    <Card as="li" padding="large">
      <Stack space="small">
        <Heading level={3} size="md">
          {podcast.title}
        </Heading>
        <Text size="sm" tone="muted">
          <time dateTime={podcast.published_on}>{formatEpisodeDate(podcast.published_on)}</time>
        </Text>
        {podcast.description ? <RichText html={podcast.description} /> : null}
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
      </Stack>
    </Card>
  );
}

function LoadingEpisodes() {
  return (
    <div role="status">
      <VisuallyHidden>{podcastsLoadingText}</VisuallyHidden>
      <Stack space="medium">
        {[0, 1, 2].map((index) => (
          <Card key={index} padding="large">
            <Stack space="small">
              <Skeleton width="70%" height="1.5em" />
              <Skeleton width="30%" />
              <Skeleton lines={3} />
            </Stack>
          </Card>
        ))}
      </Stack>
    </div>
  );
}

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
  const podcasts = data.data;

  let body;
  if (podcasts && podcasts.length > 0) {
    body = (
      <Stack as="ul" space="medium" className={episodeList}>
        {podcasts.map((podcast) => (
          <Episode key={podcast.id} podcast={podcast} />
        ))}
      </Stack>
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
        {podcastsEmptyText}
      </Text>
    );
  } else {
    body = <LoadingEpisodes />;
  }

  return (
    <Container width="reading">
      <Stack space="large">
        <Heading level={2} align="center" tone={inverse ? 'inverse' : 'default'}>
          {content.headline}
        </Heading>
        {body}
      </Stack>
    </Container>
  );
}

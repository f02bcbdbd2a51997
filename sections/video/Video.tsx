import { Container } from '#src/ui/components/Container/index.ts';
import { Stack } from '#src/ui/components/Stack/index.ts';
import type { SectionProps } from '#src/lib/sectionKit/defineSection.tsx';
import { parseYouTubeId, YouTubePlayer } from '#src/features/video/index.ts';
import { SectionHeadline } from '#src/lib/sectionKit/SectionHeadline.tsx';
import type { VideoContent } from './schema.ts';

/**
 * A YouTube video under an optional headline. Nothing loads from YouTube until the visitor presses
 * play; a url without a video id shows "This video is unavailable.".
 */
export function Video({ content, background }: SectionProps<VideoContent>) {
  const inverse = background === 'green';
  return (
    <Container width="reading">
      <Stack space="large">
        <SectionHeadline headline={content.headline} tone={inverse ? 'inverse' : 'default'} />
        <YouTubePlayer
          id={parseYouTubeId(content.url)}
          title={content.headline || 'YouTube video'}
        />
      </Stack>
    </Container>
  );
}

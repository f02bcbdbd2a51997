import { Button } from '#src/ui/components/Button/index.ts';
import { Dialog } from '#src/ui/components/Dialog/index.ts';
import { Heading } from '#src/ui/components/Heading/index.ts';
import { HeroLayout } from '#src/ui/components/HeroLayout/index.ts';
import { Icon } from '#src/ui/components/Icon/index.ts';
import { RichText } from '#src/ui/components/RichText/index.ts';
import type { SectionProps } from '#src/lib/sectionKit/defineSection.tsx';
import { usePageHeadingLevel } from '#src/lib/sectionKit/PageHeading.tsx';
import { parseYouTubeId, YouTubePlayer } from '#src/features/video/index.ts';
import { playIcon } from './DesignHero.css.ts';
import type { DesignHeroContent } from './schema.ts';

/**
 * The opening of the garden-design pages: headline (the page's h1, unless an earlier opening
 * section has it), a short text, an image and a "Watch the video" button that plays the section's
 * YouTube video in a dialog.
 */
export function DesignHero({ id, content, background }: SectionProps<DesignHeroContent>) {
  // On a content page only the first opening section is the h1 (src/lib/sectionKit/PageHeading.tsx).
  const level = usePageHeadingLevel(id, 1);
  const inverse = background === 'green';
  const tone = inverse ? 'inverse' : 'default';
  const withImage = content.image !== '';

  return (
    <HeroLayout image={content.image}>
      <Heading level={level} size="xxl" align={withImage ? 'left' : 'center'} tone={tone}>
        {content.headline}
      </Heading>
      <RichText html={content.body} size="lg" tone={tone} />
      {content.url ? (
        <div>
          <Dialog.Root>
            <Dialog.Trigger>
              <Button size="large" variant={inverse ? 'inverse' : 'primary'}>
                <Icon name="play" className={playIcon} />
                Watch the video
              </Button>
            </Dialog.Trigger>
            <Dialog.Content title={content.headline} hideTitle size="video">
              <YouTubePlayer id={parseYouTubeId(content.url)} title={content.headline} />
            </Dialog.Content>
          </Dialog.Root>
        </div>
      ) : null}
    </HeroLayout>
  );
}

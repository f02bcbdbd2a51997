import { Card } from '#src/ui/components/Card/index.ts';
import { Container } from '#src/ui/components/Container/index.ts';
import { CtaButtons } from '#src/ui/components/CtaButton/index.ts';
import { Heading } from '#src/ui/components/Heading/index.ts';
import { besideLayout } from '#src/ui/components/HeroLayout/index.ts';
import { Image } from '#src/ui/components/Image/index.ts';
import { RichText } from '#src/ui/components/RichText/index.ts';
import { Stack } from '#src/ui/components/Stack/index.ts';
import type { SectionProps } from '#src/lib/sectionKit/defineSection.tsx';
import { calloutImage, calloutText } from './Callout.css.ts';
import type { CalloutContent } from './schema.ts';

/**
 * A boxed call-out that draws the eye to one thing: a headline, a short text and call-to-action
 * buttons beside an image (the image above the text on a phone). The box is beige on a white
 * background and white on any other, so its text always reads in the default colours.
 */
export function Callout({ content, background }: SectionProps<CalloutContent>) {
  const withImage = content.image !== '';
  return (
    <Container>
      <Card tone={background === 'white' ? 'beige' : 'white'} padding="none">
        <div className={besideLayout({ withImage })}>
          {withImage ? (
            <Image
              src={content.image}
              alt=""
              aspectRatio="4 / 3"
              fit="cover"
              sizes="(min-width: 1312px) 656px, (min-width: 768px) 50vw, 100vw"
              className={calloutImage}
            />
          ) : null}
          <Stack space="large" className={calloutText}>
            <Heading level={2} size="lg">
              {content.headline}
            </Heading>
            <RichText html={content.body} size="lg" />
            <CtaButtons buttons={content.buttons} />
          </Stack>
        </div>
      </Card>
    </Container>
  );
}

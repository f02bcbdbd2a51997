import { CtaButtons } from '#src/ui/components/CtaButton/index.ts';
import { Heading } from '#src/ui/components/Heading/index.ts';
import { RichText } from '#src/ui/components/RichText/index.ts';
import { Stack } from '#src/ui/components/Stack/index.ts';
import { BoxBesideImage } from '#src/lib/sectionKit/BoxBesideImage.tsx';
import type { SectionProps } from '#src/lib/sectionKit/defineSection.tsx';
import { calloutImage, calloutText } from './Callout.css.ts';
import type { CalloutContent } from './schema.ts';

/**
 * A boxed call-out that draws the eye to one thing: a headline, a short text and call-to-action
 * buttons beside an image (the image above the text on a phone). The box is beige on a white
 * background and white on any other, so its text always reads in the default colours.
 */
export function Callout({ content, background }: SectionProps<CalloutContent>) {
  return (
    <BoxBesideImage
      background={background}
      image={{ src: content.image, alt: '', aspectRatio: '4 / 3', className: calloutImage }}
    >
      <Stack space="large" className={calloutText}>
        <Heading level={2} size="lg">
          {content.headline}
        </Heading>
        <RichText html={content.body} size="lg" />
        <CtaButtons buttons={content.buttons} />
      </Stack>
    </BoxBesideImage>
  );
}

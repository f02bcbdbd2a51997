import { Heading } from '#src/ui/components/Heading/index.ts';
import { HeroLayout } from '#src/ui/components/HeroLayout/index.ts';
import { OptInForm } from '#src/ui/components/OptInForm/index.ts';
import { RichText } from '#src/ui/components/RichText/index.ts';
import { Stack } from '#src/ui/components/Stack/index.ts';
import { Text } from '#src/ui/components/Text/index.ts';
import type { SectionProps } from '#src/lib/sectionKit/defineSection.tsx';
import { usePageHeadingLevel } from '#src/lib/sectionKit/PageHeading.tsx';
import type { HeroContent, HeroLayout as HeroLayoutName } from './schema.ts';
import { SectionCtaButtons } from '#src/lib/sectionKit/SectionCtaButtons.tsx';

/**
 * The page's opening: headline (the page's h1, unless an earlier opening section has it),
 * subheadline, short text and an image, with call-to-action buttons (`default` layout) or an e-mail
 * sign-up (`opt-in` layout).
 */
export function Hero({
  id,
  content,
  layout,
  background,
}: SectionProps<HeroContent, HeroLayoutName>) {
  // On a content page only the first opening section is the h1 (src/lib/sectionKit/PageHeading.tsx).
  const level = usePageHeadingLevel(id, 1);
  const inverse = background === 'green';
  const tone = inverse ? 'inverse' : 'default';
  const withImage = content.image !== '';
  const align = withImage ? 'left' : 'center';

  return (
    <HeroLayout image={content.image}>
      <Stack space="small">
        <Heading level={level} size="xxl" align={align} tone={tone}>
          {content.headline}
        </Heading>
        {content.subheadline ? (
          <Text size="lg" weight="medium" align={align} tone={inverse ? 'inverse' : 'muted'}>
            {content.subheadline}
          </Text>
        ) : null}
      </Stack>
      <RichText html={content.body} size="lg" tone={tone} />
      {layout === 'opt-in' ? (
        <OptInForm tag={content.ac_tag} listId={content.listId} layout="inline" tone={tone} />
      ) : null}
      <SectionCtaButtons buttons={content.buttons} align={align} inverse={inverse} />
    </HeroLayout>
  );
}

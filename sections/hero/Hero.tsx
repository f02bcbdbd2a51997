import { CtaButtons } from '#src/components/CtaButton/index.ts';
import { Heading } from '#src/components/Heading/index.ts';
import { HeroLayout } from '#src/components/HeroLayout/index.ts';
import { OptInForm } from '#src/components/OptInForm/index.ts';
import { RichText } from '#src/components/RichText/index.ts';
import { Stack } from '#src/components/Stack/index.ts';
import { Text } from '#src/components/Text/index.ts';
import type { SectionProps } from '#src/sections/defineSection.tsx';
import { usePageHeadingLevel } from '#src/sections/PageHeading.tsx';
import type { HeroContent, HeroLayout as HeroLayoutName } from './schema.ts';

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
  // On a content page only the first opening section is the h1 (src/sections/PageHeading.tsx).
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
      <CtaButtons
        buttons={content.buttons}
        align={align}
        size="large"
        variant={inverse ? 'inverse' : 'primary'}
      />
    </HeroLayout>
  );
}

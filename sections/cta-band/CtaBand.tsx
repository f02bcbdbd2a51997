import { Container } from '#src/ui/components/Container/index.ts';
import { ctaButtonText } from '#src/ui/components/CtaButton/index.ts';
import { Stack } from '#src/ui/components/Stack/index.ts';
import type { SectionProps } from '#src/lib/sectionKit/defineSection.tsx';
import { SectionHeadline, SectionSubheadline } from '#src/lib/sectionKit/SectionHeadline.tsx';
import type { CtaBandContent } from './schema.ts';
import { SectionCtaButtons } from '#src/lib/sectionKit/SectionCtaButtons.tsx';

/**
 * A full-width band that asks the visitor to act: an optional headline and subheadline above a row of
 * buttons, each an e-mail sign-up or a link in the colours chosen in the CMS.
 */
export function CtaBand({ content, background }: SectionProps<CtaBandContent>) {
  const inverse = background === 'green';
  const buttons = content.cta.content.buttons;
  const hasButtons = buttons.some((button) => ctaButtonText(button) !== null);
  if (!content.headline && !content.subheadline && !hasButtons) return null;

  return (
    <Container width="reading">
      <Stack space="large">
        {content.headline || content.subheadline ? (
          <Stack space="small">
            <SectionHeadline headline={content.headline} tone={inverse ? 'inverse' : 'default'} />
            <SectionSubheadline text={content.subheadline} inverse={inverse} />
          </Stack>
        ) : null}
        <SectionCtaButtons buttons={buttons} inverse={inverse} />
      </Stack>
    </Container>
  );
}

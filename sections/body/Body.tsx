import { Container } from '#src/ui/components/Container/index.ts';
import { CtaButtons } from '#src/ui/components/CtaButton/index.ts';
import { RichText } from '#src/ui/components/RichText/index.ts';
import { Stack } from '#src/ui/components/Stack/index.ts';
import type { SectionProps } from '#src/lib/sectionKit/defineSection.tsx';
import type { BodyContent } from './schema.ts';

/** Rich text from the CMS in the reading column, with optional call-to-action buttons below it. */
export function Body({ content, background }: SectionProps<BodyContent>) {
  const inverse = background === 'green';

  return (
    <Container width="reading">
      <Stack space="xlarge">
        <RichText html={content.body} size="lg" tone={inverse ? 'inverse' : 'default'} />
        <CtaButtons buttons={content.buttons} variant={inverse ? 'inverse' : 'primary'} />
      </Stack>
    </Container>
  );
}

import { Container } from '#src/ui/components/Container/index.ts';
import { Heading } from '#src/ui/components/Heading/index.ts';
import { Stack } from '#src/ui/components/Stack/index.ts';
import type { SectionProps } from '#src/lib/sectionKit/defineSection.tsx';
import { usePageHeadingLevel } from '#src/lib/sectionKit/PageHeading.tsx';
import { SectionSubheadline } from '#src/lib/sectionKit/SectionHeadline.tsx';
import type { HeadlineContent } from './schema.ts';

/** A centred headline with an optional subheadline: introduces the sections that follow it. */
export function Headline({ id, content, background }: SectionProps<HeadlineContent>) {
  // The page's h1 when it opens a page that has no hero (src/lib/sectionKit/PageHeading.tsx).
  const level = usePageHeadingLevel(id, 2);
  const inverse = background === 'green';
  return (
    <Container width="reading">
      <Stack space="small">
        <Heading level={level} size="xl" align="center" tone={inverse ? 'inverse' : 'default'}>
          {content.headline}
        </Heading>
        <SectionSubheadline text={content.subheadline} inverse={inverse} />
      </Stack>
    </Container>
  );
}

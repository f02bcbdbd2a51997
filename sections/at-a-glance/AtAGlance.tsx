import { Card, type CardTone } from '#src/ui/components/Card/index.ts';
import { Container } from '#src/ui/components/Container/index.ts';
import { Heading } from '#src/ui/components/Heading/index.ts';
import { RichText } from '#src/ui/components/RichText/index.ts';
import { Stack } from '#src/ui/components/Stack/index.ts';
import type { BackgroundColor, SectionProps } from '#src/lib/sectionKit/defineSection.tsx';
import type { AtAGlanceContent } from './schema.ts';

// The box must stand out from the band it sits in: beige on white, white on every other colour.
const cardToneOn: Record<BackgroundColor, CardTone> = {
  white: 'beige',
  beige: 'white',
  pink: 'white',
  green: 'white',
};

/** A boxed summary of a post: its title and a few lines of rich text. */
export function AtAGlance({ content, background }: SectionProps<AtAGlanceContent>) {
  return (
    <Container width="reading">
      <Card tone={cardToneOn[background]}>
        <Stack space="small">
          <Heading level={2} size="md">
            {content.title}
          </Heading>
          <RichText html={content.body} />
        </Stack>
      </Card>
    </Container>
  );
}

import { Card } from '#src/ui/components/Card/index.ts';
import { Container } from '#src/ui/components/Container/index.ts';
import { Heading } from '#src/ui/components/Heading/index.ts';
import { Image } from '#src/ui/components/Image/index.ts';
import { RichText } from '#src/ui/components/RichText/index.ts';
import { Stack } from '#src/ui/components/Stack/index.ts';
import type { SectionProps } from '#src/lib/sectionKit/defineSection.tsx';
import { SectionHeadline } from '#src/lib/sectionKit/SectionHeadline.tsx';
import { card, cardText, grid } from './DescriptionCards.css.ts';
import type { DescriptionCardsContent } from './schema.ts';

/** A grid of cards, each a picture, a headline and a short text: describes several things side by side. */
export function DescriptionCards({ content, background }: SectionProps<DescriptionCardsContent>) {
  const inverse = background === 'green';
  const cardTone = background === 'white' ? 'beige' : 'white';
  return (
    <Container>
      <Stack space="xlarge">
        <SectionHeadline headline={content.headline} tone={inverse ? 'inverse' : 'default'} />
        <ul className={grid}>
          {content.cards.map((item, index) => (
            <li key={index}>
              <Card tone={cardTone} padding="none" className={card}>
                {item.image ? (
                  <Image
                    src={item.image}
                    alt={item.headline}
                    aspectRatio="3 / 2"
                    fit="cover"
                    sizes="(min-width: 1312px) 420px, (min-width: 1024px) 33vw, (min-width: 768px) 50vw, 100vw"
                  />
                ) : null}
                <div className={cardText}>
                  <Stack space="small">
                    <Heading level={content.headline ? 3 : 2} size="md">
                      {item.headline}
                    </Heading>
                    <RichText html={item.body} />
                  </Stack>
                </div>
              </Card>
            </li>
          ))}
        </ul>
      </Stack>
    </Container>
  );
}

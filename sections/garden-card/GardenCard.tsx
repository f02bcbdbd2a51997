import { Card } from '#src/components/Card/index.ts';
import { Container } from '#src/components/Container/index.ts';
import { Heading } from '#src/components/Heading/index.ts';
import { Image } from '#src/components/Image/index.ts';
import { Link } from '#src/components/Link/index.ts';
import { RichText } from '#src/components/RichText/index.ts';
import { Stack } from '#src/components/Stack/index.ts';
import { VisuallyHidden } from '#src/components/VisuallyHidden/index.ts';
import { designerHref, gardenerName } from '#src/gardens/garden.ts';
import type { SectionProps } from '#src/sections/defineSection.tsx';
import { layout, strip, text, thumbnail, thumbnailLink } from './GardenCard.css.ts';
import type { Garden, GardenCardContent } from './schema.ts';

function GardenThumbnail({ garden }: { garden: Garden }) {
  const name = gardenerName(garden);
  const href = designerHref(garden);
  const picture = (
    <Image
      src={garden.image}
      alt={name ? `Garden by ${name}` : 'A garden'}
      aspectRatio="1 / 1"
      fit="cover"
      sizes="(min-width: 768px) 10vw, 25vw"
      className={thumbnail}
    />
  );
  if (!href) return picture;
  return (
    <Link href={href} variant="plain" className={thumbnailLink}>
      {picture}
      <VisuallyHidden>(designer profile)</VisuallyHidden>
    </Link>
  );
}

/**
 * A feature card: a picture beside a headline and short text, with a strip of small pictures of
 * gardens under the text (a coach's garden links to their designer profile).
 */
export function GardenCard({ content, background }: SectionProps<GardenCardContent>) {
  const withImage = content.image !== '';
  return (
    <Container>
      <Card tone={background === 'white' ? 'beige' : 'white'} padding="none">
        <div className={layout({ withImage })}>
          {withImage ? (
            <Image
              src={content.image}
              alt={content.headline}
              aspectRatio="3 / 2"
              fit="cover"
              sizes="(min-width: 1312px) 656px, (min-width: 768px) 50vw, 100vw"
            />
          ) : null}
          <div className={text}>
            <Stack space="medium">
              <Heading level={2} size="lg">
                {content.headline}
              </Heading>
              <RichText html={content.body} />
              {content.gardens.length > 0 ? (
                <ul className={strip}>
                  {content.gardens.map((garden, index) => (
                    <li key={index}>
                      <GardenThumbnail garden={garden} />
                    </li>
                  ))}
                </ul>
              ) : null}
            </Stack>
          </div>
        </div>
      </Card>
    </Container>
  );
}

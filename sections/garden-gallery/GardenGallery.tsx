import { useId } from 'react';
import { Container } from '#src/components/Container/index.ts';
import { Heading } from '#src/components/Heading/index.ts';
import { Image } from '#src/components/Image/index.ts';
import { Link } from '#src/components/Link/index.ts';
import { Stack } from '#src/components/Stack/index.ts';
import { Text } from '#src/components/Text/index.ts';
import { designerHref, gardenerName } from '#src/gardens/garden.ts';
import type { SectionProps } from '#src/sections/defineSection.tsx';
import { figure, grid, picture, row, rowItem, scroller } from './GardenGallery.css.ts';
import type { Garden, GardenGalleryContent, GardenGalleryLayout } from './schema.ts';

function GardenFigure({
  garden,
  inverse,
  sizes,
}: {
  garden: Garden;
  inverse: boolean;
  sizes: string;
}) {
  const name = gardenerName(garden);
  const href = designerHref(garden);
  return (
    <figure className={figure}>
      <Image
        src={garden.image}
        alt={name ? `Garden by ${name}` : 'A garden'}
        aspectRatio="4 / 3"
        fit="cover"
        sizes={sizes}
        className={picture}
      />
      {name ? (
        <figcaption>
          <Text as="span" size="sm" tone={inverse ? 'inverse' : 'muted'}>
            {href ? (
              <>
                By <Link href={href}>{name}</Link>, garden designer
              </>
            ) : (
              `By ${name}`
            )}
          </Text>
        </figcaption>
      ) : null}
    </figure>
  );
}

/**
 * Pictures of gardeners' gardens, each crediting its gardener (a coach links to their designer
 * profile): a grid (`default`) or one row that scrolls sideways (`row`).
 */
export function GardenGallery({
  content,
  layout,
  background,
}: SectionProps<GardenGalleryContent, GardenGalleryLayout>) {
  const inverse = background === 'green';
  const headingId = useId();
  const headline = content.headline ? (
    <Heading level={2} align="center" tone={inverse ? 'inverse' : 'default'} id={headingId}>
      {content.headline}
    </Heading>
  ) : null;

  if (layout === 'row') {
    return (
      <Container>
        <Stack space="large">
          {headline}
          <div
            className={scroller}
            role="region"
            // A scrolling region must take focus for keyboard users to scroll it (WCAG 2.1.1).
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
            tabIndex={0}
            aria-labelledby={content.headline ? headingId : undefined}
            aria-label={content.headline ? undefined : 'Garden gallery'}
          >
            <ul className={row}>
              {content.gardens.map((garden, index) => (
                <li key={index} className={rowItem}>
                  <GardenFigure
                    garden={garden}
                    inverse={inverse}
                    sizes="(min-width: 1024px) 300px, (min-width: 768px) 30vw, 80vw"
                  />
                </li>
              ))}
            </ul>
          </div>
        </Stack>
      </Container>
    );
  }

  return (
    <Container>
      <Stack space="large">
        {headline}
        <ul className={grid}>
          {content.gardens.map((garden, index) => (
            <li key={index}>
              <GardenFigure
                garden={garden}
                inverse={inverse}
                sizes="(min-width: 900px) 33vw, (min-width: 460px) 50vw, 100vw"
              />
            </li>
          ))}
        </ul>
      </Stack>
    </Container>
  );
}

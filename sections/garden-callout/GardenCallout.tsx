import { Container } from '#src/components/Container/index.ts';
import { Heading } from '#src/components/Heading/index.ts';
import { Image } from '#src/components/Image/index.ts';
import { Link } from '#src/components/Link/index.ts';
import { RichText } from '#src/components/RichText/index.ts';
import { Stack } from '#src/components/Stack/index.ts';
import { Text } from '#src/components/Text/index.ts';
import type { SectionProps } from '#src/sections/defineSection.tsx';
import { figure, gardens, layout, picture } from './GardenCallout.css.ts';
import type { Garden, GardenCalloutContent } from './schema.ts';

/** The gardener's full name, or '' when the garden has none. */
function gardenerName(garden: Garden): string {
  return [garden.user?.first_name, garden.user?.last_name].filter(Boolean).join(' ');
}

/** A coach's designer profile (features.md: a coach user's garden callout links to /designers/{id}). */
function designerHref(garden: Garden): string | null {
  const user = garden.user;
  if (!user?.coach || user.id === null || user.id === '') return null;
  return `/designers/${encodeURIComponent(String(user.id))}`;
}

/** A headline and short text beside a few gardens, each credited to its gardener. */
export function GardenCallout({ content, background }: SectionProps<GardenCalloutContent>) {
  const inverse = background === 'green';
  const tone = inverse ? 'inverse' : 'default';
  const withGardens = content.gardens.length > 0;

  return (
    <Container>
      <div className={layout({ withGardens })}>
        <Stack space="medium">
          <Heading level={2} tone={tone}>
            {content.headline}
          </Heading>
          <RichText html={content.body} size="lg" tone={tone} />
        </Stack>
        {withGardens ? (
          <ul className={gardens}>
            {content.gardens.map((garden, index) => {
              const name = gardenerName(garden);
              const href = designerHref(garden);
              return (
                <li key={index}>
                  <figure className={figure}>
                    <Image
                      src={garden.image}
                      alt={name ? `Garden by ${name}` : 'A garden'}
                      aspectRatio="1 / 1"
                      fit="cover"
                      sizes="(min-width: 768px) 25vw, 50vw"
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
                </li>
              );
            })}
          </ul>
        ) : null}
      </div>
    </Container>
  );
}

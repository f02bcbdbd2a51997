import { Container } from '#src/ui/components/Container/index.ts';
import { Heading } from '#src/ui/components/Heading/index.ts';
import { RichText } from '#src/ui/components/RichText/index.ts';
import { Stack } from '#src/ui/components/Stack/index.ts';
import { gardenerName } from '#src/features/gardens/garden.ts';
import { GardenByline } from '#src/features/gardens/GardenByline.tsx';
import { GardenPicture } from '#src/features/gardens/GardenPicture.tsx';
import type { SectionProps } from '#src/lib/sectionKit/defineSection.tsx';
import { figure, gardens, layout, picture } from './GardenCallout.css.ts';
import type { GardenCalloutContent } from './schema.ts';

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
              return (
                <li key={index}>
                  <figure className={figure}>
                    <GardenPicture
                      garden={garden}
                      aspectRatio="1 / 1"
                      sizes="(min-width: 768px) 25vw, 50vw"
                      className={picture}
                    />
                    {name ? (
                      <figcaption>
                        <GardenByline garden={garden} inverse={inverse} />
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

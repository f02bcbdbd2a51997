import { useId } from 'react';
import { Container } from '#src/ui/components/Container/index.ts';
import { Heading } from '#src/ui/components/Heading/index.ts';
import { Link } from '#src/ui/components/Link/index.ts';
import { Skeleton } from '#src/ui/components/Skeleton/index.ts';
import { Stack } from '#src/ui/components/Stack/index.ts';
import { Text } from '#src/ui/components/Text/index.ts';
import { VisuallyHidden } from '#src/ui/components/VisuallyHidden/index.ts';
import { gardenerName } from '#src/features/gardens/garden.ts';
import { GardenByline } from '#src/features/gardens/GardenByline.tsx';
import { GardenPicture } from '#src/features/gardens/GardenPicture.tsx';
import {
  submitGardenPath,
  submittedGardenTexts,
  type SubmittedGarden,
} from '#src/features/gardens/submitted.ts';
import type { SectionDataState, SectionProps } from '#src/lib/sectionKit/defineSection.tsx';
import {
  figure,
  grid,
  picture,
  place,
  placeholder,
  row,
  rowItem,
  scroller,
} from './GardenGallery.css.ts';
import {
  galleryGardenCount,
  type Garden,
  type GardenGalleryContent,
  type GardenGalleryLayout,
} from './schema.ts';

function GardenFigure({
  garden,
  inverse,
  sizes,
}: {
  garden: Garden & { location?: string };
  inverse: boolean;
  sizes: string;
}) {
  const name = gardenerName(garden);
  return (
    <figure className={figure}>
      <GardenPicture garden={garden} aspectRatio="4 / 3" sizes={sizes} className={picture} />
      {name ? (
        <figcaption>
          <GardenByline garden={garden} inverse={inverse} />
          {garden.location ? (
            <Text as="span" size="sm" tone={inverse ? 'inverse' : 'muted'} className={place}>
              {garden.location}
            </Text>
          ) : null}
        </figcaption>
      ) : null}
    </figure>
  );
}

/** Placeholders in the gallery's shape while the submitted gardens load, announced once. */
function LoadingGardens({ layout }: { layout: GardenGalleryLayout }) {
  const count = layout === 'row' ? 4 : 3;
  return (
    <div role="status">
      <VisuallyHidden>{submittedGardenTexts.loading}</VisuallyHidden>
      <ul className={layout === 'row' ? row : grid}>
        {Array.from({ length: count }, (_, index) => (
          <li key={index} className={layout === 'row' ? rowItem : undefined}>
            <Skeleton height="auto" className={placeholder} radius="medium" />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** What stands in for the pictures: loading, an error, or none shared yet (with the way to share one). */
function SubmittedState({
  data,
  layout,
  inverse,
}: {
  data: SectionDataState<SubmittedGarden[]>;
  layout: GardenGalleryLayout;
  inverse: boolean;
}) {
  if (data.data) {
    return (
      <Text align="center" tone={inverse ? 'inverse' : 'muted'}>
        {submittedGardenTexts.empty}{' '}
        <Link href={submitGardenPath}>{submittedGardenTexts.share}</Link>
      </Text>
    );
  }
  if (data.error) {
    return (
      <Text align="center" tone={inverse ? 'inverse' : 'error'}>
        {submittedGardenTexts.error}
      </Text>
    );
  }
  return <LoadingGardens layout={layout} />;
}

/**
 * Pictures of gardeners' gardens, each crediting its gardener (a coach links to their designer
 * profile): a grid (`default`) or one row that scrolls sideways (`row`). The gardens are the CMS's
 * `gardens`, or with `source: "submitted"` the newest gardens people shared (`GET /gardens`).
 */
export function GardenGallery({
  content,
  layout,
  background,
  data,
}: SectionProps<GardenGalleryContent, GardenGalleryLayout, SubmittedGarden[]>) {
  const inverse = background === 'green';
  const headingId = useId();
  const headline = content.headline ? (
    <Heading level={2} align="center" tone={inverse ? 'inverse' : 'default'} id={headingId}>
      {content.headline}
    </Heading>
  ) : null;
  const gardens: (Garden & { location?: string })[] =
    content.source === 'submitted'
      ? (data.data ?? []).slice(0, galleryGardenCount)
      : content.gardens;

  if (gardens.length === 0) {
    return (
      <Container>
        <Stack space="large">
          {headline}
          <SubmittedState data={data} layout={layout} inverse={inverse} />
        </Stack>
      </Container>
    );
  }

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
              {gardens.map((garden, index) => (
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
          {gardens.map((garden, index) => (
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

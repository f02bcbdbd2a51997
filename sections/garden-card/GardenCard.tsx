import { Heading } from '#src/ui/components/Heading/index.ts';
import { Link } from '#src/ui/components/Link/index.ts';
import { RichText } from '#src/ui/components/RichText/index.ts';
import { Skeleton } from '#src/ui/components/Skeleton/index.ts';
import { Stack } from '#src/ui/components/Stack/index.ts';
import { Text } from '#src/ui/components/Text/index.ts';
import { VisuallyHidden } from '#src/ui/components/VisuallyHidden/index.ts';
import { designerHref } from '#src/features/gardens/garden.ts';
import { GardenPicture } from '#src/features/gardens/GardenPicture.tsx';
import {
  submitGardenPath,
  submittedGardenTexts,
  type SubmittedGarden,
} from '#src/features/gardens/submitted.ts';
import { BoxBesideImage } from '#src/lib/sectionKit/BoxBesideImage.tsx';
import type { SectionDataState, SectionProps } from '#src/lib/sectionKit/defineSection.tsx';
import { placeholder, strip, text, thumbnail, thumbnailLink } from './GardenCard.css.ts';
import { cardGardenCount, type Garden, type GardenCardContent } from './schema.ts';

function GardenThumbnail({ garden }: { garden: Garden }) {
  const href = designerHref(garden);
  const picture = (
    <GardenPicture
      garden={garden}
      aspectRatio="1 / 1"
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

/** The strip of submitted gardens before it has any: loading, an error, or none shared yet. */
function SubmittedStripState({ data }: { data: SectionDataState<SubmittedGarden[]> }) {
  if (data.data) {
    return (
      <Text size="sm" tone="muted">
        {submittedGardenTexts.empty}{' '}
        <Link href={submitGardenPath}>{submittedGardenTexts.share}</Link>
      </Text>
    );
  }
  if (data.error) {
    return (
      <Text size="sm" tone="error">
        {submittedGardenTexts.error}
      </Text>
    );
  }
  return (
    <div role="status">
      <VisuallyHidden>{submittedGardenTexts.loading}</VisuallyHidden>
      <ul className={strip}>
        {Array.from({ length: cardGardenCount }, (_, index) => (
          <li key={index}>
            <Skeleton height="auto" radius="small" className={placeholder} />
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * A feature card: a picture beside a headline and short text, with a strip of small pictures of
 * gardens under the text (a coach's garden links to their designer profile). The strip shows the
 * CMS's `gardens`, or with `source: "submitted"` the newest gardens people shared (`GET /gardens`).
 */
export function GardenCard({
  content,
  background,
  data,
}: SectionProps<GardenCardContent, 'default', SubmittedGarden[]>) {
  const submitted = content.source === 'submitted';
  const gardens: Garden[] = submitted
    ? (data.data ?? []).slice(0, cardGardenCount)
    : content.gardens;
  return (
    <BoxBesideImage
      background={background}
      image={{ src: content.image, alt: content.headline, aspectRatio: '3 / 2' }}
    >
      <div className={text}>
        <Stack space="medium">
          <Heading level={2} size="lg">
            {content.headline}
          </Heading>
          <RichText html={content.body} />
          {gardens.length > 0 ? (
            <ul className={strip}>
              {gardens.map((garden, index) => (
                <li key={index}>
                  <GardenThumbnail garden={garden} />
                </li>
              ))}
            </ul>
          ) : submitted ? (
            <SubmittedStripState data={data} />
          ) : null}
        </Stack>
      </div>
    </BoxBesideImage>
  );
}

import { useId, useState, type KeyboardEvent } from 'react';
import { Button } from '#src/ui/components/Button/index.ts';
import { Container } from '#src/ui/components/Container/index.ts';
import { Image } from '#src/ui/components/Image/index.ts';
import { Link } from '#src/ui/components/Link/index.ts';
import { Quotation } from '#src/ui/components/Quotation/index.ts';
import { Stack } from '#src/ui/components/Stack/index.ts';
import { Text } from '#src/ui/components/Text/index.ts';
import { VisuallyHidden } from '#src/ui/components/VisuallyHidden/index.ts';
import type { SectionProps } from '#src/lib/sectionKit/defineSection.tsx';
import { SectionHeadline } from '#src/lib/sectionKit/SectionHeadline.tsx';
import {
  carousel,
  controls,
  label,
  picture,
  pictureImage,
  pictures,
} from './DesignTestimonials.css.ts';
import type { DesignTestimonial, DesignTestimonialsContent, UserName } from './schema.ts';

type Tone = 'default' | 'inverse';

const pictureKinds = [
  { field: 'before', label: 'Before', alt: 'The garden before the design' },
  { field: 'design', label: 'Design', alt: 'The garden design plan' },
  { field: 'after', label: 'After', alt: 'The garden after the design' },
] as const;

/** 'Designed by Maya Okafor', or a neutral credit while the name loads or when it is unknown. */
function designerCredit(coach: number, names: readonly UserName[] | undefined): string {
  const name = names?.find((candidate) => candidate.id === coach);
  const fullName = name ? `${name.first_name} ${name.last_name}`.trim() : '';
  return fullName ? `Designed by ${fullName}` : 'Designed by a Trellis designer';
}

function Slide({
  design,
  names,
  tone,
}: {
  design: DesignTestimonial;
  names: readonly UserName[] | undefined;
  tone: Tone;
}) {
  const shown = pictureKinds.filter((kind) => design[kind.field] !== '');
  return (
    <Stack space="large">
      {shown.length > 0 ? (
        <ul className={pictures}>
          {shown.map((kind) => (
            <li key={kind.field}>
              <figure className={picture}>
                <Image
                  src={design[kind.field]}
                  alt={kind.alt}
                  aspectRatio="3 / 2"
                  fit="cover"
                  sizes="(min-width: 460px) 33vw, 100vw"
                  className={pictureImage}
                />
                <figcaption className={label({ tone })}>{kind.label}</figcaption>
              </figure>
            </li>
          ))}
        </ul>
      ) : null}
      {design.quote || design.citation ? (
        <Stack space="small">
          {design.quote ? (
            design.isQuote ? (
              <Quotation tone={tone}>{design.quote}</Quotation>
            ) : (
              <Text size="lg" tone={tone}>
                {design.quote}
              </Text>
            )
          ) : null}
          {design.citation ? (
            <Text weight="medium" tone={tone === 'inverse' ? 'inverse' : 'muted'}>
              — {design.citation}
            </Text>
          ) : null}
        </Stack>
      ) : null}
      {design.coach !== null ? (
        <Text tone={tone}>
          <Link href={`/designers/${design.coach}`}>{designerCredit(design.coach, names)}</Link>
        </Text>
      ) : null}
    </Stack>
  );
}

/**
 * A carousel of finished garden designs, one at a time: the garden before, the design plan and the
 * garden after, what the customer said, and a credit linking to the designer. Previous and Next
 * (also the arrow keys while focus is in the carousel) move through the designs and wrap around.
 */
export function DesignTestimonials({
  content,
  background,
  data,
}: SectionProps<DesignTestimonialsContent, 'default', UserName[]>) {
  const [current, setCurrent] = useState(0);
  const slidesId = useId();
  const headingId = useId();
  const tone: Tone = background === 'green' ? 'inverse' : 'default';
  const count = content.designs.length;
  const index = current % count;
  const design = content.designs[index];
  const several = count > 1;

  const go = (step: 1 | -1) => setCurrent((value) => ((value % count) + step + count) % count);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (!several) return;
    if (event.key === 'ArrowLeft') go(-1);
    else if (event.key === 'ArrowRight') go(1);
    else return;
    event.preventDefault();
  }

  return (
    <Container>
      <Stack space="xlarge">
        <SectionHeadline headline={content.headline} tone={tone} id={headingId} />
        {/* Arrow keys pressed while focus is inside the carousel (on its buttons or the designer link)
            move through the designs; Previous and Next stay the primary controls. */}
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- keydown bubbles from its controls */}
        <div
          role="region"
          aria-roledescription="carousel"
          aria-labelledby={content.headline ? headingId : undefined}
          aria-label={content.headline ? undefined : 'Garden designs'}
          onKeyDown={onKeyDown}
          className={carousel}
        >
          <div id={slidesId} aria-live="polite">
            {design ? (
              <div
                role="group"
                aria-roledescription="slide"
                aria-label={`${index + 1} of ${count}`}
              >
                <Slide design={design} names={data.data} tone={tone} />
              </div>
            ) : null}
          </div>
          {several ? (
            <div className={controls}>
              <Button
                variant={tone === 'inverse' ? 'inverse' : 'outline'}
                size="small"
                aria-controls={slidesId}
                onClick={() => go(-1)}
              >
                Previous<VisuallyHidden> design</VisuallyHidden>
              </Button>
              <Text as="span" size="sm" tone={tone === 'inverse' ? 'inverse' : 'muted'}>
                {index + 1} / {count}
              </Text>
              <Button
                variant={tone === 'inverse' ? 'inverse' : 'outline'}
                size="small"
                aria-controls={slidesId}
                onClick={() => go(1)}
              >
                Next<VisuallyHidden> design</VisuallyHidden>
              </Button>
            </div>
          ) : null}
        </div>
      </Stack>
    </Container>
  );
}

import { Container } from '#src/ui/components/Container/index.ts';
import { Image } from '#src/ui/components/Image/index.ts';
import type { SectionProps } from '#src/lib/sectionKit/defineSection.tsx';
import { grid, picture, type columnCounts } from './MultipleImage.css.ts';
import type { MultipleImageContent } from './schema.ts';

/**
 * Up to four images side by side (one under the other on a phone), lined up at the top, middle or
 * bottom. Each sits in a reserved 4:3 box and is shown whole, so nothing moves as the files arrive.
 */
export function MultipleImage({ content }: SectionProps<MultipleImageContent>) {
  const count = content.images.length as (typeof columnCounts)[number];
  const sizes = count > 1 ? `(min-width: 768px) ${Math.round(100 / count)}vw, 100vw` : '100vw';
  return (
    <Container>
      <div className={grid({ columns: count, valign: content.valign })}>
        {content.images.map((image, index) => (
          <Image
            key={`${index}-${image.src}`}
            src={image.src}
            alt={image.alt}
            aspectRatio="4 / 3"
            fit="contain"
            sizes={sizes}
            className={picture({ valign: content.valign })}
          />
        ))}
      </div>
    </Container>
  );
}

import { useId } from 'react';
import { useLocation } from 'react-router';
import { ButtonLink } from '#src/ui/components/ButtonLink/index.ts';
import { Container } from '#src/ui/components/Container/index.ts';
import { Image } from '#src/ui/components/Image/index.ts';
import { VisuallyHidden } from '#src/ui/components/VisuallyHidden/index.ts';
import { usePublicConfig } from '#src/lib/config/runtimeConfig.tsx';
import type { SectionProps } from '#src/lib/sectionKit/defineSection.tsx';
import { actions, caption, figure, frame, picture } from './Image.css.ts';
import { pinterestShareUrl } from './pinterestShareUrl.ts';
import type { ImageContent } from './schema.ts';

/**
 * One image with its alt text and optional caption, an optional maximum height, and a "Pin it" link
 * that shares it to Pinterest. `inline` keeps it in the reading column instead of the full layout width.
 */
export function ImageSection({ content, background }: SectionProps<ImageContent>) {
  const { siteUrl } = usePublicConfig();
  const { pathname, search } = useLocation();
  const captionId = useId();
  const inverse = background === 'green';
  const maxHeight =
    content.maxheight === null ? undefined : `${content.maxheight}${content.maxheightprop}`;
  const pinUrl = pinterestShareUrl({
    pageUrl: `${pathname}${search}`,
    imageUrl: content.image,
    description: content.caption || content.alt,
    siteUrl,
  });

  return (
    <Container width={content.inline ? 'reading' : 'layout'}>
      <div className={frame}>
        <figure className={figure} aria-labelledby={content.caption ? captionId : undefined}>
          <Image
            src={content.image}
            alt={content.alt}
            aspectRatio="3 / 2"
            fit="contain"
            sizes={
              content.inline
                ? '(min-width: 768px) 46rem, 100vw'
                : '(min-width: 1312px) 1312px, 100vw'
            }
            className={picture}
            style={maxHeight ? { maxHeight } : undefined}
          />
          {content.caption ? (
            <figcaption
              id={captionId}
              className={caption({ tone: inverse ? 'inverse' : 'default' })}
            >
              {content.caption}
            </figcaption>
          ) : null}
        </figure>
        <div className={actions}>
          <ButtonLink href={pinUrl} variant={inverse ? 'inverse' : 'outline'} size="small">
            Pin it<VisuallyHidden> on Pinterest</VisuallyHidden>
          </ButtonLink>
        </div>
      </div>
    </Container>
  );
}

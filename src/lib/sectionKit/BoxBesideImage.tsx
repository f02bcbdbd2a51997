import type { ReactNode } from 'react';
import type { BackgroundColor } from '#src/lib/api/types.ts';
import { Card } from '#src/ui/components/Card/index.ts';
import { Container } from '#src/ui/components/Container/index.ts';
import { besideLayout } from '#src/ui/components/HeroLayout/index.ts';
import { Image } from '#src/ui/components/Image/index.ts';

/**
 * A section's box with its text beside an image (the image above the text on a phone); without an
 * image the text takes the whole box. The box is beige on a white background and white on any other,
 * so its text always reads in the default colours.
 */
export function BoxBesideImage({
  background,
  image,
  children,
}: {
  background: BackgroundColor;
  /** `src` blank: no image. */
  image: { src: string; alt: string; aspectRatio: string; className?: string };
  children: ReactNode;
}) {
  const withImage = image.src !== '';
  return (
    <Container>
      <Card tone={background === 'white' ? 'beige' : 'white'} padding="none">
        <div className={besideLayout({ withImage })}>
          {withImage ? (
            <Image
              src={image.src}
              alt={image.alt}
              aspectRatio={image.aspectRatio}
              fit="cover"
              sizes="(min-width: 1312px) 656px, (min-width: 768px) 50vw, 100vw"
              className={image.className}
            />
          ) : null}
          {children}
        </div>
      </Card>
    </Container>
  );
}

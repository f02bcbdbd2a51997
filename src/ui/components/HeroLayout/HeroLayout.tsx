import type { ReactNode } from 'react';
import { Container } from '#src/ui/components/Container/index.ts';
import { Image } from '#src/ui/components/Image/index.ts';
import { Stack } from '#src/ui/components/Stack/index.ts';
import { besideLayout, heroGrid, heroImage } from './HeroLayout.css.ts';

export interface HeroLayoutProps {
  /** The picture beside the text; '' for none (the text is then centred in a reading width). */
  image: string;
  /** The text column: headline, text, actions. */
  children: ReactNode;
}

/**
 * The layout of a page's opening: the text column beside a 4 : 3 picture from tablet width up,
 * above it on a phone. The picture is decoration (the headline says what the page is) and is loaded
 * first, as it is in the first view.
 */
export function HeroLayout({ image, children }: HeroLayoutProps) {
  const withImage = image !== '';
  return (
    <Container>
      <div className={`${besideLayout({ withImage })} ${heroGrid({ withImage })}`}>
        <Stack space="large">{children}</Stack>
        {withImage ? (
          <Image
            src={image}
            alt=""
            aspectRatio="4 / 3"
            fit="cover"
            priority
            sizes="(min-width: 768px) 50vw, 100vw"
            className={heroImage}
          />
        ) : null}
      </div>
    </Container>
  );
}

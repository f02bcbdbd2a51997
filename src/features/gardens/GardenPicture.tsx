import { Image } from '#src/ui/components/Image/index.ts';
import { gardenerName, type Garden } from './garden.ts';

/** A garden's picture, cropped to `aspectRatio`, named for who made it ('A garden' when unknown). */
export function GardenPicture({
  garden,
  aspectRatio,
  sizes,
  className,
}: {
  garden: Garden;
  aspectRatio: string;
  sizes: string;
  className?: string;
}) {
  const name = gardenerName(garden);
  return (
    <Image
      src={garden.image}
      alt={name ? `Garden by ${name}` : 'A garden'}
      aspectRatio={aspectRatio}
      fit="cover"
      sizes={sizes}
      className={className}
    />
  );
}

import { useState } from 'react';
import { Dialog } from '#src/ui/components/Dialog/index.ts';
import { Image } from '#src/ui/components/Image/index.ts';
import { Text } from '#src/ui/components/Text/index.ts';
import * as styles from './PortfolioGrid.css.ts';

export interface PortfolioImage {
  id: number | string;
  image: string;
}

export interface PortfolioGridProps {
  images: readonly PortfolioImage[];
  /** Whose work it is, for each picture's name: 'Garden by Maya Okafor, picture 2'. */
  owner: string;
  /** Shown when there are no pictures. */
  emptyText: string;
}

/**
 * A portfolio: square thumbnails, four a row from tablet width; each opens large in a dialog (the zoom),
 * which Escape or its Close button closes, focus returning to the picture.
 */
export function PortfolioGrid({ images, owner, emptyText }: PortfolioGridProps) {
  const [open, setOpen] = useState<number | null>(null);
  if (images.length === 0) return <Text>{emptyText}</Text>;
  const nameOf = (index: number) => `Garden by ${owner}, picture ${index + 1}`;
  return (
    <ul className={styles.grid}>
      {images.map((item, index) => (
        <li key={item.id}>
          <Dialog.Root open={open === index} onOpenChange={(next) => setOpen(next ? index : null)}>
            <Dialog.Trigger>
              <button
                type="button"
                className={styles.zoomButton}
                aria-label={`Enlarge: ${nameOf(index)}`}
              >
                <Image src={item.image} alt="" aspectRatio="1 / 1" fit="cover" />
              </button>
            </Dialog.Trigger>
            {open === index ? (
              <Dialog.Content title={nameOf(index)} hideTitle size="large">
                {/* The picture's own proportions: not cropped, never taller than the screen. */}
                <img src={item.image} alt={nameOf(index)} className={styles.zoomed} />
              </Dialog.Content>
            ) : null}
          </Dialog.Root>
        </li>
      ))}
    </ul>
  );
}

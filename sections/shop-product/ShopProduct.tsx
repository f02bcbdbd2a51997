import type { ShopProductWire } from '#src/lib/api/types.ts';
import { Container } from '#src/ui/components/Container/index.ts';
import { RichText } from '#src/ui/components/RichText/index.ts';
import type { SectionProps } from '#src/lib/sectionKit/defineSection.tsx';
import {
  ProductCard,
  ProductCardSkeleton,
  ProductUnavailable,
} from '#src/features/shop/ProductCard.tsx';
import * as styles from './ShopProduct.css.ts';
import type { ShopProductContent } from './schema.ts';

/**
 * One store product beside a text: the product card (image, title, price, 'Add to cart') on the
 * left, or on the right when `flip` is set. The product loads from the store on the client: a
 * skeleton card until it arrives, a short notice if it cannot be loaded.
 */
export function ShopProduct({
  content,
  background,
  data,
}: SectionProps<ShopProductContent, 'default', ShopProductWire>) {
  let card;
  if (data.data) card = <ProductCard product={data.data} headingLevel={2} />;
  else if (data.error) card = <ProductUnavailable />;
  else card = <ProductCardSkeleton />;

  return (
    <Container>
      <div
        className={styles.layout({
          card: !content.body ? 'alone' : content.flip ? 'right' : 'left',
        })}
      >
        {content.body ? (
          <div className={styles.text}>
            <RichText
              html={content.body}
              size="lg"
              tone={background === 'green' ? 'inverse' : 'default'}
            />
          </div>
        ) : null}
        <div className={styles.card} aria-busy={!data.data && !data.error ? true : undefined}>
          {card}
        </div>
      </div>
    </Container>
  );
}

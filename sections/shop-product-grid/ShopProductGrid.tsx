import { Container } from '#src/ui/components/Container/index.ts';
import { RichText } from '#src/ui/components/RichText/index.ts';
import { Stack } from '#src/ui/components/Stack/index.ts';
import type { SectionProps } from '#src/lib/sectionKit/defineSection.tsx';
import {
  ProductCard,
  ProductCardSkeleton,
  ProductUnavailable,
} from '#src/features/shop/ProductCard.tsx';
import { SectionHeadline } from '#src/lib/sectionKit/SectionHeadline.tsx';
import type { ShopProductGridEntry } from './loadProducts.ts';
import * as styles from './ShopProductGrid.css.ts';
import type { ShopProductGridContent } from './schema.ts';

/**
 * A grid of store products (image, title, price, 'Add to cart'), under an optional headline and
 * text. Products load from the store on the client: skeleton cards until they arrive; a product
 * that cannot be loaded shows a short notice and the others still show.
 */
export function ShopProductGrid({
  content,
  background,
  data,
}: SectionProps<ShopProductGridContent, 'default', ShopProductGridEntry[]>) {
  const inverse = background === 'green';
  const hasHeadline = content.headline !== '';
  const loading = !data.data && !data.error;

  return (
    <Container>
      <Stack space="xlarge">
        {hasHeadline || content.body ? (
          <Stack space="medium" className={styles.intro}>
            <SectionHeadline headline={content.headline} tone={inverse ? 'inverse' : 'default'} />
            <RichText html={content.body} size="lg" tone={inverse ? 'inverse' : 'default'} />
          </Stack>
        ) : null}
        <ul className={styles.grid} aria-busy={loading || undefined}>
          {content.products.map((url, index) => {
            const entry = data.data?.[index];
            return (
              <li key={`${index}:${url}`}>
                {entry?.product ? (
                  <ProductCard product={entry.product} headingLevel={hasHeadline ? 3 : 2} />
                ) : loading ? (
                  <ProductCardSkeleton />
                ) : (
                  <ProductUnavailable />
                )}
              </li>
            );
          })}
        </ul>
      </Stack>
    </Container>
  );
}

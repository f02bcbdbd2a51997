import { useId, useState } from 'react';
import type { ShopProductWire } from '#src/lib/api/types.ts';
import { Button } from '#src/ui/components/Button/index.ts';
import { Card } from '#src/ui/components/Card/index.ts';
import { Heading } from '#src/ui/components/Heading/index.ts';
import { Image } from '#src/ui/components/Image/index.ts';
import { Skeleton } from '#src/ui/components/Skeleton/index.ts';
import { Text } from '#src/ui/components/Text/index.ts';
import { VisuallyHidden } from '#src/ui/components/VisuallyHidden/index.ts';
import { useCart } from './CartProvider.tsx';
import { formatShopPrice } from './formatShopPrice.ts';
import * as styles from './ProductCard.css.ts';
import { ShopError, firstAvailableVariant } from './shopClient.ts';

export const productUnavailableText = 'This product is unavailable right now.';
const addFailedText = 'This product could not be added to your cart. Please try again.';

export interface ProductCardProps {
  product: ShopProductWire;
  /** The heading level of the product title in the page outline. */
  headingLevel?: 2 | 3;
}

/**
 * A store product: its image, title, price and an 'Add to cart' button that adds the first variant
 * that can be bought, then opens the cart drawer. Needs `<CartProvider>` above it.
 */
export function ProductCard({ product, headingLevel = 3 }: ProductCardProps) {
  const { add } = useCart();
  const titleId = useId();
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const variant = firstAvailableVariant(product);
  const image = product.featured_image ?? product.images[0] ?? null;

  async function addToCart() {
    if (!variant) return;
    setPending(true);
    setFailure(null);
    try {
      await add(variant.id);
    } catch (error) {
      // The store's own words when it refuses (e.g. sold out since the page loaded).
      setFailure(error instanceof ShopError && error.status > 0 ? error.message : addFailedText);
    } finally {
      setPending(false);
    }
  }

  return (
    <Card as="article" padding="none" className={styles.card}>
      {image ? (
        <Image
          src={image}
          alt=""
          aspectRatio="1 / 1"
          fit="cover"
          sizes="(min-width: 768px) 33vw, 100vw"
          className={styles.image}
        />
      ) : null}
      <div className={styles.body}>
        <Heading level={headingLevel} size="md" id={titleId}>
          {product.title}
        </Heading>
        <Text size="lg" weight="semibold">
          <VisuallyHidden>Price: </VisuallyHidden>
          {formatShopPrice(variant?.price ?? product.price)}
        </Text>
        <div className={styles.action}>
          {variant ? (
            <Button
              fullWidth
              loading={pending}
              onClick={() => void addToCart()}
              aria-describedby={titleId}
            >
              Add to cart
            </Button>
          ) : (
            <Button fullWidth disabled aria-describedby={titleId}>
              Sold out
            </Button>
          )}
        </div>
        {failure ? (
          <Text tone="error" size="sm">
            <span role="alert">{failure}</span>
          </Text>
        ) : null}
      </div>
    </Card>
  );
}

/** The card's shape while its product loads. */
export function ProductCardSkeleton() {
  return (
    <Card padding="none" className={styles.card}>
      <Skeleton className={styles.skeletonImage} radius="none" />
      <div className={styles.body}>
        <Skeleton height="1.5em" width="80%" />
        <Skeleton height="1.25em" width="30%" />
        <div className={styles.action}>
          <Skeleton height="2.75rem" radius="full" />
        </div>
      </div>
    </Card>
  );
}

/** Stands in for a product that failed to load; the products around it still show. */
export function ProductUnavailable() {
  return (
    <Card tone="beige" className={styles.card}>
      <Text tone="muted">{productUnavailableText}</Text>
    </Card>
  );
}

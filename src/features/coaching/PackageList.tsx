import type { CoachWire, ProductWire } from '#src/lib/api/types.ts';
import { Badge } from '#src/ui/components/Badge/index.ts';
import { Button } from '#src/ui/components/Button/index.ts';
import { Heading, type HeadingLevel } from '#src/ui/components/Heading/index.ts';
import { Text } from '#src/ui/components/Text/index.ts';
import { formatDollars } from '#src/lib/format/formatDollars.ts';
import { hasNoCall } from './bookingState.ts';
import { Placeholder } from './BookingPlaceholder.tsx';
import { bookingWording as words } from './bookingWording.ts';
import { packageIconAt } from './packageIcons.tsx';
import * as styles from './SessionBooker.css.ts';
import { useCoachingProducts } from './useCoachingProducts.ts';

/** Step 0: the packages, each with its price, name, length, description and button. */
export function PackageList({
  initial,
  coach,
  disabled,
  headingLevel,
  onChoose,
  onPreloadSchedule,
  onPreloadCheckout,
}: {
  initial: readonly ProductWire[] | null | undefined;
  coach: CoachWire;
  disabled: boolean;
  headingLevel: HeadingLevel;
  onChoose: (product: ProductWire) => void;
  /** Starts loading what choosing a package with a call needs next (the calendar). */
  onPreloadSchedule: () => void;
  /** Starts loading what choosing a package with no call needs next (the checkout). */
  onPreloadCheckout: () => void;
}) {
  const { data, error, mutate, isValidating } = useCoachingProducts(initial);
  if (!data && error && !isValidating) {
    return (
      <p className={styles.errorLine} role="alert">
        {words.packagesFailed}
        <Button variant="outline" size="small" onClick={() => void mutate()}>
          {words.tryAgain}
        </Button>
      </p>
    );
  }
  if (!data) return <Placeholder kind="packages" label={words.loadingPackages} />;
  if (data.length === 0) return <Text tone="muted">{words.noPackages}</Text>;
  return (
    <ul className={styles.packages} aria-label={words.packagesLabel}>
      {data.map((product, index) => {
        const Icon = packageIconAt(index);
        const instant = coach.is_available_now && product.canInstantBook === true;
        const action = instant ? words.getStarted : words.bookNow;
        const preload = hasNoCall(product) ? onPreloadCheckout : onPreloadSchedule;
        return (
          <li key={product.id} className={styles.packageCard}>
            <div className={styles.packageTop}>
              <Icon className={styles.packageIcon} />
              {instant ? <Badge>{words.availableNowBadge}</Badge> : null}
            </div>
            <Heading level={headingLevel} size="sm">
              {product.name}
            </Heading>
            <p className={styles.price}>{formatDollars(product.price)}</p>
            {product.session_length ? (
              <Text size="sm" tone="muted">
                {words.minutes(product.session_length)}
              </Text>
            ) : null}
            <Text size="sm" className={styles.packageDescription}>
              {product.description}
            </Text>
            <Button
              fullWidth
              className={styles.packageButton}
              disabled={disabled}
              aria-label={words.choosePackage(action, product.name)}
              onPointerEnter={preload}
              onFocus={preload}
              onClick={() => onChoose(product)}
            >
              {action}
            </Button>
          </li>
        );
      })}
    </ul>
  );
}

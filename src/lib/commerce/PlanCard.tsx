import type { ReactNode } from 'react';
import type { ProductAttributeWire } from '#src/lib/api/types.ts';
import { Card } from '#src/ui/components/Card/index.ts';
import { Heading, type HeadingLevel } from '#src/ui/components/Heading/index.ts';
import { Text } from '#src/ui/components/Text/index.ts';
import { VisuallyHidden } from '#src/ui/components/VisuallyHidden/index.ts';
import { formatDollars } from '#src/lib/format/formatDollars.ts';
import * as styles from './PlanCard.css.ts';

export interface PlanCardProps {
  name: string;
  /** Cents. */
  price: number;
  /** For a subscription plan: what the price is per. */
  interval?: 'month' | 'year';
  description?: string | null;
  /** What it includes, and with `included: false` what it does not. */
  attributes?: readonly ProductAttributeWire[];
  headingLevel?: HeadingLevel;
  /** The button under it (buy, choose this plan…). */
  action?: ReactNode;
  /** Marks the card as the current choice (the plan a business is on). */
  current?: boolean;
}

/**
 * A product or a subscription plan as a price card (docs/spec/features.md §2.9): its name, price,
 * description and attribute lines, each included (✓) or not (—), with the action under them.
 */
export function PlanCard({
  name,
  price,
  interval,
  description,
  attributes = [],
  headingLevel = 3,
  action,
  current = false,
}: PlanCardProps) {
  return (
    <Card as="article" tone={current ? 'beige' : undefined} className={styles.card}>
      <Heading level={headingLevel} size="md">
        {name}
        {current ? <VisuallyHidden>(your current plan)</VisuallyHidden> : null}
      </Heading>
      <p className={styles.price}>
        {formatDollars(price)}
        {interval ? <span className={styles.interval}> / {interval}</span> : null}
      </p>
      {description ? <Text>{description}</Text> : null}
      {attributes.length > 0 ? (
        <ul className={styles.lines}>
          {attributes.map((attribute) => (
            <li
              key={attribute.text}
              className={[styles.line, attribute.included ? '' : styles.excluded].join(' ')}
            >
              <span className={styles.mark} aria-hidden="true">
                {attribute.included ? '✓' : '—'}
              </span>
              <span>
                <VisuallyHidden>
                  {attribute.included ? 'Included:' : 'Not included:'}
                </VisuallyHidden>
                {attribute.text}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      {action ? <div className={styles.action}>{action}</div> : null}
    </Card>
  );
}

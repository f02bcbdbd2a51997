import type { DesignWire } from '#src/lib/api/types.ts';
import { Card } from '#src/ui/components/Card/index.ts';
import { Heading } from '#src/ui/components/Heading/index.ts';
import { Link } from '#src/ui/components/Link/index.ts';
import { Stack } from '#src/ui/components/Stack/index.ts';
import { Text } from '#src/ui/components/Text/index.ts';
import { StatusBadge } from '#src/ui/components/Badge/index.ts';
import { customerName, designerName, designStatusText } from '../designStatus.ts';
import * as styles from './DesignList.css.ts';

export const designListWording = {
  empty: 'You have no designs yet.',
  start: 'Find a Designer',
} as const;

/** Waiting on the customer reads as info; under way as success; finished as neutral. */
function statusTone(status: DesignWire['status']) {
  if (status === 'created' || status === 'scheduling') return 'info' as const;
  if (status === 'call_upcoming' || status === 'in_design') return 'success' as const;
  return 'neutral' as const;
}

export interface DesignListProps {
  designs: readonly DesignWire[];
  /** The level of each design's name (3 under the page's h1 and a list heading). */
  headingLevel?: 2 | 3;
}

/**
 * The person's designs, newest first: each with its name, its status label (docs/spec/platform.md §4),
 * who else is on it (the designer for a customer, the customer for a designer) and a link to its page.
 */
export function DesignList({ designs, headingLevel = 2 }: DesignListProps) {
  if (designs.length === 0) {
    return (
      <Text>
        {designListWording.empty} <Link href="/design">{designListWording.start}</Link> to start
        one.
      </Text>
    );
  }
  return (
    <ul className={styles.list}>
      {designs.map((design) => {
        const other =
          design.acting_as === 'user'
            ? designerName(design)
              ? `Designer: ${designerName(design)}`
              : 'No designer chosen yet'
            : `Customer: ${customerName(design) ?? 'unknown'}`;
        return (
          <li key={design.id}>
            <Card padding="medium" className={styles.item}>
              <Stack space="xsmall">
                <Heading level={headingLevel} size="sm">
                  <Link href={`/account/designs/${design.id}`}>
                    {design.name.trim() || `Design #${design.id}`}
                  </Link>
                </Heading>
                <Text tone="muted">{other}</Text>
              </Stack>
              <StatusBadge tone={statusTone(design.status)}>
                {designStatusText(design.status)}
              </StatusBadge>
            </Card>
          </li>
        );
      })}
    </ul>
  );
}

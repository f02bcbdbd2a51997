import { useState } from 'react';
import type { PaymentSourceWire } from '#src/lib/api/types.ts';
import { Button } from '#src/ui/components/Button/index.ts';
import { Card } from '#src/ui/components/Card/index.ts';
import { Dialog } from '#src/ui/components/Dialog/index.ts';
import { Inline } from '#src/ui/components/Stack/index.ts';
import { Text } from '#src/ui/components/Text/index.ts';
import { useNotify } from '#src/lib/messages/index.ts';
import { cardBrandLabel, CardBrandIcon } from './cardBrands/index.ts';
import * as styles from './account.css.ts';
import { useAccountList } from './useAccountList.tsx';

/** The SWR key (the API path) of a person's saved cards. */
export const paymentSourcesKey = (userId: number) => `/users/${userId}/payment-sources`;

/** "Expires 12/2029". */
export function formatExpiry(month: number, year: number): string {
  return `Expires ${String(month).padStart(2, '0')}/${year}`;
}

export interface PaymentMethodsProps {
  userId: number;
  /** The cards the server loaded with the page (none when that load failed). */
  initialSources?: PaymentSourceWire[] | null;
}

/**
 * The saved cards (docs/spec/platform.md §3): brand icon, last four digits and expiry; each can be removed
 * after a confirmation. Load failures show `unableToLoadSources` and a retry.
 */
export function PaymentMethods({ userId, initialSources }: PaymentMethodsProps) {
  const key = paymentSourcesKey(userId);
  const {
    api,
    items: sources,
    status,
    mutate,
  } = useAccountList(key, initialSources, {
    failure: 'unableToLoadSources',
    loadingLabel: 'Loading your payment methods...',
  });
  if (status) return status;
  if (sources.length === 0) {
    return <Text>You have no saved payment methods. Cards you save at checkout appear here.</Text>;
  }
  return (
    <ul className={styles.plainList} aria-label="Saved cards">
      {sources.map((source) => (
        <PaymentSourceItem
          key={source.source}
          source={source}
          onRemove={async () => {
            await api.delete(`${key}/${encodeURIComponent(source.source)}`);
            // The page's own list (SWR's fallback) is not in the cache: filter the list shown.
            await mutate(
              sources.filter((item) => item.source !== source.source),
              { revalidate: false },
            );
          }}
        />
      ))}
    </ul>
  );
}

function PaymentSourceItem({
  source,
  onRemove,
}: {
  source: PaymentSourceWire;
  onRemove: () => Promise<void>;
}) {
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const [removing, setRemoving] = useState(false);
  const { brand, last4, exp_month, exp_year } = source.details;
  const name = `${cardBrandLabel(brand)} ending in ${last4}`;

  async function remove() {
    setRemoving(true);
    try {
      await onRemove();
      notify({ message: 'sourcesRemovedSuccess' });
    } catch {
      notify({ message: 'unableToRemoveSources' });
      setRemoving(false);
      setOpen(false);
    }
  }

  return (
    <Card as="li" padding="medium">
      <div className={styles.row}>
        <CardBrandIcon brand={brand} />
        <div className={styles.grow}>
          <Text weight="semibold">{name}</Text>
          <Text size="sm" tone="muted">
            {formatExpiry(exp_month, exp_year)}
          </Text>
        </div>
        <Dialog.Root open={open} onOpenChange={(next) => !removing && setOpen(next)}>
          <Dialog.Trigger>
            <Button variant="outline" size="small" aria-label={`Remove ${name}`}>
              Remove
            </Button>
          </Dialog.Trigger>
          <Dialog.Content
            title="Remove this card?"
            description={`${name} will no longer be available at checkout.`}
            size="small"
          >
            <Inline space="small" align="right">
              <Dialog.Close>
                <Button variant="ghost" disabled={removing}>
                  Keep card
                </Button>
              </Dialog.Close>
              <Button variant="secondary" loading={removing} onClick={() => void remove()}>
                Remove card
              </Button>
            </Inline>
          </Dialog.Content>
        </Dialog.Root>
      </div>
    </Card>
  );
}

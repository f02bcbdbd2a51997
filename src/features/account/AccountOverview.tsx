import type { ReactNode } from 'react';
import type { AccountWire } from '#src/lib/api/types.ts';
import { Card } from '#src/ui/components/Card/index.ts';
import { Heading } from '#src/ui/components/Heading/index.ts';
import { Link } from '#src/ui/components/Link/index.ts';
import { Stack } from '#src/ui/components/Stack/index.ts';
import { Text } from '#src/ui/components/Text/index.ts';
import { accountBubbleState } from '#src/lib/session/account.ts';
import { AccountBubble } from './AccountBubble.tsx';
import { accountLinksFor } from './accountLinks.ts';
import * as styles from './account.css.ts';
import * as overview from './AccountOverview.css.ts';

export interface AccountOverviewProps {
  account: AccountWire;
  /** The picture and its upload control, shown beside the profile. */
  avatar?: ReactNode;
}

/** The profile at a glance (name, e-mail, timezone, account status) and the person's account pages. */
export function AccountOverview({ account, avatar }: AccountOverviewProps) {
  const links = accountLinksFor(account);
  return (
    <Stack space="large">
      <Card as="section">
        <div className={overview.profile}>
          {avatar}
          <Stack space="medium" className={styles.grow}>
            <Heading level={2} size="lg" id="account-profile-heading">
              {account.first_name} {account.last_name}
            </Heading>
            <dl className={styles.details}>
              <dt className={styles.term}>Email</dt>
              <dd className={styles.definition}>{account.email}</dd>
              <dt className={styles.term}>Timezone</dt>
              <dd className={styles.definition}>{account.timezone.replace(/_/g, ' ')}</dd>
              <dt className={styles.term}>Account status</dt>
              <dd className={styles.definition}>
                <AccountBubble state={accountBubbleState(account)} />
              </dd>
            </dl>
          </Stack>
        </div>
      </Card>
      <nav aria-labelledby="account-pages-heading">
        <Stack space="medium">
          <Heading level={2} size="lg" id="account-pages-heading">
            Your account
          </Heading>
          <ul className={overview.grid}>
            {links.map((link) => (
              <li key={link.href}>
                <Card interactive padding="medium" className={overview.linkCard}>
                  <Stack space="xxsmall">
                    <Link href={link.href} variant="plain" className={overview.cover}>
                      {link.label}
                    </Link>
                    <Text size="sm" tone="muted">
                      {link.description}
                    </Text>
                  </Stack>
                </Card>
              </li>
            ))}
          </ul>
        </Stack>
      </nav>
    </Stack>
  );
}

import { StatusBadge, type StatusBadgeTone } from '#src/ui/components/Badge/index.ts';
import type { AccountBubbleState } from '#src/lib/session/account.ts';
import * as styles from './account.css.ts';

const bubble: Record<AccountBubbleState, { label: string; tone: StatusBadgeTone }> = {
  active: { label: 'Active', tone: 'success' },
  inactive: { label: 'Inactive', tone: 'neutral' },
  suspended: { label: 'Suspended', tone: 'error' },
};

/** The account bubble state (docs/spec/platform.md §4) as a badge; the page labels it "Account status". */
export function AccountBubble({ state }: { state: AccountBubbleState }) {
  const { label, tone } = bubble[state];
  return (
    <StatusBadge tone={tone}>
      <span className={styles.dot} aria-hidden="true" />
      {label}
    </StatusBadge>
  );
}

import type { ReactNode } from 'react';
import { statusBadge, type statusBadgeTones } from './Badge.css.ts';

export type StatusBadgeTone = (typeof statusBadgeTones)[number];

/**
 * The state of an order, a design or an account ('Paid', 'In design', 'Active'): `info` for one
 * that waits on someone, `success` for one under way or in good standing, `error` for one stopped,
 * `neutral` for one done. `children` may start with a mark (a dot) before the words.
 */
export function StatusBadge({ tone, children }: { tone: StatusBadgeTone; children: ReactNode }) {
  return <span className={statusBadge({ tone })}>{children}</span>;
}

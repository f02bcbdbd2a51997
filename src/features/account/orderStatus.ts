import type { OrderStatus } from '#src/lib/api/types.ts';
import type { StatusBadgeTone } from '#src/ui/components/Badge/index.ts';

const labels: Record<string, { label: string; tone: StatusBadgeTone }> = {
  paid: { label: 'Paid', tone: 'info' },
  scheduled: { label: 'Scheduled', tone: 'success' },
  complete: { label: 'Complete', tone: 'neutral' },
  canceled: { label: 'Canceled', tone: 'error' },
};

/** How an order's status reads, and the badge tone; a status the API adds later reads as itself. */
export function orderStatusLabel(status: OrderStatus): { label: string; tone: StatusBadgeTone } {
  const known = labels[status];
  if (known) return known;
  const words = String(status).replace(/[_-]+/g, ' ').trim();
  return { label: words ? words[0]!.toUpperCase() + words.slice(1) : 'Unknown', tone: 'neutral' };
}

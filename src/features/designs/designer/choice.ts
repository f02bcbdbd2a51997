import type { CoachCardWire } from '#src/lib/api/types.ts';
import type { DayKey } from '#src/features/coaching/time.ts';

/** What has been chosen so far, and so which view shows. */
export type Choice =
  | { step: 'list' }
  | { step: 'date'; designer: CoachCardWire }
  | { step: 'time'; designer: CoachCardWire; day: DayKey }
  | { step: 'summary'; designer: CoachCardWire; day: DayKey | null; start: string | null };

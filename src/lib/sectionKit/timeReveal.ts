/**
 * A section's `time_reveal`: the minutes after the visitor opened the page before it shows (0 = at
 * once). A module of its own: the page shell reads it for every section without loading the section
 * kit (`defineSection` and its schema library travel with the sections' code, not the page's).
 */
export function parseTimeReveal(value: unknown): number {
  const minutes = typeof value === 'string' ? Number(value) : value;
  return typeof minutes === 'number' && Number.isFinite(minutes) && minutes > 0 ? minutes : 0;
}

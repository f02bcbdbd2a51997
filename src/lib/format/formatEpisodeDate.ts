const episodeDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/**
 * `2026-06-11` → `June 11, 2026`. Read and written in UTC, so the server and every visitor's browser
 * show the same day (no hydration mismatch, no episode a day early west of Greenwich).
 */
export function formatEpisodeDate(publishedOn: string): string {
  const date = new Date(`${publishedOn.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? publishedOn : episodeDate.format(date);
}

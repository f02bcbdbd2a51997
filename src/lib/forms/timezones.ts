/** Time zones offered at sign-up; the browser's own is added when it is not among them. */
const common = [
  'America/New_York',
  'America/Chicago',
  'America/Denver',
  'America/Phoenix',
  'America/Los_Angeles',
  'America/Anchorage',
  'Pacific/Honolulu',
  'America/Toronto',
  'America/Vancouver',
  'America/Halifax',
  'Europe/London',
  'Europe/Dublin',
  'Europe/Paris',
  'Europe/Berlin',
  'Australia/Sydney',
  'Australia/Melbourne',
  'Australia/Brisbane',
  'Australia/Perth',
  'Pacific/Auckland',
  'UTC',
];

export function guessTimezone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'America/New_York';
  } catch {
    return 'America/New_York';
  }
}

export function timezoneOptions(selected?: string): { value: string; label: string }[] {
  const zones = selected && !common.includes(selected) ? [selected, ...common] : common;
  return zones.map((zone) => ({ value: zone, label: zone.replace(/_/g, ' ') }));
}

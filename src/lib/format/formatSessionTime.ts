/** What a session reads as in the person's timezone: a date, a time range and the zone's short name. */
export interface SessionTime {
  /** `Tuesday, March 4, 2025` */
  date: string;
  /** `10:00 AM` */
  start: string;
  /** `11:00 AM` (null when the order has no end) */
  end: string | null;
  /** `CST`, `GMT+1`… as the platform names the zone. */
  zone: string;
  /** The zone's IANA name actually used (the person's, or UTC when theirs is unknown). */
  timeZone: string;
}

/** The person's timezone when the platform knows it, else UTC: a bad zone name must not break the page. */
export function safeTimeZone(timeZone: string | null | undefined): string {
  if (!timeZone) return 'UTC';
  try {
    new Intl.DateTimeFormat('en-US', { timeZone }).format(0);
    return timeZone;
  } catch {
    return 'UTC';
  }
}

function parse(iso: string | null | undefined): Date | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

// ICU puts a narrow no-break space before AM/PM; plain spaces read (and test) the same everywhere.
const tidy = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');

function timeOf(date: Date, timeZone: string): string {
  return tidy(
    new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit' }).format(date),
  );
}

function zoneOf(date: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'short' }).formatToParts(
    date,
  );
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
}

/**
 * A session's start (and end) in the person's timezone (docs/spec/platform.md §7: times travel in UTC), or null
 * when it is not scheduled. The zone is the one in force on the session's day (CST or CDT).
 */
export function formatSessionTime(
  startIso: string | null | undefined,
  endIso: string | null | undefined,
  timeZone: string | null | undefined,
): SessionTime | null {
  const start = parse(startIso);
  if (!start) return null;
  const zone = safeTimeZone(timeZone);
  const end = parse(endIso);
  return {
    date: tidy(
      new Intl.DateTimeFormat('en-US', { timeZone: zone, dateStyle: 'full' }).format(start),
    ),
    start: timeOf(start, zone),
    end: end ? timeOf(end, zone) : null,
    zone: zoneOf(start, zone),
    timeZone: zone,
  };
}

/** One line for lists: `Tue, Mar 4, 2025, 10:00 AM CST`, or null when not scheduled. */
export function formatSessionStart(
  startIso: string | null | undefined,
  timeZone: string | null | undefined,
): string | null {
  const start = parse(startIso);
  if (!start) return null;
  const zone = safeTimeZone(timeZone);
  const text = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(start);
  return tidy(text);
}

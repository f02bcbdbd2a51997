/**
 * Time-zone maths, shared by the site and the reference API (decision 036). Times travel in UTC;
 * people see and choose them in a zone. Only the platform's Intl data is used, so a day is 23 or 25
 * hours long across a daylight-saving change and a wall-clock time becomes the instant it names in
 * that zone. Pure: nothing here reads the clock.
 */

export const minuteMs = 60_000;
export const hourMs = 60 * minuteMs;
export const dayMs = 24 * hourMs;

/** A date and a wall-clock time as a zone's clocks show it. */
export interface WallTime {
  year: number;
  /** 1–12 */
  month: number;
  day: number;
  hour: number;
  minute: number;
}

/** A wall-clock time to turn into an instant; a missing hour or minute is 0. */
export type WallTimeInput = Omit<WallTime, 'hour' | 'minute'> & { hour?: number; minute?: number };

const partsFormatters = new Map<string, Intl.DateTimeFormat>();
function partsFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = partsFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    partsFormatters.set(timeZone, formatter);
  }
  return formatter;
}

const epochMs = (instant: Date | number) =>
  typeof instant === 'number' ? instant : instant.getTime();

function wallPartsOf(instant: Date | number, timeZone: string): WallTime & { second: number } {
  const parts: Record<string, number> = {};
  for (const part of partsFormatter(timeZone).formatToParts(new Date(epochMs(instant)))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year!,
    month: parts.month!,
    day: parts.day!,
    // Some engines write midnight as 24 even with h23.
    hour: parts.hour! % 24,
    minute: parts.minute!,
    second: parts.second!,
  };
}

/** The wall-clock time an instant shows in a zone. */
export function wallTimeOf(instant: Date | number, timeZone: string): WallTime {
  const { year, month, day, hour, minute } = wallPartsOf(instant, timeZone);
  return { year, month, day, hour, minute };
}

/** How far the zone's clocks are ahead of UTC at an instant, in ms (whole seconds). */
export function zoneOffsetMs(instant: Date | number, timeZone: string): number {
  const at = Math.floor(epochMs(instant) / 1000) * 1000;
  const wall = wallPartsOf(at, timeZone);
  return Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second) - at;
}

/**
 * The instant a wall-clock time names in a zone. A time skipped by a spring-forward change (2:30 on
 * the night clocks go from 2:00 to 3:00) reads as the same length of time after the change (3:30); a
 * time that happens twice in the autumn is its first occurrence.
 */
export function instantOf(wall: WallTimeInput, timeZone: string): Date {
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour ?? 0, wall.minute ?? 0);
  // The zone's offsets a day either side: at most two, since changes are months apart.
  const offsets = [zoneOffsetMs(asUtc - dayMs, timeZone), zoneOffsetMs(asUtc + dayMs, timeZone)];
  const matching = offsets
    .map((offset) => asUtc - offset)
    .filter((instant) => asUtc - zoneOffsetMs(instant, timeZone) === instant);
  if (matching.length > 0) return new Date(Math.min(...matching));
  // Skipped by a spring-forward change: read with the offset before it (the smaller one).
  return new Date(asUtc - Math.min(...offsets));
}

/** The viewer's time zone: the account's when signed in, else the browser's, else UTC. */
export function viewerTimeZone(accountZone: string | null | undefined): string {
  const candidates = [accountZone, browserTimeZone()];
  for (const zone of candidates) {
    if (!zone) continue;
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: zone }).format(0);
      return zone;
    } catch {
      // An unknown zone name: try the next.
    }
  }
  return 'UTC';
}

function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

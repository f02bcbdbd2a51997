import { describe, expect, it } from 'vitest';
import { formatSessionStart, formatSessionTime, safeTimeZone } from './formatSessionTime.ts';

describe('formatSessionTime', () => {
  it("shows a session's start and end in the person's timezone, with the zone", () => {
    expect(
      formatSessionTime('2026-03-04T16:00:00Z', '2026-03-04T17:00:00Z', 'America/Chicago'),
    ).toEqual({
      date: 'Wednesday, March 4, 2026',
      start: '10:00 AM',
      end: '11:00 AM',
      zone: 'CST',
      timeZone: 'America/Chicago',
    });
  });

  it('names the zone in force on the day of the session (daylight saving time)', () => {
    expect(formatSessionTime('2026-07-04T16:00:00Z', null, 'America/Chicago')).toMatchObject({
      start: '11:00 AM',
      end: null,
      zone: 'CDT',
    });
  });

  it('moves the date when the timezone puts the session on another day', () => {
    expect(formatSessionTime('2026-03-05T02:30:00Z', null, 'America/Los_Angeles')?.date).toBe(
      'Wednesday, March 4, 2026',
    );
  });

  it('falls back to UTC for an unknown timezone', () => {
    expect(safeTimeZone('Mars/Olympus_Mons')).toBe('UTC');
    expect(formatSessionTime('2026-03-04T16:00:00Z', null, 'Mars/Olympus_Mons')).toMatchObject({
      start: '4:00 PM',
      zone: 'UTC',
      timeZone: 'UTC',
    });
  });

  it('gives nothing for an order that is not scheduled', () => {
    expect(formatSessionTime(null, null, 'America/Chicago')).toBeNull();
    expect(formatSessionTime('not a date', null, 'America/Chicago')).toBeNull();
  });
});

describe('formatSessionStart', () => {
  it('reads as one line for lists', () => {
    expect(formatSessionStart('2026-03-04T16:00:00Z', 'America/New_York')).toBe(
      'Wed, Mar 4, 2026, 11:00 AM EST',
    );
    expect(formatSessionStart(null, 'America/New_York')).toBeNull();
  });
});

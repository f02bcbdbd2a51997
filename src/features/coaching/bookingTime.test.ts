import { describe, expect, it } from 'vitest';
import {
  bookableDays,
  formatDay,
  formatTimeOfDay,
  lastScheduleMonth,
  scheduleRange,
  zoneAbbreviation,
  zoneLabel,
} from './bookingTime.ts';

const now = new Date('2026-03-02T15:00:00.000Z'); // Monday, 9:00 AM in Chicago
const chicago = 'America/Chicago';
const window = (id: number, start: string, end: string) => ({
  id,
  available_start: start,
  available_end: end,
});

describe('booking time', () => {
  it('asks for the windows from the viewer’s midnight to the end of the 30th day after', () => {
    expect(scheduleRange('2026-03-02', chicago)).toEqual({
      start: '2026-03-02T06:00:00.000Z',
      // Daylight saving starts on 8 March: the last midnight is at UTC−5.
      end: '2026-04-02T05:00:00.000Z',
    });
    expect(lastScheduleMonth('2026-03-02')).toBe('2026-04-01');
    expect(lastScheduleMonth('2026-03-01')).toBe('2026-03-01');
  });

  it('offers only the days a session still fits into after the 48-hour buffer', () => {
    const days = bookableDays(
      [
        // Wednesday 8:00–9:30 AM: only 30 minutes are left after 9:00, too short for an hour.
        window(1, '2026-03-04T14:00:00.000Z', '2026-03-04T15:30:00.000Z'),
        // Tuesday: within 48 hours.
        window(2, '2026-03-03T15:00:00.000Z', '2026-03-03T20:00:00.000Z'),
        // Thursday evening in Chicago, Friday in UTC.
        window(3, '2026-03-06T01:00:00.000Z', '2026-03-06T03:00:00.000Z'),
        // 31 days away: after-month.
        window(4, '2026-04-02T15:00:00.000Z', '2026-04-02T18:00:00.000Z'),
        window(5, 'not a time', '2026-03-10T18:00:00.000Z'),
      ],
      { now, timeZone: chicago, today: '2026-03-02', minutes: 60 },
    );
    expect([...days]).toEqual(['2026-03-05']);
  });

  it('counts a short window for a short session', () => {
    const days = bookableDays([window(1, '2026-03-04T14:00:00.000Z', '2026-03-04T15:30:00.000Z')], {
      now,
      timeZone: chicago,
      today: '2026-03-02',
      minutes: 30,
    });
    expect([...days]).toEqual(['2026-03-04']);
  });

  it('says days, times and zones as people do', () => {
    expect(formatDay('2026-03-04')).toBe('Wednesday, March 4, 2026');
    expect(formatTimeOfDay('2026-03-04T17:30:00.000Z', chicago)).toBe('11:30 AM');
    expect(zoneLabel(chicago, now)).toBe('Central Time (CST)');
    expect(zoneLabel(chicago, new Date('2026-07-01T12:00:00Z'))).toBe('Central Time (CDT)');
    expect(zoneLabel('UTC', now)).toBe('UTC');
    expect(zoneAbbreviation('America/Los_Angeles', now)).toBe('PST');
  });
});

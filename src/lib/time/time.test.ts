import { describe, expect, it } from 'vitest';
import {
  addDays,
  dayKeyOf,
  dayRange,
  daysBetween,
  earliestBookable,
  instantOf,
  monthGrid,
  schedulingBufferHours,
  utcDateOf,
  wallTimeOf,
  weekdayOf,
  zoneOffsetMs,
} from './index.ts';

const hour = 3_600_000;
const iso = (wall: Parameters<typeof instantOf>[0], zone: string) =>
  instantOf(wall, zone).toISOString();

describe('zone offsets and wall-clock times', () => {
  it('reads a zone’s offset at an instant, daylight saving, half hours and the south included', () => {
    expect(zoneOffsetMs(Date.parse('2026-01-15T12:00:00Z'), 'America/Los_Angeles')).toBe(-8 * hour);
    expect(zoneOffsetMs(new Date('2026-07-15T12:00:00Z'), 'America/Los_Angeles')).toBe(-7 * hour);
    expect(zoneOffsetMs(Date.parse('2026-07-15T12:00:00Z'), 'Asia/Kolkata')).toBe(5.5 * hour);
    expect(zoneOffsetMs(Date.parse('2026-01-15T12:00:00Z'), 'Australia/Sydney')).toBe(11 * hour);
    expect(zoneOffsetMs(Date.parse('2026-07-15T12:00:00.999Z'), 'UTC')).toBe(0);
    expect(wallTimeOf(Date.parse('2026-03-08T10:00:00Z'), 'America/Los_Angeles')).toEqual({
      year: 2026,
      month: 3,
      day: 8,
      hour: 3,
      minute: 0,
    });
  });

  it('turns a skipped spring time into the same length after the change, west and east of UTC', () => {
    expect(iso({ year: 2026, month: 3, day: 8, hour: 2, minute: 30 }, 'America/New_York')).toBe(
      '2026-03-08T07:30:00.000Z',
    );
    expect(iso({ year: 2026, month: 3, day: 29, hour: 2, minute: 30 }, 'Europe/Berlin')).toBe(
      '2026-03-29T01:30:00.000Z',
    );
    expect(iso({ year: 2026, month: 10, day: 4, hour: 2, minute: 30 }, 'Australia/Sydney')).toBe(
      '2026-10-03T16:30:00.000Z',
    );
  });

  it('takes the first showing of a doubled autumn time, east of UTC as well as west', () => {
    expect(iso({ year: 2026, month: 11, day: 1, hour: 1, minute: 30 }, 'America/New_York')).toBe(
      '2026-11-01T05:30:00.000Z',
    );
    // These were the second showing in the reference API's own copy of the maths.
    expect(iso({ year: 2026, month: 10, day: 25, hour: 1, minute: 30 }, 'Europe/London')).toBe(
      '2026-10-25T00:30:00.000Z',
    );
    expect(iso({ year: 2026, month: 10, day: 25, hour: 2 }, 'Europe/Berlin')).toBe(
      '2026-10-25T00:00:00.000Z',
    );
    expect(iso({ year: 2026, month: 4, day: 5, hour: 2, minute: 15 }, 'Australia/Sydney')).toBe(
      '2026-04-04T15:15:00.000Z',
    );
    // Lord Howe Island moves its clocks by half an hour.
    expect(iso({ year: 2026, month: 4, day: 5, hour: 1, minute: 45 }, 'Australia/Lord_Howe')).toBe(
      '2026-04-04T14:45:00.000Z',
    );
  });

  it('reads back every quarter hour of a change day as the time it was made from', () => {
    for (const zone of ['America/Chicago', 'Europe/London', 'Australia/Sydney', 'Asia/Kolkata']) {
      for (const day of ['2026-03-08', '2026-03-29', '2026-04-05', '2026-10-04', '2026-11-01']) {
        for (let minutes = 0; minutes < 24 * 60; minutes += 15) {
          const wall = { ...parse(day), hour: Math.floor(minutes / 60), minute: minutes % 60 };
          const back = wallTimeOf(instantOf(wall, zone), zone);
          // A skipped time reads back later on the same day; any other reads back as itself.
          if (back.hour !== wall.hour || back.minute !== wall.minute) {
            expect(back.hour * 60 + back.minute).toBeGreaterThan(minutes);
            expect(dayKeyOf(instantOf(wall, zone), zone)).toBe(day);
          } else {
            expect(back).toEqual(wall);
          }
        }
      }
    }
  });
});

function parse(day: string) {
  const [year, month, date] = day.split('-').map(Number);
  return { year: year!, month: month!, day: date! };
}

describe('days', () => {
  it('counts calendar days, whatever the clocks do', () => {
    expect(addDays('2026-02-27', 2)).toBe('2026-03-01');
    expect(daysBetween('2026-03-01', '2026-03-10')).toBe(9);
    expect(weekdayOf('2026-11-27')).toBe(5);
    expect(utcDateOf('2026-03-08').toISOString()).toBe('2026-03-08T00:00:00.000Z');
    const { start, end } = dayRange('2026-11-01', 'America/Chicago');
    expect((end.getTime() - start.getTime()) / hour).toBe(25);
    expect(monthGrid('2026-08-01')).toHaveLength(42);
  });
});

describe('the scheduling buffer', () => {
  it('is 48 hours', () => {
    const now = new Date('2026-11-25T18:00:00Z');
    expect(schedulingBufferHours).toBe(48);
    expect(earliestBookable(now).toISOString()).toBe('2026-11-27T18:00:00.000Z');
  });
});

import { describe, expect, it } from 'vitest';
import {
  addMonths,
  availabilityRequest,
  availableTimesRange,
  calendarDayState,
  canShowMonth,
  dayKeyOf,
  dayRange,
  daysTouched,
  earliestBookable,
  goLiveWindow,
  hour24,
  hourValue,
  instantOf,
  isAfterMonth,
  monthGrid,
  monthGridRows,
  offeredTimes,
  sessionEnd,
  viewerTimeZone,
  wallTimeOf,
  weekOf,
  zoomStart,
} from './time.ts';

const iso = (value: string) => new Date(value).toISOString();

describe('wall-clock times and instants', () => {
  it('reads an instant in a zone', () => {
    expect(wallTimeOf(new Date('2026-12-01T17:00:00Z'), 'America/Los_Angeles')).toEqual({
      year: 2026,
      month: 12,
      day: 1,
      hour: 9,
      minute: 0,
    });
    expect(dayKeyOf(new Date('2026-12-01T03:00:00Z'), 'America/Chicago')).toBe('2026-11-30');
  });

  it('turns a wall-clock time into its instant on both sides of a daylight-saving change', () => {
    const ny = 'America/New_York';
    expect(instantOf({ year: 2026, month: 3, day: 7, hour: 9, minute: 0 }, ny).toISOString()).toBe(
      iso('2026-03-07T14:00:00Z'),
    );
    expect(instantOf({ year: 2026, month: 3, day: 9, hour: 9, minute: 0 }, ny).toISOString()).toBe(
      iso('2026-03-09T13:00:00Z'),
    );
  });

  it('moves a time skipped in spring past the change, and takes the first of a doubled autumn time', () => {
    const ny = 'America/New_York';
    // 2:30 does not exist on 8 March 2026 in New York: it reads as 3:30 EDT.
    expect(instantOf({ year: 2026, month: 3, day: 8, hour: 2, minute: 30 }, ny).toISOString()).toBe(
      iso('2026-03-08T07:30:00Z'),
    );
    // 1:30 happens twice on 1 November 2026: the first, in EDT.
    expect(
      instantOf({ year: 2026, month: 11, day: 1, hour: 1, minute: 30 }, ny).toISOString(),
    ).toBe(iso('2026-11-01T05:30:00Z'));
    // East of UTC too: London's doubled 1:30 on 25 October 2026 is the BST one.
    expect(
      instantOf(
        { year: 2026, month: 10, day: 25, hour: 1, minute: 30 },
        'Europe/London',
      ).toISOString(),
    ).toBe(iso('2026-10-25T00:30:00Z'));
    expect(
      instantOf(
        { year: 2026, month: 3, day: 29, hour: 1, minute: 30 },
        'Europe/London',
      ).toISOString(),
    ).toBe(iso('2026-03-29T01:30:00Z'));
  });

  it('makes days 23 and 25 hours long across the changes', () => {
    const hours = (key: string) => {
      const { start, end } = dayRange(key, 'America/Chicago');
      return (end.getTime() - start.getTime()) / 3_600_000;
    };
    expect(hours('2026-03-08')).toBe(23);
    expect(hours('2026-11-01')).toBe(25);
    expect(hours('2026-11-02')).toBe(24);
    expect(dayRange('2026-11-02', 'America/Chicago').start.toISOString()).toBe(
      iso('2026-11-02T06:00:00Z'),
    );
  });
});

describe('the scheduling buffer', () => {
  const now = new Date('2026-11-25T18:00:00Z');

  it('offers nothing earlier than now plus 48 hours', () => {
    expect(earliestBookable(now).toISOString()).toBe(iso('2026-11-27T18:00:00Z'));
    const times = [
      { start: '2026-11-27T17:30:00.000Z', end: '' },
      { start: '2026-11-27T18:00:00.000Z', end: '' },
      { start: '2026-11-28T16:00:00.000Z', end: '' },
      { start: '2026-11-27T18:00:00.000Z', end: '' },
    ];
    expect(offeredTimes(times, now).map((time) => time.start)).toEqual([
      '2026-11-27T18:00:00.000Z',
      '2026-11-28T16:00:00.000Z',
    ]);
  });

  it('moves the start of a day that is less than a day past the buffer, and gives up on a day inside it', () => {
    const zone = 'America/Chicago';
    // 27 November in Chicago starts 06:00Z, before the buffer ends at 18:00Z: its range starts there.
    expect(availableTimesRange('2026-11-27', zone, now)).toEqual({
      start: new Date('2026-11-27T18:00:00Z'),
      end: new Date('2026-11-28T06:00:00Z'),
    });
    expect(availableTimesRange('2026-11-28', zone, now)).toEqual(dayRange('2026-11-28', zone));
    expect(availableTimesRange('2026-11-26', zone, now)).toBeNull();
  });

  it('ends a session its length after it starts, and writes a call time as UTC minutes', () => {
    expect(sessionEnd('2026-12-01T17:00:00.000Z', 45)).toBe('2026-12-01T17:45:00.000Z');
    expect(zoomStart('2026-12-01T17:05:59.000Z')).toBe('2026-12-01 17:05:00');
  });
});

describe('the month grid', () => {
  it('pads a month to 35 cells (5 rows of 7), starting on Sunday', () => {
    const february = monthGrid('2026-02-01'); // 1 February 2026 is a Sunday, 28 days
    expect(february).toHaveLength(35);
    expect(february[0]).toBe('2026-02-01');
    expect(february[34]).toBe('2026-03-07');
    const november = monthGrid('2026-11-14');
    expect(november).toHaveLength(35);
    expect(november[0]).toBe('2026-11-01');
    const december = monthGrid('2026-12-01'); // a Tuesday
    expect(december[0]).toBe('2026-11-29');
    expect(december).toHaveLength(35);
  });

  it('gives a month spanning six weeks its sixth row', () => {
    // 1 August 2026 is a Saturday and the month has 31 days.
    expect(monthGrid('2026-08-01')).toHaveLength(42);
    expect(monthGridRows('2026-08-01')).toBe(6);
    expect(monthGridRows('2026-02-01')).toBe(5);
  });

  it('never goes before the current month, and closes days more than 30 days away', () => {
    expect(canShowMonth('2026-10-01', '2026-11-25')).toBe(false);
    expect(canShowMonth('2026-11-01', '2026-11-25')).toBe(true);
    expect(canShowMonth(addMonths('2026-11-01', 1), '2026-11-25')).toBe(true);
    expect(isAfterMonth('2026-12-25', '2026-11-25')).toBe(false);
    expect(isAfterMonth('2026-12-26', '2026-11-25')).toBe(true);
  });

  it('selects a whole week, Sunday to Saturday', () => {
    expect(weekOf('2026-11-25')).toEqual([
      '2026-11-22',
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
    ]);
  });

  it('tells before, current, busy, available and blank days apart', () => {
    const marks = {
      availableDays: new Set(['2026-11-26', '2026-11-27', '2026-11-24']),
      busyDays: new Set(['2026-11-27', '2026-11-25']),
    };
    const today = '2026-11-25';
    expect(calendarDayState('2026-11-24', today, marks)).toBe('before');
    expect(calendarDayState('2026-11-25', today, marks)).toBe('current');
    expect(calendarDayState('2026-11-26', today, marks)).toBe('available');
    expect(calendarDayState('2026-11-27', today, marks)).toBe('busy');
    expect(calendarDayState('2026-11-28', today, marks)).toBe('blank');
  });

  it('marks the days a window touches in the viewer’s zone, the end being exclusive', () => {
    const windows = [
      // 9:00–17:00 in Los Angeles on 1 December is 17:00Z–01:00Z: two UTC days, one LA day.
      { start: '2026-12-01T17:00:00Z', end: '2026-12-02T01:00:00Z' },
    ];
    expect([...daysTouched(windows, 'America/Los_Angeles')]).toEqual(['2026-12-01']);
    expect([...daysTouched(windows, 'Europe/Berlin')]).toEqual(['2026-12-01', '2026-12-02']);
    expect([
      ...daysTouched([{ start: '2026-12-01T08:00:00Z', end: '2026-12-02T08:00:00Z' }], 'UTC'),
    ]).toEqual(['2026-12-01', '2026-12-02']);
  });
});

describe('Go Live', () => {
  const zone = 'America/Los_Angeles';
  const now = new Date('2026-11-25T18:10:00Z'); // 10:10 AM in Los Angeles

  it('sends 12 as 0 and reads the hour with AM/PM', () => {
    expect(hourValue(12)).toBe(0);
    expect(hourValue(7)).toBe(7);
    expect(hour24(0, 'AM')).toBe(0);
    expect(hour24(0, 'PM')).toBe(12);
    expect(hour24(5, 'PM')).toBe(17);
  });

  it('goes live from now until the chosen time today in the coach’s zone', () => {
    expect(goLiveWindow({ hour: hourValue(12), minute: 30, meridiem: 'PM' }, now, zone)).toEqual({
      start: '2026-11-25T18:10:00.000Z',
      end: '2026-11-25T20:30:00.000Z',
    });
    expect(goLiveWindow({ hour: 5, minute: 45, meridiem: 'PM' }, now, zone)).toEqual({
      start: now.toISOString(),
      end: '2026-11-26T01:45:00.000Z',
    });
  });

  it('needs every field, and refuses a time that is not after now', () => {
    expect(goLiveWindow({ hour: 5, minute: null, meridiem: 'PM' }, now, zone)).toEqual({
      error: 'invalidTime',
    });
    expect(goLiveWindow({ hour: 5, minute: 0 }, now, zone)).toEqual({ error: 'invalidTime' });
    expect(goLiveWindow({ hour: 10, minute: 0, meridiem: 'AM' }, now, zone)).toEqual({
      error: 'invalidTimePast',
    });
    // 12 AM is midnight this morning: past.
    expect(goLiveWindow({ hour: hourValue(12), minute: 0, meridiem: 'AM' }, now, zone)).toEqual({
      error: 'invalidTimePast',
    });
  });
});

describe('the availability request', () => {
  it('turns chosen days and times of day into UTC windows, across a daylight-saving change', () => {
    const body = availabilityRequest(
      ['2026-11-02', '2026-10-30', '2026-10-30'],
      [
        { from: { hour: 9, minute: 0 }, to: { hour: 12, minute: 0 } },
        { from: { hour: 13, minute: 0 }, to: { hour: 13, minute: 0 } },
      ],
      'America/Los_Angeles',
    );
    expect(body.days).toEqual([
      { start: iso('2026-10-30T07:00:00Z'), end: iso('2026-10-31T07:00:00Z') },
      { start: iso('2026-11-02T08:00:00Z'), end: iso('2026-11-03T08:00:00Z') },
    ]);
    // 9 AM is 16:00Z in PDT and 17:00Z in PST; the empty 1 PM range is left out.
    expect(body.times).toEqual([
      { available_start: iso('2026-10-30T16:00:00Z'), available_end: iso('2026-10-30T19:00:00Z') },
      { available_start: iso('2026-11-02T17:00:00Z'), available_end: iso('2026-11-02T20:00:00Z') },
    ]);
  });

  it('reads an end of 12:00 AM as the midnight that ends the day', () => {
    const body = availabilityRequest(
      ['2026-12-01'],
      [{ from: { hour: 20, minute: 0 }, to: { hour: 0, minute: 0 } }],
      'UTC',
    );
    expect(body.times).toEqual([
      { available_start: iso('2026-12-01T20:00:00Z'), available_end: iso('2026-12-02T00:00:00Z') },
    ]);
  });
});

describe('the viewer’s timezone', () => {
  it('is the account’s, else a working one', () => {
    expect(viewerTimeZone('America/Chicago')).toBe('America/Chicago');
    expect(viewerTimeZone('Not/AZone')).not.toBe('Not/AZone');
    expect(viewerTimeZone(null)).toBeTruthy();
  });
});

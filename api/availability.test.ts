// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  addDays,
  availableStartTimes,
  contains,
  isBookable,
  isLiveAt,
  mergeRanges,
  overlaps,
  subtractRanges,
  wallClockAt,
  wallClockToUtc,
  weeklyWindows,
  zoneOffsetMs,
  type Range,
} from './availability.ts';

const at = (iso: string) => Date.parse(iso);
const range = (start: string, end: string): Range => ({ start: at(start), end: at(end) });
const isoRanges = (ranges: Range[]) =>
  ranges.map((r) => [new Date(r.start).toISOString(), new Date(r.end).toISOString()]);
const starts = (ranges: Range[]) =>
  ranges.map((r) => new Date(r.start).toISOString().slice(11, 16));

describe('ranges', () => {
  it('overlap when they share an instant; touching ranges do not', () => {
    const nine = range('2026-12-01T09:00:00Z', '2026-12-01T10:00:00Z');
    expect(overlaps(nine, range('2026-12-01T09:30:00Z', '2026-12-01T10:30:00Z'))).toBe(true);
    expect(overlaps(nine, range('2026-12-01T08:00:00Z', '2026-12-01T11:00:00Z'))).toBe(true);
    expect(overlaps(nine, range('2026-12-01T10:00:00Z', '2026-12-01T11:00:00Z'))).toBe(false);
    expect(overlaps(nine, range('2026-12-01T08:00:00Z', '2026-12-01T09:00:00Z'))).toBe(false);
    expect(contains(nine, range('2026-12-01T09:00:00Z', '2026-12-01T10:00:00Z'))).toBe(true);
    expect(contains(nine, range('2026-12-01T09:30:00Z', '2026-12-01T10:30:00Z'))).toBe(false);
  });

  it('merge overlapping and touching ranges, sorted, dropping empty ones', () => {
    expect(
      isoRanges(
        mergeRanges([
          range('2026-12-01T13:00:00Z', '2026-12-01T17:00:00Z'),
          range('2026-12-01T09:00:00Z', '2026-12-01T10:00:00Z'),
          range('2026-12-01T10:00:00Z', '2026-12-01T11:00:00Z'),
          range('2026-12-01T10:30:00Z', '2026-12-01T12:00:00Z'),
          range('2026-12-01T14:00:00Z', '2026-12-01T15:00:00Z'),
          range('2026-12-01T20:00:00Z', '2026-12-01T20:00:00Z'),
        ]),
      ),
    ).toEqual([
      ['2026-12-01T09:00:00.000Z', '2026-12-01T12:00:00.000Z'],
      ['2026-12-01T13:00:00.000Z', '2026-12-01T17:00:00.000Z'],
    ]);
  });

  it('cut a window at the edges of the days, keeping the parts outside', () => {
    const day = range('2026-12-02T00:00:00Z', '2026-12-03T00:00:00Z');
    // Straddling the day's start and its end.
    expect(
      isoRanges(subtractRanges(range('2026-12-01T22:00:00Z', '2026-12-02T02:00:00Z'), [day])),
    ).toEqual([['2026-12-01T22:00:00.000Z', '2026-12-02T00:00:00.000Z']]);
    expect(
      isoRanges(subtractRanges(range('2026-12-02T23:00:00Z', '2026-12-03T01:00:00Z'), [day])),
    ).toEqual([['2026-12-03T00:00:00.000Z', '2026-12-03T01:00:00.000Z']]);
    // Across the whole day: both ends kept. Inside it: nothing left. Outside: unchanged.
    expect(
      isoRanges(subtractRanges(range('2026-12-01T20:00:00Z', '2026-12-03T04:00:00Z'), [day])),
    ).toEqual([
      ['2026-12-01T20:00:00.000Z', '2026-12-02T00:00:00.000Z'],
      ['2026-12-03T00:00:00.000Z', '2026-12-03T04:00:00.000Z'],
    ]);
    expect(subtractRanges(range('2026-12-02T09:00:00Z', '2026-12-02T12:00:00Z'), [day])).toEqual(
      [],
    );
    expect(
      isoRanges(subtractRanges(range('2026-12-05T09:00:00Z', '2026-12-05T12:00:00Z'), [day])),
    ).toEqual([['2026-12-05T09:00:00.000Z', '2026-12-05T12:00:00.000Z']]);
    // Two days with a gap between them.
    const later = range('2026-12-04T00:00:00Z', '2026-12-05T00:00:00Z');
    expect(
      isoRanges(
        subtractRanges(range('2026-12-02T12:00:00Z', '2026-12-04T12:00:00Z'), [later, day]),
      ),
    ).toEqual([['2026-12-03T00:00:00.000Z', '2026-12-04T00:00:00.000Z']]);
  });
});

describe('availableStartTimes', () => {
  const now = new Date('2026-11-28T12:00:00Z');
  const morning = range('2026-12-01T09:00:00Z', '2026-12-01T12:00:00Z');
  const afternoon = range('2026-12-01T13:00:00Z', '2026-12-01T17:00:00Z');
  const wholeDay = { from: at('2026-12-01T00:00:00Z'), to: at('2026-12-02T00:00:00Z') };

  it('starts on the window start and every 30 minutes while the whole session fits', () => {
    const hour = availableStartTimes({
      windows: [afternoon, morning],
      bookings: [],
      lengthMinutes: 60,
      ...wholeDay,
      now,
    });
    expect(starts(hour)).toEqual([
      '09:00',
      '09:30',
      '10:00',
      '10:30',
      '11:00',
      '13:00',
      '13:30',
      '14:00',
      '14:30',
      '15:00',
      '15:30',
      '16:00',
    ]);
    expect(hour[0]!.end - hour[0]!.start).toBe(60 * 60 * 1000);
    const half = availableStartTimes({
      windows: [morning],
      bookings: [],
      lengthMinutes: 30,
      ...wholeDay,
      now,
    });
    expect(starts(half)).toEqual(['09:00', '09:30', '10:00', '10:30', '11:00', '11:30']);
  });

  it('counts the steps from the window start, not from the hour', () => {
    const odd = range('2026-12-01T09:15:00Z', '2026-12-01T11:00:00Z');
    const times = availableStartTimes({
      windows: [odd],
      bookings: [],
      lengthMinutes: 30,
      ...wholeDay,
      now,
    });
    expect(starts(times)).toEqual(['09:15', '09:45', '10:15']);
  });

  it('leaves out starts whose session overlaps a booking (touching is fine)', () => {
    const times = availableStartTimes({
      windows: [morning],
      bookings: [range('2026-12-01T10:00:00Z', '2026-12-01T11:00:00Z')],
      lengthMinutes: 60,
      ...wholeDay,
      now,
    });
    expect(starts(times)).toEqual(['09:00', '11:00']);
  });

  it('keeps starts in [from, to) only', () => {
    const times = availableStartTimes({
      windows: [morning],
      bookings: [],
      lengthMinutes: 30,
      from: at('2026-12-01T10:00:00Z'),
      to: at('2026-12-01T11:00:00Z'),
      now,
    });
    expect(starts(times)).toEqual(['10:00', '10:30']);
  });

  it('offers nothing earlier than now plus 48 hours, on the window’s own steps', () => {
    const soon = new Date('2026-11-29T10:10:00Z'); // 48 h later: 2026-12-01 10:10
    const times = availableStartTimes({
      windows: [morning],
      bookings: [],
      lengthMinutes: 30,
      ...wholeDay,
      now: soon,
    });
    expect(starts(times)).toEqual(['10:30', '11:00', '11:30']);
    const exactly = availableStartTimes({
      windows: [morning],
      bookings: [],
      lengthMinutes: 30,
      ...wholeDay,
      now: new Date('2026-11-29T11:00:00Z'),
    });
    expect(starts(exactly)).toEqual(['11:00', '11:30']);
  });

  it('answers each start once, and nothing for a session without a length', () => {
    const times = availableStartTimes({
      windows: [morning, morning],
      bookings: [],
      lengthMinutes: 60,
      ...wholeDay,
      now,
    });
    expect(times).toHaveLength(5);
    expect(
      availableStartTimes({ windows: [morning], bookings: [], lengthMinutes: 0, ...wholeDay, now }),
    ).toEqual([]);
  });
});

describe('isBookable', () => {
  const now = new Date('2026-11-28T12:00:00Z');
  const windows = [range('2026-11-30T10:00:00Z', '2026-11-30T14:00:00Z')];
  const session = (start: string, minutes = 60): Range => ({
    start: at(start),
    end: at(start) + minutes * 60 * 1000,
  });

  it('needs a start at least 47 hours away (the 48-hour buffer less an hour of grace)', () => {
    expect(isBookable(session('2026-11-30T10:30:00Z'), windows, [], now)).toBe(false); // 46.5 h
    expect(isBookable(session('2026-11-30T11:00:00Z'), windows, [], now)).toBe(true); // 47 h
    expect(isBookable(session('2026-11-30T11:15:00Z'), windows, [], now)).toBe(true);
  });

  it('needs the whole session inside one window, clear of bookings', () => {
    expect(isBookable(session('2026-11-30T13:00:00Z'), windows, [], now)).toBe(true);
    expect(isBookable(session('2026-11-30T13:30:00Z'), windows, [], now)).toBe(false);
    expect(isBookable(session('2026-11-30T15:00:00Z'), windows, [], now)).toBe(false);
    // Two touching windows are not one window.
    const split = [
      range('2026-11-30T11:00:00Z', '2026-11-30T12:00:00Z'),
      range('2026-11-30T12:00:00Z', '2026-11-30T13:00:00Z'),
    ];
    expect(isBookable(session('2026-11-30T11:30:00Z'), split, [], now)).toBe(false);
    const booked = [range('2026-11-30T12:30:00Z', '2026-11-30T13:00:00Z')];
    expect(isBookable(session('2026-11-30T12:00:00Z'), windows, booked, now)).toBe(false);
    expect(isBookable(session('2026-11-30T13:00:00Z'), windows, booked, now)).toBe(true);
    expect(isBookable(session('2026-11-30T11:30:00Z'), windows, booked, now)).toBe(true);
  });
});

describe('isLiveAt', () => {
  const now = new Date('2026-11-28T12:00:00Z');
  const live = (flag: boolean, start: string | null, end: string | null) =>
    isLiveAt(
      {
        is_available_now: flag,
        available_now_start: start ? new Date(start) : null,
        available_now_end: end ? new Date(end) : null,
      },
      now,
    );

  it('is the flag while the window is open; a null end never ends', () => {
    expect(live(true, null, null)).toBe(true);
    expect(live(true, '2026-11-28T11:00:00Z', '2026-11-28T13:00:00Z')).toBe(true);
    expect(live(false, '2026-11-28T11:00:00Z', '2026-11-28T13:00:00Z')).toBe(false);
    expect(live(true, '2026-11-28T11:00:00Z', '2026-11-28T12:00:00Z')).toBe(false);
    expect(live(true, null, '2026-11-28T11:59:59Z')).toBe(false);
    expect(live(true, '2026-11-28T12:30:00Z', '2026-11-28T13:00:00Z')).toBe(false);
  });
});

describe('wall-clock times in a timezone', () => {
  it('reads the offset of a zone at an instant, daylight saving included', () => {
    const hour = 60 * 60 * 1000;
    expect(zoneOffsetMs(at('2026-01-15T12:00:00Z'), 'America/Los_Angeles')).toBe(-8 * hour);
    expect(zoneOffsetMs(at('2026-07-15T12:00:00Z'), 'America/Los_Angeles')).toBe(-7 * hour);
    expect(zoneOffsetMs(at('2026-07-15T12:00:00Z'), 'Asia/Kolkata')).toBe(5.5 * hour);
    expect(zoneOffsetMs(at('2026-01-15T12:00:00Z'), 'Australia/Sydney')).toBe(11 * hour);
    expect(zoneOffsetMs(at('2026-07-15T12:00:00Z'), 'UTC')).toBe(0);
    expect(wallClockAt(at('2026-03-08T10:00:00Z'), 'America/Los_Angeles')).toEqual({
      year: 2026,
      month: 3,
      day: 8,
      hour: 3,
      minute: 0,
    });
  });

  it('turns a wall-clock time into the instant, on either side of a change', () => {
    const utc = (wall: Parameters<typeof wallClockToUtc>[0], zone: string) =>
      new Date(wallClockToUtc(wall, zone)).toISOString();
    // Los Angeles springs forward on 8 March 2026 and falls back on 1 November 2026.
    expect(utc({ year: 2026, month: 3, day: 6, hour: 9 }, 'America/Los_Angeles')).toBe(
      '2026-03-06T17:00:00.000Z',
    );
    expect(utc({ year: 2026, month: 3, day: 8, hour: 9 }, 'America/Los_Angeles')).toBe(
      '2026-03-08T16:00:00.000Z',
    );
    expect(utc({ year: 2026, month: 3, day: 9, hour: 9 }, 'America/Los_Angeles')).toBe(
      '2026-03-09T16:00:00.000Z',
    );
    expect(utc({ year: 2026, month: 11, day: 1, hour: 9 }, 'America/Los_Angeles')).toBe(
      '2026-11-01T17:00:00.000Z',
    );
    expect(utc({ year: 2026, month: 10, day: 31, hour: 17 }, 'America/Los_Angeles')).toBe(
      '2026-11-01T00:00:00.000Z',
    );
    // The skipped 2:30 reads as 3:30 daylight time; the doubled 1:30 is its first showing.
    expect(utc({ year: 2026, month: 3, day: 8, hour: 2, minute: 30 }, 'America/Los_Angeles')).toBe(
      '2026-03-08T10:30:00.000Z',
    );
    expect(utc({ year: 2026, month: 11, day: 1, hour: 1, minute: 30 }, 'America/Los_Angeles')).toBe(
      '2026-11-01T08:30:00.000Z',
    );
    // Zones east of UTC, a half-hour offset and the southern hemisphere.
    expect(utc({ year: 2026, month: 3, day: 30, hour: 10 }, 'Europe/Berlin')).toBe(
      '2026-03-30T08:00:00.000Z',
    );
    expect(utc({ year: 2026, month: 3, day: 27, hour: 10 }, 'Europe/Berlin')).toBe(
      '2026-03-27T09:00:00.000Z',
    );
    expect(utc({ year: 2026, month: 12, day: 1, hour: 9, minute: 45 }, 'Asia/Kolkata')).toBe(
      '2026-12-01T04:15:00.000Z',
    );
    expect(utc({ year: 2026, month: 4, day: 6, hour: 9 }, 'Australia/Sydney')).toBe(
      '2026-04-05T23:00:00.000Z',
    );
    expect(utc({ year: 2026, month: 4, day: 3, hour: 9 }, 'Australia/Sydney')).toBe(
      '2026-04-02T22:00:00.000Z',
    );
  });

  it('reads a doubled autumn time east of UTC as its first showing, as the site does', () => {
    const utc = (wall: Parameters<typeof wallClockToUtc>[0], zone: string) =>
      new Date(wallClockToUtc(wall, zone)).toISOString();
    expect(utc({ year: 2026, month: 10, day: 25, hour: 1, minute: 30 }, 'Europe/London')).toBe(
      '2026-10-25T00:30:00.000Z',
    );
    expect(utc({ year: 2026, month: 4, day: 5, hour: 2, minute: 30 }, 'Australia/Sydney')).toBe(
      '2026-04-04T15:30:00.000Z',
    );
    // The windows of weekly hours on that night start at the same first showing.
    const [window] = weeklyWindows({ year: 2026, month: 10, day: 25 }, 1, 'Europe/Berlin', {
      weekdays: [0],
      hours: [
        [
          [2, 0],
          [4, 0],
        ],
      ],
    });
    expect(new Date(window!.start).toISOString()).toBe('2026-10-25T00:00:00.000Z');
  });

  it('counts calendar days across months and years', () => {
    expect(addDays({ year: 2026, month: 12, day: 30 }, 3)).toEqual({
      year: 2027,
      month: 1,
      day: 2,
      weekday: 6,
    });
    expect(addDays({ year: 2028, month: 2, day: 28 }, 1)).toMatchObject({ month: 2, day: 29 });
  });

  it('writes weekly hours for weekdays only, each day with its own offset', () => {
    // Friday 6 March to Tuesday 10 March 2026, across the spring change.
    const windows = weeklyWindows({ year: 2026, month: 3, day: 6 }, 5, 'America/Los_Angeles', {
      weekdays: [1, 2, 3, 4, 5],
      hours: [
        [
          [9, 0],
          [12, 0],
        ],
        [
          [13, 0],
          [17, 0],
        ],
      ],
    });
    expect(windows.map((w) => [w.date, ...isoRanges([w])[0]!])).toEqual([
      ['2026-03-06', '2026-03-06T17:00:00.000Z', '2026-03-06T20:00:00.000Z'],
      ['2026-03-06', '2026-03-06T21:00:00.000Z', '2026-03-07T01:00:00.000Z'],
      ['2026-03-09', '2026-03-09T16:00:00.000Z', '2026-03-09T19:00:00.000Z'],
      ['2026-03-09', '2026-03-09T20:00:00.000Z', '2026-03-10T00:00:00.000Z'],
      ['2026-03-10', '2026-03-10T16:00:00.000Z', '2026-03-10T19:00:00.000Z'],
      ['2026-03-10', '2026-03-10T20:00:00.000Z', '2026-03-11T00:00:00.000Z'],
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import type { AvailabilityWindowWire, BookingWire } from '#src/lib/api/types.ts';
import {
  bookingsOn,
  checkAvailability,
  daysForMode,
  daysPicked,
  emptyTimeOfDay,
  formatDay,
  formatTimeOfDay,
  formatTimeSpan,
  gridRange,
  minutesOfDay,
  rangesFromWindows,
  timeOfDayFrom,
  unavailableRequest,
  windowsAfterSave,
  windowsOn,
  type TimeRangeChoice,
} from './availabilityTime.ts';

const zone = 'America/Los_Angeles';
// Wednesday, November 25, 2026, 10:00 AM in Los Angeles (PST, UTC−8).
const now = new Date('2026-11-25T18:00:00.000Z');
const today = '2026-11-25';

const time = (hour: number | null, minute: number | null, meridiem: 'AM' | 'PM' | null) => ({
  hour,
  minute,
  meridiem,
});
const range = (from: TimeRangeChoice['from'], to: TimeRangeChoice['to']): TimeRangeChoice => ({
  from,
  to,
});
const nineToNoon = range(time(9, 0, 'AM'), time(0, 0, 'PM'));

const windowOf = (id: number, start: string, end: string): AvailabilityWindowWire => ({
  id,
  available_start: start,
  available_end: end,
});

const booking = (id: number, start: string, end: string | null): BookingWire => ({
  id,
  uuid: `b-${id}`,
  scheduled_start: start,
  scheduled_end: end,
  instant_booking: false,
  status: 'scheduled',
  product: { id: 4, name: '60-Minute Session', session_length: 60 },
  user: { id: 1, first_name: 'Casey', last_name: 'Customer' },
  zoom_meeting: null,
});

describe('the time pickers’ values', () => {
  it('reads 12 (sent as 0) as midnight in the morning and noon in the afternoon', () => {
    expect(minutesOfDay({ hour: 0, minute: 0, meridiem: 'AM' })).toBe(0);
    expect(minutesOfDay({ hour: 0, minute: 30, meridiem: 'PM' })).toBe(12 * 60 + 30);
    expect(minutesOfDay({ hour: 5, minute: 45, meridiem: 'PM' })).toBe(17 * 60 + 45);
  });

  it('reads 12:00 AM as the end of the day when it ends a range', () => {
    expect(minutesOfDay({ hour: 0, minute: 0, meridiem: 'AM' }, true)).toBe(24 * 60);
  });

  it('turns a 24-hour clock time into the picker’s value', () => {
    expect(timeOfDayFrom(0, 15)).toEqual({ hour: 0, minute: 15, meridiem: 'AM' });
    expect(timeOfDayFrom(12, 0)).toEqual({ hour: 0, minute: 0, meridiem: 'PM' });
    expect(timeOfDayFrom(17, 30)).toEqual({ hour: 5, minute: 30, meridiem: 'PM' });
  });
});

describe('checkAvailability', () => {
  it('needs every hour, minute and AM/PM (invalidTime), naming the first one left empty', () => {
    expect(
      checkAvailability(['2026-11-27'], [range(time(9, 0, 'AM'), time(5, null, 'PM'))], now, zone),
    ).toEqual({
      ok: false,
      error: 'invalidTime',
      missing: { range: 0, end: 'to', part: 'minute' },
    });
    expect(
      checkAvailability(
        ['2026-11-27'],
        [nineToNoon, range(emptyTimeOfDay, time(5, 0, 'PM'))],
        now,
        zone,
      ),
    ).toEqual({
      ok: false,
      error: 'invalidTime',
      missing: { range: 1, end: 'from', part: 'hour' },
    });
  });

  it('needs From before To in every range', () => {
    expect(
      checkAvailability(
        ['2026-11-27'],
        [
          nineToNoon,
          range(time(5, 0, 'PM'), time(1, 0, 'PM')),
          range(time(2, 0, 'PM'), time(2, 0, 'PM')),
        ],
        now,
        zone,
      ),
    ).toEqual({ ok: false, error: 'order', ranges: [1, 2] });
  });

  it('accepts a range that runs to midnight (12:00 AM as To)', () => {
    const check = checkAvailability(
      ['2026-11-27'],
      [range(time(6, 0, 'PM'), time(0, 0, 'AM'))],
      now,
      zone,
    );
    expect(check).toEqual({
      ok: true,
      request: {
        days: [{ start: '2026-11-27T08:00:00.000Z', end: '2026-11-28T08:00:00.000Z' }],
        times: [
          {
            available_start: '2026-11-28T02:00:00.000Z',
            available_end: '2026-11-28T08:00:00.000Z',
          },
        ],
      },
    });
  });

  it('refuses a range that ends in the past today (invalidTimePast)', () => {
    // Today at 8 AM when it is 10 AM.
    expect(
      checkAvailability([today], [range(time(7, 0, 'AM'), time(8, 0, 'AM'))], now, zone),
    ).toEqual({ ok: false, error: 'invalidTimePast' });
    // The same range tomorrow is fine, and a range of today still to end too.
    expect(
      checkAvailability(['2026-11-26'], [range(time(7, 0, 'AM'), time(8, 0, 'AM'))], now, zone).ok,
    ).toBe(true);
    expect(
      checkAvailability([today], [range(time(9, 0, 'AM'), time(11, 0, 'AM'))], now, zone).ok,
    ).toBe(true);
  });

  it('builds the request for every chosen day and range, in the coach’s zone', () => {
    const check = checkAvailability(
      ['2026-11-27', '2026-11-26'],
      [nineToNoon, range(time(1, 0, 'PM'), time(5, 0, 'PM'))],
      now,
      zone,
    );
    expect(check).toEqual({
      ok: true,
      request: {
        days: [
          { start: '2026-11-26T08:00:00.000Z', end: '2026-11-27T08:00:00.000Z' },
          { start: '2026-11-27T08:00:00.000Z', end: '2026-11-28T08:00:00.000Z' },
        ],
        times: [
          {
            available_start: '2026-11-26T17:00:00.000Z',
            available_end: '2026-11-26T20:00:00.000Z',
          },
          {
            available_start: '2026-11-26T21:00:00.000Z',
            available_end: '2026-11-27T01:00:00.000Z',
          },
          {
            available_start: '2026-11-27T17:00:00.000Z',
            available_end: '2026-11-27T20:00:00.000Z',
          },
          {
            available_start: '2026-11-27T21:00:00.000Z',
            available_end: '2026-11-28T01:00:00.000Z',
          },
        ],
      },
    });
  });

  it('marks days unavailable with no times', () => {
    expect(unavailableRequest(['2026-11-27'], zone)).toEqual({
      days: [{ start: '2026-11-27T08:00:00.000Z', end: '2026-11-28T08:00:00.000Z' }],
      times: [],
    });
  });
});

describe('choosing days', () => {
  it('picks one day, or its whole week (Sunday to Saturday) less the days before today', () => {
    expect(daysPicked('single', '2026-11-27', today)).toEqual(['2026-11-27']);
    expect(daysPicked('week', '2026-11-27', today)).toEqual([
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
    ]);
    expect(daysPicked('week', '2026-12-01', today)).toEqual([
      '2026-11-29',
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-05',
    ]);
    expect(daysPicked('single', '2026-11-24', today)).toEqual([]);
  });

  it('keeps the first chosen day when the mode changes', () => {
    expect(daysForMode('week', ['2026-12-02'], today)).toHaveLength(7);
    expect(daysForMode('single', daysPicked('week', '2026-12-02', today), today)).toEqual([
      '2026-11-29',
    ]);
    expect(daysForMode('single', [], today)).toEqual([]);
  });
});

describe('a month of windows and bookings', () => {
  it('covers the month’s grid in the coach’s zone, across a daylight-saving change', () => {
    // November 2026 starts on a Sunday (clocks go back that night): Nov 1 to Dec 5, 35 days.
    expect(gridRange('2026-11-01', zone)).toEqual({
      start: '2026-11-01T07:00:00.000Z',
      end: '2026-12-06T08:00:00.000Z',
    });
  });

  const windows = [
    windowOf(2, '2026-11-27T21:00:00.000Z', '2026-11-28T01:00:00.000Z'),
    windowOf(1, '2026-11-27T17:00:00.000Z', '2026-11-27T20:00:00.000Z'),
    windowOf(3, '2026-11-30T17:00:00.000Z', '2026-11-30T20:00:00.000Z'),
  ];

  it('finds a day’s windows by start, and its bookings', () => {
    expect(windowsOn('2026-11-27', windows, zone).map((window) => window.id)).toEqual([1, 2]);
    expect(windowsOn('2026-11-28', windows, zone)).toEqual([]);
    const bookings = [
      booking(8, '2026-11-27T22:00:00.000Z', '2026-11-27T23:00:00.000Z'),
      booking(9, '2026-11-28T07:30:00.000Z', null),
    ];
    // 11:30 PM on the 27th in Los Angeles, though the 28th in UTC.
    expect(bookingsOn('2026-11-27', bookings, zone).map((item) => item.id)).toEqual([8, 9]);
  });

  it('fills the picker with a day’s windows, or says it cannot', () => {
    expect(rangesFromWindows('2026-11-27', windows, zone)).toEqual([
      range(time(9, 0, 'AM'), time(0, 0, 'PM')),
      range(time(1, 0, 'PM'), time(5, 0, 'PM')),
    ]);
    expect(
      rangesFromWindows(
        '2026-11-27',
        [windowOf(4, '2026-11-28T02:00:00.000Z', '2026-11-28T08:00:00.000Z')],
        zone,
      ),
    ).toEqual([range(time(6, 0, 'PM'), time(0, 0, 'AM'))]);
    expect(
      rangesFromWindows(
        '2026-11-27',
        [windowOf(5, '2026-11-27T17:10:00.000Z', '2026-11-27T20:00:00.000Z')],
        zone,
      ),
    ).toBeNull();
    expect(rangesFromWindows('2026-11-28', windows, zone)).toEqual([]);
  });

  it('after a save, cuts the saved days out of the month and adds the answer', () => {
    const straddling = windowOf(6, '2026-11-29T06:00:00.000Z', '2026-11-29T10:00:00.000Z');
    const days = [{ start: '2026-11-29T08:00:00.000Z', end: '2026-11-30T08:00:00.000Z' }];
    const answer = [windowOf(7, '2026-11-29T17:00:00.000Z', '2026-11-29T19:00:00.000Z')];
    expect(windowsAfterSave([...windows, straddling], days, answer)).toEqual([
      windowOf(1, '2026-11-27T17:00:00.000Z', '2026-11-27T20:00:00.000Z'),
      windowOf(2, '2026-11-27T21:00:00.000Z', '2026-11-28T01:00:00.000Z'),
      windowOf(6, '2026-11-29T06:00:00.000Z', '2026-11-29T08:00:00.000Z'),
      windowOf(7, '2026-11-29T17:00:00.000Z', '2026-11-29T19:00:00.000Z'),
      windowOf(3, '2026-11-30T17:00:00.000Z', '2026-11-30T20:00:00.000Z'),
    ]);
  });

  it('says times and days as people do', () => {
    expect(formatTimeOfDay('2026-11-27T17:00:00.000Z', zone)).toBe('9:00 AM');
    expect(formatTimeSpan('2026-11-27T17:00:00.000Z', '2026-11-27T20:00:00.000Z', zone)).toBe(
      '9:00 AM – 12:00 PM',
    );
    expect(formatDay('2026-11-30')).toBe('Monday, November 30');
  });
});

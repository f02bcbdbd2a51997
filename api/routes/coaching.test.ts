// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type {
  AccountWire,
  AvailabilityWindowWire,
  AvailableNowWire,
  AvailableTimeWire,
  BookingWire,
  CoachWire,
  OrderCreateRequest,
  OrderWire,
} from '#src/lib/api/types.ts';
import { addDays, wallClockAt, wallClockToUtc } from '../availability.ts';
import { demoOrderUuids, upcomingSessionJoinUrl } from '../seed/accountArea.ts';
import { demoPassword } from '../seed/accounts.ts';
import { seedDesignersWithHours } from '../seed/coaching.ts';
import { inDesignOrderUuid } from '../seed/designs.ts';
import { designerEmail, seedDesigners } from '../seed/directoryData.ts';
import { bearer, jsonRequest, startTestApi, type TestApi } from '../testing/startTestApi.ts';
import { coachingMessages } from './coaching.ts';
import { orderMessages } from './orders.ts';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 120_000 });

const minuteMs = 60 * 1000;
const hourMs = 60 * minuteMs;
const dayMs = 24 * hourMs;

// Designers with no seeded hours: their calendars hold only what these tests put there.
const [plainDesigner, orderDesigner] = seedDesigners.filter(
  (person) => person.coach_status === 'active' && !seedDesignersWithHours.includes(person),
) as [(typeof seedDesigners)[number], (typeof seedDesigners)[number]];

let api: TestApi;
let ids: {
  customer: number;
  coach: number;
  paused: number;
  admin: number;
  designer: number;
  orderDesigner: number;
};
let tokens: {
  customer: string;
  coach: string;
  owner: string;
  admin: string;
  paused: string;
  designer: string;
};

beforeAll(async () => {
  api = await startTestApi();
  ids = {
    customer: await api.userId('customer@trellis.test'),
    coach: await api.userId('coach@trellis.test'),
    paused: await api.userId('paused@trellis.test'),
    admin: await api.userId('admin@trellis.test'),
    designer: await api.userId(designerEmail(plainDesigner)),
    orderDesigner: await api.userId(designerEmail(orderDesigner)),
  };
  tokens = {
    customer: await api.login('customer@trellis.test', demoPassword),
    coach: await api.login('coach@trellis.test', demoPassword),
    owner: await api.login('owner@trellis.test', demoPassword),
    admin: await api.login('admin@trellis.test', demoPassword),
    paused: await api.login('paused@trellis.test', demoPassword),
    designer: await api.login(designerEmail(plainDesigner), demoPassword),
  };
});
afterAll(() => api?.close());

const iso = (ms: number) => new Date(ms).toISOString();
/** Midnight UTC `days` days from now: the tests' days are UTC days. */
const utcDay = (days: number) => {
  const now = new Date();
  return Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + days);
};
const day = (start: number) => ({ start: iso(start), end: iso(start + dayMs) });
const time = (start: number, end: number) => ({
  available_start: iso(start),
  available_end: iso(end),
});

async function call<T = Record<string, unknown>>(path: string, init: RequestInit = {}) {
  const response = await api.request(path, init);
  return { response, body: (await response.json()) as T };
}

const setTimes = (userId: number, body: unknown, token?: string) =>
  call<{ data: AvailabilityWindowWire[] } & Record<string, unknown>>(
    `/users/${userId}/available-times`,
    jsonRequest('POST', body, token),
  );

const allTimes = (userId: number, start: number, end: number) =>
  call<{ data: AvailabilityWindowWire[] } & Record<string, unknown>>(
    `/users/${userId}/all-available-times?start=${iso(start)}&end=${iso(end)}`,
  );

const availableTimes = (userId: number, productId: number, start: number, end: number) =>
  call<{ data: AvailableTimeWire[] }>(
    `/users/${userId}/available-times?product_id=${productId}&date[start]=${iso(start)}&date[end]=${iso(end)}`,
  );

const windowTimes = (windows: AvailabilityWindowWire[]) =>
  windows.map((window) => [window.available_start, window.available_end]);

/** A window straight into the table (for times the POST would refuse, e.g. less than a day away). */
async function addWindow(userId: number, start: number, end: number): Promise<number> {
  const { rows } = await api.db.query<{ id: number }>(
    `INSERT INTO availability_windows (user_id, available_start, available_end)
     VALUES ($1, $2, $3) RETURNING id`,
    [userId, new Date(start), new Date(end)],
  );
  return rows[0]!.id;
}

/** A customer's session order (product 3, 60 min, 12500 unless changed) with `coach` at `start`. */
const sessionOrder = (
  coachId: number,
  start: number | null,
  changes: Partial<OrderCreateRequest> = {},
): OrderCreateRequest => ({
  user_id: ids.customer,
  amount: 12500,
  discount: 0,
  discount_token: null,
  payment_source: 'src_demo_customer_visa',
  product_id: 3,
  coach_id: coachId,
  instant_booking: false,
  scheduled_start: start === null ? null : iso(start),
  scheduled_end: null,
  ...changes,
});

const postOrder = (body: unknown, token = tokens.customer) =>
  call<{ data: { order: OrderWire } } & Record<string, unknown>>(
    '/orders',
    jsonRequest('POST', body, token),
  );

describe('POST /users/{id}/available-times', () => {
  it('sets the windows of the chosen days and answers them; anyone can read them', async () => {
    const d = utcDay(10);
    const { response, body } = await setTimes(
      ids.designer,
      {
        days: [day(d)],
        times: [time(d + 13 * hourMs, d + 17 * hourMs), time(d + 9 * hourMs, d + 12 * hourMs)],
      },
      tokens.designer,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(windowTimes(body.data)).toEqual([
      [iso(d + 9 * hourMs), iso(d + 12 * hourMs)],
      [iso(d + 13 * hourMs), iso(d + 17 * hourMs)],
    ]);
    expect(body.data[0]!.id).toEqual(expect.any(Number));

    const read = await allTimes(ids.designer, d, d + dayMs);
    expect(read.response.status).toBe(200);
    expect(read.body.data).toEqual(body.data);
  });

  it('replaces every window of the days, merges new ones that overlap or touch, and clears a day with no times', async () => {
    const d = utcDay(11);
    await setTimes(
      ids.designer,
      { days: [day(d)], times: [time(d + 9 * hourMs, d + 17 * hourMs)] },
      tokens.designer,
    );
    const replaced = await setTimes(
      ids.designer,
      {
        days: [day(d)],
        times: [
          time(d + 14 * hourMs, d + 15 * hourMs),
          time(d + 15 * hourMs, d + 16 * hourMs),
          time(d + 10 * hourMs, d + 11 * hourMs),
          time(d + 10 * hourMs + 30 * minuteMs, d + 12 * hourMs),
        ],
      },
      tokens.designer,
    );
    expect(windowTimes(replaced.body.data)).toEqual([
      [iso(d + 10 * hourMs), iso(d + 12 * hourMs)],
      [iso(d + 14 * hourMs), iso(d + 16 * hourMs)],
    ]);
    const cleared = await setTimes(ids.designer, { days: [day(d)], times: [] }, tokens.designer);
    expect(cleared.response.status).toBe(200);
    expect(cleared.body.data).toEqual([]);
    expect((await allTimes(ids.designer, d, d + dayMs)).body.data).toEqual([]);
  });

  it('cuts a window that straddles a chosen day’s edge, keeping the part outside', async () => {
    const d = utcDay(12);
    const next = d + dayMs;
    // Two touching windows across midnight become one, 22:00–02:00.
    const set = await setTimes(
      ids.designer,
      {
        days: [day(d), day(next)],
        times: [time(d + 22 * hourMs, next), time(next, next + 2 * hourMs)],
      },
      tokens.designer,
    );
    expect(windowTimes(set.body.data)).toEqual([[iso(d + 22 * hourMs), iso(next + 2 * hourMs)]]);
    const window = set.body.data[0]!;

    // Clearing the second day keeps 22:00–24:00 of the first.
    const cut = await setTimes(ids.designer, { days: [day(next)], times: [] }, tokens.designer);
    expect(cut.body.data).toEqual([]);
    const left = await allTimes(ids.designer, d, next + dayMs);
    expect(windowTimes(left.body.data)).toEqual([[iso(d + 22 * hourMs), iso(next)]]);
    expect(left.body.data[0]!.id).not.toBe(window.id);

    // Setting the second day again from midnight joins the part that was kept.
    const joined = await setTimes(
      ids.designer,
      { days: [day(next)], times: [time(next, next + hourMs)] },
      tokens.designer,
    );
    expect(windowTimes(joined.body.data)).toEqual([[iso(d + 22 * hourMs), iso(next + hourMs)]]);
    // A window next to the days but not touching them keeps its id.
    const other = await setTimes(
      ids.designer,
      {
        days: [day(next + dayMs)],
        times: [time(next + dayMs + 9 * hourMs, next + dayMs + 10 * hourMs)],
      },
      tokens.designer,
    );
    expect(other.body.data).toHaveLength(1);
    const after = await allTimes(ids.designer, d, next + 2 * dayMs);
    expect(after.body.data[0]).toEqual(joined.body.data[0]);
  });

  it('lets the designer and admins set times: 401 anonymous, 403 anyone else or a non-designer, 404 unknown', async () => {
    const d = utcDay(14);
    const body = { days: [day(d)], times: [time(d + 9 * hourMs, d + 10 * hourMs)] };
    expect((await setTimes(ids.designer, body)).response.status).toBe(401);
    const other = await setTimes(ids.designer, body, tokens.coach);
    expect(other.response.status).toBe(403);
    expect(other.body).toEqual({ message: 'This action is unauthorized.' });
    expect((await setTimes(ids.designer, body, tokens.customer)).response.status).toBe(403);
    const admin = await setTimes(ids.designer, body, tokens.admin);
    expect(admin.response.status).toBe(200);
    expect(admin.body.data).toHaveLength(1);

    const customer = await setTimes(ids.customer, body, tokens.customer);
    expect(customer.response.status).toBe(403);
    expect(customer.body).toEqual({ message: 'Only designers can set availability.' });
    expect((await setTimes(ids.customer, body, tokens.admin)).body).toEqual({
      message: coachingMessages.notDesigner,
    });
    // A paused designer is still a designer: they may set hours (nothing is offered while paused).
    expect((await setTimes(ids.paused, body, tokens.paused)).response.status).toBe(200);
    expect((await setTimes(999_999, body, tokens.admin)).response.status).toBe(404);
  });

  it('refuses bad days and times with every error', async () => {
    const d = utcDay(15);
    const cases: [unknown, Record<string, string[]>][] = [
      [{}, { days: ['The days field is required.'], times: ['The times field is required.'] }],
      [
        { days: 'monday', times: {} },
        { days: ['The days must be a list.'], times: ['The times must be a list.'] },
      ],
      [{ days: [], times: [] }, { days: ['Choose at least one day.'] }],
      [
        { days: [{ start: 'soon', end: null }], times: [] },
        {
          'days.0.start': ['The start must be a valid date (ISO 8601).'],
          'days.0.end': ['The end field is required.'],
        },
      ],
      [
        { days: [{ start: iso(d), end: iso(d) }], times: [] },
        { 'days.0.end': ['The end must be after the start.'] },
      ],
      [
        { days: [{ start: iso(d), end: iso(d + 26 * hourMs) }], times: [] },
        { 'days.0.end': ['A day must not be longer than 25 hours.'] },
      ],
      [
        { days: [day(d), day(d + 63 * dayMs)], times: [] },
        { days: ['The days must lie within 62 days.'] },
      ],
      [
        { days: Array.from({ length: 63 }, (_, index) => day(d + index * dayMs)), times: [] },
        { days: ['The days must not have more than 62 items.'] },
      ],
      [
        {
          days: [day(d)],
          times: [
            time(d + 23 * hourMs, d + 25 * hourMs),
            time(d + 10 * hourMs, d + 9 * hourMs),
            { available_start: 'nine' },
          ],
        },
        {
          'times.0': ['The time must lie inside one of the days.'],
          'times.1.available_end': ['The available end must be after the available start.'],
          'times.2.available_start': ['The available start must be a valid date (ISO 8601).'],
          'times.2.available_end': ['The available end field is required.'],
        },
      ],
    ];
    for (const [body, errors] of cases) {
      const { response, body: answer } = await setTimes(ids.designer, body, tokens.designer);
      expect(response.status).toBe(422);
      expect(answer.errors).toEqual(errors);
      expect(answer.message).toBe(Object.values(errors)[0]![0]);
    }
    // A time that ends in the past.
    const yesterday = utcDay(-1);
    const past = await setTimes(
      ids.designer,
      { days: [day(yesterday)], times: [time(yesterday + 9 * hourMs, yesterday + 10 * hourMs)] },
      tokens.designer,
    );
    expect(past.body.errors).toEqual({
      'times.0.available_end': ['The time must not end in the past.'],
    });
  });
});

describe('GET /users/{id}/all-available-times', () => {
  it("answers Maya's seeded weekday hours, sorted, bookings not subtracted", async () => {
    // Seven whole days in Los Angeles, from midnight three days from now.
    const zone = 'America/Los_Angeles';
    const today = wallClockAt(Date.now(), zone);
    const start = wallClockToUtc(addDays(today, 3), zone);
    const end = wallClockToUtc(addDays(today, 10), zone);
    const { response, body } = await allTimes(ids.coach, start, end);
    expect(response.status).toBe(200);
    // Five weekdays in any seven days, two windows each.
    expect(body.data).toHaveLength(10);
    const starts = body.data.map((window) => Date.parse(window.available_start));
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    const lengths = body.data.map(
      (window) => (Date.parse(window.available_end) - Date.parse(window.available_start)) / hourMs,
    );
    expect(lengths).toEqual([3, 4, 3, 4, 3, 4, 3, 4, 3, 4]);
    const hours = body.data.map((window) => wallClockAt(Date.parse(window.available_start), zone));
    expect(new Set(hours.map((wall) => `${wall.hour}:${wall.minute}`))).toEqual(
      new Set(['9:0', '13:0']),
    );
    expect(
      new Set(
        hours.map((wall) => new Date(Date.UTC(wall.year, wall.month - 1, wall.day)).getUTCDay()),
      ).size,
    ).toBe(5);
  });

  it('answers windows overlapping the range, for designers only', async () => {
    const d = utcDay(16);
    await setTimes(
      ids.designer,
      { days: [day(d)], times: [time(d + 9 * hourMs, d + 12 * hourMs)] },
      tokens.designer,
    );
    expect((await allTimes(ids.designer, d + 11 * hourMs, d + 20 * hourMs)).body.data).toHaveLength(
      1,
    );
    expect((await allTimes(ids.designer, d + 12 * hourMs, d + 20 * hourMs)).body.data).toEqual([]);
    const customer = await allTimes(ids.customer, d, d + dayMs);
    expect(customer.response.status).toBe(404);
    expect(customer.body).toEqual({ message: 'User not found' });
    expect((await allTimes(999_999, d, d + dayMs)).response.status).toBe(404);
  });

  it('needs a start and an end at most 62 days apart', async () => {
    const missing = await call(`/users/${ids.coach}/all-available-times`);
    expect(missing.response.status).toBe(422);
    expect(missing.body.errors).toEqual({
      start: ['The start field is required.'],
      end: ['The end field is required.'],
    });
    const d = utcDay(1);
    expect((await allTimes(ids.coach, d, d)).body).toEqual({
      message: 'The end must be after the start.',
      errors: { end: ['The end must be after the start.'] },
    });
    expect((await allTimes(ids.coach, d, d + 63 * dayMs)).body.errors).toEqual({
      end: ['The range must not be longer than 62 days.'],
    });
    expect((await allTimes(ids.coach, d, d + 62 * dayMs)).response.status).toBe(200);
    const invalid = await call(`/users/${ids.coach}/all-available-times?start=tomorrow&end=2026`);
    expect(invalid.body.errors).toEqual({
      start: ['The start must be a valid date (ISO 8601).'],
      end: ['The end must be a valid date (ISO 8601).'],
    });
  });
});

describe('GET /users/{id}/available-times', () => {
  it('offers starts every 30 minutes from each window start where the session fits', async () => {
    const d = utcDay(20);
    await setTimes(
      ids.designer,
      {
        days: [day(d)],
        times: [time(d + 9 * hourMs, d + 12 * hourMs), time(d + 13 * hourMs, d + 15 * hourMs)],
      },
      tokens.designer,
    );
    const hour = await availableTimes(ids.designer, 3, d, d + dayMs);
    expect(hour.response.status).toBe(200);
    expect(hour.body.data).toEqual(
      [9, 9.5, 10, 10.5, 11, 13, 13.5, 14].map((h) => ({
        start: iso(d + h * hourMs),
        end: iso(d + h * hourMs + hourMs),
      })),
    );
    const half = await availableTimes(ids.designer, 2, d, d + dayMs);
    expect(half.body.data.map((entry) => entry.start)).toEqual(
      [9, 9.5, 10, 10.5, 11, 11.5, 13, 13.5, 14, 14.5].map((h) => iso(d + h * hourMs)),
    );
    expect(Date.parse(half.body.data[0]!.end) - Date.parse(half.body.data[0]!.start)).toBe(
      30 * minuteMs,
    );
    // `start` and `end` work as well as date[start] and date[end]; the range limits the starts.
    const plain = await call<{ data: AvailableTimeWire[] }>(
      `/users/${ids.designer}/available-times?product_id=3&start=${iso(d + 10 * hourMs)}&end=${iso(d + 11 * hourMs)}`,
    );
    expect(plain.body.data.map((entry) => entry.start)).toEqual([
      iso(d + 10 * hourMs),
      iso(d + 10.5 * hourMs),
    ]);
  });

  it("offers a garden design's kick-off call (product 1, 30 minutes) like a session of its length", async () => {
    const d = utcDay(24);
    await setTimes(
      ids.designer,
      { days: [day(d)], times: [time(d + 9 * hourMs, d + 11 * hourMs)] },
      tokens.designer,
    );
    const { response, body } = await availableTimes(ids.designer, 1, d, d + dayMs);
    expect(response.status).toBe(200);
    expect(body.data).toEqual(
      [9, 9.5, 10, 10.5].map((h) => ({
        start: iso(d + h * hourMs),
        end: iso(d + h * hourMs + 30 * minuteMs),
      })),
    );
  });

  it('leaves out times that overlap a booking, until the booking is canceled', async () => {
    const d = utcDay(21);
    await setTimes(
      ids.designer,
      { days: [day(d)], times: [time(d + 9 * hourMs, d + 12 * hourMs)] },
      tokens.designer,
    );
    const booked = await postOrder(sessionOrder(ids.designer, d + 10 * hourMs));
    expect(booked.response.status).toBe(201);
    const times = await availableTimes(ids.designer, 3, d, d + dayMs);
    expect(times.body.data.map((entry) => entry.start)).toEqual([
      iso(d + 9 * hourMs),
      iso(d + 11 * hourMs),
    ]);
    // The windows themselves are unchanged.
    expect(windowTimes((await allTimes(ids.designer, d, d + dayMs)).body.data)).toEqual([
      [iso(d + 9 * hourMs), iso(d + 12 * hourMs)],
    ]);
    await api.db.query("UPDATE orders SET status = 'canceled' WHERE uuid = $1::uuid", [
      booked.body.data.order.uuid,
    ]);
    expect((await availableTimes(ids.designer, 3, d, d + dayMs)).body.data).toHaveLength(5);
  });

  it('offers nothing earlier than now plus 48 hours', async () => {
    const now = Date.now();
    // A window from 24 to 72 hours away, on the half hour.
    const start = Math.ceil((now + dayMs) / (30 * minuteMs)) * 30 * minuteMs;
    await addWindow(ids.orderDesigner, start, start + 2 * dayMs);
    const { body } = await availableTimes(ids.orderDesigner, 2, now, now + 5 * dayMs);
    const first = Date.parse(body.data[0]!.start);
    expect(first).toBeGreaterThanOrEqual(now + 48 * hourMs);
    expect(first).toBeLessThan(now + 48 * hourMs + 30 * minuteMs + 1000);
    expect((first - start) % (30 * minuteMs)).toBe(0);
    await api.db.query('DELETE FROM availability_windows WHERE user_id = $1', [ids.orderDesigner]);
  });

  it("skips Maya's seeded bookings: the upcoming session's hour is not offered", async () => {
    const { rows } = await api.db.query<{ start: Date }>(
      'SELECT scheduled_start AS start FROM orders WHERE uuid = $1::uuid',
      [demoOrderUuids.upcomingSession],
    );
    const booked = rows[0]!.start.getTime();
    // Seeded three days ahead: make it a week ahead (past the buffer) and inside a window.
    const moved = utcDay(8) + 17 * hourMs;
    await api.db.query(
      `UPDATE orders SET scheduled_start = $2, scheduled_end = $3 WHERE uuid = $1::uuid`,
      [demoOrderUuids.upcomingSession, new Date(moved), new Date(moved + hourMs)],
    );
    const added = await addWindow(ids.coach, moved - 2 * hourMs, moved + 2 * hourMs);
    try {
      const { body } = await availableTimes(ids.coach, 2, moved - 2 * hourMs, moved + 2 * hourMs);
      const starts = body.data.map((entry) => entry.start);
      expect(starts).toContain(iso(moved - 30 * minuteMs));
      expect(starts).not.toContain(iso(moved));
      expect(starts).not.toContain(iso(moved + 30 * minuteMs));
      expect(starts).toContain(iso(moved + hourMs));
    } finally {
      await api.db.query(
        `UPDATE orders SET scheduled_start = $2, scheduled_end = $3 WHERE uuid = $1::uuid`,
        [demoOrderUuids.upcomingSession, new Date(booked), new Date(booked + hourMs)],
      );
      await api.db.query('DELETE FROM availability_windows WHERE id = $1', [added]);
    }
  });

  it('answers nothing for a designer who is not active', async () => {
    const d = utcDay(22);
    await setTimes(
      ids.paused,
      { days: [day(d)], times: [time(d + 9 * hourMs, d + 12 * hourMs)] },
      tokens.paused,
    );
    const { response, body } = await availableTimes(ids.paused, 3, d, d + dayMs);
    expect(response.status).toBe(200);
    expect(body).toEqual({ data: [] });
    expect((await availableTimes(ids.customer, 3, d, d + dayMs)).response.status).toBe(404);
  });

  it('needs a product with a session to schedule and a valid range', async () => {
    const d = utcDay(23);
    const missing = await call(`/users/${ids.coach}/available-times`);
    expect(missing.response.status).toBe(422);
    expect(missing.body.errors).toEqual({
      product_id: ['The product id field is required.'],
      'date.start': ['The start date field is required.'],
      'date.end': ['The end date field is required.'],
    });
    for (const [productId, message] of [
      [999, 'The selected product id is invalid.'],
      ['abc', 'The selected product id is invalid.'],
      // The garden design without a call, and the photo review (length 0).
      [4, 'This product has no session to schedule.'],
      [6, 'This product has no session to schedule.'],
    ] as const) {
      const { response, body } = await availableTimes(ids.coach, productId as number, d, d + dayMs);
      expect(response.status).toBe(422);
      expect(body).toEqual({ message, errors: { product_id: [message] } });
    }
    expect((await availableTimes(ids.coach, 3, d + dayMs, d)).body).toMatchObject({
      errors: { 'date.end': ['The end date must be after the start date.'] },
    });
    expect((await availableTimes(ids.coach, 3, d, d + 70 * dayMs)).body).toMatchObject({
      errors: { 'date.end': ['The range must not be longer than 62 days.'] },
    });
    const invalid = await call(
      `/users/${ids.coach}/available-times?product_id=3&date[start]=monday&date[end]=${iso(d)}`,
    );
    expect(invalid.body.errors).toEqual({
      'date.start': ['The start date must be a valid date (ISO 8601).'],
    });
  });
});

describe('GET /users/{id}/bookings', () => {
  const bookings = (userId: number, start: number, end: number, token?: string) =>
    call<{ data: BookingWire[] }>(
      `/users/${userId}/bookings?start=${iso(start)}&end=${iso(end)}`,
      token ? bearer(token) : {},
    );

  it("answers Maya's booked sessions in the range, with the customer and the meeting link", async () => {
    const now = Date.now();
    const { response, body } = await bookings(ids.coach, now, now + 7 * dayMs, tokens.coach);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(body.data).toEqual([
      {
        id: expect.any(Number),
        uuid: demoOrderUuids.upcomingSession,
        scheduled_start: expect.stringMatching(/T17:00:00\.000Z$/),
        scheduled_end: expect.stringMatching(/T18:00:00\.000Z$/),
        instant_booking: false,
        status: 'scheduled',
        product: { id: 3, name: 'Virtual Consult — 60 minutes', session_length: 60 },
        user: {
          id: ids.customer,
          first_name: 'Casey',
          last_name: 'Customer',
          images: { avatar: { image: null } },
        },
        zoom_meeting: { join_url: upcomingSessionJoinUrl },
      },
    ]);
    // The past session is a booking too (complete), and so is design 2's call (ten days ago); only
    // starts inside the range count.
    const past = await bookings(ids.coach, now - 30 * dayMs, now, tokens.coach);
    expect(past.body.data.map((booking) => [booking.uuid, booking.status])).toEqual([
      [demoOrderUuids.pastSession, 'complete'],
      [inDesignOrderUuid, 'complete'],
    ]);
  });

  it('lists new bookings by start and leaves out canceled ones', async () => {
    const d = utcDay(25);
    await setTimes(
      ids.designer,
      { days: [day(d)], times: [time(d + 9 * hourMs, d + 17 * hourMs)] },
      tokens.designer,
    );
    const late = await postOrder(sessionOrder(ids.designer, d + 14 * hourMs));
    const early = await postOrder(
      sessionOrder(ids.designer, d + 9 * hourMs, { product_id: 2, amount: 7500 }),
    );
    const canceled = await postOrder(sessionOrder(ids.designer, d + 11 * hourMs));
    await api.db.query("UPDATE orders SET status = 'canceled' WHERE uuid = $1::uuid", [
      canceled.body.data.order.uuid,
    ]);
    const { body } = await bookings(ids.designer, d, d + dayMs, tokens.admin);
    expect(body.data.map((booking) => booking.uuid)).toEqual([
      early.body.data.order.uuid,
      late.body.data.order.uuid,
    ]);
    expect(body.data[0]).toMatchObject({
      scheduled_start: iso(d + 9 * hourMs),
      scheduled_end: iso(d + 9.5 * hourMs),
      product: { id: 2, session_length: 30 },
      zoom_meeting: null,
    });
  });

  it('is for the designer and admins, with a valid range', async () => {
    const now = Date.now();
    expect((await bookings(ids.coach, now, now + dayMs)).response.status).toBe(401);
    expect((await bookings(ids.coach, now, now + dayMs, tokens.customer)).response.status).toBe(
      403,
    );
    expect((await bookings(ids.coach, now, now + dayMs, tokens.designer)).response.status).toBe(
      403,
    );
    expect((await bookings(ids.coach, now, now + dayMs, tokens.admin)).response.status).toBe(200);
    expect((await bookings(999_999, now, now + dayMs, tokens.admin)).response.status).toBe(404);
    // No longest range for a list of bookings.
    const year = await bookings(ids.coach, now - 200 * dayMs, now + 200 * dayMs, tokens.coach);
    expect(year.body.data).toHaveLength(3);
    const missing = await call(`/users/${ids.coach}/bookings`, bearer(tokens.coach));
    expect(missing.response.status).toBe(422);
    expect(missing.body.errors).toEqual({
      start: ['The start field is required.'],
      end: ['The end field is required.'],
    });
  });
});

describe('available now', () => {
  const goLive = (userId: number, body: unknown, token?: string) =>
    call<{ data: AvailableNowWire } & Record<string, unknown>>(
      `/users/${userId}/available-now`,
      jsonRequest('POST', body, token),
    );
  const endLive = (userId: number, body: unknown, token?: string) =>
    call<{ data: AvailableNowWire } & Record<string, unknown>>(
      `/users/${userId}/available-now`,
      jsonRequest('PUT', body, token),
    );
  const publicCoach = async (userId: number) =>
    (await call<{ data: CoachWire }>(`/users/${userId}`)).body.data;

  it('goes live until a time today: the account, the profile and instant booking follow', async () => {
    const before = Date.now();
    const end = before + 2 * hourMs;
    const { response, body } = await goLive(ids.coach, { end: iso(end) }, tokens.coach);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(body.data).toMatchObject({ is_available_now: true, available_now_end: iso(end) });
    const start = Date.parse(body.data.available_now_start!);
    expect(start).toBeGreaterThanOrEqual(before - 1000);
    expect(start).toBeLessThanOrEqual(Date.now());

    const account = (await call<{ data: AccountWire }>('/account', bearer(tokens.coach))).body.data;
    expect(account).toMatchObject({ is_available_now: true, available_now_end: iso(end) });
    expect(await publicCoach(ids.coach)).toMatchObject({
      is_available_now: true,
      available_now_end: iso(end),
    });

    // Ended now (PUT without an end, as the site sends it): no longer live.
    const ended = await endLive(ids.coach, {}, tokens.coach);
    expect(ended.response.status).toBe(200);
    expect(ended.body.data.is_available_now).toBe(false);
    expect(Date.parse(ended.body.data.available_now_end!)).toBeLessThanOrEqual(Date.now());
    expect(await publicCoach(ids.coach)).toMatchObject({
      is_available_now: false,
      available_now_end: null,
    });
  });

  it('turns itself off when the window has passed; a seeded live designer has no end', async () => {
    await api.db.query(
      `UPDATE users SET is_available_now = true, available_now_start = now() - interval '2 hours',
         available_now_end = now() - interval '1 minute' WHERE id = $1`,
      [ids.designer],
    );
    expect(await publicCoach(ids.designer)).toMatchObject({
      is_available_now: false,
      available_now_end: null,
    });
    const account = (await call<{ data: AccountWire }>('/account', bearer(tokens.designer))).body
      .data;
    expect(account.is_available_now).toBe(false);

    const live = seedDesigners.find((person) => person.is_available_now)!;
    expect(await publicCoach(await api.userId(designerEmail(live)))).toMatchObject({
      is_available_now: true,
      available_now_end: null,
    });
  });

  it('an end still to come keeps the designer live until then, never longer', async () => {
    const now = Date.now();
    await goLive(ids.coach, { end: iso(now + 3 * hourMs) }, tokens.coach);
    const sooner = await endLive(ids.coach, { end: iso(now + hourMs) }, tokens.coach);
    expect(sooner.body.data).toMatchObject({
      is_available_now: true,
      available_now_end: iso(now + hourMs),
    });
    const later = await endLive(ids.coach, { end: iso(now + 5 * hourMs) }, tokens.coach);
    expect(later.body.data).toMatchObject({
      is_available_now: true,
      available_now_end: iso(now + hourMs),
    });
    expect((await endLive(ids.coach, { end: 'now' }, tokens.coach)).body.errors).toEqual({
      end: ['The end must be a valid date (ISO 8601).'],
    });
    const ended = await endLive(ids.coach, { end: iso(Date.now()) }, tokens.coach);
    expect(ended.body.data.is_available_now).toBe(false);
    // Not live: an end to come does not make anyone live.
    const notLive = await endLive(ids.coach, { end: iso(now + hourMs) }, tokens.coach);
    expect(notLive.body.data.is_available_now).toBe(false);
  });

  it('checks the end: required, a date, not past, within 24 hours, after the start', async () => {
    const now = Date.now();
    const cases: [unknown, Record<string, string[]>][] = [
      [{}, { end: ['The end field is required.'] }],
      [{ end: 'tonight' }, { end: ['The end must be a valid date (ISO 8601).'] }],
      [{ end: iso(now - minuteMs) }, { end: ["You must select a time that isn't in the past."] }],
      [{ end: iso(now + 25 * hourMs) }, { end: ['You can go live until a time today.'] }],
      [
        { start: iso(now + 2 * hourMs), end: iso(now + hourMs) },
        { start: ['The start must be before the end.'] },
      ],
      [
        { start: 'then', end: iso(now + hourMs) },
        { start: ['The start must be a valid date (ISO 8601).'] },
      ],
    ];
    for (const [body, errors] of cases) {
      const { response, body: answer } = await goLive(ids.coach, body, tokens.coach);
      expect(response.status).toBe(422);
      expect(answer.errors).toEqual(errors);
    }
    expect(coachingMessages.endInPast).toBe("You must select a time that isn't in the past.");
  });

  it('is for active designers, themselves or an admin', async () => {
    const body = { end: iso(Date.now() + hourMs) };
    expect((await goLive(ids.coach, body)).response.status).toBe(401);
    const other = await goLive(ids.coach, body, tokens.customer);
    expect(other.response.status).toBe(403);
    expect(other.body).toEqual({ message: 'This action is unauthorized.' });
    expect((await endLive(ids.coach, {}, tokens.designer)).response.status).toBe(403);
    const paused = await goLive(ids.paused, body, tokens.paused);
    expect(paused.response.status).toBe(403);
    expect(paused.body).toEqual({ message: 'Only active designers can go live.' });
    expect((await goLive(ids.customer, body, tokens.customer)).body).toEqual({
      message: 'Only active designers can go live.',
    });
    const admin = await goLive(ids.coach, body, tokens.admin);
    expect(admin.response.status).toBe(200);
    expect(admin.body.data.is_available_now).toBe(true);
    expect((await endLive(ids.coach, {}, tokens.admin)).body.data.is_available_now).toBe(false);
    expect((await goLive(999_999, body, tokens.admin)).response.status).toBe(404);
  });
});

describe('POST /orders: sessions', () => {
  it('books an instant session only while the designer is live, starting now', async () => {
    const instant = (changes: Partial<OrderCreateRequest> = {}) =>
      sessionOrder(ids.coach, null, {
        product_id: 2,
        amount: 7500,
        instant_booking: true,
        ...changes,
      });
    const message = orderMessages.notAvailableNow('Maya');
    expect(message).toBe(
      'Maya is no longer available for an instant session. Please schedule a time instead.',
    );
    const offline = await postOrder(instant());
    expect(offline.response.status).toBe(422);
    expect(offline.body).toEqual({ message, errors: { instant_booking: [message] } });

    await api.request(
      `/users/${ids.coach}/available-now`,
      jsonRequest('POST', { end: iso(Date.now() + hourMs) }, tokens.coach),
    );
    const before = Date.now();
    // The client's times are ignored.
    const booked = await postOrder(
      instant({ scheduled_start: iso(before + 5 * dayMs), scheduled_end: 'whenever' }),
    );
    expect(booked.response.status).toBe(201);
    const order = booked.body.data.order;
    expect(order).toMatchObject({
      instant_booking: true,
      status: 'scheduled',
      coach_id: ids.coach,
    });
    expect(Date.parse(order.scheduled_start!)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(order.scheduled_start!)).toBeLessThanOrEqual(Date.now());
    expect(Date.parse(order.scheduled_end!) - Date.parse(order.scheduled_start!)).toBe(
      30 * minuteMs,
    );
    expect(order.zoom_meeting?.join_url).toMatch(/^https:\/\/zoom\.example\/j\/\d{11}$/);

    // A window that has passed is not live.
    await api.db.query(
      "UPDATE users SET available_now_end = now() - interval '1 second' WHERE id = $1",
      [ids.coach],
    );
    expect((await postOrder(instant())).body.errors).toEqual({ instant_booking: [message] });
    await api.request(`/users/${ids.coach}/available-now`, jsonRequest('PUT', {}, tokens.coach));
  });

  it('books a scheduled time 47 hours or more away, inside a window, clear of bookings', async () => {
    const now = Date.now();
    // A window from 46 to 52 hours away, on the minute.
    const start = Math.ceil((now + 46 * hourMs) / minuteMs) * minuteMs;
    await addWindow(ids.orderDesigner, start, start + 6 * hourMs);
    const taken = orderMessages.timeTaken;
    const refused = { message: taken, errors: { scheduled_start: [taken] } };

    // Less than 47 hours away (in the window).
    expect((await postOrder(sessionOrder(ids.orderDesigner, start))).body).toEqual(refused);
    // 47 hours away or more: the hour of grace after the 48-hour buffer.
    const graced = Math.ceil((now + 47 * hourMs + 2 * minuteMs) / minuteMs) * minuteMs;
    const first = await postOrder(sessionOrder(ids.orderDesigner, graced));
    expect(first.response.status).toBe(201);
    expect(first.body.data.order).toMatchObject({
      status: 'scheduled',
      scheduled_start: iso(graced),
      scheduled_end: iso(graced + hourMs),
    });
    // Overlapping that booking; touching it is fine.
    expect((await postOrder(sessionOrder(ids.orderDesigner, graced + 30 * minuteMs))).body).toEqual(
      refused,
    );
    expect(
      (await postOrder(sessionOrder(ids.orderDesigner, graced + hourMs))).response.status,
    ).toBe(201);
    // Running past the window's end, or outside every window.
    expect(
      (await postOrder(sessionOrder(ids.orderDesigner, start + 5 * hourMs + 30 * minuteMs))).body,
    ).toEqual(refused);
    expect((await postOrder(sessionOrder(ids.orderDesigner, start + 10 * hourMs))).body).toEqual(
      refused,
    );
    // A canceled booking frees its time.
    await api.db.query("UPDATE orders SET status = 'canceled' WHERE uuid = $1::uuid", [
      first.body.data.order.uuid,
    ]);
    expect((await postOrder(sessionOrder(ids.orderDesigner, graced))).response.status).toBe(201);
    await api.db.query('DELETE FROM availability_windows WHERE user_id = $1', [ids.orderDesigner]);
  });

  it('refuses a session with yourself', async () => {
    const d = utcDay(30);
    await addWindow(ids.coach, d + 17 * hourMs, d + 20 * hourMs);
    const coachToken = tokens.coach;
    const { response, body } = await postOrder(
      sessionOrder(ids.coach, d + 17 * hourMs, {
        user_id: ids.coach,
        payment_source: 'src_demo_coach_maestro',
      }),
      coachToken,
    );
    expect(response.status).toBe(422);
    expect(body.errors).toEqual({ coach_id: ['You cannot book a session with yourself.'] });
  });

  it('takes the photo review (length 0) with a designer and no time', async () => {
    const order = await postOrder(sessionOrder(ids.coach, null, { product_id: 6, amount: 3500 }));
    expect(order.response.status).toBe(201);
    expect(order.body.data.order).toMatchObject({
      product_id: 6,
      coach_id: ids.coach,
      status: 'paid',
      scheduled_start: null,
      scheduled_end: null,
      instant_booking: false,
      zoom_meeting: null,
      design_id: null,
      product: { name: 'Garden Photo Review', session_length: 0, type: 'coaching-session' },
    });
    const cases: [Partial<OrderCreateRequest>, Record<string, string[]>][] = [
      [{ coach_id: null }, { coach_id: ['The coach id field is required.'] }],
      [
        { scheduled_start: iso(utcDay(30) + 17 * hourMs) },
        { scheduled_start: ['This product has no session to schedule.'] },
      ],
      [
        { instant_booking: true },
        { instant_booking: ['This product cannot be booked instantly.'] },
      ],
    ];
    for (const [changes, errors] of cases) {
      const { response, body } = await postOrder(
        sessionOrder(ids.coach, null, { product_id: 6, amount: 3500, ...changes }),
      );
      expect(response.status).toBe(422);
      expect(body.errors).toEqual(errors);
    }
  });
});

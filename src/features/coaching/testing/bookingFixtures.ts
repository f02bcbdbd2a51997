import { delay, http, HttpResponse } from 'msw';
import type {
  AvailabilityWindowWire,
  AvailableTimeWire,
  CoachWire,
  OrderCreateRequest,
  ProductWire,
} from '#src/lib/api/types.ts';
import {
  checkoutHandlers,
  type CheckoutApiOptions,
} from '#src/features/checkout/testing/checkoutFixtures.ts';
import { demoDesigner } from '#src/features/designers/testing/demoDesigner.ts';
import { productWithoutCard } from '#src/demo/products.ts';
import { addDays, dayKeyOf, instantOf, parseDayKey, weekdayOf } from '../time.ts';

// Demo coaching data and MSW handlers for the session booker's stories and tests, in the wire shapes of
// src/lib/api/types.ts and with the behaviour of the coaching contract (.git/coaching-contract.md). Every
// time is worked out from a pinned "now", so the stories and tests show the same days whatever the date.

/** The booker's "now" in stories and tests: Monday 2 March 2026, 9:00 AM in Chicago. */
export const bookingNow = new Date('2026-03-02T15:00:00.000Z');

/** The seeded session packages (src/demo/products.ts), dearest first as `order=desc` answers. */
export const hourSession: ProductWire = productWithoutCard(3);
export const halfHourSession: ProductWire = productWithoutCard(2);
export const photoReview: ProductWire = productWithoutCard(6);
export const bookingProducts: ProductWire[] = [hourSession, halfHourSession, photoReview];

/** Maya Okafor, an active designer who is not live. */
export const bookingCoach: CoachWire = { ...demoDesigner, is_available_now: false };
/** Maya while she is live for instant bookings. */
export const liveCoach: CoachWire = { ...bookingCoach, is_available_now: true };
/** A designer without a meeting account: nobody can book her. */
export const inactiveCoach: CoachWire = {
  ...demoDesigner,
  id: 9,
  first_name: 'Rosa',
  last_name: 'Lind',
  has_zoom: false,
};
/** Another active designer, for changing designers on one page. */
export const otherCoach: CoachWire = {
  ...demoDesigner,
  id: 12,
  first_name: 'Ines',
  last_name: 'Park',
  is_available_now: false,
};

/**
 * A coach's windows as the seed sets Maya's: every weekday 9:00–12:00 and 13:00–17:00 in her zone
 * (Los Angeles), from the day of `now` for `days` days.
 */
export function weekdayWindows({
  now = bookingNow,
  timeZone = 'America/Los_Angeles',
  days = 45,
  hours = [
    [9, 12],
    [13, 17],
  ],
}: {
  now?: Date;
  timeZone?: string;
  days?: number;
  hours?: [number, number][];
} = {}): AvailabilityWindowWire[] {
  const first = dayKeyOf(now, timeZone);
  const windows: AvailabilityWindowWire[] = [];
  for (let offset = 0; offset < days; offset += 1) {
    const day = addDays(first, offset);
    const weekday = weekdayOf(day);
    if (weekday === 0 || weekday === 6) continue;
    const date = parseDayKey(day);
    for (const [from, to] of hours) {
      windows.push({
        id: windows.length + 1,
        available_start: instantOf({ ...date, hour: from, minute: 0 }, timeZone).toISOString(),
        available_end: instantOf({ ...date, hour: to, minute: 0 }, timeZone).toISOString(),
      });
    }
  }
  return windows;
}

/**
 * The starts the API offers in [start, end) for a session of `minutes`: each window's start and every
 * 30 minutes after it while the session fits. Like the contract, without the 48-hour buffer unless
 * `now` is given: the booker applies the buffer itself too, which the tests show.
 */
export function availableStarts(
  windows: readonly AvailabilityWindowWire[],
  range: { start: string; end: string },
  minutes: number,
  now?: Date,
): AvailableTimeWire[] {
  const from = Date.parse(range.start);
  const to = Date.parse(range.end);
  const earliest = now ? now.getTime() + 48 * 3_600_000 : -Infinity;
  const times: AvailableTimeWire[] = [];
  for (const window of windows) {
    const end = Date.parse(window.available_end);
    for (let at = Date.parse(window.available_start); at + minutes * 60_000 <= end;) {
      if (at >= from && at < to && at >= earliest) {
        times.push({
          start: new Date(at).toISOString(),
          end: new Date(at + minutes * 60_000).toISOString(),
        });
      }
      at += 30 * 60_000;
    }
  }
  return times.sort((a, b) => a.start.localeCompare(b.start));
}

export interface BookingApiOptions {
  /** The designer `GET /users/{id}` answers (any id), or an HTTP status to fail with. */
  coach?: CoachWire | number;
  /** The packages, or an HTTP status to fail with. */
  products?: ProductWire[] | number;
  /** The coach's windows, or an HTTP status to fail with. */
  windows?: AvailabilityWindowWire[] | number;
  /** The starts of a day (by default worked out from the windows), or an HTTP status to fail with. */
  times?: AvailableTimeWire[] | number;
  /** Applies the 48-hour buffer to the starts from this moment, as the reference API does. */
  bufferFrom?: Date;
  /** Delays the calendar's and the times' answers; 'infinite' never answers. */
  latency?: number | 'infinite';
  /** Each request as `METHOD /path?query` (the query decoded), for assertions. */
  requests?: string[];
  /** Each POST /orders body. */
  orders?: OrderCreateRequest[];
  /** Passed on to the checkout's handlers (cards, Stripe key, order failures). */
  checkout?: Omit<CheckoutApiOptions, 'requests' | 'orders' | 'products'>;
}

const failure = (status: number) => HttpResponse.json({ message: 'Server Error' }, { status });

/**
 * The API of the booker: the packages, a designer, their windows and the starts of a day, answering
 * as the coaching contract says, plus the checkout's handlers (cards, Stripe key, POST /orders).
 */
export function bookingHandlers(options: BookingApiOptions = {}) {
  const {
    coach = bookingCoach,
    products = bookingProducts,
    windows = weekdayWindows(),
    latency = 0,
    requests,
    orders,
  } = options;
  const record = (request: Request) => {
    const url = new URL(request.url);
    requests?.push(
      `${request.method} ${url.pathname.replace(/^\/api/, '')}${decodeURIComponent(url.search)}`,
    );
  };
  const wait = async () => {
    if (latency) await delay(latency);
  };
  return [
    http.get('/api/products', ({ request }) => {
      record(request);
      return typeof products === 'number'
        ? failure(products)
        : HttpResponse.json({ data: products });
    }),
    http.get('/api/users/:id', ({ request }) => {
      record(request);
      return typeof coach === 'number' ? failure(coach) : HttpResponse.json({ data: coach });
    }),
    http.get('/api/users/:id/all-available-times', async ({ request }) => {
      record(request);
      await wait();
      if (typeof windows === 'number') return failure(windows);
      const query = new URL(request.url).searchParams;
      const start = query.get('start') ?? '';
      const end = query.get('end') ?? '';
      return HttpResponse.json({
        data: windows.filter(
          (window) => window.available_end > start && window.available_start < end,
        ),
      });
    }),
    http.get('/api/users/:id/available-times', async ({ request }) => {
      record(request);
      await wait();
      const { times } = options;
      if (typeof times === 'number') return failure(times);
      if (times) return HttpResponse.json({ data: times });
      if (typeof windows === 'number') return HttpResponse.json({ data: [] });
      const query = new URL(request.url).searchParams;
      const product = (typeof products === 'number' ? bookingProducts : products).find(
        (item) => item.id === Number(query.get('product_id')),
      );
      const range = { start: query.get('date[start]') ?? '', end: query.get('date[end]') ?? '' };
      return HttpResponse.json({
        data: availableStarts(windows, range, product?.session_length ?? 0, options.bufferFrom),
      });
    }),
    ...checkoutHandlers({
      ...options.checkout,
      requests,
      orders,
      products: typeof products === 'number' ? bookingProducts : products,
    }),
  ];
}

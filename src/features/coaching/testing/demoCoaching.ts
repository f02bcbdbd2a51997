import { delay, http, HttpResponse } from 'msw';
import type {
  AvailabilityUpdateRequest,
  AvailabilityWindowWire,
  AvailableNowRequest,
  AvailableNowWire,
  BookingWire,
} from '#src/lib/api/types.ts';
import { windowsAfterSave } from '../availabilityTime.ts';
import { addDays, availabilityRequest, dayKeyOf, weekdayOf } from '../time.ts';

// Demo coaching data for stories and tests, in the wire shapes of src/lib/api/types.ts: Maya Okafor of the
// reference API's seeds (Los Angeles), on a pinned day so the calendar and the checks never drift.

/** Wednesday, November 25, 2026, 10:00 AM in Los Angeles. */
export const demoCoachingNow = '2026-11-25T18:00:00.000Z';
export const demoCoachingZone = 'America/Los_Angeles';
export const demoCoachId = 2;
/** The pinned clock of stories and tests. */
export const demoClock = () => new Date(demoCoachingNow);

/** Windows on every weekday, 9:00–12:00 and 13:00–17:00, from the demo day for `days` days. */
export function demoWindows(
  days = 45,
  from = dayKeyOf(new Date(demoCoachingNow), demoCoachingZone),
) {
  const weekdays = Array.from({ length: days }, (_, index) => addDays(from, index)).filter(
    (day) => weekdayOf(day) !== 0 && weekdayOf(day) !== 6,
  );
  const { times } = availabilityRequest(
    weekdays,
    [
      { from: { hour: 9, minute: 0 }, to: { hour: 12, minute: 0 } },
      { from: { hour: 13, minute: 0 }, to: { hour: 17, minute: 0 } },
    ],
    demoCoachingZone,
  );
  return times.map((time, index): AvailabilityWindowWire => ({ id: index + 1, ...time }));
}

/** Two booked sessions: Friday the 27th at 10 AM (with a meeting link), Wednesday Dec 2 at 1 PM. */
export const demoBookings: BookingWire[] = [
  {
    id: 31,
    uuid: 'demo-booking-31',
    scheduled_start: '2026-11-27T18:00:00.000Z',
    scheduled_end: '2026-11-27T19:00:00.000Z',
    instant_booking: false,
    status: 'scheduled',
    product: { id: 4, name: '60 Minute Session', session_length: 60 },
    user: { id: 1, first_name: 'Casey', last_name: 'Customer' },
    zoom_meeting: { join_url: 'https://zoom.example/j/31' },
  },
  {
    id: 32,
    uuid: 'demo-booking-32',
    scheduled_start: '2026-12-02T21:00:00.000Z',
    scheduled_end: '2026-12-02T21:30:00.000Z',
    instant_booking: false,
    status: 'scheduled',
    product: { id: 5, name: '30 Minute Session', session_length: 30 },
    user: { id: 9, first_name: 'Jo', last_name: 'Gardner' },
    zoom_meeting: null,
  },
];

export interface DemoCoachingHandlerOptions {
  windows?: AvailabilityWindowWire[];
  bookings?: BookingWire[];
  /** Milliseconds before the calendar's data answers ('infinite': it never does). */
  latency?: number | 'infinite';
  /** Status of the calendar's data (e.g. 500 for a failed load). */
  loadStatus?: number;
  /** Milliseconds before a save answers (a saving state). */
  saveLatency?: number | 'infinite';
  /** A refused save: its status and message. */
  saveError?: { status: number; message: string };
  /** A refused Go Live: its status and message. */
  liveError?: { status: number; message: string };
}

const within = (url: URL) => ({
  start: Date.parse(url.searchParams.get('start') ?? ''),
  end: Date.parse(url.searchParams.get('end') ?? ''),
});

/**
 * MSW handlers for a coach's availability and Go Live at the `/api` door. They keep what is saved,
 * as the reference API does: the chosen days' windows are replaced by the new ones.
 */
export function demoCoachingHandlers({
  windows = demoWindows(),
  bookings = demoBookings,
  latency = 0,
  loadStatus = 200,
  saveLatency = 0,
  saveError,
  liveError,
}: DemoCoachingHandlerOptions = {}) {
  let saved = [...windows];
  let nextId = 1000;
  const wait = (ms: number | 'infinite') => (ms ? delay(ms) : Promise.resolve());
  const failure = () => HttpResponse.json({ message: 'Server error' }, { status: loadStatus });
  return [
    http.get('/api/users/:id/all-available-times', async ({ request }) => {
      await wait(latency);
      if (loadStatus >= 400) return failure();
      const { start, end } = within(new URL(request.url));
      return HttpResponse.json({
        data: saved.filter(
          (window) =>
            Date.parse(window.available_start) < end && Date.parse(window.available_end) > start,
        ),
      });
    }),
    http.get('/api/users/:id/bookings', async ({ request }) => {
      await wait(latency);
      if (loadStatus >= 400) return failure();
      const { start, end } = within(new URL(request.url));
      return HttpResponse.json({
        data: bookings.filter((booking) => {
          const at = Date.parse(booking.scheduled_start);
          return at >= start && at < end;
        }),
      });
    }),
    http.post('/api/users/:id/available-times', async ({ request }) => {
      const body = (await request.json()) as AvailabilityUpdateRequest;
      await wait(saveLatency);
      if (saveError) {
        return HttpResponse.json(
          { message: saveError.message, errors: { times: [saveError.message] } },
          { status: saveError.status },
        );
      }
      const added = body.times.map((time) => ({ id: nextId++, ...time }));
      saved = windowsAfterSave(saved, body.days, added);
      return HttpResponse.json({ data: added });
    }),
    http.post('/api/users/:id/available-now', async ({ request }) => {
      const body = (await request.json()) as AvailableNowRequest;
      if (liveError) {
        return HttpResponse.json({ message: liveError.message }, { status: liveError.status });
      }
      return HttpResponse.json({
        data: {
          is_available_now: true,
          available_now_start: body.start ?? new Date().toISOString(),
          available_now_end: body.end,
        } satisfies AvailableNowWire,
      });
    }),
    http.put('/api/users/:id/available-now', async ({ request }) => {
      const body = (await request.json()) as AvailableNowRequest;
      if (liveError) {
        return HttpResponse.json({ message: liveError.message }, { status: liveError.status });
      }
      return HttpResponse.json({
        data: {
          is_available_now: false,
          available_now_start: null,
          available_now_end: body.end,
        } satisfies AvailableNowWire,
      });
    }),
  ];
}

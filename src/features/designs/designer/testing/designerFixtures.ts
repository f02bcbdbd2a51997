import { demoProduct, productIdentity } from '#src/demo/products.ts';
import { http, HttpResponse } from 'msw';
import { delayAnswer } from '#src/testing/heldRequests.ts';
import type {
  ApiErrorBody,
  AvailabilityWindowWire,
  AvailableTimeWire,
  CoachCardWire,
  DesignUpdateRequest,
  DesignWire,
  OrderWire,
  ProductWire,
} from '#src/lib/api/types.ts';
import {
  availableStarts,
  bookingCoach,
  bookingNow,
  weekdayWindows,
} from '#src/features/coaching/testing/bookingFixtures.ts';
import { gardenScene, portrait } from '#src/ui/components/Image/storyImages.ts';

// Demo data and MSW handlers for the designer step's stories and tests, in the wire shapes of
// src/lib/api/types.ts and answering as docs/api/ says (directory.md `POST /gimme-dat/`, coaching.md
// the available times, designs.md `PUT /designs/{id}`). Times follow the booker's pinned "now":
// Monday 2 March 2026, 9:00 AM in Chicago.

export const designerNow = bookingNow;
/** The customer's timezone. */
export const designerTimeZone = 'America/Chicago';

const card = (designer: Omit<CoachCardWire, 'online'>): CoachCardWire => ({
  ...designer,
  online: false,
});

/** Maya Okafor (Portland), the booker's designer, with windows every weekday. */
export const maya = card({ ...bookingCoach });
/** Ines Park (Seattle). */
export const ines = card({
  ...bookingCoach,
  id: 12,
  first_name: 'Ines',
  last_name: 'Park',
  images: { avatar: { image: portrait(160) }, portfolio: [] },
  expertises: [{ id: 3, name: 'Containers' }],
  properties: [{ name: 'about', property: 'Balcony gardens are my speciality.' }],
  addresses: [{ city: 'Seattle', state: 'WA' }],
});
/** Naomi Sato (Tacoma): the customer's favourite. */
export const naomi = card({
  ...bookingCoach,
  id: 35,
  first_name: 'Naomi',
  last_name: 'Sato',
  images: {
    avatar: { image: portrait(160) },
    portfolio: [7, 8].map((id) => ({ id, image: gardenScene(600, 600) })),
  },
  expertises: [
    { id: 10, name: 'Season extension' },
    { id: 2, name: 'Small spaces' },
    { id: 11, name: 'Soil health' },
  ],
  properties: [
    {
      name: 'about',
      property:
        "I'm a garden designer in Tacoma.\nI grow <b>tomatoes</b> that ripen before the first frost.",
    },
  ],
  addresses: [{ city: 'Tacoma', state: 'WA' }],
});
/** Quinn Reyes: takes video calls only, so not offered for a design without a call. */
export const quinnZoomOnly = card({
  ...bookingCoach,
  id: 40,
  first_name: 'Quinn',
  last_name: 'Reyes',
  coach_zoom_only: true,
  expertises: [],
  properties: [],
  addresses: [{ city: 'Boise', state: 'ID' }],
});
/** Rosa Lind: paused, never offered even if a list carried her. */
export const rosaPaused = card({
  ...bookingCoach,
  id: 9,
  first_name: 'Rosa',
  last_name: 'Lind',
  coach_status: 'paused',
});

/** The list as the API answers it: by last name (no token here, so no favourites first). */
export const designerCards: CoachCardWire[] = [maya, ines, quinnZoomOnly, naomi];
/** The customer's favourites. */
export const favoriteIds = [naomi.id];

/** The garden design with a 30-minute kick-off call (product 1 of the reference API). */
export const designProduct: ProductWire = {
  ...productIdentity(1),
  session_length: demoProduct(1).session_length,
  description: 'A planting plan drawn for your space.',
  survey_id: demoProduct(1).survey_id,
  canInstantBook: false,
};
/** Garden Design Lite: no call (product 4). */
export const liteProduct: ProductWire = {
  ...designProduct,
  id: 4,
  name: 'Garden Design Lite',
  price: 14900,
  session_length: null,
  survey_id: null,
};

const customer = {
  id: 41,
  first_name: 'Sam',
  last_name: 'Rivera',
  images: { avatar: { image: null } },
};

function order(product: ProductWire, changes: Partial<OrderWire> = {}): OrderWire {
  return {
    id: 7,
    uuid: 'd9c6e3f4-8f5a-4cad-9e4f-3a2b5c6d7e83',
    user_id: customer.id,
    coach_id: null,
    product_id: product.id,
    amount: product.price,
    discount: 0,
    status: 'paid',
    created_at: '2026-02-20T16:40:02.114Z',
    scheduled_start: null,
    scheduled_end: null,
    instant_booking: false,
    zoom_meeting: null,
    survey_results_id: null,
    design_id: 5,
    product,
    coach: null,
    user: customer,
    ...changes,
  };
}

/** A design whose homework is done: its designer and call are next. */
export function scheduledDesign(product: ProductWire = designProduct): DesignWire {
  return {
    id: 5,
    name: 'Back garden',
    status: 'scheduling',
    details: { completed: true },
    files: [],
    order: order(product),
    product_id: product.id,
    survey_results_id: product.survey_id ? 12 : null,
    survey_result: null,
    acting_as: 'user',
    artist_id: null,
    artist: null,
    users: [{ ...customer, role: 'customer' }],
    created_at: '2026-02-20T16:40:02.114Z',
    updated_at: '2026-02-27T10:00:00.000Z',
  };
}

const coachSummary = (designer: CoachCardWire) => ({
  id: designer.id,
  first_name: designer.first_name,
  last_name: designer.last_name,
  images: { avatar: { image: designer.images?.avatar?.image ?? null } },
});

/** The design as `PUT /designs/{id}` answers a choice: the designer, the call, the new status. */
export function chosenDesign(
  designer: CoachCardWire,
  start: string | null,
  product: ProductWire = designProduct,
): DesignWire {
  const design = scheduledDesign(product);
  const minutes = product.session_length ?? 0;
  const end = start ? new Date(Date.parse(start) + minutes * 60_000).toISOString() : null;
  return {
    ...design,
    status: start ? 'call_upcoming' : 'in_design',
    order: order(product, {
      coach_id: designer.id,
      coach: coachSummary(designer),
      scheduled_start: start,
      scheduled_end: end,
      status: start ? 'scheduled' : 'paid',
    }),
    users: [...design.users, { ...coachSummary(designer), role: 'designer' }],
  };
}

/** Maya's call on Wednesday 4 March 2026 at 11:00 AM in Chicago. */
export const wednesdayCall = '2026-03-04T17:00:00.000Z';

export interface DesignerApiOptions {
  /** The designer cards, or an HTTP status to fail with. */
  designers?: CoachCardWire[] | number;
  /** Delays the list's answer; 'infinite' never answers. */
  listLatency?: number | 'infinite';
  /** Every designer's windows, or an HTTP status to fail with. */
  windows?: AvailabilityWindowWire[] | number;
  /** The starts of a day (by default worked out from the windows), or an HTTP status. */
  times?: AvailableTimeWire[] | number;
  /** Delays the calendar's and the times' answers; 'infinite' never answers. */
  latency?: number | 'infinite';
  /** How PUT /designs/{id} answers: the design chosen (default), or a refusal. */
  save?: { status: number; body: ApiErrorBody };
  /** Delays the PUT's answer. */
  saveLatency?: number;
  /** Each request as `METHOD /path?query` (the query decoded). */
  requests?: string[];
  /** Each POST /gimme-dat/ body. */
  listBodies?: unknown[];
  /** Each PUT /designs/{id} body. */
  saves?: DesignUpdateRequest[];
}

const failure = (status: number) => HttpResponse.json({ message: 'Server Error' }, { status });

/** The designer step's API: the designer list, a designer's windows and times, and the save. */
export function designerHandlers(options: DesignerApiOptions = {}) {
  const {
    designers = designerCards,
    windows = weekdayWindows(),
    latency = 0,
    listLatency = 0,
    requests,
  } = options;
  const record = (request: Request) => {
    const url = new URL(request.url);
    requests?.push(
      `${request.method} ${url.pathname.replace(/^\/api/, '')}${decodeURIComponent(url.search)}`,
    );
  };
  const products = [designProduct, liteProduct];
  return [
    http.post('/api/gimme-dat/', async ({ request }) => {
      record(request);
      options.listBodies?.push(await request.json());
      await delayAnswer(request, listLatency);
      if (typeof designers === 'number') return failure(designers);
      return HttpResponse.json({
        data: designers,
        meta: { current_page: 0, last_page: 0, per_page: 9999, total: designers.length },
      });
    }),
    http.get('/api/users/:id/all-available-times', async ({ request }) => {
      record(request);
      await delayAnswer(request, latency);
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
      await delayAnswer(request, latency);
      const { times } = options;
      if (typeof times === 'number') return failure(times);
      if (times) return HttpResponse.json({ data: times });
      if (typeof windows === 'number') return HttpResponse.json({ data: [] });
      const query = new URL(request.url).searchParams;
      const product = products.find((item) => item.id === Number(query.get('product_id')));
      if (!product?.session_length) {
        const message = 'This product has no session to schedule.';
        return HttpResponse.json({ message, errors: { product_id: [message] } }, { status: 422 });
      }
      const range = { start: query.get('date[start]') ?? '', end: query.get('date[end]') ?? '' };
      return HttpResponse.json({
        data: availableStarts(windows, range, product.session_length),
      });
    }),
    http.put('/api/designs/:id', async ({ request }) => {
      record(request);
      const body = (await request.json()) as DesignUpdateRequest;
      options.saves?.push(body);
      await delayAnswer(request, options.saveLatency ?? 0);
      if (options.save)
        return HttpResponse.json(options.save.body, { status: options.save.status });
      if (!('coach_id' in body)) return failure(422);
      const designer = (typeof designers === 'number' ? designerCards : designers).find(
        (item) => item.id === body.coach_id,
      )!;
      const start = body.zoom_start ? `${body.zoom_start.replace(' ', 'T')}.000Z` : null;
      const product = body.zoom_start ? designProduct : liteProduct;
      return HttpResponse.json({ data: chosenDesign(designer, start, product) });
    }),
  ];
}

/** The API's answer when someone else took the time first. */
export const timeTaken: { status: number; body: ApiErrorBody } = {
  status: 422,
  body: {
    message: 'That time is no longer available. Please choose another time.',
    errors: { zoom_start: ['That time is no longer available. Please choose another time.'] },
  },
};

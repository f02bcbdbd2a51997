import { http, HttpResponse } from 'msw';
import { delayAnswer } from '#src/testing/heldRequests.ts';
import type { GardenWire, ListResponse } from '#src/lib/api/types.ts';
import { gardenScene } from '#src/ui/components/Image/storyImages.ts';

// Demo submitted gardens for stories and tests, in the wire shape of `GET /gardens` (the same people
// as the reference API's demo accounts). Pictures are inline, so stories make no image requests.

const maya = { id: 2, first_name: 'Maya', last_name: 'Okafor', coach: true };
const casey = { id: 1, first_name: 'Casey', last_name: 'Customer', coach: false };
const sam = { id: 31, first_name: 'Sam', last_name: 'Whitfield', coach: false };

const picture = (id: number, width = 1200, height = 900) => ({
  id,
  image: gardenScene(width, height),
});

/** Newest first, as `GET /gardens` answers. Casey (user 1) has two of them. */
export const demoGardens: GardenWire[] = [
  {
    id: 14,
    user_id: 1,
    description:
      'Four raised cedar beds along the south fence: tomatoes, peppers and basil in two, salad and beans in the others.',
    city: 'Chicago',
    state: 'IL',
    images: [picture(141), picture(142, 1200, 1200), picture(143, 900, 1200)],
    user: casey,
    created_at: '2026-05-12T15:20:00Z',
  },
  {
    id: 12,
    user_id: 2,
    description: 'A potager in a city backyard: four square beds, a herb circle and gravel paths.',
    city: 'Portland',
    state: 'OR',
    images: [picture(121)],
    user: maya,
    created_at: '2026-05-02T09:00:00Z',
  },
  {
    id: 9,
    user_id: 31,
    description: 'Strawberries and chard in pots on a third-floor balcony.',
    city: 'Toronto',
    state: 'ON',
    images: [picture(91, 1200, 800)],
    user: sam,
    created_at: '2026-04-20T18:45:00Z',
  },
  {
    id: 7,
    user_id: 1,
    description: 'My first herb spiral, built from reclaimed bricks.',
    city: null,
    state: null,
    images: [picture(71)],
    user: casey,
    created_at: '2026-04-02T11:10:00Z',
  },
];

/** A `GET /gardens` answer: the first `per_page` of `gardens`. */
export function gardenList(gardens: GardenWire[], perPage = 15): ListResponse<GardenWire> {
  return {
    data: gardens.slice(0, perPage),
    meta: {
      current_page: 1,
      last_page: Math.max(1, Math.ceil(gardens.length / perPage)),
      per_page: perPage,
      total: gardens.length,
    },
  };
}

/**
 * `GET /gardens` (through the `/api` door or not; filtered by `user_id`, paged by `per_page`) answered
 * from `gardens`, as the reference API does; `latency: 'infinite'` never answers, `status` fails with that status.
 */
export function gardensApi(
  gardens: GardenWire[] = demoGardens,
  { latency, status }: { latency?: 'infinite' | number; status?: number } = {},
) {
  return http.get('*/gardens', async ({ request }) => {
    if (latency !== undefined) await delayAnswer(request, latency);
    if (status) return HttpResponse.json({ message: 'Server Error' }, { status });
    const url = new URL(request.url);
    const userId = url.searchParams.get('user_id');
    const perPage = Number(url.searchParams.get('per_page') ?? 15);
    const mine = userId ? gardens.filter((garden) => garden.user_id === Number(userId)) : gardens;
    return HttpResponse.json(gardenList(mine, perPage));
  });
}

import { http, HttpResponse } from 'msw';
import { holdOpen } from '#src/testing/heldRequests.ts';
import type {
  CardWire,
  CoachCardWire,
  CourseWire,
  DataResponse,
  FavoritesWire,
  GimmeDatRequest,
  ListResponse,
  PostWire,
  ProviderWire,
} from '#src/lib/api/types.ts';
import { gardenScene, portrait } from '#src/ui/components/Image/storyImages.ts';
import { palette } from '#src/ui/theme/tokens.ts';

// Demo directory data (coaches, providers, posts, courses) in the API's own shapes, for stories and
// tests, and MSW handlers that answer the directory calls the way the reference API does. Images are
// inline, so stories make no image requests.

const cover = gardenScene(1000, 500);
const wide = gardenScene(1200, 800);

/** A coach card as `POST /gimme-dat/` answers it; `overrides` change any field. */
export function demoCoach(overrides: Partial<CoachCardWire> = {}): CoachCardWire {
  return {
    id: 2,
    first_name: 'Maya',
    last_name: 'Okafor',
    images: { avatar: { image: portrait(170) } },
    coach: true,
    coach_status: 'active',
    has_zoom: true,
    coach_zoom_only: false,
    is_available_now: false,
    online: false,
    expertises: [
      { id: 1, name: 'Raised beds' },
      { id: 2, name: 'Small spaces' },
    ],
    properties: [],
    addresses: [{ city: 'Portland', state: 'OR' }],
    ...overrides,
  };
}

export const demoCoaches: CoachCardWire[] = [
  demoCoach({ online: true, is_available_now: true }),
  demoCoach({
    id: 5,
    first_name: 'Jonah',
    last_name: 'Reyes',
    images: { avatar: { image: portrait(170, palette.greenLight) } },
    expertises: [
      { id: 3, name: 'Edible landscaping' },
      { id: 4, name: 'Irrigation' },
      { id: 5, name: 'Pollinator gardens' },
    ],
    addresses: [{ city: 'Austin', state: 'TX' }],
  }),
  demoCoach({
    id: 7,
    first_name: 'Priya',
    last_name: 'Shah',
    images: { avatar: { image: null } },
    online: true,
    expertises: [],
    addresses: [],
  }),
];

/** A provider (business) as its card needs it; `overrides` change any field. */
export function demoProvider(overrides: Partial<ProviderWire> = {}): ProviderWire {
  return {
    id: 1,
    slug: 'green-thumb-garden-co',
    name: 'Green Thumb Garden Co.',
    description:
      'Cedar raised beds, drip irrigation and seasonal planting plans for kitchen gardens of every size, built and planted in a weekend.',
    user_id: 12,
    addresses: [
      {
        phone: '503-555-0134',
        address: '1420 SE Division St',
        city: 'Portland',
        state: 'OR',
        postal_code: '97202',
        country: 'US',
      },
    ],
    properties: [{ id: 1, name: 'website', property: 'https://greenthumb.example' }],
    expertises: [{ id: 1, name: 'Raised beds' }],
    images: { logo: { image: portrait(160, palette.greenLight) }, cover: { image: cover } },
    coaches: [
      {
        id: 2,
        first_name: 'Maya',
        last_name: 'Okafor',
        images: { avatar: { image: portrait(80) } },
      },
      {
        id: 5,
        first_name: 'Jonah',
        last_name: 'Reyes',
        images: { avatar: { image: portrait(80, palette.greenLight) } },
      },
      { id: 7, first_name: 'Priya', last_name: 'Shah' },
    ],
    ...overrides,
  };
}

export const demoProviders: ProviderWire[] = [
  demoProvider(),
  demoProvider({
    id: 2,
    slug: 'rooted-raised-beds',
    name: 'Rooted Raised Beds',
    description:
      'Raised beds and trellises in reclaimed oak, delivered and installed across Texas.',
    addresses: [
      {
        phone: null,
        address: null,
        city: 'Austin',
        state: 'TX',
        postal_code: '78704',
        country: 'US',
      },
    ],
    images: { logo: { image: portrait(160, palette.beige) }, cover: { image: wide } },
    coaches: [{ id: 5, first_name: 'Jonah', last_name: 'Reyes' }],
  }),
  demoProvider({
    id: 3,
    slug: 'patchwork-potagers',
    name: 'Patchwork Potagers',
    description: 'Small-space potager design for balconies, patios and front yards.',
    addresses: [
      {
        phone: null,
        address: null,
        city: 'Burlington',
        state: 'VT',
        postal_code: '05401',
        country: 'US',
      },
    ],
    images: {},
    coaches: [],
  }),
];

const topic = (id: number, name: string) => ({ id, name });
const topics = {
  growing: topic(1, 'Growing'),
  design: topic(2, 'Design'),
  harvest: topic(3, 'Harvest'),
  soil: topic(4, 'Soil'),
};

/** A post card; `overrides` change any field. */
export function demoPost(overrides: Partial<PostWire> = {}): PostWire {
  return {
    id: 1,
    slug: 'planning-your-first-kitchen-garden',
    title: 'Planning your first kitchen garden',
    image: wide,
    headline: 'Start with four beds and the food you cook most.',
    subheadline: null,
    description:
      'How to choose a sunny spot, size your beds and pick the ten crops that earn their place.',
    type: 'post',
    topics: [topics.growing, topics.design],
    tags: [],
    published_on: '2026-03-02',
    ...overrides,
  };
}

const post = (
  id: number,
  slug: string,
  title: string,
  headline: string | null,
  topicList: { id: number; name: string }[],
  image: string | null = wide,
) =>
  demoPost({
    id,
    slug,
    title,
    headline,
    description: null,
    topics: topicList,
    image,
    published_on: `2026-0${1 + (id % 9)}-1${id % 10}`,
  });

/** Twelve posts with the ids 1–12 (the reference API has posts with these ids). */
export const demoPosts: PostWire[] = [
  demoPost(),
  post(
    2,
    'raised-beds-101',
    'Raised beds 101',
    'Wood, metal or stone: what lasts, what it costs and how deep to go.',
    [topics.design],
  ),
  post(
    3,
    'succession-sowing',
    'Succession sowing for a steady harvest',
    'A short row every two weeks beats one long row that bolts at once.',
    [topics.growing, topics.harvest],
  ),
  post(
    4,
    'feeding-your-soil',
    'Feeding your soil, not your plants',
    'Compost, mulch and cover crops: the three habits behind every good bed.',
    [topics.soil],
    null,
  ),
  post(
    5,
    'herb-spiral',
    'Build a herb spiral in an afternoon',
    'Dry at the top for rosemary, damp at the foot for mint.',
    [topics.design],
  ),
  post(
    6,
    'tomatoes-in-pots',
    'Tomatoes in pots',
    'Which varieties do well in a container, and how to water them.',
    [topics.growing],
  ),
  post(
    7,
    'garden-paths',
    'Paths that make a garden',
    'Width, edging and surfaces for paths you will walk every day.',
    [topics.design],
  ),
  post(
    8,
    'saving-seed',
    'Saving your own seed',
    'Beans, peas and tomatoes are the easiest place to start.',
    [topics.harvest],
  ),
  post(
    9,
    'winter-greens',
    'Greens through the winter',
    'Kale, chard and mâche under fleece from November to March.',
    [topics.growing, topics.harvest],
  ),
  post(
    10,
    'watering-wisely',
    'Watering wisely',
    'Water the soil in the morning, deeply and less often.',
    [topics.soil, topics.growing],
  ),
  post(
    11,
    'potager-planning',
    'Planning a potager',
    'A kitchen garden that is as good to look at as it is to eat from.',
    [topics.design],
  ),
  post(
    12,
    'first-harvest',
    'Your first harvest: what to pick when',
    'Radishes in a month, beans in two, squash by late summer.',
    [topics.harvest],
  ),
];

/** A course card; `overrides` change any field. */
export function demoCourse(overrides: Partial<CourseWire> = {}): CourseWire {
  return {
    id: 1,
    slug: 'kitchen-garden-foundations',
    title: 'Kitchen Garden Foundations',
    description:
      'Six weeks from bare ground to first harvest: siting, beds, soil, sowing and a planting plan for your own garden.',
    image: wide,
    url: '/courses/kitchen-garden-foundations',
    ...overrides,
  };
}

/** Two courses with the ids 1–2 (the reference API has courses with these ids). */
export const demoCourses: CourseWire[] = [
  demoCourse(),
  demoCourse({
    id: 2,
    slug: 'four-season-harvest',
    title: 'The Four-Season Harvest',
    description:
      'Plan, sow and protect crops so there is something to pick in every month of the year.',
    url: '/courses/four-season-harvest',
  }),
];

/** The directory calls the handlers answer. */
export type DirectoryCall = 'cards' | 'courses' | 'favorite';

export interface DirectoryApiOptions {
  coaches?: CoachCardWire[];
  providers?: ProviderWire[];
  posts?: PostWire[];
  courses?: CourseWire[];
  /** The signed-in account's favourite coaches at the start (the favourite call toggles them). */
  favorites?: number[];
  /** Calls that fail with a 500. */
  fail?: DirectoryCall[];
  /** Calls that never answer (the loading state). */
  hang?: DirectoryCall[];
  /** Each call is pushed here: `POST /gimme-dat/ {…body}`, `GET /courses?ids[]=1`, `POST /coaches/favorite/2`. */
  requests?: string[];
}

const serverError = () => HttpResponse.json({ message: 'Server Error' }, { status: 500 });

/**
 * MSW handlers answering the directory calls as the reference API does: `POST /gimme-dat/` (hand-picked
 * `selections` answer exactly those ids, in order; otherwise the first `count` of the page),
 * `GET /courses?ids[]=…` (those courses, in the order asked) and `POST /coaches/favorite/{id}` (toggles,
 * answers the list). They match any origin (`*`), so they serve the browser's `/api/…` and the server's
 * `API_URL/…` alike.
 */
export function directoryHandlers({
  coaches = demoCoaches,
  providers = demoProviders,
  posts = demoPosts,
  courses = demoCourses,
  favorites = [],
  fail = [],
  hang = [],
  requests,
}: DirectoryApiOptions = {}) {
  const favoriteIds = new Set(favorites);
  const gate = async (call: DirectoryCall, request: Request) => {
    if (hang.includes(call)) await holdOpen(request);
    return fail.includes(call) ? serverError() : null;
  };
  const cardsOf: Record<GimmeDatRequest['resource'], CardWire[]> = {
    coaches,
    providers,
    posts,
  };

  return [
    http.post('*/gimme-dat/', async ({ request }) => {
      const body = (await request.json()) as GimmeDatRequest;
      requests?.push(`POST /gimme-dat/ ${JSON.stringify(body)}`);
      const failed = await gate('cards', request);
      if (failed) return failed;
      const all = cardsOf[body.resource] ?? [];
      const page = body.query?.page ?? 0;
      const data = body.selections
        ? body.selections.flatMap((id) => all.filter((card) => card.id === id))
        : all.slice(page * body.count, (page + 1) * body.count);
      const total = body.selections ? data.length : all.length;
      const answer: ListResponse<CardWire> = {
        data,
        meta: {
          current_page: page,
          last_page: Math.max(0, Math.ceil(total / Math.max(1, body.count)) - 1),
          per_page: body.count,
          total,
        },
      };
      return HttpResponse.json(answer);
    }),
    http.get('*/courses', async ({ request }) => {
      const url = new URL(request.url);
      requests?.push(`GET /courses${decodeURIComponent(url.search)}`);
      const failed = await gate('courses', request);
      if (failed) return failed;
      const ids = url.searchParams.getAll('ids[]').map(Number);
      const answer: DataResponse<CourseWire[]> = {
        data: ids.flatMap((id) => courses.filter((course) => course.id === id)),
      };
      return HttpResponse.json(answer);
    }),
    http.post('*/coaches/favorite/:id', async ({ params, request }) => {
      requests?.push(`POST /coaches/favorite/${String(params.id)}`);
      const failed = await gate('favorite', request);
      if (failed) return failed;
      const id = Number(params.id);
      if (favoriteIds.has(id)) favoriteIds.delete(id);
      else favoriteIds.add(id);
      const answer: DataResponse<FavoritesWire> = {
        data: [...favoriteIds].map((fid) => ({ id: fid })),
      };
      return HttpResponse.json(answer);
    }),
  ];
}

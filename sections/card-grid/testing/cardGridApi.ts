import { http, HttpResponse } from 'msw';
import { holdOpen } from '#src/testing/heldRequests.ts';
import type {
  CardWire,
  CoachCardWire,
  GimmeDatRequest,
  ListResponse,
  NamedWire,
  PostWire,
  ProviderWire,
} from '#src/lib/api/types.ts';
import {
  demoCoach,
  demoPosts,
  demoProvider,
} from '#src/features/directory/testing/demoDirectory.ts';

// Stories' and tests' stand-in for the card calls of the reference API: POST /gimme-dat/ with its
// filters, search and pages, and the lists of expertises, tags and topics (docs/api/directory.md).

export const demoExpertises: NamedWire[] = [
  { id: 1, name: 'Raised beds' },
  { id: 2, name: 'Small spaces' },
  { id: 3, name: 'Edible landscaping' },
];
export const demoTags: NamedWire[] = [
  { id: 1, name: 'Beginner' },
  { id: 2, name: 'Containers' },
];
export const demoTopics: NamedWire[] = [
  { id: 1, name: 'Growing' },
  { id: 2, name: 'Design' },
];

const places: [string, string][] = [
  ['Portland', 'OR'],
  ['Seattle', 'WA'],
  ['Austin', 'TX'],
  ['Boise', 'ID'],
  ['Toronto', 'ON'],
  ['Melbourne', 'VIC'],
];
const names = [
  'Maya Okafor',
  'Jonah Reyes',
  'Priya Shah',
  'Ada Lind',
  'Tom Alvarez',
  'Ines Park',
  'Leo Brandt',
];

/** Fourteen designers in six places (two of them outside the US), with one to two expertises each. */
export const gridCoaches: CoachCardWire[] = Array.from({ length: 14 }, (_, index) => {
  const [first, last] = names[index % names.length]!.split(' ') as [string, string];
  const [city, state] = places[index % places.length]!;
  return demoCoach({
    id: index + 1,
    first_name: first,
    last_name: index < names.length ? last : `${last} ${index}`,
    online: index % 4 === 0,
    is_available_now: index % 5 === 0,
    expertises: [
      demoExpertises[index % 3]!,
      ...(index % 2 ? [demoExpertises[(index + 1) % 3]!] : []),
    ],
    addresses: [{ city, state }],
  });
});

/** Eight businesses, one in Canada and one in Australia. */
export const gridProviders: ProviderWire[] = Array.from({ length: 8 }, (_, index) => {
  const [city, state] = places[index % places.length]!;
  return demoProvider({
    id: index + 1,
    slug: `garden-business-${index + 1}`,
    name:
      ['Green Row Gardens', 'Plot & Pail', 'Bramble Works', 'Sunny Acre Landscapes'][index % 4]! +
      (index > 3 ? ` ${index}` : ''),
    addresses: [
      {
        phone: null,
        address: null,
        city,
        state,
        postal_code: null,
        country: state === 'ON' ? 'CA' : state === 'VIC' ? 'AU' : 'US',
      },
    ],
  });
});

export const gridPosts: PostWire[] = demoPosts.map((post, index) => ({
  ...post,
  tags: [demoTags[index % 2]!],
  topics: [demoTopics[index % 2]!],
}));

function matchesRegion(card: CoachCardWire | ProviderWire, region: string[]): boolean {
  const address = card.addresses?.[0];
  const state = address?.state ?? '';
  const country =
    'country' in (address ?? {}) ? (address as { country?: string | null }).country : null;
  return region.some(
    (value) =>
      value === state ||
      (value === 'canada' && (country === 'CA' || state === 'ON')) ||
      (value === 'australia' && (country === 'AU' || state === 'VIC')),
  );
}

/** Applies a feed query as the reference API does (case-insensitive search, any-of filters). */
export function filterCards(body: GimmeDatRequest, all: CardWire[]): CardWire[] {
  const query = body.query ?? {};
  const text = (query.search ?? query.advancedSearch ?? '').toLowerCase();
  return all.filter((card) => {
    if (body.resource === 'posts') {
      const post = card as PostWire;
      if (text && !`${post.title} ${post.headline ?? ''}`.toLowerCase().includes(text))
        return false;
      if (query.tag?.length && !post.tags.some((tag) => query.tag!.includes(tag.id))) return false;
      if (query.topic?.length && !post.topics.some((t) => query.topic!.includes(t.id)))
        return false;
      return true;
    }
    const located = card as CoachCardWire | ProviderWire;
    const name = 'name' in located ? located.name : `${located.first_name} ${located.last_name}`;
    const city = located.addresses?.[0]?.city ?? '';
    if (text && !`${name} ${city}`.toLowerCase().includes(text)) return false;
    if (query.region?.length && !matchesRegion(located, query.region)) return false;
    if (
      query.expertise !== undefined &&
      !(located as CoachCardWire).expertises?.some((e) => e.id === query.expertise)
    ) {
      return false;
    }
    return true;
  });
}

export interface CardGridApiOptions {
  /** Every POST /gimme-dat/ body, in order. */
  requests?: GimmeDatRequest[];
  fail?: boolean;
  hang?: boolean;
}

export function cardGridHandlers({
  requests,
  fail = false,
  hang = false,
}: CardGridApiOptions = {}) {
  const byResource: Record<GimmeDatRequest['resource'], CardWire[]> = {
    coaches: gridCoaches,
    providers: gridProviders,
    posts: gridPosts,
  };
  return [
    http.post('*/gimme-dat/', async ({ request }) => {
      const body = (await request.json()) as GimmeDatRequest;
      requests?.push(body);
      if (hang) await holdOpen(request);
      if (fail) return HttpResponse.json({ message: 'Server Error' }, { status: 500 });
      const all = byResource[body.resource] ?? [];
      const found = body.selections
        ? body.selections.flatMap((id) => all.filter((card) => card.id === id))
        : filterCards(body, all);
      const page = body.query?.page ?? 0;
      const answer: ListResponse<CardWire> = {
        data: body.selections ? found : found.slice(page * body.count, (page + 1) * body.count),
        meta: {
          current_page: page,
          last_page: Math.max(0, Math.ceil(found.length / body.count) - 1),
          per_page: body.count,
          total: found.length,
        },
      };
      return HttpResponse.json(answer);
    }),
    http.get('*/expertises', () => HttpResponse.json({ data: demoExpertises })),
    http.get('*/tags', () => HttpResponse.json({ data: demoTags })),
    http.get('*/topics', () => HttpResponse.json({ data: demoTopics })),
  ];
}

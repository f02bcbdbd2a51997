// @vitest-environment node
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type {
  CoachCardWire,
  CourseWire,
  GimmeDatRequest,
  ListResponse,
  NamedWire,
  PostWire,
  ProviderWire,
} from '#src/lib/api/types.ts';
import { demoAccount, demoPassword } from '../seed/accounts.ts';
import { seedDesignersWithHours } from '../seed/coaching.ts';
import { designerEmail, seedDesigners } from '../seed/directoryData.ts';
import { seedCourses, seedPosts } from '../seed/posts.ts';
import { jsonBody, jsonRequest, startTestApi, type TestApi } from '../testing/startTestApi.ts';
import { cardCount, maxCardLimit } from './directory.ts';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 120_000 });

let api: TestApi;
let customer: string;
let admin: string;

beforeAll(async () => {
  api = await startTestApi();
  customer = await api.login(demoAccount('customer').email, demoPassword);
  admin = await api.login(demoAccount('admin').email, demoPassword);
});
afterAll(() => api?.close());

type Cards<T> = ListResponse<T>;

async function cards<T>(body: unknown, token?: string, path = '/gimme-dat/'): Promise<Cards<T>> {
  const response = await api.request(path, jsonRequest('POST', body, token));
  expect(response.status).toBe(200);
  return (await response.json()) as Cards<T>;
}

const coachCards = (query: GimmeDatRequest['query'] = {}, count = 60, token?: string) =>
  cards<CoachCardWire>({ resource: 'coaches', count, query }, token);
const providerCards = (query: GimmeDatRequest['query'] = {}, count = 60) =>
  cards<ProviderWire>({ resource: 'providers', count, query });
const postCards = (query: GimmeDatRequest['query'] = {}, count = 60) =>
  cards<PostWire>({ resource: 'posts', count, query });

/** Every card of a feed, following the pages. */
async function allCards<T>(resource: GimmeDatRequest['resource'], query = {}): Promise<T[]> {
  const first = await cards<T>({ resource, count: 60, query });
  const rest = await Promise.all(
    Array.from({ length: first.meta.last_page }, (_, index) =>
      cards<T>({ resource, count: 60, query: { ...query, page: index + 1 } }),
    ),
  );
  return [first, ...rest].flatMap((page) => page.data);
}

async function errorsOf(response: Response) {
  expect(response.status).toBe(422);
  return ((await response.json()) as { errors: Record<string, string[]> }).errors;
}

const designerId = (index: number) => api.userId(designerEmail(seedDesigners[index]!));

describe('GET /expertises, /tags, /topics', () => {
  it.each([
    ['expertises', 10],
    ['tags', 12],
    ['topics', 8],
  ])(
    'answers /%s as { data: [{ id, name }] } sorted by name, at least %i of them',
    async (path, least) => {
      const response = await api.request(`/${path}`);
      expect(response.status).toBe(200);
      const { data } = (await response.json()) as { data: NamedWire[] };
      expect(data.length).toBeGreaterThanOrEqual(least);
      for (const entry of data) expect(Object.keys(entry)).toEqual(['id', 'name']);
      const names = data.map((entry) => entry.name);
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    },
  );

  it('keeps the account area expertises at their ids', async () => {
    const { data } = (await (await api.request('/expertises')).json()) as { data: NamedWire[] };
    expect(data).toEqual(
      expect.arrayContaining([
        { id: 1, name: 'Raised beds' },
        { id: 2, name: 'Small spaces' },
        { id: 6, name: 'Fruit trees' },
      ]),
    );
  });
});

describe('POST /gimme-dat/: hand-picked cards', () => {
  it('answers exactly the selections, in their order, skipping unknown ids, without paging', async () => {
    const providers = await cards<ProviderWire>({
      resource: 'providers',
      count: 2,
      selections: [5, 9999, 1, 3],
      query: { region: ['australia'], page: 4 },
    });
    expect(providers.data.map((card) => card.id)).toEqual([5, 1, 3]);
    expect(providers.meta).toEqual({ current_page: 0, last_page: 0, per_page: 3, total: 3 });

    const posts = await cards<PostWire>({ resource: 'posts', count: 9, selections: [3, 1, 2] });
    expect(posts.data.map((card) => card.slug)).toEqual([
      'blog/planning-a-potager',
      'blog/raised-bed-soil-recipe',
      'blog/tomatoes-in-containers',
    ]);
  });

  it('shows only active public coaches among hand-picked coaches', async () => {
    const coach = await api.userId(demoAccount('coach').email);
    const paused = await api.userId(demoAccount('paused').email);
    const customerId = await api.userId(demoAccount('customer').email);
    const hannah = await designerId(0);
    const ingrid = await designerId(14); // paused
    const { data } = await cards<CoachCardWire>({
      resource: 'coaches',
      count: 9,
      selections: [hannah, paused, customerId, coach, ingrid],
    });
    expect(data.map((card) => card.id)).toEqual([hannah, coach]);
  });

  it('also answers without the trailing slash', async () => {
    const page = await cards<PostWire>({ resource: 'posts', count: 1 }, undefined, '/gimme-dat');
    expect(page.data).toHaveLength(1);
  });
});

describe('POST /gimme-dat/: coach feed', () => {
  it('lists active public coaches only, as coach cards with online', async () => {
    const all = await allCards<CoachCardWire>('coaches');
    expect(all.length).toBeGreaterThanOrEqual(40);
    for (const card of all) {
      expect(card).toMatchObject({ coach: true, coach_status: 'active', online: false });
      expect(card.properties.some((property) => property.name === 'about')).toBe(true);
      expect(card.addresses.length).toBeGreaterThan(0);
    }
    const ids = all.map((card) => card.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).not.toContain(await api.userId(demoAccount('paused').email));
    expect(ids).toContain(await api.userId(demoAccount('coach').email));
    const maya = all.find((card) => card.first_name === 'Maya')!;
    expect(maya).toMatchObject({
      last_name: 'Okafor',
      addresses: [{ city: 'Portland', state: 'OR' }],
      images: { avatar: { image: '/api/media/avatar-maya.svg' } },
    });
    expect(Object.keys(maya)).not.toContain('email');
  });

  it('pages with count (0-based page): meta { current_page, last_page, per_page, total }', async () => {
    const first = await coachCards({}, 10);
    const total = first.meta.total;
    expect(first.meta).toEqual({
      current_page: 0,
      last_page: Math.ceil(total / 10) - 1,
      per_page: 10,
      total,
    });
    expect(first.data).toHaveLength(10);
    const second = await coachCards({ page: 1 }, 10);
    expect(second.meta.current_page).toBe(1);
    expect(second.data.map((card) => card.id)).not.toEqual(
      expect.arrayContaining([first.data[0]!.id]),
    );
    const last = await coachCards({ page: first.meta.last_page }, 10);
    expect(last.data).toHaveLength(total - 10 * first.meta.last_page);
    const beyond = await coachCards({ page: first.meta.last_page + 1 }, 10);
    expect(beyond.data).toEqual([]);
    expect(beyond.meta.total).toBe(total);
  });

  it(`uses ${cardCount.default} cards per page when count is missing or 0`, async () => {
    for (const body of [{ resource: 'coaches' }, { resource: 'coaches', count: 0 }]) {
      const page = await cards<CoachCardWire>(body);
      expect(page.data).toHaveLength(cardCount.default);
      expect(page.meta.per_page).toBe(cardCount.default);
    }
  });

  it('searches name or city (advancedSearch, any case, part of a word)', async () => {
    const byCity = await coachCards({ advancedSearch: 'BROOKLYN' });
    expect(byCity.data.map((card) => `${card.first_name} ${card.last_name}`)).toEqual([
      'Rachel Goldberg',
    ]);
    const byName = await coachCards({ advancedSearch: 'okaf' });
    expect(byName.data.map((card) => card.last_name)).toEqual(['Okafor']);
    const byFullName = await coachCards({ advancedSearch: 'mei chen' });
    expect(byFullName.data.map((card) => card.addresses[0]!.city)).toEqual(['Oakland']);
    const none = await coachCards({ advancedSearch: 'zzz-nowhere' });
    expect(none).toEqual({
      data: [],
      meta: { current_page: 0, last_page: 0, per_page: 60, total: 0 },
    });
  });

  it('filters by region: US state codes, canada, australia (Perth "WA" is not Washington)', async () => {
    const washington = await coachCards({ region: ['WA'] });
    expect(washington.data.map((card) => card.addresses[0]!.city)).toEqual(['Seattle']);
    const westCoast = await coachCards({ region: ['wa', 'OR', 'CA'] });
    expect(westCoast.data.map((card) => card.addresses[0]!.city).sort()).toEqual([
      'Oakland',
      'Portland',
      'San Diego',
      'Seattle',
    ]);
    const canada = await coachCards({ region: ['canada'] });
    expect(canada.data.map((card) => card.addresses[0]!.city).sort()).toEqual([
      'Halifax',
      'Toronto',
      'Vancouver',
    ]);
    const australia = await coachCards({ region: ['australia', 'OR'] });
    expect(australia.data.map((card) => card.addresses[0]!.city).sort()).toEqual([
      'Brisbane',
      'Melbourne',
      'Perth',
      'Portland',
    ]);
  });

  it('filters by one expertise, together with the other filters', async () => {
    const expertises = (await (await api.request('/expertises')).json()) as { data: NamedWire[] };
    const waterWise = expertises.data.find((entry) => entry.name === 'Water-wise gardens')!;
    const page = await coachCards({ expertise: waterWise.id });
    expect(page.data.length).toBeGreaterThan(3);
    for (const card of page.data) {
      expect(card.expertises.map((entry) => entry.name)).toContain('Water-wise gardens');
    }
    const inAustralia = await coachCards({ expertise: waterWise.id, region: ['australia'] });
    expect(inAustralia.data.map((card) => card.addresses[0]!.city).sort()).toEqual([
      'Melbourne',
      'Perth',
    ]);
  });

  it("puts the signed-in person's favourites first, in the order they were saved", async () => {
    const token = await api.login(demoAccount('owner').email, demoPassword);
    const jack = await designerId(49);
    const hannah = await designerId(0);
    await api.request(`/coaches/favorite/${jack}`, jsonRequest('POST', {}, token));
    await api.request(`/coaches/favorite/${hannah}`, jsonRequest('POST', {}, token));
    const signedIn = await coachCards({}, 3, token);
    expect(signedIn.data.map((card) => card.id)).toEqual([jack, hannah, expect.any(Number)]);
    const anonymous = await coachCards({}, 3);
    expect(anonymous.data.map((card) => card.id)).not.toContain(jack);
    // A favourite outside the filter is not brought in.
    const filtered = await coachCards({ region: ['canada'] }, 9, token);
    expect(filtered.data.map((card) => card.id)).not.toContain(jack);
    // A bad token is read as no sign-in, not as an error.
    const badToken = await coachCards({}, 3, 'not-a-token');
    expect(badToken.data.map((card) => card.id)).toEqual(anonymous.data.map((card) => card.id));
  });

  it('marks a coach online while a real-time connection made with their token is open', async () => {
    const naomi = await designerId(28);
    const token = await api.login(designerEmail(seedDesigners[28]!), demoPassword);
    const online = async () => (await coachCards({ advancedSearch: 'Naomi Sato' })).data[0]!.online;
    expect(await online()).toBe(false);

    const anonymous = connect(api.baseUrl, { transports: ['websocket'], forceNew: true });
    const sockets: Socket[] = [anonymous];
    try {
      await new Promise<void>((resolve) => anonymous.once('connect', () => resolve()));
      expect(await online()).toBe(false);
      const first = connect(api.baseUrl, {
        transports: ['websocket'],
        forceNew: true,
        auth: { token },
      });
      const second = connect(api.baseUrl, {
        transports: ['websocket'],
        forceNew: true,
        extraHeaders: { Authorization: `Bearer ${token}` },
      });
      sockets.push(first, second);
      await Promise.all(
        [first, second].map(
          (socket) => new Promise<void>((resolve) => socket.once('connect', () => resolve())),
        ),
      );
      await vi.waitFor(async () => expect(await online()).toBe(true));
      const card = (await cards<CoachCardWire>({ resource: 'coaches', selections: [naomi] }))
        .data[0];
      expect(card!.online).toBe(true);
      first.disconnect();
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(await online()).toBe(true); // one connection is still open
      second.disconnect();
      await vi.waitFor(async () => expect(await online()).toBe(false));
    } finally {
      for (const socket of sockets) socket.disconnect();
    }
  });

  it('does not count an impersonation token as the coach being online', async () => {
    const mei = await designerId(19);
    const response = await api.request(`/users/${mei}/impersonate`, jsonRequest('POST', {}, admin));
    const { access_token } = (await response.json()) as { access_token: string };
    const socket = connect(api.baseUrl, {
      transports: ['websocket'],
      forceNew: true,
      auth: { token: access_token },
    });
    try {
      await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
      const card = (await cards<CoachCardWire>({ resource: 'coaches', selections: [mei] })).data[0];
      expect(card!.online).toBe(false);
    } finally {
      socket.disconnect();
    }
  });
  it("keeps a designer's country when their address is saved again with the same state", async () => {
    const jack = await designerId(49); // Perth, WA, Australia
    const token = await api.login(designerEmail(seedDesigners[49]!), demoPassword);
    const save = (addresses: { city: string; state: string }[]) =>
      api.request(`/users/${jack}`, jsonRequest('PUT', { addresses }, token));
    const inRegion = async (region: string) =>
      (await coachCards({ region: [region] })).data.some((card) => card.id === jack);

    expect((await save([{ city: 'Fremantle', state: 'WA' }])).status).toBe(200);
    expect(await inRegion('australia')).toBe(true);
    expect(await inRegion('WA')).toBe(false);
    // A new state decides the country: Ontario is in Canada.
    expect((await save([{ city: 'Toronto', state: 'ON' }])).status).toBe(200);
    expect(await inRegion('canada')).toBe(true);
    expect(await inRegion('australia')).toBe(false);
  });
});

describe('POST /gimme-dat/: the designer list of a design', () => {
  const hourMs = 60 * 60 * 1000;
  const dayMs = 24 * hourMs;
  const withoutHours = seedDesigners.filter(
    (person) => person.coach_status === 'active' && !seedDesignersWithHours.includes(person),
  );

  async function addWindow(email: string, start: number, end: number) {
    const userId = await api.userId(email);
    await api.db.query(
      `INSERT INTO availability_windows (user_id, available_start, available_end) VALUES ($1, $2, $3)`,
      [userId, new Date(start), new Date(end)],
    );
    return userId;
  }

  it('lists every active designer at once with limit 9999 and type coach', async () => {
    const all = await allCards<CoachCardWire>('coaches');
    const list = await cards<CoachCardWire>({ limit: maxCardLimit, type: 'coach' });
    expect(list.data.map((card) => card.id)).toEqual(all.map((card) => card.id));
    expect(list.meta).toEqual({
      current_page: 0,
      last_page: 0,
      per_page: maxCardLimit,
      total: all.length,
    });
    expect(list.data[0]).not.toHaveProperty('upcoming_availability');
  });

  it('lists with upcoming_availability only designers with a window in the next 30 days, carrying those windows', async () => {
    const now = Date.now();
    const soon = await addWindow(
      designerEmail(withoutHours[0]!),
      now + 5 * dayMs,
      now + 5 * dayMs + 4 * hourMs,
    );
    const later = await addWindow(
      designerEmail(withoutHours[1]!),
      now + 40 * dayMs,
      now + 40 * dayMs + 4 * hourMs,
    );
    // Inside the 48-hour scheduling buffer: nobody can book it any more.
    const tooSoon = await addWindow(
      designerEmail(withoutHours[2]!),
      now + hourMs,
      now + 20 * hourMs,
    );

    for (const options of [
      { upcoming_availability: true, hide_paused: true },
      ['upcoming_availability', 'hide_paused'],
    ]) {
      const list = await cards<CoachCardWire>({ limit: maxCardLimit, type: 'coach', options });
      const ids = list.data.map((card) => card.id);
      expect(ids).toContain(soon);
      expect(ids).not.toContain(later);
      expect(ids).not.toContain(tooSoon);
      expect(ids).not.toContain(await api.userId(demoAccount('paused').email));
      expect(list.meta.total).toBe(list.data.length);
      for (const card of list.data) {
        expect(card).toMatchObject({ coach_status: 'active', has_zoom: true });
        expect(card.upcoming_availability!.length).toBeGreaterThan(0);
      }
      const card = list.data.find((entry) => entry.id === soon)!;
      expect(card.upcoming_availability).toEqual([
        {
          id: expect.any(Number),
          available_start: new Date(now + 5 * dayMs).toISOString(),
          available_end: new Date(now + 5 * dayMs + 4 * hourMs).toISOString(),
        },
      ]);
    }
  });

  it('answers 422 for a bad limit, type or options', async () => {
    const post = (body: unknown) => api.request('/gimme-dat/', jsonRequest('POST', body));
    for (const limit of [0, maxCardLimit + 1, 'all']) {
      expect(await errorsOf(await post({ type: 'coach', limit }))).toEqual({
        limit: [`The limit must be an integer from 1 to ${maxCardLimit}.`],
      });
    }
    expect(await errorsOf(await post({ type: 'gardener' }))).toEqual({
      type: ["The selected type is invalid: use 'coach', 'provider' or 'post'."],
    });
    expect(await errorsOf(await post({ type: 'coach', options: 'upcoming' }))).toEqual({
      options: ['The options must be an object of flags or a list of names.'],
    });
    expect(
      await errorsOf(await post({ type: 'post', options: { upcoming_availability: true } })),
    ).toEqual({ options: ['Upcoming availability is an option of designer cards only.'] });
  });
});

describe('POST /gimme-dat/: provider feed', () => {
  it('lists every business, by name, as provider cards', async () => {
    const all = await allCards<ProviderWire>('providers');
    expect(all.length).toBeGreaterThanOrEqual(40);
    const names = all.map((card) => card.name.toLowerCase());
    expect(names).toEqual([...names].sort());
    for (const card of all) {
      expect(card.addresses[0]).toMatchObject({
        city: expect.any(String),
        state: expect.any(String),
      });
      expect(card.images.logo?.image).toMatch(/^\/api\/media\//);
      expect(card.images.cover?.image).toMatch(/^\/api\/media\//);
    }
  });

  it('searches name or city, and filters by region and expertise', async () => {
    const byName = await providerCards({ advancedSearch: 'balcony' });
    expect(byName.data.map((card) => card.name)).toEqual(['Brooklyn Balcony Gardens']);
    const byCity = await providerCards({ advancedSearch: 'portland' });
    expect(byCity.data.map((card) => card.addresses[0]!.state).sort()).toEqual(['ME', 'OR']);

    const australia = await providerCards({ region: ['australia'] });
    expect(australia.data.map((card) => card.addresses[0]!.country).sort()).toEqual([
      'AU',
      'AU',
      'AU',
    ]);
    const washington = await providerCards({ region: ['WA'] });
    expect(washington.data.map((card) => card.name)).toEqual(['Cascadia Kitchen Gardens']);
    const canadaOrAz = await providerCards({ region: ['canada', 'AZ'] });
    expect(canadaOrAz.data.map((card) => card.addresses[0]!.state).sort()).toEqual([
      'AZ',
      'AZ',
      'BC',
      'NS',
      'ON',
    ]);

    const soil = await providerCards({ expertise: 11 });
    expect(soil.data.length).toBeGreaterThan(3);
    for (const card of soil.data) {
      expect(card.expertises.map((entry) => entry.id)).toContain(11);
    }
  });
});

describe('POST /gimme-dat/: post feed', () => {
  it('lists posts newest first', async () => {
    const all = await allCards<PostWire>('posts');
    expect(all.length).toBe(seedPosts.length);
    const dates = all.map((card) => card.published_on);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(all[0]).toEqual({
      id: expect.any(Number),
      slug: 'blog/video-pruning-tomatoes',
      title: 'Pruning cordon tomatoes (video)',
      image: '/api/media/tomato-harvest.svg',
      headline: 'Pruning cordon tomatoes',
      subheadline: 'Five minutes a week for bigger, earlier fruit.',
      description: expect.any(String),
      type: 'video',
      topics: [{ id: expect.any(Number), name: 'Growing guides' }],
      tags: [{ id: expect.any(Number), name: 'Tomatoes' }],
      published_on: '2026-06-25',
    });
  });

  it('searches title, headline and description (search)', async () => {
    const page = await postCards({ search: 'Herb Spiral' });
    expect(page.data.map((card) => card.slug)).toContain('blog/herb-spiral-how-to');
    for (const card of page.data) {
      expect(`${card.title} ${card.headline} ${card.description}`.toLowerCase()).toContain(
        'herb spiral',
      );
    }
  });

  it('filters by tags and topics (any of the ids)', async () => {
    const tags = (await (await api.request('/tags')).json()) as { data: NamedWire[] };
    const topics = (await (await api.request('/topics')).json()) as { data: NamedWire[] };
    const tag = (name: string) => tags.data.find((entry) => entry.name === name)!.id;
    const topic = (name: string) => topics.data.find((entry) => entry.name === name)!.id;

    const tomatoes = await postCards({ tag: [tag('Tomatoes')] });
    expect(tomatoes.data.length).toBe(
      seedPosts.filter((post) => post.tags.includes('Tomatoes')).length,
    );
    const either = await postCards({ tag: [tag('Tomatoes'), tag('Fruit')] });
    expect(either.meta.total).toBe(
      seedPosts.filter((post) => post.tags.includes('Tomatoes') || post.tags.includes('Fruit'))
        .length,
    );
    const podcasts = await postCards({ topic: [topic('Podcast')] });
    expect(podcasts.data.map((card) => card.type)).toEqual(['podcast', 'podcast']);
    const both = await postCards({ tag: [tag('Beginner')], topic: [topic('Podcast')] });
    expect(both.data.map((card) => card.slug)).toEqual(['blog/podcast-starting-small']);
  });
});

describe('POST /gimme-dat/: errors', () => {
  it('answers 422 for a missing or unknown resource', async () => {
    expect(await errorsOf(await api.request('/gimme-dat/', jsonBody({ count: 3 })))).toEqual({
      resource: ['The resource field is required.'],
    });
    expect(
      await errorsOf(await api.request('/gimme-dat/', jsonBody({ resource: 'users', count: 3 }))),
    ).toEqual({
      resource: ["The selected resource is invalid: use 'coaches', 'providers' or 'posts'."],
    });
  });

  it('answers 422 for a count that is not a whole number from 0 to 60', async () => {
    for (const [count, message] of [
      [61, 'The count must not be greater than 60.'],
      [-1, 'The count must be at least 0.'],
      [2.5, 'The count must be an integer.'],
      ['nine', 'The count must be an integer.'],
    ] as const) {
      const response = await api.request('/gimme-dat/', jsonBody({ resource: 'posts', count }));
      expect(await errorsOf(response)).toEqual({ count: [message] });
    }
  });

  it('answers 422 for a bad page, region, filter, selections or query', async () => {
    const response = await api.request(
      '/gimme-dat/',
      jsonBody({
        resource: 'coaches',
        count: 3,
        query: { page: -2, region: ['XX'], expertise: 'many' },
      }),
    );
    expect(await errorsOf(response)).toEqual({
      'query.page': ['The page must be an integer of at least 0.'],
      'query.region': [
        "The selected region is invalid: use US state codes, 'canada' or 'australia'.",
      ],
      'query.expertise': ['The expertise must be an id or a list of ids.'],
    });
    expect(
      await errorsOf(
        await api.request(
          '/gimme-dat/',
          jsonBody({ resource: 'posts', selections: 'all', query: 3 }),
        ),
      ),
    ).toEqual({
      selections: ['The selections must be a list of ids.'],
      query: ['The query must be an object.'],
    });
  });
});

describe('GET /posts and GET /posts/{id}', () => {
  it('answers the posts asked for, in the order asked, unknown ids left out', async () => {
    const response = await api.request('/posts?ids[]=4&ids[]=999&ids[]=2');
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as { data: PostWire[] };
    expect(data.map((post) => post.id)).toEqual([4, 2]);
    expect(data[1]!.slug).toBe('blog/tomatoes-in-containers');
    const commas = (await (await api.request('/posts?ids=2,4')).json()) as { data: PostWire[] };
    expect(commas.data.map((post) => post.id)).toEqual([2, 4]);
  });

  it('answers the newest posts without ids (12, or ?limit= up to 100)', async () => {
    const { data } = (await (await api.request('/posts')).json()) as { data: PostWire[] };
    expect(data).toHaveLength(12);
    expect(data[0]!.published_on >= data[11]!.published_on).toBe(true);
    const three = (await (await api.request('/posts?limit=3')).json()) as { data: PostWire[] };
    expect(three.data.map((post) => post.id)).toEqual(data.slice(0, 3).map((post) => post.id));
  });

  it('answers one post by id, or 404', async () => {
    const response = await api.request('/posts/1');
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as { data: PostWire };
    expect(data).toMatchObject({
      id: 1,
      slug: 'blog/raised-bed-soil-recipe',
      type: 'post',
      published_on: '2026-02-12',
    });
    expect(data.tags.map((tag) => tag.name)).toEqual(['Beginner', 'Raised beds', 'Soil']);
    for (const id of ['999', 'abc']) {
      const missing = await api.request(`/posts/${id}`);
      expect(missing.status).toBe(404);
      expect(await missing.json()).toEqual({ message: 'Post not found' });
    }
  });
});

describe('GET /courses', () => {
  it('answers every course without ids, and those asked for in order with ids', async () => {
    const all = (await (await api.request('/courses')).json()) as { data: CourseWire[] };
    expect(all.data).toEqual(seedCourses);
    const asked = (await (await api.request('/courses?ids[]=2&ids[]=1&ids[]=7')).json()) as {
      data: CourseWire[];
    };
    expect(asked.data.map((course) => course.id)).toEqual([2, 1]);
    expect(asked.data[0]).toMatchObject({ slug: 'seed-starting-masterclass', url: '/courses' });
  });
});

describe('POST /coaches/favorite/{id}', () => {
  it('answers 401 without a valid token', async () => {
    const response = await api.request('/coaches/favorite/2', { method: 'POST' });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: 'Unauthenticated.' });
  });

  it('answers 404 for someone who is not a coach, or no one', async () => {
    const customerId = await api.userId(demoAccount('customer').email);
    for (const id of [String(customerId), '99999', 'abc']) {
      const response = await api.request(`/coaches/favorite/${id}`, jsonRequest('POST', {}, admin));
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ message: 'Coach not found' });
    }
  });

  it('toggles the coach in the favourites and answers the list, which GET /account reports', async () => {
    const coach = await api.userId(demoAccount('coach').email);
    const hannah = await designerId(0);
    const post = (id: number) =>
      api.request(`/coaches/favorite/${id}`, jsonRequest('POST', {}, customer));

    const added = await post(hannah);
    expect(added.status).toBe(200);
    expect(await added.json()).toEqual({ data: [{ id: coach }, { id: hannah }] });
    const removed = await post(coach);
    expect(await removed.json()).toEqual({ data: [{ id: hannah }] });
    const again = await post(coach);
    expect(await again.json()).toEqual({ data: [{ id: hannah }, { id: coach }] });

    const account = await api.request('/account', {
      headers: { Authorization: `Bearer ${customer}` },
    });
    expect(
      ((await account.json()) as { data: { favorite_coaches: unknown } }).data.favorite_coaches,
    ).toEqual([{ id: hannah }, { id: coach }]);
  });

  it('lets a paused coach be taken off the favourites', async () => {
    const paused = await api.userId(demoAccount('paused').email);
    const token = await api.login(demoAccount('admin').email, demoPassword);
    const on = await api.request(`/coaches/favorite/${paused}`, jsonRequest('POST', {}, token));
    expect(await on.json()).toEqual({ data: [{ id: paused }] });
    const off = await api.request(`/coaches/favorite/${paused}`, jsonRequest('POST', {}, token));
    expect(await off.json()).toEqual({ data: [] });
  });
});

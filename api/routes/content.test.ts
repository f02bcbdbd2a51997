// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PageWire, RedirectsWire, SiteOptionWire } from '#src/lib/api/types.ts';
import { demoAccount } from '../seed/accounts.ts';
import { kitchenSinkPage, seedPages } from '#src/demo/pages.ts';
import { bearer, startTestApi, type TestApi } from '../testing/startTestApi.ts';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 120_000 });

let api: TestApi;
const logLines: string[] = [];

beforeAll(async () => {
  api = await startTestApi({ log: (line) => logLines.push(line) });
});
afterAll(() => api?.close());

async function getPage(slug: string, init?: RequestInit) {
  const response = await api.request(`/pages/get-by-slug?slug=${encodeURIComponent(slug)}`, init);
  return { response, body: (await response.json()) as { data: PageWire } & { message?: string } };
}

describe('GET /pages/get-by-slug', () => {
  it('answers the home page with its sections in order, each with an id, type, content and options', async () => {
    const { response, body } = await getPage('home');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const page = body.data;
    const seeded = seedPages.find((candidate) => candidate.slug === 'home')!;
    expect(page).toMatchObject({ slug: 'home', published: true, pagelayout: 'default' });
    expect(page.content.title).toBe(seeded.content.title);
    expect(page.page_sections.map((section) => section.type)).toEqual(
      seeded.page_sections.map((section) => section.type),
    );
    expect(page.page_sections[0]).toMatchObject({
      type: 'hero',
      content: { headline: 'Grow a kitchen garden you love to cook from' },
      options: { Layout: { layout: 'default' }, BackgroundColor: { color: 'beige' } },
    });
    expect(new Set(page.page_sections.map((section) => section.id)).size).toBe(
      page.page_sections.length,
    );
    for (const section of page.page_sections) expect(section.id).toEqual(expect.any(Number));
  });

  it('reads "/" as the home page and ignores slashes around a slug', async () => {
    expect((await getPage('/')).body.data.slug).toBe('home');
    expect((await getPage('/about/')).body.data.slug).toBe('about');
  });

  it('answers the about and inspiration pages', async () => {
    expect((await getPage('about')).body.data.content.title).toBe('About Trellis');
    const inspiration = (await getPage('inspiration')).body.data;
    expect(
      inspiration.page_sections.some((section) => section.options?.Layout?.layout === 'opt-in'),
    ).toBe(true);
  });

  it('answers 404 with a message for a slug no page has', async () => {
    const { response, body } = await getPage('no-such-page');
    expect(response.status).toBe(404);
    expect(body).toEqual({ message: 'Page not found' });
  });

  it('answers 422 when the slug is missing', async () => {
    const response = await api.request('/pages/get-by-slug');
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      message: 'The slug field is required.',
      errors: { slug: ['The slug field is required.'] },
    });
  });

  it('hides an unpublished page from visitors and signed-in customers', async () => {
    expect((await getPage('spring-planting-guide')).response.status).toBe(404);
    const customer = demoAccount('customer');
    const token = await api.login(customer.email, customer.password);
    expect((await getPage('spring-planting-guide', bearer(token))).response.status).toBe(404);
  });

  it('shows an unpublished page to an admin', async () => {
    const admin = demoAccount('admin');
    const token = await api.login(admin.email, admin.password);
    const { response, body } = await getPage('spring-planting-guide', bearer(token));
    expect(response.status).toBe(200);
    expect(body.data).toMatchObject({ slug: 'spring-planting-guide', published: false });
    expect(response.headers.get('cache-control')).toBe('private, no-store');
  });

  it('serves a small kitchen-sink page, whose sections follow the built-in demos on the site', async () => {
    const { body } = await getPage('kitchen-sink');
    expect(body.data.page_sections.map(({ type, content }) => ({ type, content }))).toEqual(
      kitchenSinkPage.page_sections.map(({ type, content }) => ({ type, content })),
    );
    expect(body.data.page_sections.map(({ type }) => type)).toEqual(['headline', 'body']);
  });

  it('leaves out the end-to-end pages unless asked for them', async () => {
    expect((await getPage('e2e/resilience')).response.status).toBe(404);
  });
});

describe('GET /site-options', () => {
  it('answers a visible site alert and the design steps', async () => {
    const response = await api.request('/site-options');
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as { data: SiteOptionWire[] };
    expect(data.map((option) => option.type)).toEqual(['site_alert', 'design_steps']);
    expect(data[0]).toEqual({
      type: 'site_alert',
      fields: {
        copy: 'Spring design calls are filling up: book yours before April 30 to plant this season.',
        visible: true,
      },
    });
    const steps = (data[1]!.fields as { steps: { headline: string }[] }).steps;
    expect(steps.map((step) => step.headline)).toEqual([
      'Do your homework',
      'Meet your designer',
      'Get your plan',
    ]);
  });
});

describe('GET /get_redirects', () => {
  it('answers a plain map of legacy paths to their new paths', async () => {
    const response = await api.request('/get_redirects');
    const map = (await response.json()) as RedirectsWire;
    expect(map['/garden-design-services']).toBe('/design');
    expect(map['/podcast']).toBe('/blog');
    for (const [from, to] of Object.entries(map)) {
      expect(from).toBe(from.toLowerCase());
      expect(from).toMatch(/^\/[^/].*[^/]$/);
      expect(to).toMatch(/^\//);
    }
  });
});

describe('GET /media/<file>', () => {
  it('serves a demo image as SVG with a year-long immutable cache', async () => {
    const response = await api.request('/media/raised-beds.svg');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await response.text()).toContain('<title>Three cedar raised beds');
  });

  it('answers 404 JSON for a missing image and refuses paths outside the media folder', async () => {
    const missing = await api.request('/media/no-such-image.svg');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ message: 'Not found' });
    const escape = await api.request('/media/..%2fapp.ts');
    expect(escape.status).toBe(404);
  });
});

describe('unknown routes', () => {
  it('answer 404 JSON', async () => {
    const response = await api.request('/no/such/route', { method: 'POST' });
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.json()).toEqual({ message: 'Not found' });
  });
});

describe('cross-origin requests', () => {
  it('allow pages served from this machine, with credentials', async () => {
    const response = await api.request('/site-options', {
      method: 'OPTIONS',
      headers: { Origin: 'http://localhost:3000', 'Access-Control-Request-Method': 'GET' },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    expect(response.headers.get('access-control-allow-credentials')).toBe('true');
  });

  it('are not allowed from other origins', async () => {
    const response = await api.request('/site-options', {
      headers: { Origin: 'https://elsewhere.example' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('request log', () => {
  it('records method, path, status and time, without the query string', async () => {
    logLines.length = 0;
    await api.request('/pages/get-by-slug?slug=about');
    await vi.waitFor(() => expect(logLines).toHaveLength(1));
    expect(logLines[0]).toMatch(/^GET \/pages\/get-by-slug 200 \d+\.\dms$/);
  });
});

// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { registry } from '#registry';
import { loader } from './kitchen-sink.tsx';
import { fakeApi } from './testing/accountRoutes.ts';

type LoaderArgs = Parameters<typeof loader>[0];
const load = () =>
  loader({
    request: new Request('http://site.test/kitchen-sink'),
    params: {},
    context: {},
  } as unknown as LoaderArgs);

const cmsPage = {
  id: 9,
  slug: 'kitchen-sink',
  published: true,
  pagelayout: 'default',
  content: { title: 'Kitchen sink' },
  options: {},
  page_sections: [{ id: 1, type: 'headline', content: { headline: 'Ours' }, options: {} }],
};

describe('/kitchen-sink', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    delete process.env.API_URL;
    delete process.env.STORYBOOK_URL;
  });

  it('shows every registered type built in when the API has no such page', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { calls } = fakeApi({
      'GET /pages/get-by-slug': Response.json({ message: 'Not found' }, { status: 404 }),
    });
    const data = await load();
    expect(data.groups.map((group) => group.type)).toEqual(Object.keys(registry));
    expect(data.groups.every((group) => group.sections.length > 0)).toBe(true);
    expect(data.cmsPage).toBeNull();
    expect(data.cmsError).toBeNull();
    expect(data.types.sort()).toEqual(Object.keys(registry).sort());
    // The Storybook the site itself serves (site/routes/storybook.tsx).
    expect(data.storybookUrl).toBe('/storybook');
    expect(calls.filter((call) => call.path === '/pages/get-by-slug')).toHaveLength(1);
  });

  it('adds the CMS page after the built-in part when there is one', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    process.env.STORYBOOK_URL = 'https://storybook.example.org/';
    fakeApi({ 'GET /pages/get-by-slug': Response.json({ data: cmsPage }) });
    const data = await load();
    expect(data.cmsPage?.page_sections).toEqual(cmsPage.page_sections);
    expect(data.groups).toHaveLength(Object.keys(registry).length);
    expect(data.storybookUrl).toBe('https://storybook.example.org');
  });

  it('still shows the built-in part when the API fails, and says why the rest is missing', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    fakeApi({
      'GET /pages/get-by-slug': Response.json({ message: 'Server Error' }, { status: 500 }),
    });
    const data = await load();
    expect(data.groups).toHaveLength(Object.keys(registry).length);
    expect(data.cmsPage).toBeNull();
    expect(data.cmsError).toBe(
      'The CMS page “kitchen-sink” could not be loaded, so only the built-in demos show.',
    );
  });
});

import type { RouteConfigEntry } from '@react-router/dev/routes';
import type { MetaDescriptor } from 'react-router';
import { describe, expect, it } from 'vitest';
import routes from './routes.ts';

interface RouteModule {
  default?: unknown;
  meta?: (args: unknown) => MetaDescriptor[];
}

const modules = import.meta.glob<RouteModule>('./routes/*.{ts,tsx}');

/**
 * The module file of every route that shows a page of its own (not a layout), once each (the content
 * page serves two routes).
 */
function routeFiles(entries: readonly RouteConfigEntry[]): string[] {
  return [
    ...new Set(
      entries.flatMap((entry) => (entry.children ? routeFiles(entry.children) : [entry.file])),
    ),
  ];
}

/** A route that only redirects (to /account): it has no screen and so no head of its own. */
const redirectOnly = new Set(['routes/account.accountPageTransitions.tsx']);

const contentPage = (slug: string, title: string) => ({
  page: {
    id: 1,
    slug,
    published: true,
    pagelayout: 'default',
    content: { title, description: `${title}, described.` },
    options: {},
    page_sections: [],
  },
  fallback: {},
  types: [],
  preview: false,
});

/** What the routes whose head comes from their data are given (one of each kind of page). */
const loaderData: Record<string, unknown> = {
  'routes/page.tsx': contentPage('about', 'About us'),
  'routes/designers.tsx': contentPage('design', 'Find your garden designer'),
  'routes/businesses.tsx': contentPage('businesses', 'Garden businesses'),
  'routes/designers.$slug.tsx': {
    coach: { id: 3, first_name: 'Maya', last_name: 'Okafor', properties: [], images: {} },
  },
  'routes/businesses.$slug.tsx': {
    provider: { id: 1, slug: 'green-row', name: 'Green Row Gardens', description: '', images: {} },
  },
  'routes/account.orders.$uuid.tsx': { order: { product: { name: 'Garden Design' } } },
  'routes/account.orders.$uuid.questionnaire.tsx': {
    order: { product: { name: 'Garden Design' } },
  },
};

async function headsOfEveryScreen() {
  const heads: { file: string; title: string | undefined; description: string | undefined }[] = [];
  for (const file of routeFiles(routes)) {
    const load = modules[`./${file}`];
    if (!load) throw new Error(`no module for ${file}`);
    const module = await load();
    // Resource routes (the API door, /logout, the feed) answer without a page.
    if (!module.default || redirectOnly.has(file)) continue;
    const data = loaderData[file];
    const meta =
      module.meta?.({
        data,
        loaderData: data,
        params: {},
        location: { pathname: '/', search: '', hash: '', state: null, key: 'default' },
        matches: [{ id: 'root', loaderData: { config: { siteUrl: 'https://trellis.example' } } }],
      }) ?? [];
    const title = meta.find((tag): tag is { title: string } => 'title' in tag)?.title;
    const description = meta.find(
      (tag): tag is { name: string; content: string } =>
        'name' in tag && tag.name === 'description',
    )?.content;
    heads.push({ file, title, description });
  }
  return heads;
}

describe('the head of every route', () => {
  it('gives every screen a title that ends with the site’s name, and a description', async () => {
    const heads = await headsOfEveryScreen();
    expect(heads.length).toBeGreaterThan(20);
    for (const { file, title, description } of heads) {
      expect(title ?? '(none)', file).toMatch(/^\S.* \| Trellis$/);
      expect(description?.trim(), file).toBeTruthy();
    }
  });

  it('never gives two screens the same title', async () => {
    const heads = await headsOfEveryScreen();
    const titles = heads.map((head) => head.title);
    const repeated = titles.filter((title, index) => titles.indexOf(title) !== index);
    expect(repeated).toEqual([]);
  });
});

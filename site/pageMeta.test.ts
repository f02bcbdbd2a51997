// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { absoluteUrl, shortDescription, siteUrlOf } from './pageMeta.ts';
import { meta as rootMeta } from './root.tsx';

type RootMetaArgs = Parameters<typeof rootMeta>[0];

/** A route error as React Router hands it to the root's `meta` (a thrown `data(…, { status })`). */
function routeError(status: number, message: string) {
  return { status, statusText: '', internal: false, data: { message } };
}

describe('page heads', () => {
  it('titles the 404 page "Page not found" and says why', () => {
    const head = rootMeta({
      error: routeError(404, 'This page could not be found'),
    } as unknown as RootMetaArgs);
    expect(head).toContainEqual({ title: 'Page not found | Trellis' });
    expect(head).toContainEqual({ name: 'description', content: 'This page could not be found' });
  });

  it('titles other error pages by what went wrong', () => {
    const forbidden = rootMeta({
      error: routeError(403, 'You are unauthorized to view this page'),
    } as unknown as RootMetaArgs);
    expect(forbidden).toContainEqual({ title: 'Forbidden | Trellis' });
    const broken = rootMeta({ error: new Error('boom') } as unknown as RootMetaArgs);
    expect(broken).toContainEqual({ title: 'Something went wrong | Trellis' });
  });

  it('cuts a long description at a word, near 160 characters', () => {
    const long = 'Sow peas early. '.repeat(20).trim();
    const short = shortDescription(long);
    expect(short.length).toBeLessThanOrEqual(160);
    expect(short).toMatch(/ (Sow|peas|early)…$/);
    expect(long.startsWith(short.slice(0, -1))).toBe(true);
    expect(shortDescription('<p>Plain  and\nshort.</p>')).toBe('Plain and short.');
  });

  it('makes absolute addresses from the site’s address, without a query when canonical', () => {
    expect(absoluteUrl('https://trellis.example/', '/about?x=1#top', { canonical: true })).toBe(
      'https://trellis.example/about',
    );
    expect(absoluteUrl('https://trellis.example', '/api/media/a b.svg')).toBe(
      'https://trellis.example/api/media/a%20b.svg',
    );
  });

  it('reads the site’s address from the root loader’s data', () => {
    const matches = [
      { id: 'root', loaderData: { config: { siteUrl: 'https://trellis.example' } } },
      { id: 'home', loaderData: {} },
    ];
    expect(siteUrlOf(matches)).toBe('https://trellis.example');
    expect(siteUrlOf([{ id: 'home', loaderData: {} }])).toBeUndefined();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { contentGridSections } from '#src/demo/sections/content-grid.ts';
import { createApiClient } from '#src/lib/api/client.ts';
import { defaultPublicConfig } from '#src/lib/config/runtimeConfig.tsx';
import {
  demoCourses,
  demoPosts,
  directoryHandlers,
  type DirectoryApiOptions,
} from '#src/features/directory/testing/demoDirectory.ts';
import {
  parseSection,
  renderSection,
  testSectionSchema,
} from '#src/lib/sectionKit/testing/sectionTests.tsx';
import { testStoryCatalogue } from '#src/lib/sectionKit/testing/storyCatalogue.ts';
import { contentGridLoadingText } from './ContentGrid.tsx';
import * as stories from './ContentGrid.stories.tsx';
import { contentGridKey } from './contentGridRequests.ts';
import contentGridModule from './index.ts';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function answer(options: DirectoryApiOptions = {}) {
  const requests: string[] = [];
  server.use(...directoryHandlers({ requests, ...options }));
  return requests;
}

const titleOf = (id: number) => demoPosts.find((post) => post.id === id)!.title;

async function cardTitles() {
  return (await screen.findAllByRole('article')).map(
    (card) => within(card).getByRole('heading').textContent,
  );
}

function renderGrid(content: Record<string, unknown>, layout?: string) {
  return renderSection(contentGridModule, {
    content,
    options: layout ? { Layout: { layout } } : null,
  });
}

testSectionSchema(contentGridModule, {
  demos: contentGridSections,
  required: {
    posts: {
      message: 'Choose at least one post.',
      wrongType: { message: 'The posts must be a list of post ids.' },
      empty: { value: [] },
    },
  },
});

testStoryCatalogue(contentGridModule, stories);

describe('content-grid section', () => {
  it('shows the chosen posts as cards under the headline, asking for exactly those', async () => {
    const requests = answer();
    renderGrid({ headline: 'Read next', posts: [3, 1, 2, 4] });
    expect(screen.getByRole('heading', { level: 2, name: 'Read next' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(contentGridLoadingText);
    expect(await cardTitles()).toEqual([titleOf(3), titleOf(1), titleOf(2), titleOf(4)]);
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(4);
    expect(screen.getByRole('link', { name: titleOf(3) })).toHaveAttribute(
      'href',
      `/${demoPosts[2]!.slug}`,
    );
    expect(requests).toEqual([
      'POST /gimme-dat/ {"resource":"posts","selections":[3,1,2,4],"count":4}',
    ]);
  });

  it('shows two courses over two posts in combo-quadrant', async () => {
    const requests = answer();
    renderGrid({ posts: [5, 6, 7], courses: [2, 1] }, 'combo-quadrant');
    expect(await cardTitles()).toEqual([
      demoCourses[1]!.title,
      demoCourses[0]!.title,
      titleOf(5),
      titleOf(6),
    ]);
    // No headline: the cards' titles are the section's headings.
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(4);
    expect(requests.sort()).toEqual([
      'GET /courses?ids[]=2&ids[]=1',
      'POST /gimme-dat/ {"resource":"posts","selections":[5,6,7],"count":3}',
    ]);
  });

  it('shows no courses in the post layouts, and at most four posts', async () => {
    answer();
    renderGrid({ posts: [1, 2, 3, 4, 5], courses: [1] }, 'post-row');
    expect(await cardTitles()).toEqual([titleOf(1), titleOf(2), titleOf(3), titleOf(4)]);
    expect(screen.queryByText('Course')).not.toBeInTheDocument();
  });

  it('shows the call-to-action button in any of the shapes the CMS sends', async () => {
    answer();
    renderGrid({
      posts: [1],
      cta: { content: { buttons: [{ buttonText: 'All guides', link: '/guides' }] } },
    });
    expect(screen.getByRole('link', { name: 'All guides' })).toHaveAttribute('href', '/guides');
    for (const cta of [
      { buttonText: 'One button', link: '/one' },
      [{ buttonText: 'In a list', link: '/list' }],
    ])
      expect(parseSection(contentGridModule, { posts: [1], cta })).toMatchObject({
        ok: true,
        section: { content: { cta: [expect.objectContaining({ link: expect.any(String) })] } },
      });
    expect(parseSection(contentGridModule, { posts: [1], cta: 'Click' })).toMatchObject({
      ok: false,
      field: 'content.cta',
      message: 'The call to action (cta) must be a button.',
    });
  });

  it('logs a failure once and shows the headline and button without cards', async () => {
    answer({ fail: ['cards'] });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderGrid({
      headline: 'Read next',
      posts: [1, 2],
      cta: { buttonText: 'All guides', link: '/guides' },
    });
    await waitFor(() => expect(logged).toHaveBeenCalledTimes(1));
    expect(logged).toHaveBeenCalledWith(
      '[content-grid] the posts could not be loaded',
      expect.objectContaining({ status: 500 }),
    );
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Read next' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All guides' })).toBeInTheDocument();
  });

  it('leaves no empty band when it has nothing to show', async () => {
    answer({ fail: ['courses'] });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { container } = renderGrid({ posts: [1], courses: [1] });
    // The section frame (no role of its own) is empty, so its band is hidden (`:empty`).
    // eslint-disable-next-line testing-library/no-container, testing-library/no-node-access
    await waitFor(() => expect(container.querySelector('section')).toBeEmptyDOMElement());
  });

  it('reads ids as numbers, drops repeats and keeps what each list can show', () => {
    expect(
      parseSection(contentGridModule, {
        posts: ['4', { id: 2 }, 4, 7, 9, 11],
        courses: [1, '2', 1, 3],
      }),
    ).toMatchObject({ ok: true, section: { content: { posts: [4, 2, 7, 9], courses: [1, 2] } } });
    expect(parseSection(contentGridModule, { posts: [1, 'latest'] })).toMatchObject({
      ok: false,
      field: 'content.posts.1',
      message: 'Each post must be a post id.',
    });
  });

  it('prefetches on the server under the key the browser reads', async () => {
    answer();
    const api = createApiClient({ baseUrl: 'http://api.test' });
    const parsed = parseSection(contentGridModule, { posts: [6, 5], courses: [1] });
    if (!parsed.ok) throw new Error(parsed.message);
    const { content } = parsed.section;
    expect(contentGridKey(content)).toBe(
      'POST /gimme-dat/ {"resource":"posts","selections":[6,5],"count":2} + /courses?ids%5B%5D=1',
    );
    await expect(contentGridModule.prefetch!(api, content, defaultPublicConfig)).resolves.toEqual({
      [contentGridKey(content)]: {
        posts: [demoPosts[5], demoPosts[4]],
        courses: [demoCourses[0]],
      },
    });
  });
});

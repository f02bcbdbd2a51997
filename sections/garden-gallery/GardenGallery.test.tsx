import { screen, within } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { gardenGallerySections } from '#src/demo/sections/garden-gallery.ts';
import { createApiClient } from '#src/lib/api/client.ts';
import { defaultPublicConfig } from '#src/lib/config/runtimeConfig.tsx';
import { demoGardens, gardensApi } from '#src/features/gardens/testing/demoGardens.ts';
import { submittedGardenTexts } from '#src/features/gardens/submitted.ts';
import gardenGalleryModule from './index.ts';
import {
  parseSection,
  renderSection,
  testSectionSchema,
} from '#src/lib/sectionKit/testing/sectionTests.tsx';
import { testStoryCatalogue } from '#src/lib/sectionKit/testing/storyCatalogue.ts';
import * as stories from './GardenGallery.stories.tsx';

function renderGallery(content: Record<string, unknown>, layout: 'default' | 'row' = 'default') {
  return renderSection(gardenGalleryModule, { content, options: { Layout: { layout } } });
}

const gardens = [
  {
    image: '/api/media/raised-beds.svg',
    user: { id: 2, first_name: 'Maya', last_name: 'Lind', coach: true },
  },
  {
    image: '/api/media/herb-spiral.svg',
    user: { id: 31, first_name: 'Sam', last_name: 'Whitfield', coach: false },
  },
  {
    image: '/api/media/garden-path.svg',
    user: { id: 32, first_name: 'Lena', last_name: 'Brandt', coach: '0' },
  },
  { image: '/api/media/seedlings.svg' },
];

testSectionSchema(gardenGalleryModule, {
  demos: gardenGallerySections,
  required: {
    gardens: {
      message: 'Add at least one garden.',
      wrongType: { message: 'The gardens must be a list.' },
      empty: { value: [] },
    },
  },
});

testStoryCatalogue(gardenGalleryModule, stories);

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('garden gallery section', () => {
  it('credits each gardener and describes each picture with their name', () => {
    renderGallery({ headline: 'Community gardens', gardens });
    expect(
      screen.getByRole('heading', { level: 2, name: 'Community gardens' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('img').map((img) => img.getAttribute('alt'))).toEqual([
      'Garden by Maya Lind',
      'Garden by Sam Whitfield',
      'Garden by Lena Brandt',
      'A garden',
    ]);
    expect(screen.getByText('By Sam Whitfield')).toBeInTheDocument();
    expect(screen.getByText('By Lena Brandt')).toBeInTheDocument();
  });

  it('links only a gardener who is a coach to their designer profile', () => {
    renderGallery({ gardens });
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Maya Lind' })).toHaveAttribute('href', '/designers/2');
  });

  it('shows the gardens as a list in the grid layout', () => {
    renderGallery({ gardens });
    expect(within(screen.getByRole('list')).getAllByRole('listitem')).toHaveLength(4);
    expect(screen.queryByRole('region', { name: 'Garden gallery' })).not.toBeInTheDocument();
  });

  it('puts the row layout in a focusable scroller named after the headline', () => {
    renderGallery({ headline: 'Small spaces, big harvests', gardens }, 'row');
    const row = screen.getByRole('region', { name: 'Small spaces, big harvests' });
    expect(row).toHaveAttribute('tabindex', '0');
    expect(within(row).getAllByRole('listitem')).toHaveLength(4);
  });

  it('names the row scroller "Garden gallery" when there is no headline', () => {
    renderGallery({ gardens }, 'row');
    expect(screen.getByRole('region', { name: 'Garden gallery' })).toBeInTheDocument();
  });

  it('picks the layout from the options, the grid when none or an unknown one is set', () => {
    expect(
      parseSection(gardenGalleryModule, { gardens }, { Layout: { layout: 'row' } }),
    ).toMatchObject({
      ok: true,
      section: { layout: 'row' },
    });
    expect(
      parseSection(gardenGalleryModule, { gardens }, { Layout: { layout: 'carousel' } }),
    ).toMatchObject({
      ok: true,
      section: { layout: 'default', background: 'white' },
    });
  });

  it('rejects a garden without an image, naming its path', () => {
    expect(
      parseSection(gardenGalleryModule, { gardens: [gardens[0], { user: gardens[1]?.user }] }),
    ).toMatchObject({
      ok: false,
      field: 'content.gardens.1.image',
      message: 'Each garden needs an image.',
    });
  });
});

describe('garden gallery of submitted gardens', () => {
  const submitted = { headline: 'Gardens our readers shared', source: 'submitted' };

  it('needs no gardens of its own, and reports a source it does not know', () => {
    expect(parseSection(gardenGalleryModule, submitted)).toMatchObject({
      ok: true,
      section: { content: { source: 'submitted', gardens: [] } },
    });
    expect(parseSection(gardenGalleryModule, { gardens })).toMatchObject({
      ok: true,
      section: { content: { source: 'cms' } },
    });
    expect(parseSection(gardenGalleryModule, { source: 'instagram', gardens })).toMatchObject({
      ok: false,
      field: 'content.source',
      message: 'The source must be "cms" or "submitted".',
    });
  });

  it('shows the newest submitted gardens, credited with where they grow', async () => {
    server.use(gardensApi(demoGardens));
    renderGallery(submitted);
    expect(await screen.findAllByRole('img', { name: 'Garden by Casey Customer' })).toHaveLength(2);
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
    expect(screen.getByRole('link', { name: 'Maya Okafor' })).toHaveAttribute(
      'href',
      '/designers/2',
    );
    expect(screen.getByText('Portland, OR')).toBeInTheDocument();
  });

  it('announces the loading, then says when nobody has shared a garden yet', async () => {
    server.use(gardensApi([]));
    renderGallery(submitted, 'row');
    expect(screen.getByRole('status')).toHaveTextContent(submittedGardenTexts.loading);
    expect(await screen.findByText(/No gardens have been shared yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Share your garden' })).toHaveAttribute(
      'href',
      '/submit-your-garden',
    );
  });

  it('says so when the gardens cannot be loaded', async () => {
    server.use(gardensApi(demoGardens, { status: 500 }));
    renderGallery(submitted);
    expect(await screen.findByText(submittedGardenTexts.error)).toBeInTheDocument();
  });

  it('puts the newest nine in the first HTML, and asks nothing for CMS gardens', async () => {
    const requested: string[] = [];
    server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      requested.push(`${url.pathname}${url.search}`);
    });
    server.use(gardensApi(demoGardens));
    const api = createApiClient({ baseUrl: 'http://api.test' });
    const parsed = (content: Record<string, unknown>) => {
      const result = parseSection(gardenGalleryModule, content);
      if (!result.ok) throw new Error(result.message);
      return result.section.content;
    };
    const fallback = await gardenGalleryModule.prefetch!(
      api,
      parsed(submitted),
      defaultPublicConfig,
    );
    expect(Object.keys(fallback)).toEqual(['/gardens?per_page=9']);
    expect(fallback['/gardens?per_page=9']).toHaveLength(4);
    expect(
      await gardenGalleryModule.prefetch!(api, parsed({ gardens }), defaultPublicConfig),
    ).toEqual({});
    expect(requested).toEqual(['/gardens?per_page=9']);
    server.events.removeAllListeners();
  });
});

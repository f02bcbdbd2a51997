import { screen, within } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { gardenCardSections } from '#src/demo/sections/garden-card.ts';
import { createApiClient } from '#src/lib/api/client.ts';
import { defaultPublicConfig } from '#src/lib/config/runtimeConfig.tsx';
import { demoGardens, gardensApi } from '#src/features/gardens/testing/demoGardens.ts';
import { submittedGardenTexts } from '#src/features/gardens/submitted.ts';
import gardenCardModule from './index.ts';
import {
  parseSection,
  renderSection,
  testSectionSchema,
} from '#src/lib/sectionKit/testing/sectionTests.tsx';
import { testStoryCatalogue } from '#src/lib/sectionKit/testing/storyCatalogue.ts';
import * as stories from './GardenCard.stories.tsx';

function renderCard(content: Record<string, unknown>) {
  return renderSection(gardenCardModule, { content });
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
  { image: '/api/media/garden-path.svg' },
];

testSectionSchema(gardenCardModule, {
  demos: gardenCardSections,
  required: {
    headline: 'The headline is required.',
  },
});

testStoryCatalogue(gardenCardModule, stories);

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('garden card section', () => {
  it('shows the picture described by the headline, the headline and the text', () => {
    renderCard({
      headline: 'A potager in a city backyard',
      body: '<p>Four square beds.</p><script>window.hacked = true</script>',
      image: '/api/media/potager-plan.svg',
    });
    expect(
      screen.getByRole('heading', { level: 2, name: 'A potager in a city backyard' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'A potager in a city backyard' })).toHaveAttribute(
      'src',
      '/api/media/potager-plan.svg',
    );
    expect(screen.getByText('Four square beds.')).toBeInTheDocument();
    expect(document.body.innerHTML).not.toMatch(/<script|window\.hacked/);
  });

  it('shows a strip of gardens, a coach’s garden linking to their designer profile', () => {
    renderCard({ headline: 'Gardens', gardens });
    const strip = screen.getByRole('list');
    expect(
      within(strip)
        .getAllByRole('img')
        .map((img) => img.getAttribute('alt')),
    ).toEqual(['Garden by Maya Lind', 'Garden by Sam Whitfield', 'A garden']);
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(
      screen.getByRole('link', { name: 'Garden by Maya Lind (designer profile)' }),
    ).toHaveAttribute('href', '/designers/2');
  });

  it('is beige unless the CMS chooses a background', () => {
    expect(parseSection(gardenCardModule, { headline: 'Hi' })).toMatchObject({
      ok: true,
      section: { background: 'beige' },
    });
    expect(
      parseSection(gardenCardModule, { headline: 'Hi' }, { BackgroundColor: { color: 'white' } }),
    ).toMatchObject({
      ok: true,
      section: { background: 'white' },
    });
  });

  it('rejects a garden without an image, naming its path', () => {
    expect(
      parseSection(gardenCardModule, { headline: 'Gardens', gardens: [gardens[0], {}] }),
    ).toMatchObject({
      ok: false,
      field: 'content.gardens.1.image',
      message: 'Each garden needs an image.',
    });
  });
});

describe('garden card of submitted gardens', () => {
  const submitted = { headline: 'Grown by our readers', source: 'submitted' };

  it('fills the strip with the newest four submitted gardens', async () => {
    server.use(gardensApi(demoGardens));
    renderCard({ ...submitted, gardens });
    await screen.findAllByRole('img', { name: /^Garden by/ });
    const strip = screen.getByRole('list');
    expect(
      within(strip)
        .getAllByRole('img')
        .map((img) => img.getAttribute('alt')),
    ).toEqual([
      'Garden by Casey Customer',
      'Garden by Maya Okafor',
      'Garden by Sam Whitfield',
      'Garden by Casey Customer',
    ]);
  });

  it('announces the loading, then invites people to share when there are none', async () => {
    server.use(gardensApi([]));
    renderCard(submitted);
    expect(screen.getByRole('status')).toHaveTextContent(submittedGardenTexts.loading);
    expect(await screen.findByText(/No gardens have been shared yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Share your garden' })).toHaveAttribute(
      'href',
      '/submit-your-garden',
    );
  });

  it('says so when the gardens cannot be loaded', async () => {
    server.use(gardensApi(demoGardens, { status: 500 }));
    renderCard(submitted);
    expect(await screen.findByText(submittedGardenTexts.error)).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('prefetches four for the first HTML, and nothing for the CMS strip', async () => {
    server.use(gardensApi(demoGardens));
    const api = createApiClient({ baseUrl: 'http://api.test' });
    const parsed = (content: Record<string, unknown>) => {
      const result = parseSection(gardenCardModule, content);
      if (!result.ok) throw new Error(result.message);
      return result.section.content;
    };
    const fallback = await gardenCardModule.prefetch!(api, parsed(submitted), defaultPublicConfig);
    expect(Object.keys(fallback)).toEqual(['/gardens?per_page=4']);
    expect(fallback['/gardens?per_page=4']).toHaveLength(4);
    expect(
      await gardenCardModule.prefetch!(
        api,
        parsed({ headline: 'x', gardens }),
        defaultPublicConfig,
      ),
    ).toEqual({});
  });

  it('reports a source it does not know', () => {
    expect(parseSection(gardenCardModule, { headline: 'x', source: 'feed' })).toMatchObject({
      ok: false,
      field: 'content.source',
      message: 'The source must be "cms" or "submitted".',
    });
  });
});

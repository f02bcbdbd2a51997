import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { gardenGallerySections } from '#api/fixtures/sections/garden-gallery.ts';
import gardenGalleryModule from './index.ts';
import { parseSection, renderSection, testSectionSchema } from '#sections/_test/sectionTests.tsx';
import { testStoryCatalogue } from '#sections/_test/storyCatalogue.ts';
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

import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { gardenCalloutSections } from '#src/demo/sections/garden-callout.ts';
import gardenCalloutModule from './index.ts';
import {
  parseSection,
  renderSection,
  testSectionSchema,
} from '#src/lib/sectionKit/testing/sectionTests.tsx';
import { testStoryCatalogue } from '#src/lib/sectionKit/testing/storyCatalogue.ts';
import * as stories from './GardenCallout.stories.tsx';

function renderCallout(content: Record<string, unknown>) {
  return renderSection(gardenCalloutModule, { content });
}

const gardens = [
  {
    image: '/api/media/raised-beds.svg',
    user: { id: 2, first_name: 'Maya', last_name: 'Lind', coach: 1 },
  },
  {
    image: '/api/media/herb-spiral.svg',
    user: { id: 31, first_name: 'Sam', last_name: 'Whitfield', coach: false },
  },
  { image: '/api/media/garden-path.svg', user: null },
];

testSectionSchema(gardenCalloutModule, {
  demos: gardenCalloutSections,
  required: {
    headline: 'The headline is required.',
  },
});

testStoryCatalogue(gardenCalloutModule, stories);

describe('garden callout section', () => {
  it('shows the headline and text beside the gardens, each described by its gardener', () => {
    renderCallout({
      headline: 'Real gardens',
      body: '<p>Designed for real yards.</p><img src="x" onerror="window.hacked = true">',
      gardens,
    });
    expect(screen.getByRole('heading', { level: 2, name: 'Real gardens' })).toBeInTheDocument();
    expect(screen.getByText('Designed for real yards.')).toBeInTheDocument();
    expect(document.body.innerHTML).not.toMatch(/onerror|window\.hacked/);
    const list = screen.getByRole('list');
    expect(
      within(list)
        .getAllByRole('img')
        .map((img) => img.getAttribute('alt')),
    ).toEqual(['Garden by Maya Lind', 'Garden by Sam Whitfield', 'A garden']);
  });

  it('links a coach to their designer profile and credits other gardeners by name', () => {
    renderCallout({ headline: 'Real gardens', gardens });
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Maya Lind' })).toHaveAttribute('href', '/designers/2');
    expect(screen.getByText('By Sam Whitfield')).toBeInTheDocument();
  });

  it('shows only the text when there are no gardens', () => {
    renderCallout({ headline: 'Your garden could be next', gardens: null });
    expect(screen.getByRole('heading', { name: 'Your garden could be next' })).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('is white unless the CMS chooses a background', () => {
    expect(parseSection(gardenCalloutModule, { headline: 'Hi' })).toMatchObject({
      ok: true,
      section: { background: 'white' },
    });
    expect(
      parseSection(
        gardenCalloutModule,
        { headline: 'Hi' },
        { BackgroundColor: { color: 'green' } },
      ),
    ).toMatchObject({
      ok: true,
      section: { background: 'green' },
    });
  });

  it('rejects a garden without an image, naming its path', () => {
    expect(
      parseSection(gardenCalloutModule, { headline: 'Real gardens', gardens: [{ image: '  ' }] }),
    ).toMatchObject({
      ok: false,
      field: 'content.gardens.0.image',
      message: 'Each garden needs an image.',
    });
  });
});

import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { descriptionCardsSections } from '#src/demo/sections/description-cards.ts';
import descriptionCardsModule from './index.ts';
import {
  parseSection,
  renderSection,
  testSectionSchema,
} from '#src/lib/sectionKit/testing/sectionTests.tsx';
import { testStoryCatalogue } from '#src/lib/sectionKit/testing/storyCatalogue.ts';
import * as stories from './DescriptionCards.stories.tsx';

function renderCards(content: Record<string, unknown>) {
  return renderSection(descriptionCardsModule, { content });
}

const cards = [
  {
    headline: 'Raised beds',
    body: '<p>Warm up early in spring.</p><script>window.hacked = true</script>',
    image: '/api/media/raised-beds.svg',
  },
  { headline: '  A herb spiral  ', body: '<p>Thyme at the top.</p>', image: null },
];

testSectionSchema(descriptionCardsModule, {
  demos: descriptionCardsSections,
  required: {
    cards: {
      message: 'Add at least one card.',
      wrongType: { message: 'The cards must be a list.' },
    },
  },
});

testStoryCatalogue(descriptionCardsModule, stories);

describe('description cards section', () => {
  it('shows each card’s headline under the section headline, with its text and picture', () => {
    renderCards({ headline: 'Ways to start', cards });
    expect(screen.getByRole('heading', { level: 2, name: 'Ways to start' })).toBeInTheDocument();
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(
      items.map((item) => within(item).getByRole('heading', { level: 3 }).textContent),
    ).toEqual(['Raised beds', 'A herb spiral']);
    expect(within(items[0]!).getByText('Warm up early in spring.')).toBeInTheDocument();
    expect(within(items[1]!).getByText('Thyme at the top.')).toBeInTheDocument();
    expect(document.body.innerHTML).not.toMatch(/<script|window\.hacked/);
  });

  it('describes a card’s picture with its headline and leaves out a missing one', () => {
    renderCards({ cards });
    expect(screen.getAllByRole('img')).toHaveLength(1);
    expect(screen.getByRole('img', { name: 'Raised beds' })).toHaveAttribute(
      'src',
      '/api/media/raised-beds.svg',
    );
  });

  it('makes the card headlines the section’s headings when it has no headline', () => {
    renderCards({ cards });
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Raised beds',
      'A herb spiral',
    ]);
  });

  it('is beige unless the CMS chooses a background', () => {
    expect(parseSection(descriptionCardsModule, { cards })).toMatchObject({
      ok: true,
      section: { background: 'beige' },
    });
    expect(
      parseSection(descriptionCardsModule, { cards }, { BackgroundColor: { color: 'green' } }),
    ).toMatchObject({
      ok: true,
      section: { background: 'green' },
    });
  });

  it('rejects a card without a headline, naming its path', () => {
    expect(
      parseSection(descriptionCardsModule, { cards: [cards[0], { body: '<p>Untitled</p>' }] }),
    ).toMatchObject({
      ok: false,
      field: 'content.cards.1.headline',
      message: 'Each card needs a headline.',
    });
  });
});

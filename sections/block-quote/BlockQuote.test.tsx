import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { blockQuoteSections } from '#src/demo/sections/block-quote.ts';
import blockQuoteModule from './index.ts';
import {
  parseSection,
  renderSection,
  testSectionSchema,
} from '#src/lib/sectionKit/testing/sectionTests.tsx';
import { testStoryCatalogue } from '#src/lib/sectionKit/testing/storyCatalogue.ts';
import * as stories from './BlockQuote.stories.tsx';

function renderBlockQuote(content: Record<string, unknown>, initialPath = '/blog/garlic') {
  return renderSection(blockQuoteModule, { content }, { initialPath });
}

testSectionSchema(blockQuoteModule, {
  demos: blockQuoteSections,
  required: {
    quote: {
      message: 'The quote is required.',
      wrongType: { message: 'The quote must be text.' },
      empty: { value: '   ' },
    },
  },
});

testStoryCatalogue(blockQuoteModule, stories);

describe('block quote section', () => {
  it('shows the quotation with the quoted person’s picture and name', () => {
    renderBlockQuote({
      quote: 'Feed the soil, not the plant.',
      subtext: 'Maya Okafor, kitchen garden designer',
      avatar: '/api/media/avatar-maya.svg',
    });
    const quotation = screen.getByRole('blockquote');
    expect(quotation).toHaveTextContent('Feed the soil, not the plant.');
    expect(screen.getByText('Maya Okafor, kitchen garden designer')).toBeInTheDocument();
    expect(
      screen.getByRole('img', { name: 'Maya Okafor, kitchen garden designer' }),
    ).toHaveAttribute('src', '/api/media/avatar-maya.svg');
  });

  it('links "Tweet this" to a tweet of the quote and the page’s address, in a new tab', () => {
    renderBlockQuote({ quote: 'Plant garlic this weekend.', showTweetThis: true });
    const link = screen.getByRole('link', { name: /^Tweet this/ });
    const url = new URL(link.getAttribute('href')!);
    expect(`${url.origin}${url.pathname}`).toBe('https://twitter.com/intent/tweet');
    expect(url.searchParams.get('text')).toBe('Plant garlic this weekend.');
    expect(url.searchParams.get('url')).toBe('http://localhost:3000/blog/garlic');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAccessibleName('Tweet this (opens in a new tab)');
  });

  it('keeps "Tweet this" out of the quote’s figure, whose caption comes last as HTML requires', () => {
    renderBlockQuote({
      quote: 'Feed the soil, not the plant.',
      subtext: 'Maya Okafor, kitchen garden designer',
      showTweetThis: true,
    });
    const figure = screen.getByRole('figure');
    expect(within(figure).queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Tweet this/ })).toBeInTheDocument();
    // eslint-disable-next-line testing-library/no-node-access -- the rule is about element order
    expect(figure.lastElementChild).toHaveTextContent('Maya Okafor, kitchen garden designer');
  });

  it('shows only the quote when nothing else is given', () => {
    renderBlockQuote({ quote: 'Feed the soil, not the plant.' });
    expect(screen.getByRole('blockquote')).toHaveTextContent('Feed the soil, not the plant.');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('shows the image with the quote as decoration', () => {
    renderBlockQuote({ quote: 'Feed the soil, not the plant.', image: '/api/media/seedlings.svg' });
    const image = screen.getByRole('presentation');
    expect(image).toHaveAttribute('src', '/api/media/seedlings.svg');
    expect(image).toHaveAttribute('alt', '');
  });

  it('reads the tweet switch from the CMS forms true, 1 and "1", and leaves it off otherwise', () => {
    const flag = (value: unknown) => {
      const result = parseSection(blockQuoteModule, { quote: 'Q', showTweetThis: value });
      return result.ok
        ? (result.section.content as { showTweetThis: boolean }).showTweetThis
        : null;
    };
    expect([true, 1, '1', 'true'].map(flag)).toEqual([true, true, true, true]);
    expect([false, 0, '0', '', null, undefined].map(flag)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});

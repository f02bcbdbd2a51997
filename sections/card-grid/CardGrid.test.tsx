import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cardGridSections } from '#src/demo/sections/card-grid.ts';
import type { GimmeDatRequest } from '#src/lib/api/types.ts';
import { renderSection, testSectionSchema } from '#src/lib/sectionKit/testing/sectionTests.tsx';
import { testStoryCatalogue } from '#src/lib/sectionKit/testing/storyCatalogue.ts';
import { cardGridWording } from './CardGrid.tsx';
import * as stories from './CardGrid.stories.tsx';
import { cardGridHandlers } from './testing/cardGridApi.ts';
import { historyCookieNames } from './filterHistory.ts';
import cardGridModule from './index.ts';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  vi.useRealTimers();
  for (const name of Object.values(historyCookieNames)) {
    document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
});
afterAll(() => server.close());

testSectionSchema(cardGridModule, {
  demos: cardGridSections,
  required: {
    cardType: {
      message: 'The card type must be "coach", "provider" or "post".',
      wrongType: {
        value: 'garden',
        message: 'The card type must be "coach", "provider" or "post".',
      },
    },
  },
});

testStoryCatalogue(cardGridModule, stories);

let requests: GimmeDatRequest[];
beforeEach(() => {
  requests = [];
  server.use(...cardGridHandlers({ requests }));
});

const coachFeed = { type: 'Feed', cardType: 'coach', numberOfCards: 4, headline: 'Designers' };

async function cardsShown() {
  await waitFor(() => expect(screen.queryByText(cardGridWording.loading)).not.toBeInTheDocument());
  return screen.queryAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
}

describe('card-grid section', () => {
  it('shows a Custom grid’s hand-picked cards in their order, with no filters', async () => {
    renderSection(cardGridModule, {
      content: { type: 'Custom', cardType: 'coach', coaches: [3, 1], headline: 'Picked' },
    });
    expect(await cardsShown()).toEqual(['Priya Shah', 'Maya Okafor']);
    expect(requests).toEqual([{ count: 2, resource: 'coaches', selections: [3, 1] }]);
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: cardGridWording.loadMore }),
    ).not.toBeInTheDocument();
  });

  it('loads the next page with Load more and appends it, the page number sent above 0 only', async () => {
    renderSection(cardGridModule, { content: coachFeed });
    expect(await cardsShown()).toHaveLength(4);
    await userEvent.click(screen.getByRole('button', { name: cardGridWording.loadMore }));
    await waitFor(() => expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(8));
    expect(requests.map((body) => body.query)).toEqual([{}, { page: 1 }]);
    expect(document.cookie).toContain('coach-cards=');
  });

  it('moves focus to the first card Load more brought', async () => {
    renderSection(cardGridModule, { content: coachFeed });
    await cardsShown();
    const loadMore = screen.getByRole('button', { name: cardGridWording.loadMore });
    loadMore.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(8));
    const fifth = screen.getAllByRole('heading', { level: 3 })[4]!;
    await waitFor(() => expect(within(fifth).getByRole('link')).toHaveFocus());
  });

  it('searches by city or name after 300 ms of quiet, from the first page', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderSection(cardGridModule, { content: coachFeed });
    await cardsShown();
    const search = screen.getByRole('searchbox', { name: 'Search designers' });
    expect(search).toHaveAttribute('placeholder', 'City, Name...');
    await user.type(search, 'Austin');
    // Typed quickly: one request after the quiet, not one a letter.
    await act(() => vi.advanceTimersByTimeAsync(300));
    await waitFor(() => expect(requests).toHaveLength(2));
    expect(requests[1]).toEqual({
      count: 4,
      resource: 'coaches',
      query: { advancedSearch: 'Austin' },
    });
    expect(await cardsShown()).toEqual(['Priya Shah', 'Jonah Reyes 8']);
  });

  it('announces how many cards a search found, "1 designer" for one', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderSection(cardGridModule, { content: coachFeed });
    await cardsShown();
    const results = screen.getByRole('status', { name: 'Search designers: results' });
    await user.type(screen.getByRole('searchbox', { name: 'Search designers' }), 'Okafor Portland');
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(await cardsShown()).toEqual(['Maya Okafor']);
    await waitFor(() => expect(results).toHaveTextContent(/^1 designer$/));
    await user.clear(screen.getByRole('searchbox', { name: 'Search designers' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search designers' }), 'Austin');
    await act(() => vi.advanceTimersByTimeAsync(300));
    await waitFor(() => expect(results).toHaveTextContent(/^2 designers$/));
  });

  it('says so when a search finds nothing, and when a filter finds nothing', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderSection(cardGridModule, { content: { ...coachFeed, cardType: 'provider' } });
    await cardsShown();
    await user.type(screen.getByRole('searchbox', { name: 'Search businesses' }), 'zzz');
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(await screen.findByText('Sorry, no results for "zzz"')).toBeInTheDocument();
    const clearAll = screen.getByRole('button', { name: cardGridWording.clearAll });
    await user.click(clearAll);
    // Once the cards are in, the first has focus (the button, gone with the filters, had it).
    expect(await cardsShown()).toHaveLength(4);
    const first = screen.getAllByRole('heading', { level: 3 })[0]!;
    await waitFor(() => expect(within(first).getByRole('link')).toHaveFocus());
    expect(clearAll).not.toBeInTheDocument();
    expect(document.cookie).not.toContain('provider-grid=');
  });

  it('filters designers by a state on the map, by Canada, and by expertise', async () => {
    renderSection(cardGridModule, { content: coachFeed });
    await cardsShown();
    await userEvent.click(screen.getByRole('button', { name: 'Region: Select a region' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Texas' }));
    await waitFor(() => expect(requests.at(-1)?.query).toEqual({ region: ['TX'] }));
    expect(await cardsShown()).toEqual(['Priya Shah', 'Jonah Reyes 8']);
    await userEvent.click(screen.getByRole('button', { name: 'Canada' }));
    await waitFor(() => expect(requests.at(-1)?.query).toEqual({ region: ['canada'] }));
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Region: Canada' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('combobox', { name: 'Expertise' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Small spaces' }));
    await waitFor(() =>
      expect(requests.at(-1)?.query).toEqual({ region: ['canada'], expertise: 2 }),
    );
    // Clearing the expertise takes its button away: focus goes back to the select.
    await userEvent.click(screen.getByRole('button', { name: cardGridWording.clearExpertise }));
    await waitFor(() => expect(requests.at(-1)?.query).toEqual({ region: ['canada'] }));
    expect(screen.getByRole('combobox', { name: 'Expertise' })).toHaveFocus();
  });

  it('restores the saved filters and pages when it appears, one page after another', async () => {
    document.cookie = `coach-cards=${encodeURIComponent(
      JSON.stringify({ advancedSearch: 'a', page: 1 }),
    )}; Path=/`;
    renderSection(cardGridModule, { content: coachFeed });
    await waitFor(() => expect(requests).toHaveLength(3));
    expect(requests.map((body) => body.query)).toEqual([
      {},
      { advancedSearch: 'a' },
      { advancedSearch: 'a', page: 1 },
    ]);
    expect(screen.getByRole('searchbox', { name: 'Search designers' })).toHaveValue('a');
    await waitFor(() => expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(8));
  });

  it('pre-selects the topic named in the address, ignoring case', async () => {
    renderSection(
      cardGridModule,
      { content: { type: 'Feed', cardType: 'post', numberOfCards: 4 } },
      { initialPath: '/blog?topic=DESIGN' },
    );
    await waitFor(() => expect(requests.at(-1)?.query).toEqual({ topic: [2] }));
    expect(screen.getByRole('button', { name: 'Topic: Design' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search posts' })).toHaveAttribute(
      'placeholder',
      'Search...',
    );
  });

  it('offers a retry when the cards cannot be loaded', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(...cardGridHandlers({ fail: true }));
    renderSection(cardGridModule, { content: coachFeed });
    await userEvent.click(await screen.findByRole('button', { name: cardGridWording.retry }));
    expect(screen.getByText(cardGridWording.failed)).toBeInTheDocument();
    log.mockRestore();
  });
});

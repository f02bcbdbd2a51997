import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { useState, type ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AccountWire } from '#src/lib/api/types.ts';
import { createNotificationStore } from '#src/lib/messages/index.ts';
import { FakeSession, fakeAccount } from '#src/testing/FakeSession.tsx';
import { StoryProviders } from '#src/testing/StoryProviders.tsx';
import { CoachCard } from './CoachCard.tsx';
import { demoCoach, directoryHandlers, type DirectoryApiOptions } from './testing/demoDirectory.ts';
import { favoriteFailedText, useFavoriteCoaches } from './useFavoriteCoaches.ts';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function answer(options: DirectoryApiOptions = {}) {
  const requests: string[] = [];
  server.use(...directoryHandlers({ requests, ...options }));
  return requests;
}

const signedIn = (favorites: number[] = []) =>
  fakeAccount({ favorite_coaches: favorites.map((id) => ({ id })) });

function showCards(children: ReactNode, account: AccountWire | null = null) {
  const store = createNotificationStore();
  render(
    <StoryProviders notificationStore={store}>
      <FakeSession account={account}>{children}</FakeSession>
    </StoryProviders>,
  );
  return store;
}

describe('CoachCard', () => {
  it('shows the picture, the name linking to the designer, the location and the expertises', () => {
    showCards(<CoachCard coach={demoCoach()} />);
    const link = screen.getByRole('link', { name: 'Maya Okafor' });
    expect(link).toHaveAttribute('href', '/designers/2');
    expect(screen.getByRole('heading', { level: 3, name: 'Maya Okafor' })).toContainElement(link);
    expect(screen.getByRole('img', { name: 'Maya Okafor' })).toBeInTheDocument();
    expect(screen.getByText('Portland, OR')).toBeInTheDocument();
    const tags = within(screen.getByRole('list', { name: 'Expertise' })).getAllByRole('listitem');
    expect(tags.map((tag) => tag.textContent)).toEqual(['Raised beds', 'Small spaces']);
  });

  it('says when the designer is online and available now, and nothing when not', () => {
    showCards(
      <>
        <CoachCard coach={demoCoach({ online: true, is_available_now: true })} />
        <CoachCard coach={demoCoach({ id: 5, first_name: 'Jonah', last_name: 'Reyes' })} />
      </>,
    );
    const [maya, jonah] = screen.getAllByRole('article');
    expect(within(maya!).getByText('Online now')).toBeInTheDocument();
    expect(within(maya!).getByText('Available now')).toBeInTheDocument();
    expect(within(jonah!).queryByText('Online now')).not.toBeInTheDocument();
    expect(within(jonah!).queryByText('Available now')).not.toBeInTheDocument();
  });

  it('shows three expertises and counts the rest, and takes the heading level it is given', () => {
    showCards(
      <CoachCard
        headingLevel={2}
        coach={demoCoach({
          expertises: ['A', 'B', 'C', 'D', ' '].map((name, id) => ({ id, name })),
          addresses: [],
        })}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Maya Okafor' })).toBeInTheDocument();
    const tags = within(screen.getByRole('list', { name: 'Expertise' })).getAllByRole('listitem');
    expect(tags.map((tag) => tag.textContent)).toEqual(['A', 'B', 'C', '+1 more']);
  });

  it('shows no favourite toggle to a visitor', () => {
    showCards(<CoachCard coach={demoCoach()} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows the toggle to someone signed in, pressed for an account favourite', () => {
    showCards(
      <>
        <CoachCard coach={demoCoach()} />
        <CoachCard coach={demoCoach({ id: 5, first_name: 'Jonah', last_name: 'Reyes' })} />
      </>,
      signedIn([5]),
    );
    expect(screen.getByRole('button', { name: 'Favorite Maya Okafor' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(screen.getByRole('button', { name: 'Favorite Jonah Reyes' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('toggles at once, calls the API and keeps the list it answers, on every card of the coach', async () => {
    // The server already has 9 as a favourite (from another tab): its answer is the truth.
    const requests = answer({ favorites: [9] });
    const user = userEvent.setup();
    showCards(
      <>
        <CoachCard coach={demoCoach()} />
        <CoachCard coach={demoCoach()} />
        <CoachCard coach={demoCoach({ id: 9, first_name: 'Ana', last_name: 'Lee' })} />
      </>,
      signedIn([]),
    );
    const [first, second] = screen.getAllByRole('button', { name: 'Favorite Maya Okafor' });
    await user.click(first!);
    expect(first).toHaveAttribute('aria-pressed', 'true');
    expect(second).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Favorite Ana Lee' })).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    );
    expect(requests).toEqual(['POST /coaches/favorite/2']);

    await user.click(second!);
    await waitFor(() => expect(requests).toHaveLength(2));
    await waitFor(() => expect(first).toHaveAttribute('aria-pressed', 'false'));
    expect(second).toHaveAttribute('aria-pressed', 'false');
  });

  it('puts the heart back, logs and shows an error toast when the call fails', async () => {
    answer({ fail: ['favorite'] });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    const store = showCards(<CoachCard coach={demoCoach()} />, signedIn([2]));
    const heart = screen.getByRole('button', { name: 'Favorite Maya Okafor' });
    await user.click(heart);
    // (It showed the change at once: see 'sends one call at a time', where the call never answers.)
    expect(await screen.findByText(favoriteFailedText)).toBeInTheDocument();
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    expect(store.getSnapshot()).toEqual([
      expect.objectContaining({ message: favoriteFailedText, status: 'error' }),
    ]);
    expect(logged).toHaveBeenCalledWith(
      '[favorites] toggling coach 2 failed',
      expect.objectContaining({ status: 500 }),
    );
    expect(heart).not.toHaveAttribute('aria-busy');
  });

  it('sends one call at a time from a card', async () => {
    const requests = answer({ hang: ['favorite'] });
    const user = userEvent.setup();
    showCards(<CoachCard coach={demoCoach()} />, signedIn());
    const heart = screen.getByRole('button', { name: 'Favorite Maya Okafor' });
    await user.click(heart);
    await user.click(heart);
    expect(heart).toHaveAttribute('aria-busy', 'true');
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(requests).toEqual(['POST /coaches/favorite/2']));
  });
});

describe('useFavoriteCoaches', () => {
  /** Shows what the hook gives: signed in, the list, whether 3 is a favourite, the last toggle's result. */
  function Probe() {
    const { signedIn, favorites, isFavorite, toggle } = useFavoriteCoaches();
    const [result, setResult] = useState('none');
    return (
      <p>
        {`${signedIn} [${favorites.join(',')}] ${isFavorite(3)} toggled: ${result}`}
        <button type="button" onClick={() => void toggle(3).then((ok) => setResult(String(ok)))}>
          toggle
        </button>
      </p>
    );
  }

  it('has no favourites for a visitor and does nothing when asked to toggle', async () => {
    const requests = answer();
    showCards(<Probe />);
    expect(screen.getByText(/false \[\] false/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'toggle' }));
    expect(await screen.findByText(/toggled: false/)).toBeInTheDocument();
    expect(requests).toEqual([]);
  });

  it('starts from the account’s favourites', () => {
    showCards(<Probe />, signedIn([3, 8]));
    expect(screen.getByText(/true \[3,8\] true/)).toBeInTheDocument();
  });
});

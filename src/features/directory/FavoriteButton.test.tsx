import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AccountWire } from '#src/lib/api/types.ts';
import { FakeSession, fakeAccount } from '#src/testing/FakeSession.tsx';
import { StoryProviders } from '#src/testing/StoryProviders.tsx';
import { CoachCard } from './CoachCard.tsx';
import { demoCoach, directoryHandlers } from './testing/demoDirectory.ts';
import { FavoriteButton } from './FavoriteButton.tsx';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function show(account: AccountWire | null) {
  const requests: string[] = [];
  server.use(...directoryHandlers({ requests }));
  render(
    <StoryProviders>
      <FakeSession account={account}>
        <FavoriteButton coachId={2} name="Maya Okafor" />
        <CoachCard coach={demoCoach()} />
      </FakeSession>
    </StoryProviders>,
  );
  return requests;
}

describe('FavoriteButton (the designer profile)', () => {
  it('is not there for a visitor', () => {
    show(null);
    expect(screen.queryByRole('button', { name: /Favorite/ })).not.toBeInTheDocument();
  });

  it('toggles the favourite, and the cards on the page agree', async () => {
    const requests = show(fakeAccount());
    const [profileButton, cardButton] = screen.getAllByRole('button', {
      name: 'Favorite Maya Okafor',
    });
    expect(profileButton).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(profileButton!);
    await waitFor(() => expect(profileButton).toHaveAttribute('aria-pressed', 'true'));
    expect(cardButton).toHaveAttribute('aria-pressed', 'true');
    expect(requests).toEqual(['POST /coaches/favorite/2']);
  });
});

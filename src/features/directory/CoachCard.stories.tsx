import type { Meta, StoryObj } from '@storybook/react-vite';
import type {} from 'msw-storybook-addon/types';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { palette } from '#src/ui/theme/tokens.ts';
import { portrait } from '#src/ui/components/Image/storyImages.ts';
import { CoachCard } from './CoachCard.tsx';
import { demoCoach, directoryHandlers } from './testing/demoDirectory.ts';
import { CardRow, InCell, OnEveryBand, signedInAs, withAccount } from './testing/storyFrames.tsx';
import { favoriteFailedText } from './useFavoriteCoaches.ts';

/** The calls the favourite stories made. */
const requests: string[] = [];

/**
 * **Coach card** (`CoachCard`, `src/features/directory/`): a designer in the directory and the card grid. It
 * shows the designer's picture (their initials without one) with a green dot while they are online
 * (screen readers hear 'Online now'), their name linking to `/designers/{id}`, their location ('City,
 * ST'), 'Available now' when they take instant bookings, and up to three expertises as tags ('+N more'
 * for the rest). The whole card is one link.
 *
 * Signed in, a heart in the corner toggles the designer as a favourite: a toggle button
 * (`aria-pressed`) named 'Favorite {name}'. It changes at once and calls `POST /coaches/favorite/{id}`;
 * if that fails it goes back and an error toast says so. Every card on the page shares the one list
 * (`useFavoriteCoaches`), seeded from the account's `favorite_coaches`. Visitors get no heart.
 *
 * Props: `coach` (`CoachCardWire`, as `POST /gimme-dat/` answers it) and `headingLevel` (3 by default).
 */
const meta = {
  title: 'Directory/CoachCard',
  component: CoachCard,
  render: (args) => (
    <InCell>
      <CoachCard {...args} />
    </InCell>
  ),
  args: { coach: demoCoach({ online: true, is_available_now: true }) },
  beforeEach({ msw }) {
    requests.length = 0;
    msw.use(...directoryHandlers({ requests }));
  },
} satisfies Meta<typeof CoachCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Online and available now, seen by a visitor: no favourite toggle. */
export const OnlineAndAvailable: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Maya Okafor' })).toHaveAttribute(
      'href',
      '/designers/2',
    );
    await expect(canvas.getByRole('heading', { level: 3, name: 'Maya Okafor' })).toBeVisible();
    await expect(canvas.getByText('Portland, OR')).toBeVisible();
    await expect(canvas.getByText('Available now')).toBeVisible();
    await expect(canvas.getByText('Online now')).toBeInTheDocument();
    await expect(
      within(canvas.getByRole('list', { name: 'Expertise' })).getAllByRole('listitem'),
    ).toHaveLength(2);
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

/** Offline and not taking instant bookings: no dot, no label (their line is kept). */
export const Offline: Story = {
  args: { coach: demoCoach() },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText('Online now')).not.toBeInTheDocument();
    await expect(canvas.queryByText('Available now')).not.toBeInTheDocument();
  },
};

/** No picture, no location, no expertises: the initials, and the card keeps its size. */
export const NothingFilledIn: Story = {
  args: {
    coach: demoCoach({
      id: 7,
      first_name: 'Priya',
      last_name: 'Shah',
      images: { avatar: { image: null } },
      expertises: [],
      addresses: [],
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Priya Shah' })).toHaveTextContent('PS');
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument();
  },
};

/** A long name (clamped to two lines) and many expertises: three show, then '+3 more'. */
export const LongNameAndManyExpertises: Story = {
  args: {
    coach: demoCoach({
      first_name: 'Maximiliana Josefina',
      last_name: 'Hernández-Oyelaran van der Westhuizen',
      images: { avatar: { image: portrait(170, palette.beige) } },
      addresses: [{ city: 'Rancho Santa Margarita', state: 'CA' }],
      expertises: [
        { id: 1, name: 'Raised beds' },
        { id: 2, name: 'Small spaces' },
        { id: 3, name: 'Edible landscaping' },
        { id: 4, name: 'Irrigation' },
        { id: 5, name: 'Pollinator gardens' },
        { id: 6, name: 'Orchards' },
      ],
      is_available_now: true,
    }),
  },
  play: async ({ canvas }) => {
    const tags = within(canvas.getByRole('list', { name: 'Expertise' })).getAllByRole('listitem');
    await expect(tags.map((tag) => tag.textContent)).toEqual([
      'Raised beds',
      'Small spaces',
      'Edible landscaping',
      '+3 more',
    ]);
  },
};

/** Signed in: the heart shows, not pressed; pressing it makes the designer a favourite. */
export const SignedIn: Story = {
  decorators: [withAccount(signedInAs([]))],
  play: async ({ canvas }) => {
    const heart = canvas.getByRole('button', { name: 'Favorite Maya Okafor' });
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(heart);
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(requests).toEqual(['POST /coaches/favorite/2']));
    await waitFor(() => expect(heart).not.toHaveAttribute('aria-busy'));
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
  },
};

/** Signed in with the designer among the account's favourites: pressed; pressing again removes it. */
export const FavoriteOn: Story = {
  decorators: [withAccount(signedInAs([2]))],
  beforeEach({ msw }) {
    msw.use(...directoryHandlers({ requests, favorites: [2] }));
  },
  play: async ({ canvas }) => {
    const heart = canvas.getByRole('button', { name: 'Favorite Maya Okafor' });
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(heart);
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(requests).toEqual(['POST /coaches/favorite/2']));
  },
};

/** The favourite call fails: the heart goes back as it was and an error toast says so. */
export const FavoriteFails: Story = {
  decorators: [withAccount(signedInAs([]))],
  beforeEach({ msw }) {
    msw.use(...directoryHandlers({ requests, fail: ['favorite'] }));
  },
  play: async ({ canvas, canvasElement }) => {
    const heart = canvas.getByRole('button', { name: 'Favorite Maya Okafor' });
    await userEvent.click(heart);
    await expect(
      await within(canvasElement.ownerDocument.body).findByText(favoriteFailedText),
    ).toBeVisible();
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
  },
};

/** Two cards of one designer (and one of another) agree: pressing one heart presses both. */
export const FavoritesAgreeAcrossCards: Story = {
  decorators: [withAccount(signedInAs([]))],
  render: () => (
    <CardRow>
      <CoachCard coach={demoCoach({ online: true })} />
      <CoachCard coach={demoCoach({ id: 5, first_name: 'Jonah', last_name: 'Reyes' })} />
      <CoachCard coach={demoCoach({ online: true })} />
    </CardRow>
  ),
  play: async ({ canvas }) => {
    const [first, second] = canvas.getAllByRole('button', { name: 'Favorite Maya Okafor' });
    await userEvent.click(first!);
    await expect(second).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('button', { name: 'Favorite Jonah Reyes' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await waitFor(() => expect(requests).toEqual(['POST /coaches/favorite/2']));
  },
};

/** The card is white, so it reads the same on every band. */
export const OnEveryBackground: Story = {
  decorators: [withAccount(signedInAs([2]))],
  render: (args) => (
    <OnEveryBand>
      <CoachCard {...args} />
    </OnEveryBand>
  ),
};

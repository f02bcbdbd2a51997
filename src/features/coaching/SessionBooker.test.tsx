import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type {
  AccountWire,
  CoachWire,
  OrderCreateRequest,
  ProductWire,
} from '#src/lib/api/types.ts';
import { StripeProvider } from '#src/features/checkout/stripe.tsx';
import { createFakeStripe } from '#src/features/checkout/testing/fakeStripe.ts';
import { FakeSession, fakeAccount } from '#src/testing/FakeSession.tsx';
import { StoryProviders } from '#src/testing/StoryProviders.tsx';
import { SessionBooker } from './SessionBooker.tsx';
import {
  bookingCoach,
  bookingHandlers,
  bookingNow,
  bookingProducts,
  inactiveCoach,
  liveCoach,
  otherCoach,
  type BookingApiOptions,
} from './testing/bookingFixtures.ts';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const lazy = { timeout: 5000 };
/** A customer in Chicago; the designer's windows are in Los Angeles, and travel in UTC. */
const customer = fakeAccount({ id: 41, timezone: 'America/Chicago' });

function booker(coach: CoachWire, account: AccountWire | null, products: ProductWire[] | null) {
  const fake = createFakeStripe();
  return (
    <StoryProviders>
      <FakeSession account={account}>
        <StripeProvider stripe={fake.promise}>
          <SessionBooker coach={coach} products={products} now={bookingNow} />
        </StripeProvider>
      </FakeSession>
    </StoryProviders>
  );
}

function show({
  coach = bookingCoach,
  account = customer,
  products = bookingProducts,
  api = {},
}: {
  coach?: CoachWire;
  account?: AccountWire | null;
  /** What the page loaded; null when it did not. */
  products?: ProductWire[] | null;
  api?: BookingApiOptions;
} = {}) {
  const requests: string[] = [];
  const orders: OrderCreateRequest[] = [];
  server.use(...bookingHandlers({ requests, orders, ...api }));
  const view = render(booker(coach, account, products));
  return {
    requests,
    orders,
    user: userEvent.setup(),
    changeCoach: (next: CoachWire) => view.rerender(booker(next, account, products)),
  };
}

type User = ReturnType<typeof userEvent.setup>;
const steps = () => within(screen.getByRole('list', { name: 'Booking steps' }));
const currentStep = () =>
  steps()
    .getAllByRole('listitem')
    .find((item) => item.getAttribute('aria-current') === 'step')?.textContent;
const stepItem = (label: string) =>
  steps()
    .getAllByRole('listitem')
    .find((item) => item.textContent?.includes(label))!;

const choosePackage = (user: User, name: RegExp) =>
  user.click(screen.getByRole('button', { name }));
/** The first day that can be booked: Wednesday, two days (48 hours) after Monday 9:00 AM. */
const pickWednesday = async (user: User) =>
  user.click(
    await screen.findByRole('button', { name: /^Wednesday, March 4, 2026, available/ }, lazy),
  );
const pickTime = async (user: User, time: string) =>
  user.click(await screen.findByRole('button', { name: time }, lazy));
const payWithVisa = async (user: User) => {
  await user.click(await screen.findByRole('radio', { name: /Visa ending in 4242/ }, lazy));
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await user.click(await screen.findByRole('button', { name: /^Pay / }));
};

describe('SessionBooker', () => {
  it('lists the packages the page loaded, dearest first, with price, length and description', () => {
    const { requests } = show();
    const packages = within(screen.getByRole('list', { name: 'Session packages' }));
    const cards = packages.getAllByRole('listitem');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Virtual Consult — 60 minutes',
      'Virtual Consult — 30 minutes',
      'Garden Photo Review',
    ]);
    expect(cards[0]).toHaveTextContent('$125.00');
    expect(cards[0]).toHaveTextContent('60 minutes');
    expect(cards[0]).toHaveTextContent('An hour on video with a designer');
    // A package with no call says no length.
    expect(cards[2]).not.toHaveTextContent('minutes');
    expect(cards[2]).toHaveTextContent('$35.00');
    expect(
      packages.getAllByRole('button').map((button) => button.getAttribute('aria-label')),
    ).toEqual([
      'Book Now: Virtual Consult — 60 minutes',
      'Book Now: Virtual Consult — 30 minutes',
      'Book Now: Garden Photo Review',
    ]);
    expect(screen.queryByText('Available Now!')).not.toBeInTheDocument();
    expect(currentStep()).toContain('Session Options');
    expect(requests).toEqual([]);
  });

  it('loads the packages itself when the page did not, and retries after a failure', async () => {
    const { user } = show({ products: null, api: { products: 500 } });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Sorry, we were unable to load the session packages.',
    );
    server.use(...bookingHandlers());
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('button', { name: 'Book Now: Virtual Consult — 60 minutes' }),
    ).toBeInTheDocument();
  });

  it('goes from a package to a date, a time and the checkout, moving focus to each step', async () => {
    const { user, requests } = show();
    await choosePackage(user, /60 minutes/);
    expect(screen.getByRole('heading', { level: 2, name: 'Plan a date' })).toHaveFocus();
    expect(currentStep()).toContain('Plan a date');
    expect(stepItem('Session Options')).toHaveTextContent('Virtual Consult — 60 minutes');
    expect(await screen.findByRole('heading', { name: 'Schedule a session' }, lazy)).toBeVisible();
    // Today through 30 days ahead, from the viewer's midnight (Chicago, UTC−6).
    expect(requests).toContain(
      'GET /users/2/all-available-times?start=2026-03-02T06:00:00.000Z&end=2026-04-02T05:00:00.000Z',
    );
    // Within 48 hours: not offered. Weekends: no windows.
    expect(screen.getByRole('button', { name: /^Tuesday, March 3, 2026/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: /^Saturday, March 7, 2026/ })).toBeDisabled();

    await pickWednesday(user);
    expect(screen.getByRole('heading', { level: 2, name: 'Select a time' })).toHaveFocus();
    expect(stepItem('Plan a date')).toHaveTextContent('Wednesday, March 4, 2026');
    await pickTime(user, '11:00 AM');
    expect(screen.getByRole('heading', { level: 2, name: 'Book your session' })).toHaveFocus();
    expect(stepItem('Select a time')).toHaveTextContent('11:00 AM CST');
    expect(currentStep()).toContain('Book your session');
    expect(
      await screen.findByRole('heading', { level: 3, name: 'Checkout' }, lazy),
    ).toBeInTheDocument();
  });

  it('offers no time earlier than now + 48 hours, and asks only from there', async () => {
    const { user, requests } = show({
      api: {
        times: [
          // Wednesday 8:00 and 8:30 AM in Chicago are before Monday 9:00 AM + 48 hours.
          { start: '2026-03-04T14:00:00.000Z', end: '2026-03-04T15:00:00.000Z' },
          { start: '2026-03-04T14:30:00.000Z', end: '2026-03-04T15:30:00.000Z' },
          { start: '2026-03-04T15:00:00.000Z', end: '2026-03-04T16:00:00.000Z' },
          { start: '2026-03-04T15:30:00.000Z', end: '2026-03-04T16:30:00.000Z' },
        ],
      },
    });
    await choosePackage(user, /60 minutes/);
    await pickWednesday(user);
    const times = await screen.findByRole('list', { name: /^Available times on/ }, lazy);
    expect(
      within(times)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['9:00 AM', '9:30 AM']);
    expect(requests).toContain(
      'GET /users/2/available-times?product_id=3&date[start]=2026-03-04T15:00:00.000Z&date[end]=2026-03-05T06:00:00.000Z',
    );
  });

  it('shows a designer’s UTC windows as times in the viewer’s timezone, and names it', async () => {
    const { user } = show({
      api: {
        windows: [
          {
            id: 1,
            available_start: '2026-03-05T15:00:00.000Z',
            available_end: '2026-03-05T17:00:00.000Z',
          },
        ],
      },
    });
    await choosePackage(user, /60 minutes/);
    await user.click(
      await screen.findByRole('button', { name: /^Thursday, March 5, 2026, available/ }, lazy),
    );
    const times = await screen.findByRole(
      'list',
      { name: 'Available times on Thursday, March 5, 2026' },
      lazy,
    );
    expect(
      within(times)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['9:00 AM', '9:30 AM', '10:00 AM']);
    expect(screen.getByText('Times are in Central Time (CST)')).toBeInTheDocument();
  });

  it('says when the designer has no time to schedule, or a day has none left', async () => {
    const { user } = show({ api: { windows: [] } });
    await choosePackage(user, /60 minutes/);
    expect(
      await screen.findByText('Unavailable for scheduled bookings', {}, lazy),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Schedule a session' })).not.toBeInTheDocument();
  });

  it('says when the chosen day has no times left', async () => {
    const { user } = show({ api: { times: [] } });
    await choosePackage(user, /60 minutes/);
    await pickWednesday(user);
    expect(
      await screen.findByText('This coach no longer has availability on this day', {}, lazy),
    ).toBeInTheDocument();
  });

  it('goes back with Edit and clears every later choice', async () => {
    const { user } = show();
    await choosePackage(user, /60 minutes/);
    await pickWednesday(user);
    await pickTime(user, '11:00 AM');

    await user.click(screen.getByRole('button', { name: 'Edit date' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Plan a date' })).toHaveFocus();
    expect(stepItem('Plan a date')).not.toHaveTextContent('Wednesday');
    expect(stepItem('Select a time')).not.toHaveTextContent('11:00 AM');
    expect(screen.queryByRole('button', { name: 'Edit time' })).not.toBeInTheDocument();

    await pickWednesday(user);
    await pickTime(user, '12:00 PM');
    await user.click(screen.getByRole('button', { name: 'Edit time' }));
    expect(currentStep()).toContain('Select a time');
    expect(stepItem('Plan a date')).toHaveTextContent('Wednesday, March 4, 2026');

    await user.click(screen.getByRole('button', { name: 'Edit package' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Session Options' })).toHaveFocus();
    expect(stepItem('Session Options')).not.toHaveTextContent('Virtual Consult');
    expect(screen.queryByRole('button', { name: /^Edit/ })).not.toBeInTheDocument();
  });

  it('clears the date, time and call when the designer changes, and keeps the package', async () => {
    const { user, changeCoach, requests } = show();
    await choosePackage(user, /60 minutes/);
    await pickWednesday(user);
    await pickTime(user, '11:00 AM');
    changeCoach(otherCoach);
    expect(currentStep()).toContain('Plan a date');
    expect(stepItem('Session Options')).toHaveTextContent('Virtual Consult — 60 minutes');
    expect(stepItem('Plan a date')).not.toHaveTextContent('Wednesday');
    expect(stepItem('Select a time')).not.toHaveTextContent('11:00 AM');
    await screen.findByRole('heading', { name: 'Schedule a session' }, lazy);
    await waitFor(() =>
      expect(requests.some((request) => request.startsWith('GET /users/12/all-available'))).toBe(
        true,
      ),
    );
  });

  it('skips the date and the time for a package with no call', async () => {
    const { user, orders } = show();
    await choosePackage(user, /Garden Photo Review/);
    expect(screen.getByRole('heading', { level: 2, name: 'Book your session' })).toHaveFocus();
    expect(stepItem('Plan a date')).toHaveTextContent('Not needed');
    expect(stepItem('Select a time')).toHaveTextContent('Not needed');
    expect(stepItem('Plan a date')).toHaveAttribute('data-status', 'skipped');
    await payWithVisa(user);
    await screen.findByRole('heading', { level: 2, name: 'Thank you for booking!' }, lazy);
    expect(orders[0]).toMatchObject({
      product_id: 6,
      coach_id: 2,
      scheduled_start: null,
      scheduled_end: null,
      instant_booking: false,
    });
  });

  it('books a live designer at once: Available Now!, Get Started, then Book Now!', async () => {
    const { user, orders } = show({ coach: liveCoach });
    const card = within(screen.getByRole('list', { name: 'Session packages' })).getAllByRole(
      'listitem',
    )[1]!;
    expect(within(card).getByText('Available Now!')).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Get Started: Virtual Consult — 30 minutes' }),
    ).toBeInTheDocument();
    // Only packages that can be booked instantly say so.
    expect(screen.getAllByText('Available Now!')).toHaveLength(1);
    expect(
      screen.getByRole('button', { name: 'Book Now: Virtual Consult — 60 minutes' }),
    ).toBeInTheDocument();

    await choosePackage(user, /^Get Started/);
    await user.click(screen.getByRole('button', { name: 'Book Now!' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Book your session' })).toHaveFocus();
    expect(stepItem('Plan a date')).toHaveTextContent('Starting now');
    expect(stepItem('Select a time')).toHaveAttribute('data-status', 'skipped');
    await payWithVisa(user);
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Thank you for booking!' }, lazy),
    ).toHaveFocus();
    expect(orders[0]).toMatchObject({
      coach_id: 2,
      product_id: 2,
      instant_booking: true,
      scheduled_start: '2026-03-02T15:00:00.000Z',
      scheduled_end: '2026-03-02T15:30:00.000Z',
    });
    expect(screen.getByRole('link', { name: /^Join Meeting/ })).toHaveAttribute(
      'href',
      'https://zoom.example/j/81234567890',
    );
  });

  it('sends the session through the checkout and thanks the customer with its time', async () => {
    const { user, orders } = show();
    await choosePackage(user, /60 minutes/);
    await pickWednesday(user);
    await pickTime(user, '11:00 AM');
    await payWithVisa(user);
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Thank you for booking!' }, lazy),
    ).toHaveFocus();
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({
      user_id: 41,
      product_id: 3,
      coach_id: 2,
      amount: 12500,
      payment_source: 'src_visa',
      instant_booking: false,
      scheduled_start: '2026-03-04T17:00:00.000Z',
      scheduled_end: '2026-03-04T18:00:00.000Z',
    });
    expect(screen.getByRole('heading', { name: 'Congratulations!' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Your session is booked for Wednesday, March 4, 2026, 11:00 AM to 12:00 PM CST.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Fill Out the Questionnaire' })).toBeInTheDocument();
    expect(currentStep()).toContain('Thank you for booking!');
    // The order is placed: nothing to edit any more.
    expect(screen.queryByRole('button', { name: /^Edit/ })).not.toBeInTheDocument();
  });

  it('asks a visitor to log in to book', async () => {
    const { user } = show({ account: null });
    await choosePackage(user, /Garden Photo Review/);
    expect(
      screen.getByRole('heading', { level: 2, name: 'Login to Book Your Session' }),
    ).toHaveFocus();
    expect(
      await screen.findByText('Sign up or log in to buy Garden Photo Review.', {}, lazy),
    ).toBeInTheDocument();
  });

  it('says an inactive designer is unavailable, and shows no packages', () => {
    show({ coach: inactiveCoach });
    expect(screen.getByText('Rosa Lind is unavailable for coaching sessions.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Booking steps' })).not.toBeInTheDocument();
  });

  it('shows a coach their own booker with a notice and the buttons disabled', () => {
    show({ account: fakeAccount({ id: 2, coach: true, has_zoom: true }) });
    expect(
      screen.getByText(
        "This is how customers see your booking options. You can't book a session with yourself.",
      ),
    ).toBeInTheDocument();
    const buttons = within(screen.getByRole('list', { name: 'Session packages' })).getAllByRole(
      'button',
    );
    expect(buttons).toHaveLength(3);
    buttons.forEach((button) => expect(button).toBeDisabled());
  });
});

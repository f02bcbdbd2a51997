import type { Meta, StoryObj } from '@storybook/react-vite';
import type {} from 'msw-storybook-addon/types';
import { expect, userEvent, within } from 'storybook/test';
import { fakeAccount } from '#src/testing/FakeSession.tsx';
import { SessionBooker } from './SessionBooker.tsx';
import { withBookerFrame, type BookerStoryParameters } from './testing/BookerStoryFrame.tsx';
import {
  bookingCoach,
  bookingHandlers,
  bookingNow,
  bookingProducts,
  inactiveCoach,
  liveCoach,
} from './testing/bookingFixtures.ts';

type Canvas = ReturnType<typeof within>;
const lazy = { timeout: 5000 };
const booker = (options: BookerStoryParameters) => ({ booker: options });

const steps = (canvas: Canvas) => within(canvas.getByRole('list', { name: 'Booking steps' }));
const stepItem = (canvas: Canvas, label: string) =>
  steps(canvas)
    .getAllByRole('listitem')
    .find((item) => item.textContent?.includes(label))!;
const expectCurrent = async (canvas: Canvas, label: string) =>
  expect(stepItem(canvas, label)).toHaveAttribute('aria-current', 'step');

const toCalendar = async (canvas: Canvas) => {
  await userEvent.click(
    canvas.getByRole('button', { name: 'Book Now: Virtual Consult — 60 minutes' }),
  );
  await canvas.findByRole('heading', { name: 'Schedule a session' }, lazy);
};
const toTimes = async (canvas: Canvas) => {
  await toCalendar(canvas);
  await userEvent.click(
    canvas.getByRole('button', { name: /^Wednesday, March 4, 2026, available/ }),
  );
  return canvas.findByRole('list', { name: 'Available times on Wednesday, March 4, 2026' }, lazy);
};
const toCheckout = async (canvas: Canvas) => {
  await toTimes(canvas);
  await userEvent.click(canvas.getByRole('button', { name: '11:00 AM' }));
  await canvas.findByRole('heading', { level: 3, name: 'Checkout' }, lazy);
};
const pay = async (canvas: Canvas) => {
  await userEvent.click(await canvas.findByRole('radio', { name: /Visa ending in 4242/ }, lazy));
  await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
  await userEvent.click(await canvas.findByRole('button', { name: /^Pay / }));
  await canvas.findByRole('heading', { level: 2, name: 'Thank you for booking!' }, lazy);
};

/**
 * **SessionBooker** (`src/features/coaching`): how a customer books a video session with a designer — on every
 * designer's profile (`/designers/{id}`), and on any CMS page through the `booking` section (its only
 * field is the designer). The header lists the five steps, marks the current one and keeps what was
 * chosen, with an **Edit** button to go back (which clears the later choices):
 *
 * 0. **Session Options**: the session packages (`GET /products?type=coaching-session&order=desc`),
 *    dearest first, each with its icon (Roots, Pot, Gardener), price, name, length and description.
 *    'Book Now'; 'Get Started' with an 'Available Now!' badge when the designer is live and the
 *    package can be booked instantly.
 * 1. **Plan a date**: 'Book Now!' for an instant session while the designer is live, and the calendar
 *    'Schedule a session' of the designer's free days from two days (48 hours) to 30 days ahead, or
 *    'Unavailable for scheduled bookings'.
 * 2. **Select a time**: the day's start times in the customer's timezone, which is named.
 * 3. **Book your session**: the checkout (a visitor signs up or logs in right there: 'Login to Book
 *    Your Session').
 * 4. **Thank you for booking!**: the booked time, then the questionnaire, or the meeting to join.
 *
 * A package with no call (length 0) goes from step 0 to step 3. An inactive designer is
 * '{name} is unavailable for coaching sessions.'; a designer on their own profile sees the booker
 * with its buttons disabled. Here "now" is Monday 2 March 2026, 9:00 AM in Chicago (the customer's
 * timezone); the designer's windows are weekdays in Los Angeles, and the API is MSW with the
 * contract's rules; the checkout pays with the fake Stripe ('Visa ending in 4242').
 */
const meta = {
  title: 'Coaching/SessionBooker',
  component: SessionBooker,
  decorators: [withBookerFrame],
  args: { coach: bookingCoach, products: bookingProducts, now: bookingNow },
  beforeEach({ msw }) {
    msw.use(...bookingHandlers());
  },
} satisfies Meta<typeof SessionBooker>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Step 0: the packages, as the server renders them. */
export const SessionOptions: Story = {
  play: async ({ canvas }) => {
    await expectCurrent(canvas, 'Session Options');
    const packages = within(canvas.getByRole('list', { name: 'Session packages' }));
    await expect(packages.getAllByRole('listitem')).toHaveLength(3);
    await expect(packages.getByText('$125.00')).toBeVisible();
    await expect(packages.getByText('60 minutes')).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: 'Book Now: Garden Photo Review' }),
    ).toBeEnabled();
  },
};

/** Step 1: the designer's calendar; the days a session still fits are marked and can be picked. */
export const PlanADate: Story = {
  play: async ({ canvas }) => {
    await toCalendar(canvas);
    await expectCurrent(canvas, 'Plan a date');
    await expect(canvas.getByRole('heading', { level: 2, name: 'Plan a date' })).toHaveFocus();
    await expect(stepItem(canvas, 'Session Options')).toHaveTextContent(
      'Virtual Consult — 60 minutes',
    );
    // Tomorrow is inside the 48 hours: not offered.
    await expect(canvas.getByRole('button', { name: /^Tuesday, March 3, 2026/ })).toBeDisabled();
    await expect(
      canvas.getByRole('button', { name: /^Wednesday, March 4, 2026, available/ }),
    ).toBeEnabled();
  },
};

/** Step 2: the day's times in the customer's timezone. */
export const SelectATime: Story = {
  play: async ({ canvas }) => {
    const times = await toTimes(canvas);
    await expectCurrent(canvas, 'Select a time');
    await expect(canvas.getByText('Times are in Central Time (CST)')).toBeVisible();
    await expect(within(times).getAllByRole('button')[0]).toHaveTextContent('11:00 AM');
  },
};

/** Step 3: the checkout for the chosen time. */
export const BookYourSession: Story = {
  play: async ({ canvas }) => {
    await toCheckout(canvas);
    await expectCurrent(canvas, 'Book your session');
    await expect(stepItem(canvas, 'Select a time')).toHaveTextContent('11:00 AM CST');
    await expect(canvas.getByRole('button', { name: 'Edit date' })).toBeVisible();
  },
};

/** Step 4: paid; the booked time and the questionnaire. */
export const ThankYouForBooking: Story = {
  play: async ({ canvas }) => {
    await toCheckout(canvas);
    await pay(canvas);
    await expectCurrent(canvas, 'Thank you for booking!');
    await expect(
      canvas.getByText(
        'Your session is booked for Wednesday, March 4, 2026, 11:00 AM to 12:00 PM CST.',
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Fill Out the Questionnaire' })).toBeVisible();
  },
};

/** Edit goes back and clears what came after. */
export const EditADate: Story = {
  play: async ({ canvas }) => {
    await toCheckout(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit date' }));
    await expectCurrent(canvas, 'Plan a date');
    await expect(stepItem(canvas, 'Select a time')).not.toHaveTextContent('11:00 AM');
  },
};

/** A live designer: 'Available Now!' on the packages that can be booked instantly, 'Get Started'. */
export const AvailableNow: Story = {
  args: { coach: liveCoach },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('Available Now!')).toHaveLength(1);
    await expect(
      canvas.getByRole('button', { name: 'Get Started: Virtual Consult — 30 minutes' }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: 'Book Now: Virtual Consult — 60 minutes' }),
    ).toBeVisible();
  },
};

/** Instant booking: 'Book Now!' goes straight to the checkout; after paying, the meeting to join. */
export const InstantBooking: Story = {
  args: { coach: liveCoach },
  play: async ({ canvas }) => {
    await userEvent.click(
      canvas.getByRole('button', { name: 'Get Started: Virtual Consult — 30 minutes' }),
    );
    await expect(canvas.getByRole('button', { name: 'Book Now!' })).toBeVisible();
    await canvas.findByRole('heading', { name: 'Schedule a session' }, lazy);
    await userEvent.click(canvas.getByRole('button', { name: 'Book Now!' }));
    await expectCurrent(canvas, 'Book your session');
    await expect(stepItem(canvas, 'Plan a date')).toHaveTextContent('Starting now');
    await pay(canvas);
    await expect(canvas.getByRole('link', { name: /^Join Meeting/ })).toBeVisible();
  },
};

/** No window from two days to 30 days ahead. */
export const UnavailableForScheduledBookings: Story = {
  beforeEach({ msw }) {
    msw.use(...bookingHandlers({ windows: [] }));
  },
  play: async ({ canvas }) => {
    await userEvent.click(
      canvas.getByRole('button', { name: 'Book Now: Virtual Consult — 60 minutes' }),
    );
    await expect(
      await canvas.findByText('Unavailable for scheduled bookings', {}, lazy),
    ).toBeVisible();
  },
};

/** The day's last times were taken meanwhile. */
export const NoTimesOnADay: Story = {
  beforeEach({ msw }) {
    msw.use(...bookingHandlers({ times: [] }));
  },
  play: async ({ canvas }) => {
    await toCalendar(canvas);
    await userEvent.click(
      canvas.getByRole('button', { name: /^Wednesday, March 4, 2026, available/ }),
    );
    await expect(
      await canvas.findByText('This coach no longer has availability on this day', {}, lazy),
    ).toBeVisible();
  },
};

/** The calendar still loading. */
export const LoadingAvailability: Story = {
  beforeEach({ msw }) {
    msw.use(...bookingHandlers({ latency: 'infinite' }));
  },
  play: async ({ canvas }) => {
    await userEvent.click(
      canvas.getByRole('button', { name: 'Book Now: Virtual Consult — 60 minutes' }),
    );
    await expect(await canvas.findByRole('status', {}, lazy)).toHaveTextContent(
      'Loading availability…',
    );
  },
};

/** A package with no call (length 0): no date, no time. */
export const PackageWithoutACall: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Book Now: Garden Photo Review' }));
    await expectCurrent(canvas, 'Book your session');
    await expect(stepItem(canvas, 'Plan a date')).toHaveTextContent('Not needed');
    await expect(stepItem(canvas, 'Select a time')).toHaveTextContent('Not needed');
    await expect(
      await canvas.findByRole('heading', { level: 3, name: 'Checkout' }, lazy),
    ).toBeVisible();
  },
};

/** A visitor: the checkout asks them to sign up or log in first. */
export const SignedOut: Story = {
  parameters: booker({ account: null }),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Book Now: Garden Photo Review' }));
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Login to Book Your Session' }),
    ).toBeVisible();
    await expect(
      await canvas.findByText('Sign up or log in to buy Garden Photo Review.', {}, lazy),
    ).toBeVisible();
  },
};

/** A designer who is not active (here: no meeting account). */
export const InactiveDesigner: Story = {
  args: { coach: inactiveCoach },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Rosa Lind is unavailable for coaching sessions.')).toBeVisible();
    await expect(canvas.queryByRole('list', { name: 'Session packages' })).toBeNull();
  },
};

/** The designer on their own profile: how customers see it, nothing to press. */
export const OwnProfile: Story = {
  parameters: booker({
    account: fakeAccount({
      id: bookingCoach.id,
      first_name: 'Maya',
      last_name: 'Okafor',
      coach: true,
      has_zoom: true,
      coach_status: 'active',
      timezone: 'America/Los_Angeles',
    }),
  }),
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText(
        "This is how customers see your booking options. You can't book a session with yourself.",
      ),
    ).toBeVisible();
    const buttons = within(canvas.getByRole('list', { name: 'Session packages' })).getAllByRole(
      'button',
    );
    for (const button of buttons) await expect(button).toBeDisabled();
  },
};

/** The packages could not be loaded (the page did not bring them and the API failed): a retry. */
export const ApiFailure: Story = {
  args: { products: null },
  beforeEach({ msw }) {
    msw.use(...bookingHandlers({ products: 500 }));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Sorry, we were unable to load the session packages.',
    );
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** The designer's calendar could not be loaded: a retry. */
export const CalendarFailure: Story = {
  beforeEach({ msw }) {
    msw.use(...bookingHandlers({ windows: 500 }));
  },
  play: async ({ canvas }) => {
    await userEvent.click(
      canvas.getByRole('button', { name: 'Book Now: Virtual Consult — 60 minutes' }),
    );
    await expect(await canvas.findByRole('alert', {}, lazy)).toHaveTextContent(
      "Sorry, we were unable to load Maya's availability.",
    );
  },
};

/**
 * On a phone the steps take one short row: a numbered track with the current step named beside
 * its number, and Edit under each finished choice; the choices themselves stay in each step's name
 * for screen readers (the checkout below shows them).
 */
export const StepsOnAPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    await toCheckout(canvas);
    const list = canvas.getByRole('list', { name: 'Booking steps' });
    await expect(list.getBoundingClientRect().height).toBeLessThanOrEqual(96);
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth);
    await expect(
      within(stepItem(canvas, 'Book your session')).getByText('Book your session'),
    ).toBeVisible();
    for (const name of ['Edit package', 'Edit date', 'Edit time']) {
      await expect(canvas.getByRole('button', { name })).toBeVisible();
    }
    await expect(stepItem(canvas, 'Select a time')).toHaveTextContent('11:00 AM CST');
  },
};

/** From a tablet up the five steps stand side by side, each with its choice. */
export const StepsOnADesktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvas }) => {
    await toCheckout(canvas);
    const items = steps(canvas).getAllByRole('listitem');
    const tops = new Set(items.map((item) => Math.round(item.getBoundingClientRect().top)));
    await expect(tops.size).toBe(1);
    await expect(within(stepItem(canvas, 'Select a time')).getByText('11:00 AM CST')).toBeVisible();
  },
};

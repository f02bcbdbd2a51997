import type { Meta, StoryObj } from '@storybook/react-vite';
import type {} from 'msw-storybook-addon/types';
import { expect, within } from 'storybook/test';
import { bookingSections } from '#src/demo/sections/booking.ts';
import {
  bookingHandlers,
  bookingProducts,
  inactiveCoach,
} from '#src/features/coaching/testing/bookingFixtures.ts';
import { messageCatalogue } from '#src/lib/messages/catalogue.ts';
import { apiStates, sectionCatalogue } from '#sections/_story/sectionCatalogue.tsx';
import bookingModule from './index.ts';
import { Booking } from './Booking.tsx';

const catalogue = sectionCatalogue(bookingModule, Booking, bookingSections);
const { demo, propsOf } = catalogue;
const lazy = { timeout: 5000 };

/**
 * **Booking** (`booking`): the session booker of one designer, for a landing page that sells their
 * sessions ("Book a call with Maya"). Editors fill in:
 * - `coach` (required): the designer's user id (a number, numeric text or the related user `{ id }`).
 *
 * It shows the same booker as the designer's profile (Coaching/SessionBooker has every step and
 * state): the session packages, then a date, a time, the checkout and the thanks. The designer and
 * the packages come from the API (`GET /users/{id}`, `GET /products?type=coaching-session&order=desc`)
 * in the page's first HTML. A designer the API does not know, or who is not active, is said to be
 * unavailable; when the designer cannot be loaded it says so, and the rest of the page is untouched.
 *
 * Background: any of beige, green, pink, white (white when none is chosen); the booker sits on a white
 * card on each.
 */
const meta = {
  title: 'Sections/Booking',
  ...catalogue.meta,
  // The designer and the packages come from the API as the browser calls it (/api/...), here MSW.
  beforeEach({ msw }) {
    msw.use(...bookingHandlers());
  },
} satisfies Meta<typeof Booking>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const White: Story = {
  args: demo(0),
  play: async ({ canvas }) => {
    const packages = await canvas.findByRole('list', { name: 'Session packages' }, lazy);
    await expect(within(packages).getAllByRole('listitem')).toHaveLength(bookingProducts.length);
    await expect(
      canvas.getByRole('button', { name: 'Book Now: Virtual Consult — 60 minutes' }),
    ).toBeVisible();
  },
};
export const Beige: Story = { args: demo(1) };
export const Green: Story = {
  args: demo(2),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'Session Options' }, lazy),
    ).toBeVisible();
  },
};
export const Pink: Story = { args: demo(3) };

export const RequiredFieldsOnly: Story = {
  args: propsOf({ type: bookingModule.type, content: { coach: 2 } }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('list', { name: 'Booking steps' }, lazy)).toBeVisible();
  },
};

/** Long package names and descriptions: the cards wrap, the buttons stay on one line. */
export const LongContent: Story = {
  beforeEach({ msw }) {
    msw.use(
      ...bookingHandlers({
        products: bookingProducts.map((product) => ({
          ...product,
          name: `${product.name}: a long look at your whole garden, bed by bed`,
          description: `${product.description} ${product.description}`,
        })),
      }),
    );
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', {
        name: 'Garden Photo Review: a long look at your whole garden, bed by bed',
      }),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(apiStates.loading('/api/users/:id'));
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading the designer’s sessions…');
  },
};

/** A designer the API does not know (a deleted account, a wrong id). */
export const UnknownDesigner: Story = {
  beforeEach({ msw }) {
    msw.use(apiStates.error('/api/users/:id', 404, 'User not found'));
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('This designer is unavailable for coaching sessions.'),
    ).toBeVisible();
  },
};

/** A designer who is not active (no meeting account, paused): nobody can book them. */
export const InactiveDesigner: Story = {
  beforeEach({ msw }) {
    msw.use(...bookingHandlers({ coach: inactiveCoach }));
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Rosa Lind is unavailable for coaching sessions.'),
    ).toBeVisible();
  },
};

/** The designer cannot be loaded: the section says so (and a toast), the page carries on. */
export const Error: Story = {
  beforeEach({ msw }) {
    msw.use(apiStates.error('/api/users/:id'));
  },
  play: async ({ canvasElement }) => {
    const section = within(canvasElement.querySelector<HTMLElement>('[data-section-type]')!);
    await expect(
      await section.findByText(messageCatalogue.unableToLoadCoach.message),
    ).toBeVisible();
  },
};

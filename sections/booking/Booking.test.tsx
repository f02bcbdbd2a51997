import { screen, within } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bookingSections } from '#src/demo/sections/booking.ts';
import { createApiClient } from '#src/lib/api/client.ts';
import {
  bookingCoach,
  bookingHandlers,
  bookingProducts,
  inactiveCoach,
} from '#src/features/coaching/testing/bookingFixtures.ts';
import { defaultPublicConfig } from '#src/lib/config/runtimeConfig.tsx';
import { messageCatalogue } from '#src/lib/messages/catalogue.ts';
import { createNotificationStore } from '#src/lib/messages/notificationStore.ts';
import { apiStates } from '#sections/_story/sectionCatalogue.tsx';
import {
  parseSection,
  renderSection,
  testSectionSchema,
} from '#src/lib/sectionKit/testing/sectionTests.tsx';
import { testStoryCatalogue } from '#src/lib/sectionKit/testing/storyCatalogue.ts';
import bookingModule from './index.ts';
import { bookingLoadingText } from './Booking.tsx';
import * as stories from './Booking.stories.tsx';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const coachMessage = 'Choose the designer whose sessions this section books (their id).';

// Every demo and seeded section parses; each required field, missing or of the wrong type, is
// reported with its own path and message.
testSectionSchema(bookingModule, {
  demos: bookingSections,
  required: { coach: { message: coachMessage, empty: { value: '  ' } } },
});

// A Playground and a story for every layout and background.
testStoryCatalogue(bookingModule, stories);

const content = { coach: 2 };

describe('booking section', () => {
  it('reads the designer’s id as a number, numeric text or the related user', () => {
    for (const coach of [2, ' 2 ', { id: 2 }, { id: '2' }]) {
      expect(parseSection(bookingModule, { coach })).toMatchObject({
        ok: true,
        section: { content: { coach: 2 } },
      });
    }
    for (const coach of [0, 2.5, 'maya', { id: 'maya' }]) {
      expect(parseSection(bookingModule, { coach })).toMatchObject({
        ok: false,
        field: 'content.coach',
        message: coachMessage,
      });
    }
  });

  it('shows the designer’s booker with the packages the API answers', async () => {
    server.use(...bookingHandlers());
    renderSection(bookingModule, { content });
    expect(screen.getByRole('status')).toHaveTextContent(bookingLoadingText);
    const packages = await screen.findByRole('list', { name: 'Session packages' });
    expect(
      within(packages)
        .getAllByRole('heading')
        .map((heading) => heading.textContent),
    ).toEqual(bookingProducts.map((product) => product.name));
    expect(screen.getByRole('heading', { level: 2, name: 'Session Options' })).toBeInTheDocument();
  });

  it('says an unknown designer is unavailable', async () => {
    server.use(apiStates.error('*/users/:id', 404, 'User not found'), ...bookingHandlers());
    renderSection(bookingModule, { content: { coach: 404 } });
    expect(
      await screen.findByText('This designer is unavailable for coaching sessions.'),
    ).toBeInTheDocument();
  });

  it('says an inactive designer is unavailable, by name', async () => {
    server.use(...bookingHandlers({ coach: inactiveCoach }));
    renderSection(bookingModule, { content: { coach: 9 } });
    expect(
      await screen.findByText('Rosa Lind is unavailable for coaching sessions.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Session packages' })).not.toBeInTheDocument();
  });

  it('says so, in the section and in a toast, when the designer cannot be loaded', async () => {
    server.use(apiStates.error('*/users/:id'), ...bookingHandlers());
    const notificationStore = createNotificationStore();
    renderSection(bookingModule, { content }, { notificationStore });
    const message = messageCatalogue.unableToLoadCoach.message;
    // Once in the section, once in the toast.
    expect(await screen.findAllByText(message)).toHaveLength(2);
    expect(
      within(screen.getByRole('region', { name: 'Notifications' })).getByText(message),
    ).toBeInTheDocument();
    expect(notificationStore.getSnapshot().map((item) => item.message)).toContain(message);
  });

  it('prefetches the designer and the packages on the server under the key the browser reads', async () => {
    server.use(...bookingHandlers());
    const api = createApiClient({ baseUrl: `${window.location.origin}/api` });
    const parsed = bookingModule.parse({ id: 1, ...bookingSections[0]! });
    if (!parsed.ok) throw new Error(parsed.message);
    await expect(
      bookingModule.prefetch!(api, parsed.section.content, defaultPublicConfig),
    ).resolves.toEqual({
      'GET /users/2 + GET /products?type=coaching-session&order=desc': {
        coach: bookingCoach,
        products: bookingProducts,
      },
    });
  });

  it('leaves the packages to the browser when only they fail on the server', async () => {
    server.use(...bookingHandlers({ products: 500 }));
    const api = createApiClient({ baseUrl: `${window.location.origin}/api` });
    await expect(bookingModule.prefetch!(api, content, defaultPublicConfig)).resolves.toEqual({
      'GET /users/2 + GET /products?type=coaching-session&order=desc': {
        coach: bookingCoach,
        products: null,
      },
    });
  });
});

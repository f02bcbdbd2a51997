import { render, screen, within } from '@testing-library/react';
import { createRoutesStub, Outlet } from 'react-router';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CartProvider } from '#src/features/shop/CartProvider.tsx';
import type { AccountWire } from '#src/lib/api/types.ts';
import { defaultPublicConfig } from '#src/lib/config/runtimeConfig.tsx';
import { StoryProviders } from '#src/testing/StoryProviders.tsx';
import type { RootData } from '#site/rootData.ts';
import { designerForbiddenMessage, ErrorPage } from './ErrorPage.tsx';
import { shellHandlers } from './testing/shellHandlers.ts';
import { ErrorContent } from './shellParts.ts';
import { registerFooter } from './footerModule.ts';
import { SiteFooter } from './SiteFooter.tsx';

// The layout loads the store's cart and footer menus.
const server = setupServer();
// The footer's code is here at once, as on the server (in a browser it loads when needed: FooterIsland).
registerFooter(SiteFooter);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
// The page's words are a chunk of their own, loaded before hydration when the server's HTML shows them.
beforeAll(async () => {
  await ErrorContent.preload();
});
beforeEach(() => server.use(...shellHandlers()));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const customer: AccountWire = {
  id: 7,
  email: 'customer@trellis.test',
  first_name: 'Casey',
  last_name: 'Customer',
  timezone: 'America/Chicago',
  role: 'customer',
  coach: false,
  has_zoom: false,
};

function showErrorPage(
  props: Parameters<typeof ErrorPage>[0],
  { account = null }: { account?: AccountWire | null } = {},
) {
  const data: RootData = {
    config: defaultPublicConfig,
    account,
    siteOptions: [],
    flash: null,
    renderedAt: '2030-05-01T12:00:00.000Z',
  };
  const Stub = createRoutesStub([
    {
      id: 'root',
      loader: () => data,
      Component: Outlet,
      children: [{ path: '*', Component: () => <ErrorPage {...props} /> }],
    },
  ]);
  render(
    <StoryProviders router={false}>
      <CartProvider>
        <Stub initialEntries={['/missing-page']} hydrationData={{ loaderData: { root: data } }} />
      </CartProvider>
    </StoryProviders>,
  );
  return screen.findByRole('main');
}

function linksOf(main: HTMLElement) {
  return within(main)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);
}

describe('ErrorPage', () => {
  it('says a 404 page was not found and suggests Inspiration, About and Blog', async () => {
    const main = await showErrorPage({ status: 404 });
    expect(within(main).getByRole('heading', { level: 1 })).toHaveTextContent('Page not found');
    expect(within(main).getByText('This page could not be found')).toBeInTheDocument();
    expect(linksOf(main)).toEqual([
      ['Inspiration', '/inspiration'],
      ['About', '/about'],
      ['Blog', '/blog'],
    ]);
    expect(within(main).queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows the message of a 403 with a link home', async () => {
    const main = await showErrorPage({ status: 403, message: 'Only the owner can see this order' });
    expect(within(main).getByRole('heading', { level: 1 })).toHaveTextContent('Forbidden');
    expect(within(main).getByText('Only the owner can see this order')).toBeInTheDocument();
    expect(linksOf(main)).toEqual([['Take me home', '/']]);
  });

  it('explains a 403 without a message', async () => {
    const main = await showErrorPage({ status: 403 });
    expect(within(main).getByText('You are unauthorized to view this page')).toBeInTheDocument();
    expect(linksOf(main)).toEqual([['Take me home', '/']]);
  });

  it('sends a visitor of an unavailable designer to Designers or Home', async () => {
    const main = await showErrorPage({ status: 403, message: designerForbiddenMessage });
    expect(within(main).getByRole('heading', { level: 1 })).toHaveTextContent('Forbidden');
    expect(within(main).queryByText(designerForbiddenMessage)).not.toBeInTheDocument();
    expect(linksOf(main)).toEqual([
      ['Designers', '/designers'],
      ['Home', '/'],
    ]);
  });

  it.each([500, 502, 401])(
    'says Wooops! with Refresh and Take me home for a %i',
    async (status) => {
      const main = await showErrorPage({ status });
      expect(within(main).getByRole('heading', { level: 1 })).toHaveTextContent('Wooops!');
      expect(
        within(main).getByText('Something went wrong on our side. Please try again.'),
      ).toBeInTheDocument();
      expect(within(main).getByRole('button', { name: 'Refresh' })).toHaveAttribute(
        'type',
        'button',
      );
      expect(linksOf(main)).toEqual([['Take me home', '/']]);
    },
  );

  it('says what was wrong with a form the site could not read, with Refresh and Take me home', async () => {
    const main = await showErrorPage({ status: 413, message: 'The form is too large to send.' });
    expect(within(main).getByRole('heading', { level: 1 })).toHaveTextContent('Wooops!');
    expect(within(main).getByText('The form is too large to send.')).toBeInTheDocument();
    expect(within(main).queryByText(/on our side/)).not.toBeInTheDocument();
    expect(within(main).getByRole('button', { name: 'Refresh' })).toBeInTheDocument();
    expect(linksOf(main)).toEqual([['Take me home', '/']]);
  });

  it.each([400, 415])(
    "says the specification's unknown-error wording for a %i without a message",
    async (status) => {
      const main = await showErrorPage({ status });
      expect(
        within(main).getByText('An unknown error occurred, please try again soon.'),
      ).toBeInTheDocument();
    },
  );

  it("never shows a 405's message (React Router's own words for a route without an action)", async () => {
    const main = await showErrorPage({ status: 405, message: 'Error: You made a POST request' });
    expect(within(main).queryByText(/POST request/)).not.toBeInTheDocument();
    expect(
      within(main).getByText('Something went wrong on our side. Please try again.'),
    ).toBeInTheDocument();
  });

  it('keeps the site header and footer around the error', async () => {
    await showErrorPage({ status: 404 });
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(await screen.findByRole('contentinfo')).toBeInTheDocument();
  });

  it('shows the signed-in account in the header from the root data', async () => {
    await showErrorPage({ status: 500 }, { account: customer });
    const header = screen.getByRole('banner');
    expect(within(header).getAllByRole('link', { name: 'Account' })[0]).toHaveAttribute(
      'href',
      '/account',
    );
    expect(within(header).queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
  });
});

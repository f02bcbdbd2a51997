import { render, screen, within } from '@testing-library/react';
import { createRoutesStub, Outlet } from 'react-router';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CartProvider } from '#src/features/shop/CartProvider.tsx';
import { siteAlert } from '#src/demo/siteContent.ts';
import type { AccountWire, SiteOptionWire } from '#src/lib/api/types.ts';
import { StoryProviders } from '#src/testing/StoryProviders.tsx';
import type { RootData } from '#site/rootData.ts';
import { useRootData } from '#site/rootData.ts';
import { defaultPublicConfig } from '#src/lib/config/runtimeConfig.tsx';
import { IsolatedLayout } from './IsolatedLayout.tsx';
import { SiteLayout } from './SiteLayout.tsx';
import { registerFooter } from './footerModule.ts';
import { SiteFooter } from './SiteFooter.tsx';
import { footer } from './shell.css.ts';
import {
  customerAccount,
  designCompleteAccount,
  designCreatedAccount,
  impersonatedAccount,
} from './testing/shellAccounts.ts';
import { shellHandlers } from './testing/shellHandlers.ts';

// The banner's code is a chunk of its own: its first load may take more than a second on a busy machine.
const lazyChunk = { timeout: 10_000 };

// The layout loads the store's cart and footer menus.
const server = setupServer();
// The footer's code is here at once, as on the server (in a browser it loads when needed: FooterIsland).
registerFooter(SiteFooter);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => server.use(...shellHandlers()));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const alertCopy = siteAlert.fields.copy;

function rootData(siteOptions: SiteOptionWire[], account: AccountWire | null): RootData {
  return {
    config: defaultPublicConfig,
    account,
    siteOptions,
    flash: null,
    renderedAt: '2030-05-01T12:00:00.000Z',
  };
}

/** The site layout route as site/routes/_site.tsx composes it, under a root route with its data. */
function SiteRoutes() {
  const root = useRootData();
  return (
    <SiteLayout account={root?.account ?? null} siteOptions={root?.siteOptions}>
      <Outlet />
    </SiteLayout>
  );
}

function renderSite(
  path: string,
  siteOptions: SiteOptionWire[] = [siteAlert],
  account: AccountWire | null = null,
) {
  const data = rootData(siteOptions, account);
  const Stub = createRoutesStub([
    {
      id: 'root',
      loader: () => data,
      Component: Outlet,
      children: [
        {
          Component: SiteRoutes,
          children: [{ path: '*', Component: () => <h1>Page content</h1> }],
        },
      ],
    },
  ]);
  render(
    <StoryProviders router={false}>
      <CartProvider>
        <Stub initialEntries={[path]} hydrationData={{ loaderData: { root: data } }} />
      </CartProvider>
    </StoryProviders>,
  );
}

describe('SiteLayout', () => {
  it('puts the page between the header and the footer', async () => {
    renderSite('/about');
    expect(await screen.findByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveTextContent('Page content');
    expect(await screen.findByRole('contentinfo')).toBeInTheDocument();
  });

  it('shows the site alert when it is visible', async () => {
    renderSite('/about');
    expect(await screen.findByRole('region', { name: 'Site announcement' })).toHaveTextContent(
      alertCopy,
    );
  });

  it('hides the site alert on admin routes', async () => {
    renderSite('/admin/pages');
    await screen.findByRole('main');
    expect(screen.queryByRole('region', { name: 'Site announcement' })).not.toBeInTheDocument();
    expect(screen.queryByText(alertCopy)).not.toBeInTheDocument();
  });

  it('hides the site alert when it is not visible', async () => {
    renderSite('/about', [{ ...siteAlert, fields: { ...siteAlert.fields, visible: false } }]);
    await screen.findByRole('main');
    expect(screen.queryByText(alertCopy)).not.toBeInTheDocument();
  });

  it('shows no site alert when there is none', async () => {
    renderSite('/about', []);
    await screen.findByRole('main');
    expect(screen.queryByRole('region', { name: 'Site announcement' })).not.toBeInTheDocument();
  });

  it('has a white footer on an order detail page', async () => {
    renderSite('/account/orders/5b0e7c1a-4f6d-4c1b-9a57-2f0c6d1e8a90');
    expect(await screen.findByRole('contentinfo')).toHaveClass(footer({ tone: 'white' }));
  });

  it('has a pink footer elsewhere, also below the order detail', async () => {
    renderSite('/account/orders/5b0e7c1a-4f6d-4c1b-9a57-2f0c6d1e8a90/questionnaire');
    const orderSubpage = await screen.findByRole('contentinfo');
    expect(orderSubpage).toHaveClass(footer({ tone: 'pink' }));
    expect(orderSubpage).not.toHaveClass(footer({ tone: 'white' }));
  });

  it('has a pink footer on the orders list', async () => {
    renderSite('/account/orders');
    expect(await screen.findByRole('contentinfo')).toHaveClass(footer({ tone: 'pink' }));
  });
});

describe('SiteLayout extras', () => {
  it('asks for the information of a design that is waiting for it', async () => {
    renderSite('/about', [], designCreatedAccount);
    const banner = await screen.findByRole(
      'region',
      { name: 'Your kitchen garden design' },
      lazyChunk,
    );
    expect(banner).toHaveTextContent('Your design is in progress.');
    expect(within(banner).getByRole('link', { name: 'Provide Your Information' })).toHaveAttribute(
      'href',
      '/account/designs/42',
    );
  });

  it('offers a completed design to view', async () => {
    renderSite('/about', [], designCompleteAccount);
    const banner = await screen.findByRole(
      'region',
      { name: 'Your kitchen garden design' },
      lazyChunk,
    );
    expect(banner).toHaveTextContent('Your completed design is ready to view.');
    expect(within(banner).getByRole('link', { name: 'View Your Design' })).toHaveAttribute(
      'href',
      '/account/designs/17',
    );
  });

  it('shows on each design’s page only that design’s banner', async () => {
    const twoDesigns: AccountWire = {
      ...customerAccount,
      designs_overview: { '1': 'created', '2': 'in_design', '3': 'complete' },
    };
    renderSite('/account/designs/2', [], twoDesigns);
    expect(await screen.findByRole('heading', { name: 'Page content' })).toBeInTheDocument();
    expect(
      screen.queryByRole('region', { name: 'Your kitchen garden design' }),
    ).not.toBeInTheDocument();
    expect(screen.queryByText('Provide Your Information')).not.toBeInTheDocument();
  });

  it('asks for the information on the page of the design waiting for it', async () => {
    renderSite('/account/designs/42', [], designCreatedAccount);
    const banner = await screen.findByRole(
      'region',
      { name: 'Your kitchen garden design' },
      lazyChunk,
    );
    expect(within(banner).getByRole('link', { name: 'Provide Your Information' })).toHaveAttribute(
      'href',
      '/account/designs/42',
    );
  });

  it('shows no design banner to a visitor or an account without designs', async () => {
    renderSite('/about', [], customerAccount);
    await screen.findByRole('main');
    expect(
      screen.queryByRole('region', { name: 'Your kitchen garden design' }),
    ).not.toBeInTheDocument();
  });

  it('shows the impersonation bar while impersonating, with Log Out', async () => {
    renderSite('/about', [], impersonatedAccount);
    const bar = await screen.findByRole('region', { name: 'Impersonation' });
    expect(bar).toHaveTextContent(
      'You are viewing the site as Casey Customer (customer@trellis.test).',
    );
    expect(within(bar).getByRole('link', { name: 'Log Out' })).toHaveAttribute('href', '/logout');
  });

  it('shows no impersonation bar otherwise', async () => {
    renderSite('/about', [], customerAccount);
    await screen.findByRole('main');
    expect(screen.queryByRole('region', { name: 'Impersonation' })).not.toBeInTheDocument();
  });
});

describe('IsolatedLayout', () => {
  it('shows only the logo around the page: no navigation, account links or footer', async () => {
    const Stub = createRoutesStub([
      {
        Component: () => (
          <IsolatedLayout>
            <Outlet />
          </IsolatedLayout>
        ),
        children: [{ path: '/login', Component: () => <h1>Login</h1> }],
      },
    ]);
    render(
      <StoryProviders router={false}>
        <Stub initialEntries={['/login']} />
      </StoryProviders>,
    );
    expect(await screen.findByRole('link', { name: 'Trellis home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('main')).toHaveTextContent('Login');
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Menu' })).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });
});

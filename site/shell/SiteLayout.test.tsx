import { render, screen } from '@testing-library/react';
import { createRoutesStub, Outlet } from 'react-router';
import { describe, expect, it } from 'vitest';
import { siteAlert } from '#api/seed/siteContent.ts';
import type { SiteOptionWire } from '#src/api/types.ts';
import { StoryProviders } from '#src/test/StoryProviders.tsx';
import type { RootData } from '#site/rootData.ts';
import { useRootData } from '#site/rootData.ts';
import { defaultPublicConfig } from '#src/config/runtimeConfig.tsx';
import { IsolatedLayout } from './IsolatedLayout.tsx';
import { SiteLayout } from './SiteLayout.tsx';
import { footer } from './shell.css.ts';

const alertCopy = siteAlert.fields.copy;

function rootData(siteOptions: SiteOptionWire[]): RootData {
  return { config: defaultPublicConfig, account: null, siteOptions, flash: null };
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

function renderSite(path: string, siteOptions: SiteOptionWire[] = [siteAlert]) {
  const data = rootData(siteOptions);
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
      <Stub initialEntries={[path]} hydrationData={{ loaderData: { root: data } }} />
    </StoryProviders>,
  );
}

describe('SiteLayout', () => {
  it('puts the page between the header and the footer', async () => {
    renderSite('/about');
    expect(await screen.findByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveTextContent('Page content');
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
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

import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub, redirect, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { AccountWire } from '#src/api/types.ts';
import { ConfigProvider, defaultPublicConfig } from '#src/config/runtimeConfig.tsx';
import { StoryProviders } from '#src/test/StoryProviders.tsx';
import { SiteHeader } from './SiteHeader.tsx';

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

function renderHeader({
  account = null,
  path = '/',
  shopUrl = defaultPublicConfig.shopUrl,
}: { account?: AccountWire | null; path?: string; shopUrl?: string } = {}) {
  const logout = vi.fn(() => redirect('/'));
  function Page() {
    return (
      <>
        <SiteHeader account={account} />
        <main>
          <p>Now on {useLocation().pathname}</p>
        </main>
      </>
    );
  }
  const Stub = createRoutesStub([
    { path: '/logout', action: logout },
    { path: '*', Component: Page },
  ]);
  render(
    <StoryProviders router={false}>
      <ConfigProvider value={{ ...defaultPublicConfig, shopUrl }}>
        <Stub initialEntries={[path]} />
      </ConfigProvider>
    </StoryProviders>,
  );
  return { logout };
}

const mainNav = () => screen.getByRole('navigation', { name: 'Main' });

describe('SiteHeader', () => {
  it('links the logo home', async () => {
    renderHeader({ path: '/blog' });
    expect(await screen.findByRole('link', { name: 'Trellis home' })).toHaveAttribute('href', '/');
  });

  it('lists Consultants, Courses, Learn and Shop in the main navigation', async () => {
    renderHeader();
    await screen.findByRole('navigation', { name: 'Main' });
    const links = within(mainNav()).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Consultants',
      'Courses',
      'Learn',
      'Shop (opens in a new tab)',
    ]);
    expect(within(mainNav()).getByRole('link', { name: 'Consultants' })).toHaveAttribute(
      'href',
      '/businesses',
    );
    expect(within(mainNav()).getByRole('link', { name: 'Courses' })).toHaveAttribute(
      'href',
      '/courses',
    );
    expect(within(mainNav()).getByRole('link', { name: 'Learn' })).toHaveAttribute('href', '/blog');
  });

  it('links Shop to the store URL from the config, in a new tab', async () => {
    renderHeader({ shopUrl: 'https://store.trellis.test' });
    const shop = await within(await screen.findByRole('navigation', { name: 'Main' })).findByRole(
      'link',
      { name: 'Shop (opens in a new tab)' },
    );
    expect(shop).toHaveAttribute('href', 'https://store.trellis.test');
    expect(shop).toHaveAttribute('target', '_blank');
    expect(shop).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('opens the store in a new tab even when the store URL is a path on this site', async () => {
    renderHeader({ shopUrl: '/api/shop' });
    const shop = within(await screen.findByRole('navigation', { name: 'Main' })).getByRole('link', {
      name: 'Shop (opens in a new tab)',
    });
    expect(shop).toHaveAttribute('href', '/api/shop');
    expect(shop).toHaveAttribute('target', '_blank');
  });

  it('offers Login and Sign Up to a visitor', async () => {
    renderHeader({ account: null });
    await screen.findByRole('navigation', { name: 'Main' });
    const header = screen.getByRole('banner');
    expect(within(header).getAllByRole('link', { name: 'Login' })[0]).toHaveAttribute(
      'href',
      '/login',
    );
    expect(within(header).getAllByRole('link', { name: 'Sign Up' })[0]).toHaveAttribute(
      'href',
      '/register',
    );
    expect(within(header).queryByRole('link', { name: 'Account' })).not.toBeInTheDocument();
    expect(within(header).queryByRole('button', { name: 'Log Out' })).not.toBeInTheDocument();
  });

  it('offers Account and Log Out to a signed-in account', async () => {
    renderHeader({ account: customer });
    await screen.findByRole('navigation', { name: 'Main' });
    const header = screen.getByRole('banner');
    expect(within(header).getAllByRole('link', { name: 'Account' })[0]).toHaveAttribute(
      'href',
      '/account',
    );
    expect(within(header).getAllByRole('button', { name: 'Log Out' })).toHaveLength(1);
    expect(within(header).queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    expect(within(header).queryByRole('link', { name: 'Sign Up' })).not.toBeInTheDocument();
  });

  it('posts to /logout when Log Out is pressed', async () => {
    const user = userEvent.setup();
    const { logout } = renderHeader({ account: customer, path: '/blog' });
    await user.click(await screen.findByRole('button', { name: 'Log Out' }));
    expect(await screen.findByText('Now on /')).toBeInTheDocument();
    expect(logout).toHaveBeenCalledTimes(1);
    const [{ request }] = logout.mock.calls[0] as unknown as [{ request: Request }];
    expect(request.method).toBe('POST');
    expect(new URL(request.url).pathname).toBe('/logout');
  });

  it('toggles the mobile navigation with the Menu button', async () => {
    const user = userEvent.setup();
    renderHeader();
    const menu = await screen.findByRole('button', { name: 'Menu' });
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();

    await user.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    expect(menu).toHaveAccessibleName('Close menu');
    expect(menu).toHaveAttribute('aria-controls');
    const mobileNav = screen.getByRole('navigation', { name: 'Mobile' });
    expect(
      within(mobileNav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Consultants',
      'Courses',
      'Learn',
      'Shop (opens in a new tab)',
      'Find a Designer',
      'Start a course',
      'Book',
      'Blog',
      'About',
      'Coaches',
      'Directory',
      'Contact',
    ]);

    await user.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(menu).toHaveAccessibleName('Menu');
    expect(screen.getByRole('navigation', { name: 'Mobile', hidden: true })).not.toBeVisible();
  });

  it('closes the mobile navigation when the route changes', async () => {
    const user = userEvent.setup();
    renderHeader();
    const menu = await screen.findByRole('button', { name: 'Menu' });
    await user.click(menu);
    await user.click(
      within(screen.getByRole('navigation', { name: 'Mobile' })).getByRole('link', {
        name: 'Courses',
      }),
    );
    expect(await screen.findByText('Now on /courses')).toBeInTheDocument();
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();
  });

  it('stays closed when the visitor comes back to the page the menu was opened on', async () => {
    const user = userEvent.setup();
    renderHeader({ path: '/' });
    const menu = await screen.findByRole('button', { name: 'Menu' });
    await user.click(menu);
    await user.click(
      within(screen.getByRole('navigation', { name: 'Mobile' })).getByRole('link', {
        name: 'About',
      }),
    );
    await screen.findByText('Now on /about');
    await user.click(within(mainNav()).getByRole('link', { name: 'Consultants' }));
    await screen.findByText('Now on /businesses');
    await user.click(screen.getByRole('link', { name: 'Trellis home' }));
    expect(await screen.findByText('Now on /')).toBeInTheDocument();
    expect(menu).toHaveAttribute('aria-expanded', 'false');
  });

  it('lets keyboard users skip to the content', async () => {
    renderHeader();
    expect(await screen.findByRole('link', { name: 'Skip to content' })).toHaveAttribute(
      'href',
      '#main',
    );
  });
});

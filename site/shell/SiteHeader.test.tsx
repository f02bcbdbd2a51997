import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { createRoutesStub, redirect, useLocation } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AccountWire, ShopCartItemWire } from '#src/lib/api/types.ts';
import { CartDrawer } from '#src/features/shop/CartDrawer.tsx';
import { ConfigProvider, defaultPublicConfig } from '#src/lib/config/runtimeConfig.tsx';
import { CartProvider } from '#src/features/shop/CartProvider.tsx';
import { demoCartItem, demoShopProducts } from '#src/features/shop/testing/demoShop.ts';
import { StoryProviders } from '#src/testing/StoryProviders.tsx';
import { SiteHeader } from './SiteHeader.tsx';
import {
  activeCoachAccount,
  adminAccount,
  coachAccount,
  customerAccount as customer,
} from './testing/shellAccounts.ts';
import { shellHandlers } from './testing/shellHandlers.ts';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const { book, trowel } = {
  book: (quantity: number) =>
    demoCartItem(demoShopProducts['the-kitchen-garden-book'], 42_010_000_021, quantity),
  trowel: demoCartItem(demoShopProducts['copper-hand-trowel'], 42_010_000_031),
};

function renderHeader({
  account = null,
  path = '/',
  shopUrl = defaultPublicConfig.shopUrl,
  cart = [],
}: {
  account?: AccountWire | null;
  path?: string;
  shopUrl?: string;
  cart?: ShopCartItemWire[];
} = {}) {
  server.use(
    ...shellHandlers({ cart, shopUrl: shopUrl.startsWith('/') ? `*${shopUrl}` : shopUrl }),
  );
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
        <CartProvider>
          <Stub initialEntries={[path]} />
          <CartDrawer />
        </CartProvider>
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
    // The avatar menu's code loads on its own; once it is there the header is complete.
    await screen.findByRole('button', { name: /account menu for/i }, { timeout: 5000 });
    await user.click(screen.getByRole('button', { name: 'Log Out' }));
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

  it('closes the mobile navigation with Escape and returns focus to the Menu button', async () => {
    const user = userEvent.setup();
    renderHeader();
    const menu = await screen.findByRole('button', { name: 'Menu' });
    await user.click(menu);
    const mobileNav = screen.getByRole('navigation', { name: 'Mobile' });
    within(mobileNav).getByRole('link', { name: 'Blog' }).focus();

    await user.keyboard('{Escape}');
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();
    expect(menu).toHaveFocus();
  });

  it('controls the mobile panel that holds the mobile navigation', async () => {
    const user = userEvent.setup();
    renderHeader();
    const menu = await screen.findByRole('button', { name: 'Menu' });
    await user.click(menu);
    const panelId = menu.getAttribute('aria-controls');
    expect(panelId).toBeTruthy();
    // eslint-disable-next-line testing-library/no-node-access -- the element aria-controls names
    const panel = document.getElementById(panelId!);
    expect(panel).toContainElement(screen.getByRole('navigation', { name: 'Mobile' }));
  });

  describe('cart pill', () => {
    it('shows the number of items in the cart and names it', async () => {
      renderHeader({ cart: [book(2), trowel] });
      const pill = await screen.findByRole('button', { name: 'Cart, 3 items' });
      expect(pill).toHaveTextContent('3');
    });

    it('shows an empty cart as 0 items', async () => {
      renderHeader();
      expect(await screen.findByRole('button', { name: 'Cart, 0 items' })).toHaveTextContent('0');
    });

    it('says one item in the singular', async () => {
      renderHeader({ cart: [trowel] });
      expect(await screen.findByRole('button', { name: 'Cart, 1 item' })).toBeInTheDocument();
    });

    it('caps the count at 9+ above nine items, while the name keeps the real count', async () => {
      renderHeader({ cart: [book(11), trowel] });
      const pill = await screen.findByRole('button', { name: 'Cart, 9+ items (12 in all)' });
      expect(pill).toHaveTextContent('9+');
      expect(pill).not.toHaveTextContent('12');
    });

    it('opens the cart drawer', async () => {
      const user = userEvent.setup();
      renderHeader({ cart: [book(2), trowel] });
      await user.click(await screen.findByRole('button', { name: 'Cart, 3 items' }));
      const drawer = screen.getByRole('dialog', { name: 'Your cart' });
      expect(within(drawer).getAllByRole('listitem')).toHaveLength(2);
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Cart, 3 items' })).toHaveFocus();
    });
  });

  describe('account menu', () => {
    it('is not offered to a visitor', async () => {
      renderHeader();
      await screen.findByRole('navigation', { name: 'Main' });
      expect(screen.queryByRole('button', { name: /account menu/i })).not.toBeInTheDocument();
    });

    it('is named starting with the initials it shows', async () => {
      renderHeader({ account: customer });
      const initials = await screen.findByRole(
        'button',
        { name: 'CC, account menu for Casey Customer' },
        { timeout: 5000 },
      );
      expect(initials).toHaveTextContent('CC');
    });

    it('opens from the avatar with My Account and Log Out', async () => {
      const user = userEvent.setup();
      renderHeader({ account: customer });
      const trigger = await screen.findByRole('button', {
        name: 'CC, account menu for Casey Customer',
      });
      expect(trigger).toHaveAttribute('aria-expanded', 'false');
      await user.click(trigger);
      const menu = screen.getByRole('menu');
      expect(
        within(menu)
          .getAllByRole('menuitem')
          .map((item) => item.textContent),
      ).toEqual(['My Account', 'Log Out']);
      expect(within(menu).getByRole('menuitem', { name: 'My Account' })).toHaveAttribute(
        'href',
        '/account',
      );
    });

    it('goes to the account page from My Account', async () => {
      const user = userEvent.setup();
      renderHeader({ account: customer, path: '/blog' });
      await user.click(
        await screen.findByRole('button', { name: 'CC, account menu for Casey Customer' }),
      );
      await user.click(screen.getByRole('menuitem', { name: 'My Account' }));
      expect(await screen.findByText('Now on /account')).toBeInTheDocument();
    });

    it('opens with the keyboard and logs out with a POST to /logout', async () => {
      const user = userEvent.setup();
      const { logout } = renderHeader({ account: customer, path: '/blog' });
      const trigger = await screen.findByRole('button', {
        name: 'CC, account menu for Casey Customer',
      });
      trigger.focus();
      await user.keyboard('{Enter}');
      const logOut = await screen.findByRole('menuitem', { name: 'Log Out' });
      await user.click(logOut);
      expect(await screen.findByText('Now on /')).toBeInTheDocument();
      expect(logout).toHaveBeenCalledTimes(1);
      const [{ request }] = logout.mock.calls[0] as unknown as [{ request: Request }];
      expect(request.method).toBe('POST');
    });

    it('describes the account bubble in words', async () => {
      renderHeader({ account: customer });
      expect(
        await screen.findByRole('button', { name: 'CC, account menu for Casey Customer' }),
      ).toHaveAccessibleDescription('Account status: active');
    });

    it('shows an inactive coach as inactive and a suspended one as suspended', async () => {
      renderHeader({ account: { ...coachAccount, coach_status: 'suspended' } });
      expect(
        await screen.findByRole('button', { name: 'TP, account menu for Theo Paused' }),
      ).toHaveAccessibleDescription('Account status: suspended');
    });

    it('shows the avatar picture when the account has one', async () => {
      renderHeader({
        account: { ...customer, images: { avatar: { image: '/avatars/casey.jpg' } } },
      });
      // No initials on show: the name is the person's.
      const trigger = await screen.findByRole('button', {
        name: 'Account menu for Casey Customer',
      });
      expect(within(trigger).getByRole('img', { hidden: true })).toHaveAttribute(
        'src',
        '/avatars/casey.jpg',
      );
    });
  });

  describe('coaches', () => {
    it('gives a coach the Availability link but no Go Live toggle', async () => {
      renderHeader({ account: coachAccount });
      const header = await screen.findByRole('banner');
      expect(within(header).getByRole('link', { name: 'Availability' })).toHaveAttribute(
        'href',
        '/account/coaching/manage',
      );
      expect(within(header).queryByRole('switch', { name: 'Go Live' })).not.toBeInTheDocument();
    });

    /** The switch's code loads when an active coach is shown: on a busy machine, more than 1 s. */
    const lazyPart = { timeout: 5_000 };

    it('gives an active coach the Go Live toggle, showing that they are live', async () => {
      renderHeader({ account: activeCoachAccount });
      const toggle = await screen.findByRole('switch', { name: 'Go Live' }, lazyPart);
      expect(toggle).toBeChecked();
      expect(toggle).not.toHaveAttribute('aria-disabled');
      expect(toggle).toHaveAccessibleDescription('Live now');
      expect(screen.getByRole('link', { name: 'Availability' })).toBeInTheDocument();
    });

    it('opens the Go Live modal when an active coach turns the switch on', async () => {
      const user = userEvent.setup();
      renderHeader({ account: { ...activeCoachAccount, is_available_now: false } });
      const toggle = await screen.findByRole('switch', { name: 'Go Live' }, lazyPart);
      expect(toggle).not.toBeChecked();
      await user.click(toggle);
      const dialog = await screen.findByRole('dialog', { name: 'Go Live' });
      expect(within(dialog).getByRole('combobox', { name: 'Until Hour' })).toHaveFocus();
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(toggle).toHaveFocus();
      expect(toggle).not.toBeChecked();
    });

    it('shows no Availability link or Go Live to customers and admins', async () => {
      renderHeader({ account: adminAccount });
      await screen.findByRole('button', { name: 'PN, account menu for Priya Natarajan' });
      expect(screen.queryByRole('link', { name: 'Availability' })).not.toBeInTheDocument();
      expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    });
  });
});

import type { Meta, StoryObj } from '@storybook/react-vite';
import type {} from 'msw-storybook-addon/types';
import { createContext, useContext } from 'react';
import { createRoutesStub, redirect, useLocation } from 'react-router';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { AccountWire } from '#src/lib/api/types.ts';
import { CartDrawer } from '#src/features/shop/CartDrawer.tsx';
import { Container } from '#src/ui/components/Container/index.ts';
import { Text } from '#src/ui/components/Text/index.ts';
import { CartProvider } from '#src/features/shop/CartProvider.tsx';
import { demoCoachingHandlers } from '#src/features/coaching/testing/demoCoaching.ts';
import { demoCartItem, demoShopProducts } from '#src/features/shop/testing/demoShop.ts';
import { SiteHeader } from './SiteHeader.tsx';
import {
  activeCoachAccount,
  adminAccount,
  coachAccount,
  customerAccount,
} from './testing/shellAccounts.ts';
import { shellHandlers } from './testing/shellHandlers.ts';

function CurrentPage() {
  return (
    <main id="main" tabIndex={-1}>
      <Container>
        <Text>You are on {useLocation().pathname}</Text>
      </Container>
    </main>
  );
}

// The story's args reach the routes of the (module-level) data router through context.
const StoryAccount = createContext<AccountWire | null>(null);

function HeaderPage() {
  return (
    <>
      <SiteHeader account={useContext(StoryAccount)} />
      <CurrentPage />
    </>
  );
}

/** A data router for the header (it posts Log Out through a router `<Form>`). */
const HeaderStub = createRoutesStub([
  { path: '/logout', action: () => redirect('/') },
  { path: '*', Component: HeaderPage },
]);

const threeItems = [
  demoCartItem(demoShopProducts['the-kitchen-garden-book'], 42_010_000_021, 2),
  demoCartItem(demoShopProducts['copper-hand-trowel'], 42_010_000_031),
];
const twelveItems = [
  demoCartItem(demoShopProducts['heirloom-seed-collection'], 42_010_000_011, 10),
  ...threeItems.slice(0, 1),
];

/** The page around the header: opens the menus and the cart drawer over the whole document. */
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/**
 * The header of every site page: the logo (home), the main navigation — Consultants, Courses,
 * Learn and Shop, the store opening in a new tab — the account links and the cart pill. A visitor
 * gets Login and Sign Up; a signed-in account gets Account, Log Out and the avatar menu (My Account,
 * Log Out; the dot on the avatar is the account's status). Coaches also get Availability, and active
 * coaches the Go Live switch: off, it opens the Go Live modal (instant bookings until a time today);
 * on, it says until when, and turning it off ends the live window. The cart pill counts the store
 * cart's items ('9+' above nine) and opens the cart drawer. At 768 px and below the navigation folds
 * into a Menu button; its panel closes on Escape (focus returns to the button) and whenever the
 * route changes. A "Skip to content" link appears on the first Tab.
 */
const meta = {
  title: 'Site/Header',
  component: SiteHeader,
  // The story brings its own data router.
  parameters: { router: false },
  argTypes: { account: { control: 'object' } },
  args: { account: null },
  beforeEach({ msw }) {
    msw.use(...shellHandlers());
  },
  render: (args) => (
    <StoryAccount value={args.account}>
      <CartProvider>
        <HeaderStub initialEntries={['/']} />
        <CartDrawer />
      </CartProvider>
    </StoryAccount>
  ),
} satisfies Meta<typeof SiteHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** A visitor: Login and Sign Up. */
export const Visitor: Story = {
  play: async ({ canvas }) => {
    const main = canvas.getByRole('navigation', { name: 'Main' });
    await expect(main).toBeVisible();
    const shop = within(main).getByRole('link', { name: 'Shop (opens in a new tab)' });
    await expect(shop).toHaveAttribute('target', '_blank');
    await expect(canvas.getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Sign Up' })).toBeVisible();
    await expect(canvas.getByText('Menu', { selector: 'button' })).not.toBeVisible();
    await expect(canvas.queryByRole('button', { name: /account menu/i })).not.toBeInTheDocument();
  },
};

/** A signed-in customer: Account, Log Out (a form post to /logout) and the avatar menu. */
export const SignedIn: Story = {
  args: { account: customerAccount },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Account' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Log Out' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    await expect(
      await canvas.findByRole(
        'button',
        { name: 'CC, account menu for Casey Customer' },
        { timeout: 5000 },
      ),
    ).toHaveAccessibleDescription('Account status: active');
    await expect(canvas.queryByRole('link', { name: 'Availability' })).not.toBeInTheDocument();
  },
};

/** The avatar menu, opened with the keyboard: My Account and Log Out. */
export const AccountMenuOpen: Story = {
  args: { account: customerAccount },
  play: async ({ canvas, canvasElement }) => {
    const trigger = await canvas.findByRole(
      'button',
      { name: 'CC, account menu for Casey Customer' },
      { timeout: 5000 },
    );
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await page(canvasElement).findByRole('menu');
    await expect(within(menu).getByRole('menuitem', { name: 'My Account' })).toHaveFocus();
    await expect(within(menu).getByRole('menuitem', { name: 'Log Out' })).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByText('You are on /account')).toBeVisible());
  },
};

/** A coach who is not active yet: the Availability link, no Go Live. */
export const Coach: Story = {
  args: { account: coachAccount },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Availability' })).toHaveAttribute(
      'href',
      '/account/coaching/manage',
    );
    await expect(
      await canvas.findByRole(
        'button',
        { name: 'TP, account menu for Theo Paused' },
        { timeout: 5000 },
      ),
    ).toHaveAccessibleDescription('Account status: inactive');
    // Asked once the lazily loaded account parts are in: Go Live is for active coaches only.
    await expect(canvas.queryByRole('switch', { name: 'Go Live' })).not.toBeInTheDocument();
  },
};

/** An active coach, live now: Availability and the Go Live switch (on); turning it off ends it. */
export const ActiveCoach: Story = {
  args: { account: activeCoachAccount },
  beforeEach({ msw }) {
    msw.use(...demoCoachingHandlers());
  },
  play: async ({ canvas, canvasElement }) => {
    const toggle = await canvas.findByRole('switch', { name: 'Go Live' }, { timeout: 5000 });
    await expect(toggle).toBeVisible();
    await expect(toggle).toBeChecked();
    await expect(toggle).toHaveAccessibleDescription('Live now');
    await userEvent.click(toggle);
    await expect(
      await page(canvasElement).findByText('You are no longer available now'),
    ).toBeVisible();
    await expect(toggle).not.toBeChecked();
  },
};

/** An active coach who is not live: the switch opens the Go Live modal; Escape returns to it. */
export const GoLiveModal: Story = {
  args: { account: { ...activeCoachAccount, is_available_now: false } },
  beforeEach({ msw }) {
    msw.use(...demoCoachingHandlers());
  },
  play: async ({ canvas, canvasElement }) => {
    const toggle = await canvas.findByRole('switch', { name: 'Go Live' }, { timeout: 5000 });
    await expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    const dialog = await page(canvasElement).findByRole(
      'dialog',
      { name: 'Go Live' },
      { timeout: 5000 },
    );
    await expect(within(dialog).getByRole('group', { name: 'Until' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(toggle).toHaveFocus();
    await expect(toggle).not.toBeChecked();
  },
};

/** An admin: the same header as any signed-in account. */
export const Admin: Story = {
  args: { account: adminAccount },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole(
        'button',
        { name: 'PN, account menu for Priya Natarajan' },
        { timeout: 5000 },
      ),
    ).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Availability' })).not.toBeInTheDocument();
  },
};

/** An empty cart. */
export const CartEmpty: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Cart, 0 items' })).toHaveTextContent(
      '0',
    );
  },
};

/** Three items; the pill opens the cart drawer. */
export const CartThreeItems: Story = {
  beforeEach({ msw }) {
    msw.use(...shellHandlers({ cart: threeItems }));
  },
  play: async ({ canvas, canvasElement }) => {
    const pill = await canvas.findByRole('button', { name: 'Cart, 3 items' });
    await expect(pill).toHaveTextContent('3');
    await userEvent.click(pill);
    const drawer = await page(canvasElement).findByRole('dialog', { name: 'Your cart' });
    await expect(within(drawer).getAllByRole('listitem')).toHaveLength(2);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(pill).toHaveFocus();
  },
};

/** Twelve items: the pill shows 9+. */
export const CartTwelveItems: Story = {
  beforeEach({ msw }) {
    msw.use(...shellHandlers({ cart: twelveItems }));
  },
  play: async ({ canvas }) => {
    const pill = await canvas.findByRole('button', { name: 'Cart, 9+ items (12 in all)' });
    await expect(pill).toHaveTextContent('9+');
  },
};

/** On a phone (375 px) the Menu button opens the mobile navigation. */
export const MobileMenuOpen: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Main', { selector: 'nav' })).not.toBeVisible();
    const menu = canvas.getByRole('button', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'Cart, 0 items' })).toBeVisible();
    await userEvent.click(menu);
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    const mobile = canvas.getByRole('navigation', { name: 'Mobile' });
    await expect(mobile).toBeVisible();
    await expect(within(mobile).getByRole('link', { name: 'Find a Designer' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Sign Up' })).toBeVisible();
  },
};

/** Escape closes the mobile menu and puts focus back on the Menu button. */
export const MobileMenuEscape: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    const menu = canvas.getByRole('button', { name: 'Menu' });
    await userEvent.click(menu);
    const mobile = canvas.getByRole('navigation', { name: 'Mobile' });
    await userEvent.tab();
    await expect(within(mobile).getByRole('link', { name: 'Consultants' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toHaveFocus();
    await expect(canvas.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();
  },
};

/** The mobile menu of an active coach, with Availability, Go Live, Account and Log Out at its foot. */
export const MobileMenuSignedIn: Story = {
  args: { account: activeCoachAccount },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Menu' }));
    await expect(canvas.getByRole('link', { name: 'Account' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Log Out' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Availability' })).toBeVisible();
    await expect(
      await canvas.findByRole('switch', { name: 'Go Live' }, { timeout: 5000 }),
    ).toBeVisible();
  },
};

/** Following a link in the mobile menu closes it. */
export const MobileMenuClosesOnNavigation: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    const menu = canvas.getByRole('button', { name: 'Menu' });
    await userEvent.click(menu);
    const mobile = canvas.getByRole('navigation', { name: 'Mobile' });
    await userEvent.click(within(mobile).getByRole('link', { name: 'Courses' }));
    await waitFor(() => expect(canvas.getByText('You are on /courses')).toBeVisible());
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();
  },
};

/** 768 px is still the mobile navigation (docs/spec/platform.md: active at 768 px or less). */
export const Tablet: Story = {
  globals: { viewport: { value: 'tablet' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Menu' })).toBeVisible();
    await expect(canvas.getByLabelText('Main', { selector: 'nav' })).not.toBeVisible();
  },
};

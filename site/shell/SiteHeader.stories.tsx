import type { Meta, StoryObj } from '@storybook/react-vite';
import { createContext, useContext } from 'react';
import { createRoutesStub, redirect, useLocation } from 'react-router';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { AccountWire } from '#src/api/types.ts';
import { Container } from '#src/components/Container/index.ts';
import { Text } from '#src/components/Text/index.ts';
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

/**
 * The header of every site page: the logo (home), the main navigation — Consultants, Courses,
 * Learn and Shop, the store opening in a new tab — and the account links: Login and Sign Up for a
 * visitor, Account and Log Out for a signed-in account. At 768 px and below the navigation folds
 * into a Menu button that opens a panel with the longer mobile list; the panel closes whenever the
 * route changes. A "Skip to content" link appears on the first Tab.
 */
const meta = {
  title: 'Site/Header',
  component: SiteHeader,
  // The story brings its own data router.
  parameters: { router: false },
  argTypes: { account: { control: 'object' } },
  args: { account: null },
  render: (args) => (
    <StoryAccount value={args.account}>
      <HeaderStub initialEntries={['/']} />
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
  },
};

/** A signed-in account: Account and Log Out (a form post to /logout). */
export const SignedIn: Story = {
  args: { account: customer },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Account' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Log Out' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
  },
};

/** On a phone (375 px) the Menu button opens the mobile navigation. */
export const MobileMenuOpen: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Main', { selector: 'nav' })).not.toBeVisible();
    const menu = canvas.getByRole('button', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await userEvent.click(menu);
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    const mobile = canvas.getByRole('navigation', { name: 'Mobile' });
    await expect(mobile).toBeVisible();
    await expect(within(mobile).getByRole('link', { name: 'Find a Designer' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Sign Up' })).toBeVisible();
  },
};

/** The mobile menu of a signed-in account, with Account and Log Out at its foot. */
export const MobileMenuSignedIn: Story = {
  args: { account: customer },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Menu' }));
    await expect(canvas.getByRole('link', { name: 'Account' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Log Out' })).toBeVisible();
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

/** 768 px is still the mobile navigation (platform.md: active at 768 px or less). */
export const Tablet: Story = {
  globals: { viewport: { value: 'tablet' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Menu' })).toBeVisible();
    await expect(canvas.getByLabelText('Main', { selector: 'nav' })).not.toBeVisible();
  },
};

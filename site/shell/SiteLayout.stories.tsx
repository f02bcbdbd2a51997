import type { Meta, StoryObj } from '@storybook/react-vite';
import type {} from 'msw-storybook-addon/types';
import { createContext, useContext, type ComponentProps } from 'react';
import { createRoutesStub } from 'react-router';
import { expect, waitFor, within } from 'storybook/test';
import { siteAlert } from '#src/demo/siteContent.ts';
import type { SiteOptionWire } from '#src/lib/api/types.ts';
import { CartDrawer } from '#src/features/shop/CartDrawer.tsx';
import { Container } from '#src/ui/components/Container/index.ts';
import { Heading } from '#src/ui/components/Heading/index.ts';
import { Text } from '#src/ui/components/Text/index.ts';
import { CartProvider } from '#src/features/shop/CartProvider.tsx';
import { demoCartItem, demoShopProducts } from '#src/features/shop/testing/demoShop.ts';
import { IsolatedLayout } from './IsolatedLayout.tsx';
import { SiteLayout } from './SiteLayout.tsx';
import {
  activeCoachAccount,
  customerAccount as customer,
  designCompleteAccount,
  designCreatedAccount,
  impersonatedAccount,
} from './testing/shellAccounts.ts';
import { shellHandlers } from './testing/shellHandlers.ts';

type SiteLayoutProps = ComponentProps<typeof SiteLayout>;

const hiddenAlert: SiteOptionWire = {
  ...siteAlert,
  fields: { ...siteAlert.fields, visible: false },
};

function PageBody() {
  return (
    <Container width="reading">
      <Heading level={1}>Grow your own salad</Heading>
      <Text>Sections of the page render here, between the header and the footer.</Text>
    </Container>
  );
}

// The story's args reach the routes of the (module-level) data routers through context.
const StoryArgs = createContext<Pick<SiteLayoutProps, 'account' | 'siteOptions'>>({
  account: null,
});

function SitePage() {
  const { account, siteOptions } = useContext(StoryArgs);
  return (
    <SiteLayout account={account} siteOptions={siteOptions}>
      <PageBody />
    </SiteLayout>
  );
}

function IsolatedPage() {
  return (
    <IsolatedLayout>
      <PageBody />
    </IsolatedLayout>
  );
}

/** Data routers: the header posts Log Out through a router `<Form>`, the layout reads the path. */
const SiteStub = createRoutesStub([{ path: '*', Component: SitePage }]);
const IsolatedStub = createRoutesStub([{ path: '*', Component: IsolatedPage }]);

/** Renders the site layout at `path`. */
function at(path: string) {
  return ({ account, siteOptions }: SiteLayoutProps) => (
    <StoryArgs value={{ account, siteOptions }}>
      <CartProvider>
        <SiteStub initialEntries={[path]} />
        <CartDrawer />
      </CartProvider>
    </StoryArgs>
  );
}

/**
 * The frame of every site page. `SiteLayout` puts the header above and the footer below the page,
 * with the site alert from the site options on top when it is visible and the route is not under
 * /admin; the footer turns white on an order detail page (/account/orders/{uuid}). Isolation pages
 * (login, register, kitchen sink) use `IsolatedLayout` instead: the logo alone, no navigation or
 * footer. The site route (site/routes/_site.tsx) hands `SiteLayout` the account and site options
 * of the root loader's data.
 */
const meta = {
  title: 'Site/Layout',
  component: SiteLayout,
  parameters: { router: false },
  args: { account: null, siteOptions: [siteAlert], children: null },
  argTypes: {
    account: { control: 'object' },
    siteOptions: { control: 'object' },
    children: { control: false },
  },
  // The header's cart pill and the footer's menus come from the store (MSW).
  beforeEach({ msw }) {
    msw.use(...shellHandlers());
  },
  render: at('/salad'),
} satisfies Meta<typeof SiteLayout>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** The site alert is visible: it shows above the header. */
export const WithSiteAlert: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Site announcement' })).toHaveTextContent(
      siteAlert.fields.copy,
    );
  },
};

/** The alert is switched off in the site options. */
export const AlertNotVisible: Story = {
  args: { siteOptions: [hiddenAlert] },
  play: async ({ canvas }) => {
    await expect(
      canvas.queryByRole('region', { name: 'Site announcement' }),
    ).not.toBeInTheDocument();
  },
};

/** Admin routes never show the alert. */
export const AdminRoute: Story = {
  render: at('/admin/pages'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('main')).toHaveTextContent('Grow your own salad');
    await expect(
      canvas.queryByRole('region', { name: 'Site announcement' }),
    ).not.toBeInTheDocument();
  },
};

/** A signed-in account sees Account and Log Out in the header. */
export const SignedIn: Story = {
  args: { account: customer },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Account' })).toBeVisible();
  },
};

/** An active coach: Availability and Go Live in the header. */
export const ActiveCoach: Story = {
  args: { account: activeCoachAccount, siteOptions: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Availability' })).toBeVisible();
    await expect(
      await canvas.findByRole('switch', { name: 'Go Live' }, { timeout: 5000 }),
    ).toBeChecked();
  },
};

/** The active design waits for the person's information. */
export const DesignBannerCreated: Story = {
  args: { account: designCreatedAccount, siteOptions: [] },
  play: async ({ canvas }) => {
    // The banner's code loads when there is one to show.
    const banner = await canvas.findByRole('region', { name: 'Your kitchen garden design' });
    await expect(banner).toHaveTextContent('Your design is in progress.');
    await expect(
      within(banner).getByRole('link', { name: 'Provide Your Information' }),
    ).toHaveAttribute('href', '/account/designs/42');
  },
};

/** A completed design is ready to view. */
export const DesignBannerComplete: Story = {
  args: { account: designCompleteAccount, siteOptions: [] },
  play: async ({ canvas }) => {
    // The banner's code loads when there is one to show.
    const banner = await canvas.findByRole('region', { name: 'Your kitchen garden design' });
    await expect(banner).toHaveTextContent('Your completed design is ready to view.');
    await expect(within(banner).getByRole('link', { name: 'View Your Design' })).toHaveAttribute(
      'href',
      '/account/designs/17',
    );
  },
};

/**
 * An admin viewing the site as a customer: the bar stays at the bottom of the window and, at the
 * end of the page, sits under the footer without covering it.
 */
export const Impersonating: Story = {
  args: { account: impersonatedAccount, siteOptions: [] },
  play: async ({ canvas, canvasElement }) => {
    // The bar's code loads only for an impersonating admin (site/shell/shellParts.ts).
    const bar = await canvas.findByRole('region', { name: 'Impersonation' });
    await expect(bar).toHaveTextContent('You are viewing the site as Casey Customer');
    await expect(within(bar).getByRole('link', { name: 'Log Out' })).toHaveAttribute(
      'href',
      '/logout',
    );
    const view = canvasElement.ownerDocument.defaultView!;
    await waitFor(() =>
      expect(Math.round(bar.getBoundingClientRect().bottom)).toBe(view.innerHeight),
    );
    await canvas.findByRole('navigation', { name: 'Trellis' });
    view.scrollTo(0, canvasElement.ownerDocument.documentElement.scrollHeight);
    await waitFor(() =>
      expect(bar.getBoundingClientRect().top).toBeGreaterThanOrEqual(
        canvas.getByRole('contentinfo').getBoundingClientRect().bottom - 1,
      ),
    );
    view.scrollTo(0, 0);
  },
};

/** A cart with twelve items: the pill shows 9+. */
export const CartFull: Story = {
  args: { siteOptions: [] },
  beforeEach({ msw }) {
    msw.use(
      ...shellHandlers({
        cart: [demoCartItem(demoShopProducts['heirloom-seed-collection'], 42_010_000_011, 12)],
      }),
    );
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('button', { name: 'Cart, 9+ items (12 in all)' }),
    ).toHaveTextContent('9+');
  },
};

/** The store's footer menus fail: the fallback list. */
export const FooterFallback: Story = {
  args: { siteOptions: [] },
  beforeEach({ msw }) {
    msw.use(...shellHandlers({ menus: 'failing' }));
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('navigation', { name: 'Footer column 1' }),
    ).toBeInTheDocument();
  },
};

/** The order detail page has a white footer. */
export const OrderDetail: Story = {
  args: { account: customer, siteOptions: [] },
  render: at('/account/orders/5b0e7c1a-4f6d-4c1b-9a57-2f0c6d1e8a90'),
  play: async ({ canvas }) => {
    const footer = canvas.getByRole('contentinfo');
    await expect(getComputedStyle(footer).backgroundColor).toBe('rgb(255, 255, 255)');
  },
};

/** On a phone. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Menu' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Site announcement' })).toBeVisible();
  },
};

/** Isolation pages: the logo alone, with no header navigation, account links or footer. */
export const Isolated: Story = {
  render: () => <IsolatedStub initialEntries={['/login']} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Trellis home' })).toBeVisible();
    await expect(canvas.getByRole('main')).toHaveTextContent('Grow your own salad');
    await expect(canvas.queryByRole('navigation')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('contentinfo')).not.toBeInTheDocument();
    await expect(
      canvas.queryByRole('region', { name: 'Site announcement' }),
    ).not.toBeInTheDocument();
  },
};

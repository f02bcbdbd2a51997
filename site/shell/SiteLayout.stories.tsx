import type { Meta, StoryObj } from '@storybook/react-vite';
import { createContext, useContext, type ComponentProps } from 'react';
import { createRoutesStub } from 'react-router';
import { expect } from 'storybook/test';
import { siteAlert } from '#api/seed/siteContent.ts';
import type { AccountWire, SiteOptionWire } from '#src/api/types.ts';
import { Container } from '#src/components/Container/index.ts';
import { Heading } from '#src/components/Heading/index.ts';
import { Text } from '#src/components/Text/index.ts';
import { IsolatedLayout } from './IsolatedLayout.tsx';
import { SiteLayout } from './SiteLayout.tsx';

type SiteLayoutProps = ComponentProps<typeof SiteLayout>;

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
      <SiteStub initialEntries={[path]} />
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

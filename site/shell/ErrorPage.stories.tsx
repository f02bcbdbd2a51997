import type { Meta, StoryObj } from '@storybook/react-vite';
import type {} from 'msw-storybook-addon/types';
import { createContext, useContext, type ComponentProps } from 'react';
import { createRoutesStub, Outlet } from 'react-router';
import { expect, within } from 'storybook/test';
import { defaultPublicConfig } from '#src/lib/config/runtimeConfig.tsx';
import { CartProvider } from '#src/features/shop/CartProvider.tsx';
import type { RootData } from '#site/rootData.ts';
import { designerForbiddenMessage, ErrorPage } from './ErrorPage.tsx';
import { shellHandlers } from './testing/shellHandlers.ts';
import { ErrorContent } from './shellParts.ts';

const rootData: RootData = {
  config: defaultPublicConfig,
  account: null,
  siteOptions: [],
  flash: null,
  renderedAt: '2030-05-01T12:00:00.000Z',
};

// The story's args reach the (module-level) data router's route through context.
const StoryArgs = createContext<ComponentProps<typeof ErrorPage>>({ status: 404 });

function ErrorRoute() {
  return <ErrorPage {...useContext(StoryArgs)} />;
}

/** The error page under a root route (`id: 'root'`) with the root loader's data, as in site/root.tsx. */
const ErrorStub = createRoutesStub([
  {
    id: 'root',
    loader: () => rootData,
    Component: Outlet,
    children: [{ path: '*', Component: ErrorRoute }],
  },
]);

/**
 * What the root error boundary shows, inside the site header and footer (docs/spec/platform.md §2):
 * a 404 reads "Page not found" and suggests Inspiration, About and Blog; a 403 shows its message and
 * "Take me home"; the 403 of an inactive or unapproved designer (message `designer-unavailable`)
 * reads "Forbidden" with Designers and Home; any other status reads "Wooops!" with Refresh and
 * "Take me home".
 */
const meta = {
  title: 'Site/Error page',
  component: ErrorPage,
  parameters: { router: false },
  argTypes: {
    status: { control: 'select', options: [404, 403, 500] },
    message: { control: 'text' },
  },
  args: { status: 404 },
  // The page's words are a chunk of their own (site/shell/shellParts.ts), loaded before the page is
  // shown, as the browser does when the server's HTML shows an error page.
  loaders: [
    async () => {
      await ErrorContent.preload();
    },
  ],
  // The site layout around the error loads the store's cart and footer menus.
  beforeEach({ msw }) {
    msw.use(...shellHandlers());
  },
  render: (args) => (
    <StoryArgs value={args}>
      <CartProvider>
        <ErrorStub
          initialEntries={['/no-such-page']}
          hydrationData={{ loaderData: { root: rootData } }}
        />
      </CartProvider>
    </StoryArgs>
  ),
} satisfies Meta<typeof ErrorPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const NotFound: Story = {
  args: { status: 404 },
  play: async ({ canvas }) => {
    const main = canvas.getByRole('main');
    await expect(within(main).getByRole('heading', { level: 1 })).toHaveTextContent(
      'Page not found',
    );
    await expect(within(main).getByText('This page could not be found')).toBeVisible();
    const suggestions = within(main).getByRole('navigation', { name: 'Suggested pages' });
    await expect(within(suggestions).getByRole('link', { name: 'Inspiration' })).toHaveAttribute(
      'href',
      '/inspiration',
    );
    await expect(within(suggestions).getByRole('link', { name: 'About' })).toHaveAttribute(
      'href',
      '/about',
    );
    await expect(within(suggestions).getByRole('link', { name: 'Blog' })).toHaveAttribute(
      'href',
      '/blog',
    );
  },
};

export const Forbidden: Story = {
  args: { status: 403, message: 'Only the owner of this order can see it.' },
  play: async ({ canvas }) => {
    const main = canvas.getByRole('main');
    await expect(within(main).getByRole('heading', { level: 1 })).toHaveTextContent('Forbidden');
    await expect(within(main).getByText('Only the owner of this order can see it.')).toBeVisible();
    await expect(within(main).getByRole('link', { name: 'Take me home' })).toHaveAttribute(
      'href',
      '/',
    );
  },
};

/** A designer's page that is inactive or not approved. */
export const DesignerForbidden: Story = {
  args: { status: 403, message: designerForbiddenMessage },
  play: async ({ canvas }) => {
    const main = canvas.getByRole('main');
    await expect(within(main).getByRole('heading', { level: 1 })).toHaveTextContent('Forbidden');
    await expect(within(main).getByRole('link', { name: 'Designers' })).toHaveAttribute(
      'href',
      '/designers',
    );
    await expect(within(main).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  },
};

export const ServerError: Story = {
  args: { status: 500 },
  play: async ({ canvas }) => {
    const main = canvas.getByRole('main');
    await expect(within(main).getByRole('heading', { level: 1 })).toHaveTextContent('Wooops!');
    await expect(within(main).getByRole('button', { name: 'Refresh' })).toBeVisible();
    await expect(within(main).getByRole('link', { name: 'Take me home' })).toHaveAttribute(
      'href',
      '/',
    );
  },
};

/** On a phone. */
export const NotFoundOnPhone: Story = {
  args: { status: 404 },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Menu' })).toBeVisible();
  },
};

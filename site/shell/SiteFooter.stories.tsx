import type { Meta, StoryObj } from '@storybook/react-vite';
import type {} from 'msw-storybook-addon/types';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SiteFooter } from './SiteFooter.tsx';
import { shellHandlers } from './testing/shellHandlers.ts';

/**
 * The footer of every site page: three columns of links from the store's navigation menus
 * `footer-nav-column-1..3` (a top entry with its children; '#' entries are plain headings, links on the
 * main site address are routes, store links open in a new tab), loaded in the browser with their room
 * reserved. When none of the menus comes (missing or failing) it shows the fallback list of
 * docs/spec/platform.md §2 — Consultants, Learn, The Book, Home, About, Virtual Consult, Contact, the store's
 * collections and return policy, the four quiz results, Privacy and Terms. Beside the links: the
 * e-mail sign-up (POST /opt-in with tagId footer-signup); under them the copyright of the current
 * year. Pink by default; white on the order detail page. Columns stack on a phone.
 */
const meta = {
  title: 'Site/Footer',
  component: SiteFooter,
  argTypes: { tone: { control: 'inline-radio', options: ['pink', 'white'] } },
  args: { tone: 'pink' },
  beforeEach({ msw }) {
    msw.use(...shellHandlers());
  },
} satisfies Meta<typeof SiteFooter>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** The store's three footer menus. */
export const FromStoreMenus: Story = {
  play: async ({ canvas }) => {
    const footer = canvas.getByRole('contentinfo');
    await expect(getComputedStyle(footer).backgroundColor).toBe('rgb(247, 225, 220)');
    await expect(footer).toHaveTextContent(`© ${new Date().getFullYear()} Trellis.`);
    const quiz = await canvas.findByRole('navigation', { name: 'Quiz and legal' });
    await expect(canvas.getAllByRole('navigation')).toHaveLength(3);
    await expect(within(quiz).getByText('What kind of gardener are you?')).toBeVisible();
    await expect(within(quiz).getByRole('link', { name: 'Terms' })).toHaveAttribute(
      'href',
      '/terms',
    );
    const shop = canvas.getByRole('navigation', { name: 'Shop' });
    await expect(within(shop).getByRole('link', { name: /^Seeds/ })).toHaveAttribute(
      'target',
      '_blank',
    );
  },
};

/** While the menus load, their room is kept. */
export const LoadingMenus: Story = {
  beforeEach({ msw }) {
    msw.use(...shellHandlers({ menus: 'loading' }));
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation')).not.toBeInTheDocument();
    await expect(canvas.getByRole('textbox', { name: 'Email address' })).toBeVisible();
  },
};

/** The store has no footer menus: the fallback list. */
export const Fallback: Story = {
  beforeEach({ msw }) {
    msw.use(...shellHandlers({ menus: 'missing' }));
  },
  play: async ({ canvas }) => {
    const third = await canvas.findByRole('navigation', { name: 'Footer column 3' });
    await expect(canvas.getAllByRole('navigation')).toHaveLength(3);
    await expect(within(third).getByRole('link', { name: 'Terms' })).toHaveAttribute(
      'href',
      '/terms',
    );
  },
};

/** The store fails: the fallback list too. */
export const StoreFailing: Story = {
  beforeEach({ msw }) {
    msw.use(...shellHandlers({ menus: 'failing' }));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Virtual Consult' })).toHaveAttribute(
      'href',
      '/coaches',
    );
  },
};

/** Signing up: the thank-you takes the form's place. */
export const SignedUp: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email address' }), 'ivy@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign Up' }));
    const thanks = await canvas.findByText('Thank you for your submission.');
    await waitFor(() => expect(thanks).toHaveFocus());
  },
};

/** The sign-up fails: an alert, and the address stays in the field. */
export const SignUpError: Story = {
  beforeEach({ msw }) {
    msw.use(...shellHandlers({ optIn: 'error' }));
  },
  play: async ({ canvas }) => {
    const field = canvas.getByRole('textbox', { name: 'Email address' });
    await userEvent.type(field, 'ivy@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign Up' }));
    // The alert is always on the page (a live region), empty until something goes wrong.
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent(
        'There was an error, please try again later',
      ),
    );
    await expect(field).toHaveValue('ivy@example.com');
  },
};

/** On the order detail page. */
export const White: Story = {
  args: { tone: 'white' },
  play: async ({ canvas }) => {
    const footer = canvas.getByRole('contentinfo');
    await expect(getComputedStyle(footer).backgroundColor).toBe('rgb(255, 255, 255)');
    await canvas.findByRole('navigation', { name: 'Trellis' });
  },
};

/** On a phone the three columns stack. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await canvas.findByRole('navigation', { name: 'Trellis' });
    const [first, second] = canvas.getAllByRole('navigation');
    await expect(second!.getBoundingClientRect().top).toBeGreaterThan(
      first!.getBoundingClientRect().bottom,
    );
  },
};

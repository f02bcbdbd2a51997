import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Box } from '#src/ui/components/Box/Box.tsx';
import { Stack } from '#src/ui/components/Stack/index.ts';
import { defaultPublicConfig } from '#src/lib/config/runtimeConfig.tsx';
import { Link } from './Link.tsx';
import { linkVariants } from './Link.css.ts';

/** Shows the router's location, so a story can show where an internal link went. */
function CurrentRoute() {
  const location = useLocation();
  return <p>Current route: {`${location.pathname}${location.search}${location.hash}`}</p>;
}

function WithRoute({ children }: { children: ReactNode }) {
  return (
    <Box display="flex" flexDirection="column" gap="medium">
      <div>{children}</div>
      <CurrentRoute />
    </Box>
  );
}

const siteUrl = defaultPublicConfig.siteUrl;

/**
 * The one link of the site. It works out from `href` what kind of link it is, by the rules of the
 * specification (see `resolveLink`):
 * - a route (`/about`) or an absolute URL on the site address (SITE_URL) → a router link;
 * - `#anchor` → scrolls smoothly to the element (instantly with reduced motion) and moves focus there;
 * - another site → opens in a new tab, and says so to screen readers;
 * - `mailto:` / `tel:` → an ordinary link;
 * - `#`, blank, or an unsafe scheme such as `javascript:` → plain text, not a link.
 *
 * Variants: `inline` inside running text (underlined, in the colour of the text), `plain` for
 * standalone links, `nav` for menus (the current page is marked with `aria-current`).
 */
const meta = {
  title: 'Components/Link',
  component: Link,
  parameters: { layout: 'padded' },
  argTypes: {
    variant: { control: 'inline-radio', options: linkVariants },
    href: { control: 'text' },
  },
  args: { href: '/about', children: 'About us', variant: 'inline', onClick: fn() },
  decorators: [(Story) => <WithRoute>{Story()}</WithRoute>],
} satisfies Meta<typeof Link>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** In running text: underlined, in the text's own colour. */
export const Inline: Story = {
  render: (args) => (
    <p>
      Not sure where to start? <Link {...args}>Read our planting guide</Link> and pick three easy
      crops.
    </p>
  ),
  args: { href: '/blog/planting-guide' },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Read our planting guide' });
    await expect(getComputedStyle(link).textDecorationLine).toBe('underline');
  },
};

/** A route of this site goes through the router: no page load. */
export const Internal: Story = {
  args: { href: '/about', children: 'About us' },
  play: async ({ canvas, args }) => {
    const link = canvas.getByRole('link', { name: 'About us' });
    await expect(link).toHaveAttribute('href', '/about');
    await userEvent.click(link);
    await expect(canvas.getByText('Current route: /about')).toBeVisible();
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

/** An absolute link on the site address (here the default SITE_URL) becomes a route. */
export const AbsoluteOnSiteAddress: Story = {
  args: { href: `${siteUrl}/designers/7?tab=portfolio#work`, children: 'Meet Rosa' },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Meet Rosa' });
    await expect(link).toHaveAttribute('href', '/designers/7?tab=portfolio#work');
    await expect(link).not.toHaveAttribute('target');
    await userEvent.click(link);
    await expect(canvas.getByText('Current route: /designers/7?tab=portfolio#work')).toBeVisible();
  },
};

/** Another site opens in a new tab; screen readers hear "(opens in a new tab)". */
export const External: Story = {
  args: { href: 'https://seeds.example.com/catalogue', children: 'Seed catalogue' },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Seed catalogue (opens in a new tab)' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

export const Email: Story = {
  args: { href: 'mailto:hello@trellis.example', children: 'hello@trellis.example' },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'hello@trellis.example' });
    await expect(link).toHaveAttribute('href', 'mailto:hello@trellis.example');
    await expect(link).not.toHaveAttribute('target');
  },
};

export const Phone: Story = {
  args: { href: 'tel:+15555550123', children: '(555) 555-0123' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: '(555) 555-0123' })).toHaveAttribute(
      'href',
      'tel:+15555550123',
    );
  },
};

/** '#anchor' scrolls smoothly to the element and moves focus to it. */
export const Anchor: Story = {
  args: { href: '#planting-guide', children: 'Jump to the planting guide' },
  render: (args) => (
    <div>
      <Link {...args} />
      <div style={{ height: '150vh' }} />
      <h2 id="planting-guide">Planting guide</h2>
      <p>Start with herbs, lettuce and bush beans.</p>
      <div style={{ height: '100vh' }} />
    </div>
  ),
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { name: 'Planting guide' });
    await expect(canvas.getByRole('link', { name: 'Jump to the planting guide' })).toHaveAttribute(
      'href',
      '#planting-guide',
    );
    await userEvent.click(canvas.getByRole('link', { name: 'Jump to the planting guide' }));
    await expect(heading).toHaveFocus();
    // The target lands at the top of the window less the room the document keeps for the sticky
    // header (scroll-padding-top: the header's height and a little more; just the little more here).
    const keptRoom = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
    await waitFor(
      () => expect(Math.abs(heading.getBoundingClientRect().top - keptRoom)).toBeLessThan(2),
      { timeout: 3000 },
    );
  },
};

/** A link of '#' (a placeholder in the CMS) is plain text. */
export const PlainTextForHash: Story = {
  args: { href: '#', children: 'Coming soon' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Coming soon')).toBeVisible();
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
  },
};

/** An unsafe link (`javascript:`) is never rendered as a link. */
export const UnsafeIsPlainText: Story = {
  args: { href: 'javascript:alert(1)', children: 'Click me' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
  },
};

/** Standalone, underlined on hover only. */
export const Plain: Story = {
  args: { variant: 'plain', href: '/blog', children: 'All articles' },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'All articles' });
    await expect(getComputedStyle(link).textDecorationLine).toBe('none');
  },
};

/** In a menu; the link to the current page (here the home route) is marked. */
export const Navigation: Story = {
  render: (args) => (
    <nav aria-label="Main">
      <Box
        as="ul"
        display="flex"
        flexWrap="wrap"
        gap="large"
        padding="none"
        margin="none"
        style={{ listStyle: 'none' }}
      >
        {[
          ['/', 'Home'],
          ['/inspiration', 'Inspiration'],
          ['/about', 'About'],
          ['/blog', 'Blog'],
          [`${siteUrl}/resources`, 'Start here'],
        ].map(([href = '', label]) => (
          <li key={href}>
            <Link {...args} variant="nav" href={href}>
              {label}
            </Link>
          </li>
        ))}
      </Box>
    </nav>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Home' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('link', { name: 'Blog' })).not.toHaveAttribute('aria-current');
    await expect(canvas.getByRole('link', { name: 'Start here' })).toHaveAttribute(
      'href',
      '/resources',
    );
    await userEvent.click(canvas.getByRole('link', { name: 'Blog' }));
    await expect(canvas.getByRole('link', { name: 'Blog' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  },
};

/** On green, links keep the (white) text colour, so they stay readable. */
export const OnGreen: Story = {
  render: (args) => (
    <Box background="green" color="textInverse" padding="large">
      <p>
        Questions? <Link {...args}>Contact our team</Link> any time.
      </p>
    </Box>
  ),
  args: { href: '/contact' },
  play: async ({ canvas }) => {
    await expect(
      getComputedStyle(canvas.getByRole('link', { name: 'Contact our team' })).color,
    ).toBe('rgb(255, 255, 255)');
  },
};

/** Keyboard: Tab reaches the link and Enter follows it. */
export const Keyboard: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'About us' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByText('Current route: /about')).toBeVisible();
  },
};

/**
 * A link on its own under a page's content ('All my designs' under a design): it is as wide as its
 * words, so its focus ring hugs them instead of running across the column.
 */
export const StandaloneInAColumn: Story = {
  render: (args) => (
    <Stack space="large">
      <p>Your design, its homework and the messages with your designer.</p>
      <Link {...args} />
      <Link href="/account">Back to My Account</Link>
    </Stack>
  ),
  args: { href: '/account/designs', children: 'All my designs' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvas }) => {
    for (const name of ['All my designs', 'Back to My Account']) {
      const link = canvas.getByRole('link', { name });
      await userEvent.tab();
      await expect(link).toHaveFocus();
      const words = document.createRange();
      words.selectNodeContents(link);
      const column = link.parentElement!.getBoundingClientRect().width;
      const width = link.getBoundingClientRect().width;
      await expect(width).toBeLessThan(column / 2);
      await expect(Math.abs(width - words.getBoundingClientRect().width)).toBeLessThan(2);
    }
  },
};

export const StandaloneInAColumnOnAPhone: Story = {
  ...StandaloneInAColumn,
  globals: { viewport: { value: 'phone', isRotated: false } },
};

import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ConfigProvider, defaultPublicConfig } from '#src/lib/config/runtimeConfig.tsx';
import { StoryProviders } from '#src/testing/StoryProviders.tsx';
import { SiteFooter } from './SiteFooter.tsx';
import { footer } from './shell.css.ts';
import { shellHandlers, type ShellHandlerOptions } from './testing/shellHandlers.ts';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  vi.useRealTimers();
});
afterAll(() => server.close());

function showFooter(
  props: Parameters<typeof SiteFooter>[0] = {},
  { shopUrl = '/api/shop', ...handlers }: ShellHandlerOptions & { shopUrl?: string } = {},
) {
  server.use(
    ...shellHandlers({
      ...handlers,
      shopUrl: shopUrl.startsWith('/') ? `*${shopUrl}` : shopUrl,
    }),
  );
  render(
    <StoryProviders>
      <ConfigProvider value={{ ...defaultPublicConfig, shopUrl }}>
        <SiteFooter {...props} />
      </ConfigProvider>
    </StoryProviders>,
  );
  return screen.getByRole('contentinfo');
}

function linkNames(column: HTMLElement) {
  return within(column)
    .getAllByRole('link')
    .map((link) => link.textContent);
}

describe('SiteFooter', () => {
  it('shows the copyright of the current year', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2031-03-14T12:00:00Z'));
    const footerElement = showFooter({}, { menus: 'loading' });
    expect(footerElement).toHaveTextContent('© 2031 Trellis. Grow something good.');
  });

  it('holds the place of the columns, with no links yet, while the store menus load', () => {
    showFooter({}, { menus: 'loading' });
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Privacy' })).not.toBeInTheDocument();
  });

  describe('from the store menus', () => {
    it('makes one column of each footer menu, named by its title', async () => {
      showFooter();
      const first = await screen.findByRole('navigation', { name: 'Trellis' });
      expect(linkNames(first)).toEqual([
        'Home',
        'About',
        'Consultants',
        'Virtual Consult',
        'Learn',
        'The Book',
        'Contact',
      ]);
      expect(screen.getByRole('heading', { level: 2, name: 'Trellis' })).toBeInTheDocument();
      expect(within(first).getByRole('link', { name: 'Virtual Consult' })).toHaveAttribute(
        'href',
        '/coaches',
      );
      const shop = screen.getByRole('navigation', { name: 'Shop' });
      expect(within(shop).getByRole('link', { name: /^Seeds/ })).toHaveAttribute(
        'target',
        '_blank',
      );
      expect(screen.getByRole('navigation', { name: 'Quiz and legal' })).toBeInTheDocument();
      expect(screen.getAllByRole('navigation')).toHaveLength(3);
    });

    it('shows an entry with its links under it (the quiz, then its four results)', async () => {
      showFooter();
      const quiz = await screen.findByRole('navigation', { name: 'Quiz and legal' });
      expect(
        within(quiz).getByRole('link', { name: 'What kind of gardener are you?' }),
      ).toHaveAttribute('href', '/quiz');
      expect(linkNames(quiz)).toEqual([
        'What kind of gardener are you?',
        'Herb gardener',
        'Salad gardener',
        'Official kitchen gardener',
        'Kitchen garden pro',
        'Privacy',
        'Terms',
      ]);
      expect(within(quiz).getByRole('link', { name: 'Herb gardener' })).toHaveAttribute(
        'href',
        '/quiz-results-herb-gardener',
      );
    });

    it('goes no deeper than a top entry and its children', async () => {
      showFooter(
        {},
        {
          menuOverrides: {
            'footer-nav-column-1': {
              handle: 'footer-nav-column-1',
              title: 'Grow',
              items: [
                {
                  title: 'Learn',
                  url: '/blog',
                  items: [
                    {
                      title: 'Podcasts',
                      url: '/podcasts',
                      items: [{ title: 'Episode one', url: '/podcasts/1', items: [] }],
                    },
                  ],
                },
              ],
            },
          },
        },
      );
      const grow = await screen.findByRole('navigation', { name: 'Grow' });
      expect(linkNames(grow)).toEqual(['Learn', 'Podcasts']);
      expect(screen.queryByText('Episode one')).not.toBeInTheDocument();
    });

    it('turns links on the main site address into routes of this site', async () => {
      showFooter(
        {},
        {
          menuOverrides: {
            'footer-nav-column-1': {
              handle: 'footer-nav-column-1',
              title: 'Grow',
              items: [
                { title: 'About us', url: `${defaultPublicConfig.siteUrl}/about`, items: [] },
                { title: 'Elsewhere', url: 'https://example.org/garden', items: [] },
              ],
            },
          },
        },
      );
      const grow = await screen.findByRole('navigation', { name: 'Grow' });
      const about = within(grow).getByRole('link', { name: 'About us' });
      expect(about).toHaveAttribute('href', '/about');
      expect(about).not.toHaveAttribute('target');
      expect(
        within(grow).getByRole('link', { name: 'Elsewhere (opens in a new tab)' }),
      ).toHaveAttribute('target', '_blank');
    });

    it('opens store links in a new tab even when the store address is a path on this site', async () => {
      showFooter(
        {},
        {
          menuOverrides: {
            'footer-nav-column-2': {
              handle: 'footer-nav-column-2',
              title: 'Shop',
              items: [{ title: 'Seeds', url: '/api/shop/collections/seeds', items: [] }],
            },
          },
        },
      );
      const shop = await screen.findByRole('navigation', { name: 'Shop' });
      const seeds = within(shop).getByRole('link', { name: 'Seeds (opens in a new tab)' });
      expect(seeds).toHaveAttribute('href', '/api/shop/collections/seeds');
      expect(seeds).toHaveAttribute('target', '_blank');
    });

    it('keeps the other columns when one menu is missing', async () => {
      vi.spyOn(console, 'warn').mockImplementation(() => {});
      showFooter({}, { menuOverrides: { 'footer-nav-column-2': null } });
      expect(await screen.findByRole('navigation', { name: 'Trellis' })).toBeInTheDocument();
      expect(screen.getByRole('navigation', { name: 'Quiz and legal' })).toBeInTheDocument();
      expect(screen.queryByRole('navigation', { name: 'Shop' })).not.toBeInTheDocument();
    });
  });

  describe('fallback list', () => {
    it('spreads the fallback links over three columns when the store has no footer menus', async () => {
      vi.spyOn(console, 'warn').mockImplementation(() => {});
      showFooter({}, { menus: 'missing' });
      expect(linkNames(await screen.findByRole('navigation', { name: 'Footer column 1' }))).toEqual(
        ['Consultants', 'Learn', 'The Book', 'Home', 'About'],
      );
      expect(linkNames(screen.getByRole('navigation', { name: 'Footer column 2' }))).toEqual([
        'Virtual Consult',
        'Contact',
        'Shop collections (opens in a new tab)',
        'Return policy (opens in a new tab)',
        'Herb Gardener results',
      ]);
      expect(linkNames(screen.getByRole('navigation', { name: 'Footer column 3' }))).toEqual([
        'Salad Gardener results',
        'Official Kitchen Gardener results',
        'Kitchen Garden Pro results',
        'Privacy',
        'Terms',
      ]);
    });

    it('falls back when the store fails, and logs why', async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      showFooter({}, { menus: 'failing' });
      expect(await screen.findByRole('link', { name: 'Privacy' })).toHaveAttribute(
        'href',
        '/privacy',
      );
      expect(screen.getByRole('link', { name: 'Terms' })).toHaveAttribute('href', '/terms');
      expect(warn).toHaveBeenCalledWith(
        '[footer] store menu footer-nav-column-1 could not load:',
        'Store unavailable',
      );
    });

    it('opens the store collections and return policy in a new tab', async () => {
      vi.spyOn(console, 'warn').mockImplementation(() => {});
      showFooter({}, { shopUrl: 'https://store.trellis.test', menus: 'missing' });
      const collections = await screen.findByRole('link', {
        name: 'Shop collections (opens in a new tab)',
      });
      expect(collections).toHaveAttribute('href', 'https://store.trellis.test/collections/all');
      expect(collections).toHaveAttribute('target', '_blank');
      const returns = screen.getByRole('link', { name: 'Return policy (opens in a new tab)' });
      expect(returns).toHaveAttribute('href', 'https://store.trellis.test/policies/refund-policy');
      expect(screen.getByRole('link', { name: 'About' })).not.toHaveAttribute('target');
    });
  });

  describe('e-mail sign-up', () => {
    it('posts the address with the footer-signup tag and thanks the person', async () => {
      const received: unknown[] = [];
      const user = userEvent.setup();
      showFooter({}, { onOptIn: (body) => received.push(body) });
      await user.type(screen.getByRole('textbox', { name: 'Email address' }), 'ivy@example.com');
      await user.click(screen.getByRole('button', { name: 'Sign Up' }));
      expect(await screen.findByRole('status')).toHaveTextContent('Thank you for your submission.');
      expect(received).toEqual([{ email: 'ivy@example.com', tagId: 'footer-signup' }]);
      expect(screen.queryByRole('textbox', { name: 'Email address' })).not.toBeInTheDocument();
    });

    it('shows that it is signing up while the request is under way', async () => {
      const user = userEvent.setup();
      showFooter({}, { optIn: 'pending' });
      await user.type(screen.getByRole('textbox', { name: 'Email address' }), 'ivy@example.com');
      const button = screen.getByRole('button', { name: 'Sign Up' });
      await user.click(button);
      expect(button).toHaveAttribute('aria-busy', 'true');
      expect(button).toBeDisabled();
      expect(screen.getByRole('textbox', { name: 'Email address' })).toHaveValue('ivy@example.com');
    });

    it('says there was an error on failure and keeps what was typed', async () => {
      const user = userEvent.setup();
      showFooter({}, { optIn: 'error' });
      const field = screen.getByRole('textbox', { name: 'Email address' });
      await user.type(field, 'ivy@example.com');
      await user.click(screen.getByRole('button', { name: 'Sign Up' }));
      // The alert is always on the page (a live region), empty until something goes wrong.
      await waitFor(() =>
        expect(screen.getByRole('alert')).toHaveTextContent(
          'There was an error, please try again later',
        ),
      );
      expect(field).toHaveValue('ivy@example.com');
      expect(screen.getByRole('button', { name: 'Sign Up' })).toBeEnabled();
    });

    it('asks for a valid address before sending anything', async () => {
      const received: unknown[] = [];
      const user = userEvent.setup();
      showFooter({}, { onOptIn: (body) => received.push(body) });
      const field = screen.getByRole('textbox', { name: 'Email address' });
      await user.type(field, 'ivy@');
      await user.click(screen.getByRole('button', { name: 'Sign Up' }));
      expect(field).toHaveAccessibleDescription('Please enter a valid email address.');
      expect(field).toHaveFocus();
      expect(received).toEqual([]);
    });
  });

  it('is pink by default', () => {
    expect(showFooter()).toHaveClass(footer({ tone: 'pink' }));
  });

  it('can be white', () => {
    const footerElement = showFooter({ tone: 'white' });
    expect(footerElement).toHaveClass(footer({ tone: 'white' }));
    expect(footerElement).not.toHaveClass(footer({ tone: 'pink' }));
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route, Routes } from 'react-router';
import { ConfigProvider, defaultPublicConfig } from '#src/lib/config/runtimeConfig.tsx';
import { StoryProviders } from '#src/testing/StoryProviders.tsx';
import { Link } from './Link.tsx';

function renderWithRoutes(
  link: React.ReactNode,
  { initialPath = '/', siteUrl = 'https://www.trellis.garden' } = {},
) {
  return render(
    <StoryProviders initialPath={initialPath}>
      <ConfigProvider value={{ ...defaultPublicConfig, siteUrl }}>
        <Routes>
          <Route path="/" element={link} />
          <Route path="/blog" element={link} />
          <Route path="/about" element={<p>About page</p>} />
          <Route path="/designers/:id" element={<p>Designer page</p>} />
        </Routes>
      </ConfigProvider>
    </StoryProviders>,
  );
}

describe('Link', () => {
  it('navigates to an internal route through the router', async () => {
    renderWithRoutes(<Link href="/about">About us</Link>);
    const link = screen.getByRole('link', { name: 'About us' });
    expect(link).toHaveAttribute('href', '/about');
    expect(link).not.toHaveAttribute('target');
    await userEvent.click(link);
    expect(screen.getByText('About page')).toBeInTheDocument();
  });

  it('turns an absolute link on the site address into an internal route', async () => {
    renderWithRoutes(
      <Link href="https://www.trellis.garden/designers/7?tab=about">Meet Rosa</Link>,
    );
    const link = screen.getByRole('link', { name: 'Meet Rosa' });
    expect(link).toHaveAttribute('href', '/designers/7?tab=about');
    await userEvent.click(link);
    expect(screen.getByText('Designer page')).toBeInTheDocument();
  });

  it('reads the site address from the run-time config', () => {
    renderWithRoutes(<Link href="https://staging.trellis.garden/about">About</Link>, {
      siteUrl: 'https://staging.trellis.garden/',
    });
    expect(screen.getByRole('link', { name: 'About' })).toHaveAttribute('href', '/about');
  });

  it('opens another site in a new tab and says so to screen readers', () => {
    renderWithRoutes(<Link href="https://seeds.example.com/catalogue">Seed catalogue</Link>);
    const link = screen.getByRole('link', { name: 'Seed catalogue (opens in a new tab)' });
    expect(link).toHaveAttribute('href', 'https://seeds.example.com/catalogue');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByText('Seed catalogue')).toBeVisible();
  });

  it('renders a mailto: link as a plain link in the same tab', () => {
    renderWithRoutes(<Link href="mailto:hello@trellis.garden">Write to us</Link>);
    const link = screen.getByRole('link', { name: 'Write to us' });
    expect(link).toHaveAttribute('href', 'mailto:hello@trellis.garden');
    expect(link).not.toHaveAttribute('target');
  });

  it('renders a tel: link as a plain link', () => {
    renderWithRoutes(<Link href="tel:+15555550123">Call us</Link>);
    expect(screen.getByRole('link', { name: 'Call us' })).toHaveAttribute(
      'href',
      'tel:+15555550123',
    );
  });

  it('renders a link of "#" as plain text, not a link', () => {
    renderWithRoutes(<Link href="#">Coming soon</Link>);
    expect(screen.getByText('Coming soon')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('never renders a javascript: link as a link', () => {
    renderWithRoutes(<Link href="javascript:alert('hi')">Click me</Link>);
    expect(screen.getByText('Click me')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('calls onClick when an internal link is followed', async () => {
    const onClick = vi.fn();
    renderWithRoutes(
      <Link href="/about" onClick={onClick}>
        About us
      </Link>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'About us' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  describe('in the navigation variant', () => {
    it('marks the link to the current page', () => {
      renderWithRoutes(
        <nav>
          <Link href="/" variant="nav">
            Home
          </Link>
          <Link href="/blog" variant="nav">
            Blog
          </Link>
        </nav>,
        { initialPath: '/blog' },
      );
      expect(screen.getByRole('link', { name: 'Blog' })).toHaveAttribute('aria-current', 'page');
      expect(screen.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
    });
  });

  describe('to an anchor on the page', () => {
    const scrollIntoView = vi.fn();
    const jsdomScrollIntoView = Element.prototype.scrollIntoView;

    beforeEach(() => {
      scrollIntoView.mockReset();
      Element.prototype.scrollIntoView = scrollIntoView;
      window.history.replaceState(null, '', '/');
    });

    afterEach(() => {
      // The next test file shares this window (decision 035): it gets the stub back, not this mock.
      Element.prototype.scrollIntoView = jsdomScrollIntoView;
      vi.unstubAllGlobals();
    });

    function renderAnchorPage() {
      renderWithRoutes(
        <main>
          <Link href="#planting">Jump to planting</Link>
          <h2 id="planting">Planting</h2>
        </main>,
      );
    }

    it('scrolls smoothly to the element and moves focus to it', async () => {
      renderAnchorPage();
      await userEvent.click(screen.getByRole('link', { name: 'Jump to planting' }));
      const heading = screen.getByRole('heading', { name: 'Planting' });
      expect(scrollIntoView).toHaveBeenCalledTimes(1);
      expect(scrollIntoView.mock.contexts[0]).toBe(heading);
      expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
      expect(heading).toHaveFocus();
      expect(window.location.hash).toBe('#planting');
    });

    it('jumps without animation when the person prefers reduced motion', async () => {
      vi.stubGlobal(
        'matchMedia',
        vi.fn((query: string) => ({
          matches: query === '(prefers-reduced-motion: reduce)',
          media: query,
        })),
      );
      renderAnchorPage();
      await userEvent.click(screen.getByRole('link', { name: 'Jump to planting' }));
      expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'auto', block: 'start' });
      expect(screen.getByRole('heading', { name: 'Planting' })).toHaveFocus();
    });

    it('points its href at the anchor so it also works without script', () => {
      renderAnchorPage();
      expect(screen.getByRole('link', { name: 'Jump to planting' })).toHaveAttribute(
        'href',
        '#planting',
      );
    });

    it('leaves the browser to it when no element has that id', async () => {
      renderWithRoutes(<Link href="#nowhere">Nowhere</Link>);
      await userEvent.click(screen.getByRole('link', { name: 'Nowhere' }));
      expect(scrollIntoView).not.toHaveBeenCalled();
    });

    it('does not scroll when onClick prevented the default', async () => {
      renderWithRoutes(
        <main>
          <Link href="#planting" onClick={(event) => event.preventDefault()}>
            Jump to planting
          </Link>
          <h2 id="planting">Planting</h2>
        </main>,
      );
      await userEvent.click(screen.getByRole('link', { name: 'Jump to planting' }));
      expect(scrollIntoView).not.toHaveBeenCalled();
    });
  });
});

import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfigProvider, defaultPublicConfig } from '#src/config/runtimeConfig.tsx';
import { StoryProviders } from '#src/test/StoryProviders.tsx';
import { SiteFooter } from './SiteFooter.tsx';
import { footer } from './shell.css.ts';

function showFooter(props: Parameters<typeof SiteFooter>[0] = {}, shopUrl = '/api/shop') {
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

afterEach(() => {
  vi.useRealTimers();
});

describe('SiteFooter', () => {
  it('shows the copyright of the current year', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2031-03-14T12:00:00Z'));
    const footerElement = showFooter();
    expect(footerElement).toHaveTextContent('© 2031 Trellis. Grow something good.');
  });

  it('spreads the fallback links over three columns', () => {
    showFooter();
    expect(linkNames(screen.getByRole('navigation', { name: 'Footer column 1' }))).toEqual([
      'Consultants',
      'Learn',
      'The Book',
      'Home',
      'About',
    ]);
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

  it('links Privacy and Terms to their pages', () => {
    showFooter();
    expect(screen.getByRole('link', { name: 'Privacy' })).toHaveAttribute('href', '/privacy');
    expect(screen.getByRole('link', { name: 'Terms' })).toHaveAttribute('href', '/terms');
    expect(screen.getByRole('link', { name: 'Virtual Consult' })).toHaveAttribute(
      'href',
      '/coaches',
    );
  });

  it('opens the store collections and return policy in a new tab', () => {
    showFooter({}, 'https://store.trellis.test');
    const collections = screen.getByRole('link', { name: 'Shop collections (opens in a new tab)' });
    expect(collections).toHaveAttribute('href', 'https://store.trellis.test/collections/all');
    expect(collections).toHaveAttribute('target', '_blank');
    const returns = screen.getByRole('link', { name: 'Return policy (opens in a new tab)' });
    expect(returns).toHaveAttribute('href', 'https://store.trellis.test/policies/refund-policy');
    expect(returns).toHaveAttribute('target', '_blank');
  });

  it('treats store pages as external even when the store URL is a path on this site', () => {
    showFooter({}, '/api/shop');
    const collections = screen.getByRole('link', { name: 'Shop collections (opens in a new tab)' });
    expect(collections).toHaveAttribute('href', '/api/shop/collections/all');
    expect(collections).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'About' })).not.toHaveAttribute('target');
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

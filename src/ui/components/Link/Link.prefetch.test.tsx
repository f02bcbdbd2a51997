import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigProvider, defaultPublicConfig } from '#src/lib/config/runtimeConfig.tsx';
import type { ConnectionHints } from './prefetchPolicy.ts';
import { Link } from './Link.tsx';

function setConnection(connection: ConnectionHints | undefined) {
  Object.defineProperty(navigator, 'connection', { value: connection, configurable: true });
}

afterEach(() => {
  setConnection(undefined);
});

/** The page data React Router prefetches for a route (a `<link rel="prefetch">` in the document). */
function prefetchedPaths() {
  // Prefetch links live in <head>, outside any role.
  return [...document.querySelectorAll('link[rel="prefetch"]')].map((link) =>
    link.getAttribute('href'),
  );
}

function renderLink() {
  const Stub = createRoutesStub([
    { path: '/', Component: () => <Link href="/about">About us</Link> },
    { path: '/about', loader: () => ({ title: 'About' }), Component: () => <p>About page</p> },
  ]);
  render(
    <ConfigProvider value={defaultPublicConfig}>
      <Stub initialEntries={['/']} />
    </ConfigProvider>,
  );
}

// React Router starts prefetching 100 ms after the pointer comes to rest on a link ('intent').
const pastIntentDelay = () => new Promise((resolve) => setTimeout(resolve, 250));

describe('Link prefetching', () => {
  it('prefetches the next page when the pointer rests on the link', async () => {
    setConnection({ effectiveType: '4g', saveData: false });
    const user = userEvent.setup();
    renderLink();
    await user.hover(await screen.findByRole('link', { name: 'About us' }));
    await waitFor(() => expect(prefetchedPaths()).toEqual(['/about.data']));
  });

  it('prefetches when the browser says nothing about the connection', async () => {
    setConnection(undefined);
    const user = userEvent.setup();
    renderLink();
    await user.hover(await screen.findByRole('link', { name: 'About us' }));
    await waitFor(() => expect(prefetchedPaths()).toEqual(['/about.data']));
  });

  it.each([
    ['a 2g connection', { effectiveType: '2g' }],
    ['a slow-2g connection', { effectiveType: 'slow-2g' }],
    ['data saver', { effectiveType: '4g', saveData: true }],
  ])('skips prefetching on %s', async (_, connection: ConnectionHints) => {
    setConnection(connection);
    const user = userEvent.setup();
    renderLink();
    const link = await screen.findByRole('link', { name: 'About us' });
    await user.hover(link);
    link.focus();
    await pastIntentDelay();
    expect(prefetchedPaths()).toEqual([]);
  });
});

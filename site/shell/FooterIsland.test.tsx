/* eslint-disable testing-library/no-node-access -- the test compares the DOM React adopted from the
   server's HTML with that HTML: not something roles describe */
import { act, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TestObserver, enter, observed, serverHtml } from '#site/page/testing/islandTesting.ts';
import { FooterIsland } from './FooterIsland.tsx';

// The footer's module as the island sees it: registered on the server, loaded on demand in the browser.
const footer = vi.hoisted(() => ({
  loaded: undefined as unknown,
  component: undefined as unknown,
  loads: 0,
  renders: 0,
}));

vi.mock('./footerModule.ts', () => {
  function TestFooter({ tone }: { tone: 'pink' | 'white' }) {
    footer.renders += 1;
    return (
      <footer data-tone={tone}>
        <a href="/about">About</a>
        <label>
          Email address <input name="email" />
        </label>
      </footer>
    );
  }
  footer.component = TestFooter;
  return {
    loadedFooter: () => footer.loaded,
    loadFooter: async () => {
      footer.loads += 1;
      footer.loaded = TestFooter;
      return TestFooter;
    },
  };
});

/** The server's HTML, with the footer's code registered as the server has it. */
function serverFooterHtml(element: ReactNode): string {
  footer.loaded = footer.component;
  return serverHtml(element);
}

let root: Root | undefined;
let container: HTMLElement | undefined;
afterEach(() => {
  act(() => root?.unmount());
  container?.remove();
  root = undefined;
  container = undefined;
  observed.targets = [];
  vi.unstubAllGlobals();
});

/** Hydrates the server's footer in a browser that does not have the footer's code yet. */
async function hydrateFooter(tone: 'pink' | 'white' = 'pink') {
  const html = serverFooterHtml(
    <MemoryRouter>
      <FooterIsland tone="pink" />
    </MemoryRouter>,
  );
  footer.loaded = undefined;
  footer.loads = 0;
  footer.renders = 0;
  vi.stubGlobal('IntersectionObserver', TestObserver);
  container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const hydrating = container;
  await act(async () => {
    root = hydrateRoot(
      hydrating,
      <MemoryRouter>
        <FooterIsland tone={tone} />
      </MemoryRouter>,
    );
  });
  // The server's markup as the browser's DOM writes it back.
  const parsed = document.createElement('div');
  parsed.innerHTML = html;
  return { html: parsed.innerHTML, container: hydrating };
}

describe('FooterIsland', () => {
  it('is rendered in full by the server, inside its island wrapper', () => {
    const html = serverFooterHtml(
      <MemoryRouter>
        <FooterIsland tone="white" />
      </MemoryRouter>,
    );
    expect(html).toMatch(/^<div[^>]*data-footer-island=""[^>]*><footer data-tone="white">/);
    expect(html).toContain('Email address');
  });

  it('keeps the server’s footer while hydrating, without loading its code', async () => {
    const { html, container } = await hydrateFooter();
    expect(container.innerHTML).toBe(html);
    expect(footer.loads).toBe(0);
    expect(footer.renders).toBe(0);
  });

  it('loads its code when it comes near the screen, and draws the same footer', async () => {
    const { html, container } = await hydrateFooter();
    await act(async () => enter());
    expect(footer.loads).toBe(1);
    await vi.waitFor(() => expect(footer.renders).toBeGreaterThan(0));
    expect(container.innerHTML).toBe(html);
  });

  it('wakes when focus comes in, keeping what was typed and where focus is', async () => {
    const { container } = await hydrateFooter();
    const field = container.querySelector('input')!;
    field.value = 'rose@example.com';
    await act(async () => {
      field.focus();
    });
    expect(footer.loads).toBe(1);
    await vi.waitFor(() => expect(container.querySelector('input')).not.toBe(field));
    const live = container.querySelector('input')!;
    expect(live).not.toBe(field);
    expect(live.value).toBe('rose@example.com');
    expect(document.activeElement).toBe(live);
  });

  it('wakes when the tone changes (a client navigation to an order page)', async () => {
    const { container } = await hydrateFooter();
    await act(async () => {
      root!.render(
        <MemoryRouter>
          <FooterIsland tone="white" />
        </MemoryRouter>,
      );
    });
    expect(footer.loads).toBe(1);
    await vi.waitFor(() =>
      expect(container.querySelector('footer')).toHaveAttribute('data-tone', 'white'),
    );
  });

  it('loads and shows the footer when the browser draws it first', async () => {
    footer.loaded = undefined;
    footer.loads = 0;
    render(
      <MemoryRouter>
        <FooterIsland tone="pink" />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('contentinfo')).toHaveAttribute('data-tone', 'pink');
    expect(footer.loads).toBe(1);
  });
});

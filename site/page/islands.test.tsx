/* eslint-disable testing-library/no-node-access, testing-library/no-container -- the test compares the
   DOM React adopted from server HTML (wrappers, markup) with that HTML: not something roles describe */
import { render } from '@testing-library/react';
import { act, useState, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, useLocation } from 'react-router';
import * as v from 'valibot';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PageSectionWire } from '#src/lib/api/types.ts';
import { ConfigProvider, defaultPublicConfig } from '#src/lib/config/runtimeConfig.tsx';
import { defineSection } from '#src/lib/sectionKit/defineSection.tsx';
import { PageSections } from './PageSections.tsx';
import { loadSectionModules } from './sectionModules.ts';

// How often each section component rendered: a static section must render on the server only.
const renders = vi.hoisted(() => ({ note: 0 }));

vi.mock('#registry', () => {
  const note = defineSection({
    type: 'note',
    content: v.looseObject({ text: v.string(), href: v.optional(v.string()) }),
    static: true,
    Component: ({ content }) => {
      renders.note += 1;
      return (
        <p>
          {content.text}
          {content.href ? <a href={content.href}> more</a> : null}
        </p>
      );
    },
  });
  const counter = defineSection({
    type: 'counter',
    content: v.looseObject({ label: v.string() }),
    Component: function Counter({ content }) {
      const [count, setCount] = useState(0);
      return (
        <button type="button" onClick={() => setCount(count + 1)}>
          {content.label} {count}
        </button>
      );
    },
  });
  const registry = {
    note: async () => ({ default: note }),
    counter: async () => ({ default: counter }),
  };
  const isSectionType = (type: string) => type in registry;
  return {
    registry,
    isSectionType,
    isStaticSection: (section: { type: string }) => section.type === 'note',
    sectionSourcePath: (type: string) => `sections/${type}/index.ts`,
  };
});

const note = (id: number, text: string, href?: string): PageSectionWire => ({
  id,
  type: 'note',
  content: href ? { text, href } : { text },
  options: {},
});
const counter = (id: number): PageSectionWire => ({
  id,
  type: 'counter',
  content: { label: 'Pressed' },
  options: {},
});

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

function Page({
  sections,
  showNotices = false,
  extra,
}: {
  sections: PageSectionWire[];
  showNotices?: boolean;
  extra?: ReactNode;
}) {
  return (
    <ConfigProvider value={defaultPublicConfig}>
      <MemoryRouter initialEntries={['/start']}>
        <Where />
        {extra}
        <main>
          <PageSections sections={sections} showNotices={showNotices} islands />
        </main>
      </MemoryRouter>
    </ConfigProvider>
  );
}

/** Server HTML as the site's server writes it (no `window`: StaticIsland renders the section). */
function serverHtml(element: ReactNode): string {
  vi.stubGlobal('window', undefined);
  try {
    return renderToString(element);
  } finally {
    vi.unstubAllGlobals();
  }
}

const sections = () => [note(1, 'First words', '/elsewhere'), counter(2), note(3, 'Last words')];

describe('static sections as islands', () => {
  let root: Root | undefined;
  let container: HTMLElement;
  beforeAll(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    return loadSectionModules(['note', 'counter']);
  });
  afterEach(() => {
    if (root) act(() => root!.unmount());
    root = undefined;
    container?.remove();
  });

  async function hydrate(element: ReactNode) {
    const html = serverHtml(element);
    container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    renders.note = 0;
    await act(async () => {
      root = hydrateRoot(container, element);
    });
    return html;
  }

  const islandTexts = () =>
    [...container.querySelectorAll('[data-section-island=""]')].map((island) => island.textContent);

  it('keeps the server DOM through hydration and re-renders, without rendering the section', async () => {
    const html = await hydrate(<Page sections={sections()} />);
    expect(html).toContain('First words');
    expect(islandTexts()).toEqual(['First words more', 'Last words']);
    expect(container.innerHTML).toBe(html);
    expect(renders.note).toBe(0);

    // The interactive section hydrated: its state changes, the islands stay.
    await act(async () => container.querySelector('button')!.click());
    expect(container.querySelector('button')!.textContent).toBe('Pressed 1');

    // The page renders again with new context values and equal sections in new objects (as after a
    // revalidation), and with something new above the sections.
    await act(async () =>
      root!.render(<Page sections={sections()} showNotices extra={<p>Above</p>} />),
    );
    expect(islandTexts()).toEqual(['First words more', 'Last words']);
    expect(container.querySelector('button')!.textContent).toBe('Pressed 1');
    expect(renders.note).toBe(0);
  });

  it('renders a section whose content changed with its code', async () => {
    await hydrate(<Page sections={sections()} />);
    const first = container.querySelector('[data-section-island=""]');
    await act(async () =>
      root!.render(
        <Page
          sections={[note(1, 'First words', '/elsewhere'), counter(2), note(3, 'New words')]}
        />,
      ),
    );
    expect(islandTexts()).toEqual(['First words more', 'New words']);
    expect(container.querySelector('[data-section-island=""]')).toBe(first);
    expect(renders.note).toBeGreaterThan(0);
  });

  it('sends a click on a link inside an island through the router', async () => {
    await hydrate(<Page sections={sections()} />);
    const link = container.querySelector<HTMLAnchorElement>('[data-section-island=""] a')!;
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    await act(async () => link.dispatchEvent(click));
    expect(click.defaultPrevented).toBe(true);
    expect(container.querySelector('[data-testid="where"]')!.textContent).toBe('/elsewhere');
  });

  it('renders sections normally on a page first rendered in the browser', () => {
    renders.note = 0;
    const { container: fresh } = render(<Page sections={sections()} />);
    expect(fresh.querySelectorAll('[data-section-island=""]')).toHaveLength(0);
    expect(fresh.textContent).toContain('Last words');
    expect(renders.note).toBe(2);
  });
});

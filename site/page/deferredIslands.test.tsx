import { act, useState, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import * as v from 'valibot';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PageSectionWire } from '#src/lib/api/types.ts';
import { ConfigProvider, defaultPublicConfig } from '#src/lib/config/runtimeConfig.tsx';
import { defineSection } from '#src/lib/sectionKit/defineSection.tsx';
import { PageSections } from './PageSections.tsx';
import { deferIslands, splitIslands } from './deferredIslands.ts';
import type * as IslandStateModule from './islandState.ts';
import { loadSectionModules } from './sectionModules.ts';
import { TestObserver, enter, observed, serverHtml } from './testing/islandTesting.ts';

const renders = vi.hoisted(() => ({ form: 0, labels: [] as string[] }));

/** Runs once, right after a section's state is read for its swap (before the live render is in). */
const afterCapture = vi.hoisted(() => ({ run: null as (() => void) | null }));
vi.mock('./islandState.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof IslandStateModule>();
  return {
    ...actual,
    captureIslandState: (root: Element, clicked: Element | null) => {
      const state = actual.captureIslandState(root, clicked);
      const run = afterCapture.run;
      afterCapture.run = null;
      run?.();
      return state;
    },
  };
});

vi.mock('#registry', () => {
  const form = defineSection({
    type: 'form',
    content: v.looseObject({ label: v.string() }),
    Component: function Form({ content }) {
      renders.form += 1;
      renders.labels.push(content.label);
      const [count, setCount] = useState(0);
      const [name, setName] = useState('');
      return (
        <div>
          <input name="name" value={name} onChange={(event) => setName(event.target.value)} />
          <button type="button" onClick={() => setCount(count + 1)}>
            {content.label} {count} {name}
          </button>
        </div>
      );
    },
  });
  const registry = { form: async () => ({ default: form }) };
  return {
    registry,
    isSectionType: (type: string) => type in registry,
    isStaticSection: () => false,
    sectionSourcePath: (type: string) => `sections/${type}/index.ts`,
  };
});

const form = (id: number): PageSectionWire => ({
  id,
  type: 'form',
  content: { label: `Send ${id}` },
  options: {},
});

function Page({ extra, label }: { extra?: ReactNode; label?: string }) {
  return (
    <ConfigProvider value={defaultPublicConfig}>
      <MemoryRouter>
        {extra}
        <main>
          <PageSections
            sections={[form(1), label ? { ...form(2), content: { label } } : form(2)]}
            islands
          />
        </main>
      </MemoryRouter>
    </ConfigProvider>
  );
}

/** Places each wrapper's content `top` px from the viewport's top (jsdom lays nothing out). */
function place(container: Element, tops: (number | null)[]) {
  container.querySelectorAll('[data-section-island="interactive"]').forEach((wrapper, index) => {
    const top = tops[index];
    for (const child of wrapper.children) {
      child.getBoundingClientRect = () =>
        (top === null ? new DOMRect(0, 0, 0, 0) : new DOMRect(0, top!, 800, 300)) as DOMRect;
    }
  });
}

describe('splitIslands', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    window.location.hash = '';
  });
  const island = (id: string, types: string, inner = '<p>x</p>') =>
    `<div data-section-island="interactive" data-island-id="${id}" data-island-types="${types}">${inner}</div>`;

  it('defers what lies more than a viewport below, with its nested islands, and loads the rest', () => {
    document.body.innerHTML = [
      island('a', 'faq'),
      island('b', 'share'),
      island('c', 'reusable faq video', island('d', 'video')),
      island('e', 'empty', ''),
      '<div data-section-type="quiz"></div>',
    ].join('');
    place(document.body, [100, 1700, 2000, 2000, null]);
    const split = splitIslands(
      document,
      ['faq', 'share', 'reusable', 'video', 'empty', 'quiz'],
      800,
    );
    expect(split.deferred).toEqual(['b', 'c', 'd']);
    // faq is also used near the top; quiz is not in an island (not a CMS page's section); an island
    // with nothing laid out cannot be observed, so it hydrates.
    expect(split.load).toEqual(['faq', 'empty', 'quiz']);
    expect(
      [...document.querySelectorAll('[data-deferred]')].map((e) =>
        e.getAttribute('data-island-id'),
      ),
    ).toEqual(['b', 'c', 'd']);
  });

  it('keeps the section the address points to, and one scrolled past, near', () => {
    document.body.innerHTML = [
      island('a', 'faq', '<p id="answers">x</p>'),
      island('b', 'share'),
    ].join('');
    place(document.body, [5000, -700]);
    window.location.hash = '#answers';
    expect(splitIslands(document, ['faq', 'share'], 800)).toEqual({
      load: ['faq', 'share'],
      deferred: [],
    });
  });
});

describe('deferred interactive sections', () => {
  let root: Root | undefined;
  let container: HTMLElement;
  beforeAll(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    return loadSectionModules(['form']);
  });
  afterEach(() => {
    if (root) act(() => root!.unmount());
    root = undefined;
    container?.remove();
    observed.targets = [];
    afterCapture.run = null;
    vi.unstubAllGlobals();
  });

  /** Server HTML, the second section placed far below, split and hydrated as `entry.client` does. */
  async function hydrateWithSecondFar() {
    const html = serverHtml(<Page />);
    // Without an observer a deferred section would wake at once; this one waits for `enter()`.
    vi.stubGlobal('IntersectionObserver', TestObserver);
    container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    place(container, [100, 5000]);
    const split = splitIslands(document, ['form'], 800);
    expect(split.deferred).toHaveLength(1);
    deferIslands(split.deferred);
    renders.form = 0;
    renders.labels = [];
    await act(async () => {
      root = hydrateRoot(container, <Page />);
    });
    return { html, far: container.querySelectorAll('[data-section-island="interactive"]')[1]! };
  }
  const buttons = () => [...container.querySelectorAll('button')];

  it('keeps the far section as the server sent it through context updates, until it comes near', async () => {
    const { far } = await hydrateWithSecondFar();
    const kept = far.innerHTML;
    // The near section hydrated; the far one was not rendered in the browser.
    expect(renders.form).toBe(1);
    expect(far.hasAttribute('data-deferred')).toBe(true);
    await act(async () => root!.render(<Page extra={<p>Above</p>} />));
    expect(far.isConnected).toBe(true);
    expect(renders.labels).not.toContain('Send 2');
    expect(buttons().map((b) => b.textContent)).toEqual(['Send 1 0 ', 'Send 2 0 ']);
    expect(far.innerHTML).toBe(kept);

    await act(async () => enter());
    await vi.waitFor(() => expect(container.querySelector('[data-deferred]')).toBeNull());
    await act(async () => buttons()[1]!.click());
    expect(buttons()[1]!.textContent).toBe('Send 2 1 ');
  });

  it('on a first interaction carries the typed value, the focus and the click over the swap', async () => {
    const { far } = await hydrateWithSecondFar();
    const input = far.querySelector('input')!;
    input.value = 'Ada';
    const button = far.querySelector('button')!;
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    // Focus and click before the code is there (here it is cached: the swap follows at once).
    await act(async () => {
      button.focus();
      button.dispatchEvent(click);
    });
    expect(click.defaultPrevented).toBe(true);
    await vi.waitFor(() => expect(container.querySelector('[data-deferred]')).toBeNull());
    const live = buttons()[1]!;
    expect(live).not.toBe(button);
    expect(live.textContent).toBe('Send 2 1 Ada');
    expect(document.activeElement).toBe(live);
  });

  it('plays a click that comes after the state was read for the swap, before the live render is in', async () => {
    const { far } = await hydrateWithSecondFar();
    const button = far.querySelector('button')!;
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    // Measured in Chromium: Enter on the kept button, focused a moment before (which woke the
    // section), came while its code was already there and the live render was on its way.
    afterCapture.run = () => button.dispatchEvent(click);
    await act(async () => enter());
    await vi.waitFor(() => expect(container.querySelector('[data-deferred]')).toBeNull());
    expect(click.defaultPrevented).toBe(true);
    expect(buttons()[1]!.textContent).toBe('Send 2 1 ');
  });

  it('holds the swap while a press is under way, so the click lands on the live control', async () => {
    const { far } = await hydrateWithSecondFar();
    const button = far.querySelector('button')!;
    await act(async () => button.dispatchEvent(new Event('pointerdown', { bubbles: true })));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(far.hasAttribute('data-deferred')).toBe(true);
    await act(async () => {
      window.dispatchEvent(new Event('pointerup', { bubbles: true }));
      button.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    });
    await vi.waitFor(() => expect(container.querySelector('[data-deferred]')).toBeNull());
    expect(buttons()[1]!.textContent).toBe('Send 2 1 ');
  });

  it('renders a far section whose content changed with its code', async () => {
    await hydrateWithSecondFar();
    await act(async () => root!.render(<Page label="Changed" />));
    await vi.waitFor(() => expect(container.querySelector('[data-deferred]')).toBeNull());
    expect(buttons()[1]!.textContent).toBe('Changed 0 ');
  });

  it('wakes at once when the early-clicks script holds a click inside it', async () => {
    const html = serverHtml(<Page />);
    vi.stubGlobal('IntersectionObserver', TestObserver);
    container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    place(container, [100, 5000]);
    deferIslands(splitIslands(document, ['form'], 800).deferred);
    container.querySelectorAll('button')[1]!.setAttribute('data-early-click', '');
    await act(async () => {
      root = hydrateRoot(container, <Page />);
    });
    await vi.waitFor(() => expect(container.querySelector('[data-deferred]')).toBeNull());
    expect(observed.callback).toBeDefined();
  });
});

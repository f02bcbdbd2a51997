import '@testing-library/jest-dom/vitest';
import type { JSDOM } from 'jsdom';
import { cleanup } from '@testing-library/react';
import { cache as swrCache, SWRGlobalState } from 'swr/_internal';
import { afterEach } from 'vitest';
import { registerSanitizer } from '#src/lib/sanitize/loadSanitizer.ts';
import { sanitizeHtml } from '#src/lib/sanitize/sanitizeHtml.ts';
import { freshFile } from './freshFile.ts';

// The setup of the `unit` projects (vitest.config.ts), run before each test file. The files of a
// worker share one jsdom window (`isolate: false`): each starts from the page, storage, cookies and
// address a new window has, and SWR's default cache empty (decision 035).

/** The address the window was opened at, for every later file (kept across the setup's reruns). */
const startUrl = Symbol.for('trellis.test.startUrl');
freshFile();
freshPage();

// Components render CMS HTML synchronously in tests, as on the server.
registerSanitizer(sanitizeHtml);

afterEach(() => cleanup());

// jsdom does no layout, so it lacks APIs that Radix (and in-page links) call: stub them once here,
// only where missing, so a test can still spy on them (`vi.spyOn(Element.prototype, 'scrollIntoView')`)
// and a browser or a later jsdom with the real thing keeps it.
if (typeof globalThis.ResizeObserver === 'undefined') {
  globalThis.ResizeObserver = class ResizeObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
if (typeof Element !== 'undefined') {
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.setPointerCapture ??= () => {};
  Element.prototype.releasePointerCapture ??= () => {};
  Element.prototype.scrollIntoView ??= () => {};
  // A test file that replaced one of them and did not put it back (`Element.prototype.x = vi.fn()`)
  // must not hand its mock, and the calls it counted, to the next file of the worker.
  const layoutStubs = Symbol.for('trellis.test.layoutStubs');
  const scope = globalThis as { [layoutStubs]?: Partial<Element> };
  const kept = (scope[layoutStubs] ??= {
    hasPointerCapture: Element.prototype.hasPointerCapture,
    setPointerCapture: Element.prototype.setPointerCapture,
    releasePointerCapture: Element.prototype.releasePointerCapture,
    scrollIntoView: Element.prototype.scrollIntoView,
  });
  Object.assign(Element.prototype, kept);
}

/** The window's own JSDOM object, which Vitest's jsdom environment puts on the global scope. */
declare const jsdom: JSDOM | undefined;

function freshPage() {
  if (typeof document === 'undefined' || typeof jsdom === 'undefined') return;
  const scope = globalThis as { [startUrl]?: string };
  scope[startUrl] ??= window.location.href;
  for (const element of [document.documentElement, document.body]) {
    for (const name of element.getAttributeNames()) element.removeAttribute(name);
  }
  document.head.replaceChildren();
  document.body.replaceChildren();
  document.title = '';
  window.localStorage.clear();
  window.sessionStorage.clear();
  jsdom.cookieJar.removeAllCookiesSync();
  if (window.location.href !== scope[startUrl]) jsdom.reconfigure({ url: scope[startUrl] });
  window.history.replaceState(null, '', scope[startUrl]);
  // SWR's default cache (used by a component rendered without an `<SWRConfig provider>`) and the
  // requests and mutations it remembers for deduplication.
  for (const key of [...swrCache.keys()]) swrCache.delete(key);
  // Its state: [revalidators, mutations, requests, preloads, …] (swr/_internal).
  const state = SWRGlobalState.get(swrCache);
  if (state) {
    for (const remembered of state.slice(1, 4)) {
      for (const key of Object.keys(remembered))
        delete (remembered as Record<string, unknown>)[key];
    }
  }
}

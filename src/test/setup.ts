import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { registerSanitizer } from '#src/sanitize/loadSanitizer.ts';
import { sanitizeHtml } from '#src/sanitize/sanitizeHtml.ts';

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
}

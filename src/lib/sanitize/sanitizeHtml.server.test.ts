// @vitest-environment node
import { JSDOM } from 'jsdom';
import { describe, expect, it, vi } from 'vitest';
import { sanitizeHtml, setSanitizerWindow } from './sanitizeHtml.ts';

// On the server there is no global window: until the server entry provides one, output is text only.
describe('sanitizeHtml on the server', () => {
  it('fails closed without a window, returning text and never the raw HTML', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(typeof window).toBe('undefined');
    expect(sanitizeHtml('<p>Grow <b>kale</b></p><img src=x onerror=alert(1)>')).toBe('Grow kale');
    expect(warn).toHaveBeenCalledWith(
      'sanitizeHtml: no DOM available, so HTML is reduced to text. Call setSanitizerWindow() on the server.',
    );
  });

  it('sanitizes with a jsdom window once the server entry provides one', () => {
    setSanitizerWindow(new JSDOM('').window);
    expect(sanitizeHtml('<p>Grow <b>kale</b></p><img src="x" onerror="alert(1)">')).toBe(
      '<p>Grow <b>kale</b></p><img src="x">',
    );
    expect(
      sanitizeHtml('<iframe src="https://www.youtube.com/embed/abc"></iframe>', {
        allowIframes: true,
      }),
    ).toBe(
      '<iframe src="https://www.youtube.com/embed/abc" title="Embedded content" sandbox="allow-scripts allow-same-origin allow-popups allow-presentation" loading="lazy"></iframe>',
    );
  });

  it('does not serve text-only results cached before the window was set', () => {
    // The first test ran without a window; the same HTML now comes back sanitized, not stripped.
    expect(sanitizeHtml('<p>Grow <b>kale</b></p><img src=x onerror=alert(1)>')).toBe(
      '<p>Grow <b>kale</b></p><img src="x">',
    );
  });
});

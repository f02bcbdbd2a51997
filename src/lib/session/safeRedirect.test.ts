import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from './safeRedirect.ts';

/**
 * Hostile targets, as they reach the rule: a query parameter is already percent-decoded once by
 * URLSearchParams, a cookie value by the cookie parser. Each must fall back.
 */
const hostile: string[] = [
  '//evil.test',
  '//evil.test/',
  '///evil.test',
  '////evil.test',
  '/\\evil.test',
  '\\\\evil.test',
  '\\/evil.test',
  '/\\/evil.test',
  '/\t/evil.test',
  '/\n/evil.test',
  '/\r/evil.test',
  '/\r\n/evil.test',
  '\t//evil.test',
  ' //evil.test',
  '/\u0000/evil.test',
  '/\u000b/evil.test',
  '/\u000c/evil.test',
  '/\u001f/evil.test',
  '/\u007f/evil.test',
  '/\u0085/evil.test',
  '/\u2028/evil.test',
  '/.//evil.test',
  '/./\\evil.test',
  '/..//evil.test',
  '/x/..//evil.test',
  '/%2e//evil.test',
  '/%2E%2E//evil.test',
  'http://evil.test',
  'https://evil.test/account',
  'HTTPS://evil.test',
  'https:evil.test',
  'https:/evil.test',
  'http:\\\\evil.test',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'java\tscript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  'evil.test',
  'evil.test/path',
  '.evil.test',
  '@evil.test',
  '?next=/',
  '#/account',
  '',
  ' ',
  `/${'a'.repeat(3000)}`,
];

/** Non-strings a cookie parser or a form could hand over. */
const notStrings: unknown[] = [null, undefined, 0, 1, true, {}, [], ['/account'], { to: '/' }];

describe('safeRedirectPath', () => {
  it.each(hostile)('falls back for %j', (target) => {
    expect(safeRedirectPath(target)).toBe('/');
    expect(safeRedirectPath(target, '/account')).toBe('/account');
  });

  it.each(notStrings)('falls back for the non-string %j', (target) => {
    expect(safeRedirectPath(target)).toBe('/');
  });

  it('has at least forty hostile forms', () => {
    expect(hostile.length).toBeGreaterThanOrEqual(40);
  });

  it.each([
    ['/', '/'],
    ['/account', '/account'],
    ['/account/designs/2', '/account/designs/2'],
    ['/design?region=CA&page=2', '/design?region=CA&page=2'],
    ['/blog#latest', '/blog#latest'],
    ['/a/./b/../c', '/a/c'],
    ['/..', '/'],
    ['/%2F%2Fevil.test', '/%2F%2Fevil.test'],
    ['/%5Cevil.test', '/%5Cevil.test'],
    ['/a b', '/a%20b'],
    ['/café', '/caf%C3%A9'],
    ['/@evil.test', '/@evil.test'],
    ['/evil.test:80', '/evil.test:80'],
    ['/?to=//evil.test', '/?to=//evil.test'],
  ])('keeps the site path %j as %j', (target, expected) => {
    expect(safeRedirectPath(target)).toBe(expected);
  });

  it('never returns anything a browser would resolve to another origin', () => {
    const site = 'https://www.trellis.test';
    for (const target of [...hostile, '/account', '/x/..//y', '/./a']) {
      const kept = safeRedirectPath(target);
      expect(new URL(kept, site).origin).toBe(site);
      expect(kept.startsWith('//')).toBe(false);
    }
  });
});

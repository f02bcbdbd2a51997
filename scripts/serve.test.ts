import { describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain .mjs server script without type declarations (typed below).
import * as serve from './serve.mjs';

const { trustProxySetting, loggedPath } = serve as {
  trustProxySetting: (value?: string) => boolean | number | string[];
  loggedPath: (url: string) => string;
};

describe('the site server', () => {
  it.each([
    [undefined, false],
    ['', false],
    ['false', false],
    ['true', true],
    ['1', 1],
    ['loopback', ['loopback']],
    ['10.0.0.0/8, 127.0.0.1', ['10.0.0.0/8', '127.0.0.1']],
  ])('trusts X-Forwarded-For only as TRUST_PROXY=%j says', (value, expected) => {
    expect(trustProxySetting(value)).toEqual(expected);
  });

  it.each([
    ['/about', '/about'],
    ['/?impersonate=secret-token&admin=1', '/'],
    ['/reset-password?token=abc&email=a%40b.test', '/reset-password'],
    ['/blog#top', '/blog'],
    [`/${'a'.repeat(400)}`, `/${'a'.repeat(299)}`],
  ])('logs %j as %j (never a query string: tokens ride in some)', (url, logged) => {
    expect(loggedPath(url)).toBe(logged);
  });
});

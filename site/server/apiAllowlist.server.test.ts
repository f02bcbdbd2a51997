// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { doorCalls, findDoorCall, pathSegments } from './apiAllowlist.server.ts';

const forwarded = (method: string, rawPath: string) => findDoorCall(method, rawPath)?.path ?? null;

describe('the door’s allowlist', () => {
  it.each([
    // method, path as sent, what reaches the API
    ['GET', '/api/podcasts', '/podcasts'],
    ['GET', '/api/Podcasts', '/podcasts'],
    ['GET', '/API/podcasts/', '/podcasts'],
    ['GET', '/api//podcasts', '/podcasts'],
    ['GET', '/api/podcasts/12', '/podcasts/12'],
    ['HEAD', '/api/media/kitchen-garden-hero.svg', '/media/kitchen-garden-hero.svg'],
    ['GET', '/api/users/7/Payment-Sources', '/users/7/payment-sources'],
    ['GET', '/api/discounts/tokens/SPRING%2020', '/discounts/tokens/SPRING%2020'],
    ['DELETE', '/api/users/1/payment-sources/card_1Ab', '/users/1/payment-sources/card_1Ab'],
    [
      'GET',
      '/api/design-files/3f1c1a52-4a9e-4b7e-9c39-6c0f8c1e2d3a',
      '/design-files/3f1c1a52-4a9e-4b7e-9c39-6c0f8c1e2d3a',
    ],
    ['POST', '/api/gimme-dat/', '/gimme-dat/'],
    ['POST', '/api/gimme-dat', '/gimme-dat/'],
    ['POST', '/api/%67imme-dat/', '/gimme-dat/'],
    ['POST', '/api/designs/2/conversations/1', '/designs/2/conversations/1'],
    ['POST', '/api/realtime/ticket', '/realtime/ticket'],
    ['GET', '/api/shop/', '/shop/'],
    ['GET', '/api/shop', '/shop/'],
    ['GET', '/api/shop/products/copper-hand-trowel', '/shop/products/copper-hand-trowel'],
    ['GET', '/api/shop/products/copper-hand-trowel.js', '/shop/products/copper-hand-trowel.js'],
    ['GET', '/api/shop/products/copper-hand-trowel.JS', '/shop/products/copper-hand-trowel.js'],
    ['POST', '/api/shop/cart/add.json', '/shop/cart/add.json'],
    [
      'GET',
      '/api/shop/navigation-api/footer-nav-column-1',
      '/shop/navigation-api/footer-nav-column-1',
    ],
  ])('lets %s %s through as %s', (method, rawPath, path) => {
    expect(forwarded(method, rawPath)).toBe(path);
  });

  it.each([
    // Token-issuing calls, in any spelling.
    ['POST', '/api/login'],
    ['POST', '/api/Login'],
    ['POST', '/api/LOGIN/'],
    ['POST', '/api//login'],
    ['POST', '/api/./login'],
    ['POST', '/api/x/../login'],
    ['POST', '/api/%6Cogin'],
    ['POST', '/api/%2E%2E/login'],
    ['POST', '/api/%2e/login'],
    ['POST', '/api/users'],
    ['POST', '/api/Users/'],
    ['POST', '/api/users/1/impersonate'],
    ['POST', '/api/users/1/Impersonate'],
    ['POST', '/api/users/1/impersonate/'],
    ['POST', '/api/password/reset'],
    ['POST', '/api/password/welcome/reset'],
    ['POST', '/api/password/forgot'],
    ['POST', '/api/logout'],
    // Development paths.
    ['GET', '/api/dev/outbox'],
    ['GET', '/api/DEV/outbox'],
    ['GET', '/api/dev%2Foutbox'],
    ['GET', '/api/dev%2foutbox'],
    ['GET', '/api/dev%252Foutbox'],
    ['GET', '/api/dev%5Coutbox'],
    ['GET', '/api/dev\\outbox'],
    ['GET', '/api/%64ev/outbox'],
    // Unknown paths and methods.
    ['GET', '/api/nope'],
    ['POST', '/api/nope'],
    ['GET', '/api'],
    ['GET', '/api/'],
    ['GET', '/api/site-options'],
    ['GET', '/api/pages/get-by-slug'],
    ['GET', '/api/get_redirects'],
    ['DELETE', '/api/podcasts/1'],
    ['PATCH', '/api/users/1'],
    ['PUT', '/api/orders/uuid/00000000-0000-4000-8000-000000000001'],
    ['GET', '/api/shop/cart/add.json'],
    ['POST', '/api/shop/cart/clear.json'],
    // Parameters that are not what the call takes.
    ['GET', '/api/podcasts/abc'],
    ['GET', '/api/podcasts/1%00'],
    ['GET', '/api/podcasts/%'],
    ['GET', '/api/podcasts/%E0%A4%A'],
    ['GET', '/api/media/..'],
    ['GET', '/api/media/.hidden'],
    ['GET', '/api/shop/products/a.b.js'],
    ['GET', '/apix/podcasts'],
    ['GET', '/podcasts'],
  ])('refuses %s %s', (method, rawPath) => {
    expect(findDoorCall(method, rawPath)).toBeNull();
  });

  it('has no call that hands out a token or reaches a development path', () => {
    for (const { method, path } of doorCalls) {
      const call = `${method} ${path.toLowerCase()}`;
      expect(call).not.toMatch(/^POST \/(login|users|users\/:id\/impersonate)\/?$|\/password\//);
      expect(call).not.toMatch(/impersonat|\/dev\/|outbox|logout/);
    }
  });

  it('takes JSON by default, multipart for uploads and a form for the store’s cart only', () => {
    const bodies = (method: string, rawPath: string) => {
      const call = findDoorCall(method, rawPath)?.call;
      return call ? [call.accepts ?? ['json'], call.maxBytes ?? 1024 * 1024] : null;
    };
    expect(bodies('POST', '/api/orders')).toEqual([['json'], 1024 * 1024]);
    expect(bodies('POST', '/api/images')).toEqual([['multipart'], 16_000_000 + 256 * 1024]);
    expect(bodies('POST', '/api/designs/1/upload')).toEqual([
      ['multipart'],
      5_000_000 + 256 * 1024,
    ]);
    expect(bodies('POST', '/api/designs/1/conversations/2')).toEqual([
      ['multipart'],
      5_000_000 + 256 * 1024,
    ]);
    expect(bodies('POST', '/api/forms/designer_inquiry')).toEqual([
      ['multipart'],
      5_000_000 + 256 * 1024,
    ]);
    expect(bodies('POST', '/api/shop/cart/add.json')).toEqual([['form', 'json'], 1024 * 1024]);
    const formTakers = doorCalls.filter((call) => call.accepts?.includes('form'));
    expect(formTakers.map((call) => call.path)).toEqual(['/shop/cart/add.json']);
  });
});

describe('a path’s segments', () => {
  it.each([
    ['/api/podcasts', ['api', 'podcasts']],
    ['//api///podcasts//', ['api', 'podcasts']],
    ['/api/%70odcasts', ['api', 'podcasts']],
    ['/api/a%20b', ['api', 'a b']],
  ])('reads %s', (rawPath, segments) => {
    expect(pathSegments(rawPath)).toEqual(segments);
  });

  it.each([
    '/api/./login',
    '/api/../login',
    '/api/%2e%2e/login',
    '/api/%2E/login',
    '/api/dev%2Foutbox',
    '/api/dev%5Coutbox',
    '/api/dev\\outbox',
    '/api/dev%252Foutbox',
    '/api/%25',
    '/api/%00',
    '/api/a%0Ab',
    '/api/%7F',
    '/api/%zz',
    '/api/%C0%AF',
  ])('refuses %s', (rawPath) => {
    expect(pathSegments(rawPath)).toBeNull();
  });
});

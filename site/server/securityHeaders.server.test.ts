// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serverConfig } from './config.server.ts';
import {
  baselineSecurityHeaders,
  createNonce,
  documentContentSecurityPolicy,
  extraImageOrigins,
  noScriptPolicy,
  securityHeadersMiddleware,
  storybookContentSecurityPolicy,
  withSecurityHeaders,
} from './securityHeaders.server.ts';

afterEach(() => {
  vi.unstubAllEnvs();
});

/** The policy's directives by name, each with its sources. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(';').map((part) => {
      const [name, ...sources] = part.trim().split(/\s+/);
      return [name!, sources];
    }),
  );
}

function pagePolicy(env: Record<string, string> = {}, nonce = 'bm9uY2Vub25jZW5vbmNlIQ==') {
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  return directives(documentContentSecurityPolicy(nonce, serverConfig()));
}

describe('createNonce', () => {
  it('draws 16 random bytes, written in base64', () => {
    const nonce = createNonce();
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(Buffer.from(nonce, 'base64')).toHaveLength(16);
  });

  it('never draws the same nonce twice in a thousand answers', () => {
    const nonces = new Set(Array.from({ length: 1000 }, createNonce));
    expect(nonces.size).toBe(1000);
  });
});

describe('the page policy', () => {
  it('runs only this origin’s scripts, those with the nonce, and Stripe.js — never inline code', () => {
    const script = pagePolicy().get('script-src')!;
    expect(script).toEqual([
      "'self'",
      "'nonce-bm9uY2Vub25jZW5vbmNlIQ=='",
      "'report-sample'",
      'https://js.stripe.com',
      'https://*.js.stripe.com',
    ]);
    expect(script.join(' ')).not.toMatch(/unsafe-inline|unsafe-eval|strict-dynamic|\*(?!\.js)/);
  });

  it('refuses plugins, a changed base, framing by others and forms posting elsewhere', () => {
    const policy = pagePolicy();
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'self'"]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
  });

  it('connects to the socket host in both its http and WebSocket forms, and to Stripe', () => {
    const connect = pagePolicy({ SOCKET_URL: 'https://live.trellis.example/' }).get('connect-src')!;
    expect(connect).toEqual([
      "'self'",
      'https://live.trellis.example',
      'wss://live.trellis.example',
      'https://api.stripe.com',
    ]);
  });

  it('takes the socket from the API address when SOCKET_URL is not set (the reference API)', () => {
    vi.stubEnv('SOCKET_URL', undefined as unknown as string);
    const connect = pagePolicy({ API_URL: 'http://127.0.0.1:4100' }).get('connect-src')!;
    expect(connect).toContain('http://127.0.0.1:4100');
    expect(connect).toContain('ws://127.0.0.1:4100');
  });

  it('names an absolute store for its calls and pictures; the stand-in store is this origin', () => {
    const absolute = pagePolicy({ SHOP_URL: 'https://shop.trellis.example/store' });
    expect(absolute.get('connect-src')).toContain('https://shop.trellis.example');
    expect(absolute.get('img-src')).toContain('https://shop.trellis.example');
    vi.unstubAllEnvs();
    const standIn = pagePolicy({ SHOP_URL: '/api/shop' });
    expect(standIn.get('connect-src')!.join(' ')).not.toContain('/api/shop');
  });

  it('shows pictures from this origin, the API, memory and CSP_IMAGE_ORIGINS', () => {
    const img = pagePolicy({
      API_URL: 'https://api.trellis.example',
      CSP_IMAGE_ORIGINS: 'https://cdn.trellis.example/media, https://images.example',
    }).get('img-src')!;
    expect(img).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https://api.trellis.example',
      'https://cdn.trellis.example',
      'https://images.example',
    ]);
  });

  it('frames this origin, the video player, Stripe and the embed section’s players only', () => {
    const frame = pagePolicy().get('frame-src')!;
    expect(frame).toEqual([
      "'self'",
      'https://www.youtube-nocookie.com/embed/',
      'https://js.stripe.com',
      'https://*.js.stripe.com',
      'https://hooks.stripe.com',
      'https://www.youtube.com/embed/',
      'https://player.vimeo.com/video/',
      'https://www.google.com/maps/embed',
      'https://www.google.com/maps/embed/',
    ]);
  });

  it('adds the maps service’s hosts only when a maps key is set', () => {
    vi.stubEnv('MAPS_API_KEY', '');
    const without = pagePolicy();
    for (const name of ['script-src', 'style-src', 'img-src', 'font-src', 'connect-src']) {
      expect(without.get(name)!.join(' ')).not.toMatch(/google|gstatic/);
    }
    vi.unstubAllEnvs();
    const withKey = pagePolicy({ MAPS_API_KEY: 'browser-key' });
    expect(withKey.get('script-src')).toContain('https://maps.googleapis.com');
    expect(withKey.get('connect-src')).toContain('https://places.googleapis.com');
    expect(withKey.get('img-src')).toContain('https://maps.gstatic.com');
    expect(withKey.get('font-src')).toContain('https://fonts.gstatic.com');
    expect(withKey.get('script-src')!.join(' ')).not.toContain('*.googleapis.com');
  });

  it('lets styles be inline (style attributes and run-time style elements)', () => {
    expect(pagePolicy().get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
  });
});

describe('the policy of the Storybook the site serves', () => {
  it('is the pages’ policy with the hashes of its inline scripts where a page has its nonce', () => {
    const hashes = ["'sha256-c2V0dGluZ3M='", "'sha256-bW9kdWxl'"];
    const storybook = directives(storybookContentSecurityPolicy(hashes, serverConfig()));
    const page = pagePolicy();
    expect(storybook.get('script-src')).toEqual(
      page.get('script-src')!.flatMap((source) => (source.startsWith("'nonce-") ? hashes : source)),
    );
    for (const [name, sources] of page) {
      if (name !== 'script-src') expect(storybook.get(name), name).toEqual(sources);
    }
    expect(storybook.get('script-src')).not.toContain("'unsafe-inline'");
  });
});

describe('extraImageOrigins', () => {
  it('keeps only http(s) origins, so nothing else can reach the header', () => {
    expect(
      extraImageOrigins(
        "https://a.example/x; script-src * 'unsafe-inline' javascript:alert(1) data:x http://b.example:8080",
      ),
    ).toEqual(['https://a.example', 'http://b.example:8080']);
    expect(extraImageOrigins(undefined)).toEqual([]);
  });
});

describe('the baseline headers', () => {
  it('include HSTS only when the session cookie is Secure', () => {
    vi.stubEnv('COOKIE_SECURE', 'true');
    expect(baselineSecurityHeaders(serverConfig())['Strict-Transport-Security']).toBe(
      'max-age=31536000; includeSubDomains',
    );
    vi.stubEnv('COOKIE_SECURE', 'false');
    expect(baselineSecurityHeaders(serverConfig())).not.toHaveProperty('Strict-Transport-Security');
  });

  it('refuse the camera, microphone, location and payment handlers to every frame', () => {
    const policy = baselineSecurityHeaders(serverConfig())['Permissions-Policy']!;
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment']) {
      expect(policy).toContain(`${feature}=()`);
    }
    // The video player asks for these in its `allow` list.
    for (const feature of ['autoplay', 'fullscreen', 'picture-in-picture', 'encrypted-media']) {
      expect(policy).not.toContain(feature);
    }
  });

  it('give answers that are not pages a policy under which no script runs', () => {
    const policy = directives(noScriptPolicy);
    expect(policy.get('default-src')).toEqual(["'none'"]);
    expect(policy.has('script-src')).toBe(false);
    expect(policy.get('frame-ancestors')).toEqual(["'self'"]);
  });
});

describe('withSecurityHeaders', () => {
  it('adds what is missing and keeps what the answer set (the API’s own policy on a picture)', async () => {
    const response = withSecurityHeaders(
      new Response('<svg/>', {
        headers: {
          'Content-Security-Policy': "default-src 'none'",
          'Content-Type': 'image/svg+xml',
        },
      }),
    );
    expect(response.headers.get('Content-Security-Policy')).toBe("default-src 'none'");
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(await response.text()).toBe('<svg/>');
  });

  it('copies an answer whose headers cannot change, keeping its status and body', async () => {
    const immutable = Response.redirect('http://localhost/account', 303);
    expect(() => immutable.headers.set('X-Test', '1')).toThrow(TypeError);
    const response = withSecurityHeaders(immutable);
    expect(response).not.toBe(immutable);
    expect(response.status).toBe(303);
    expect(response.headers.get('Location')).toBe('http://localhost/account');
    expect(response.headers.get('Content-Security-Policy')).toBe(noScriptPolicy);
  });

  it('is the middleware that sends every answer out with them', async () => {
    const response = await securityHeadersMiddleware({}, async () => new Response('ok'));
    expect(response.headers.get('X-Frame-Options')).toBe('SAMEORIGIN');
    expect(response.headers.get('Cross-Origin-Opener-Policy')).toBe('same-origin');
  });
});

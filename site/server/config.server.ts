import type { PublicConfig } from '#src/config/runtimeConfig.tsx';

/**
 * Run-time configuration, read from the environment on every call (not baked into the build), so the
 * same build runs against any API. With nothing set, everything points at the reference API.
 */
export function serverConfig() {
  const port = Number(process.env.PORT ?? 3000);
  const apiUrl = (process.env.API_URL ?? 'http://127.0.0.1:4000').replace(/\/+$/, '');
  const siteUrl = (process.env.SITE_URL ?? `http://localhost:${port}`).replace(/\/+$/, '');
  return {
    port,
    apiUrl,
    siteUrl,
    // The reference API serves the stand-in store under /shop, reached through the site's /api door.
    shopUrl: (process.env.SHOP_URL ?? '/api/shop').replace(/\/+$/, ''),
    socketUrl: (process.env.SOCKET_URL ?? apiUrl).replace(/\/+$/, ''),
    /** The maps service's browser key: without one the garden address is a plain field. */
    mapsApiKey: process.env.MAPS_API_KEY?.trim() || null,
    /** Where editors run Storybook (`npm run storybook`): the kitchen sink links each type's docs. */
    storybookUrl: (process.env.STORYBOOK_URL ?? 'http://localhost:6006').replace(/\/+$/, ''),
    /** The fixed token the site sends with every POST /password/forgot (docs/spec/platform.md §7). */
    passwordResetClientToken: process.env.PASSWORD_RESET_CLIENT_TOKEN || 'trellis-site',
    production: process.env.NODE_ENV === 'production',
    /** The Secure cookie flag: on in production unless COOKIE_SECURE=false (plain-http deployments). */
    secureCookies:
      process.env.COOKIE_SECURE !== undefined
        ? process.env.COOKIE_SECURE !== 'false'
        : process.env.NODE_ENV === 'production',
  };
}

export function publicConfig(): PublicConfig {
  const config = serverConfig();
  return {
    siteUrl: config.siteUrl,
    shopUrl: config.shopUrl,
    socketUrl: config.socketUrl,
    apiBase: '/api',
    mapsApiKey: config.mapsApiKey,
  };
}

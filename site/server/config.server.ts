import type { PublicConfig } from '#src/lib/config/runtimeConfig.tsx';

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
    /**
     * Where the kitchen sink links each type's Storybook docs: the Storybook the site itself serves
     * (built by `npm run build`, site/routes/storybook.tsx) unless STORYBOOK_URL names another.
     */
    storybookUrl: (process.env.STORYBOOK_URL || '/storybook').replace(/\/+$/, ''),
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

/** A whole number from the environment, or the default when unset, malformed or below `min`. */
function numberSetting(name: string, fallback: number, min = 0): number {
  const raw = process.env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  return Number.isFinite(value) && value >= min ? value : fallback;
}

/**
 * How the site server copes with API trouble (docs/architecture.md "When the API is in trouble"), read
 * on every call like the rest, so a test or an operator can set them per process.
 */
export function resilienceConfig() {
  return {
    /** The deadline shared by a page's API calls while the server renders it (API_DEADLINE_MS). */
    deadlineMs: numberSetting('API_DEADLINE_MS', 3_000, 100),
    /** Seconds a 503 asks the visitor's browser or a CDN to wait before trying again. */
    retryAfterSeconds: numberSetting('API_RETRY_AFTER_SECONDS', 10, 1),
    /** How long a shared answer is fresh: a published change shows within this (CACHE_FRESH_SECONDS). */
    freshMs: numberSetting('CACHE_FRESH_SECONDS', 30) * 1000,
    /** How long a copy may still answer when the API fails or is slow (CACHE_STALE_SECONDS). */
    staleMs: numberSetting('CACHE_STALE_SECONDS', 600) * 1000,
    /** The most shared answers kept (CACHE_MAX_ENTRIES) and their size in all (CACHE_MAX_MB). */
    maxEntries: numberSetting('CACHE_MAX_ENTRIES', 500, 1),
    maxBytes: numberSetting('CACHE_MAX_MB', 32, 1) * 1024 * 1024,
  };
}

/**
 * The page cache of the site server (site/server/pageCache.server.ts, docs/scaling.md): on unless
 * PAGE_CACHE=off; its copies take PAGE_CACHE_MAX_MB in all at most, and a page over
 * PAGE_CACHE_MAX_ENTRY_KB is never kept. How long a copy lasts comes from the page's own
 * Cache-Control, bounded by the shared answers' fresh and stale times (`resilienceConfig`).
 */
export function pageCacheConfig() {
  return {
    enabled: process.env.PAGE_CACHE?.trim().toLowerCase() !== 'off',
    maxBytes: numberSetting('PAGE_CACHE_MAX_MB', 32, 1) * 1024 * 1024,
    maxEntryBytes: numberSetting('PAGE_CACHE_MAX_ENTRY_KB', 1024, 1) * 1024,
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

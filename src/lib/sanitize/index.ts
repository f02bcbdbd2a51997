export {
  clearSanitizeCache,
  iframeSandbox,
  sanitizeHtml,
  setSanitizerWindow,
  stripTags,
  type SanitizeOptions,
  type SanitizerWindow,
} from './sanitizeHtml.ts';
export { createLruCache, type LruCache } from './lruCache.ts';

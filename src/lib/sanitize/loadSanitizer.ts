import type { SanitizeOptions } from './sanitizeHtml.ts';

export type Sanitize = (html: string, options?: SanitizeOptions) => string;

/** A promise that also says whether it has settled (the fields React's `use` reads). */
type Tracked = Promise<Sanitize> & { status?: 'pending' | 'fulfilled'; value?: Sanitize };

let ready: Tracked | undefined;

/**
 * The sanitizer (DOMPurify and its rules, ~10 KB gzip) loads only where HTML has to be cleaned in the
 * browser: HTML the server rendered arrives clean and is reused as it is (see `RichText`), so most pages
 * never load it. The server registers it at start-up (site/entry.server.tsx), and so do the test setups.
 */
export function loadSanitizer(): Promise<Sanitize> {
  if (ready) return ready;
  const tracked = import('./sanitizeHtml.ts').then((module) => module.sanitizeHtml) as Tracked;
  tracked.status = 'pending';
  void tracked.then((value) => {
    tracked.status = 'fulfilled';
    tracked.value = value;
  });
  ready = tracked;
  // A failed load (a chunk gone after a deploy) may be tried again on the next render.
  tracked.catch(() => {
    if (ready === tracked) ready = undefined;
  });
  return tracked;
}

/** The sanitizer if it has loaded. */
export function loadedSanitizer(): Sanitize | undefined {
  return ready?.status === 'fulfilled' ? ready.value : undefined;
}

/** Makes the sanitizer available synchronously (server start-up, tests, Storybook). */
export function registerSanitizer(sanitize: Sanitize): void {
  const tracked = Promise.resolve(sanitize) as Tracked;
  tracked.status = 'fulfilled';
  tracked.value = sanitize;
  ready = tracked;
}

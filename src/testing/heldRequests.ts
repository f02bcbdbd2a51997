import { delay } from 'msw';

// Requests a story's mock holds open on purpose, to show a loading state. Before it shoots a story,
// the visual check waits for the story's requests (.storybook/vitest.setup.ts); one still open after
// 1.5 s is taken to be held on purpose. A request held through `holdOpen` says so at once, and is
// not waited for at all (decision 042, sixth round: 20-odd loading stories waited 1.5 s each).

/** `METHOD absolute-url` of each request held open on purpose in this story. */
const held = new Set<string>();
const listeners = new Set<() => void>();

/** The key of a request: its method and its address, resolved against the page's. */
export const requestKey = (method: string, url: string) =>
  `${method.toUpperCase()} ${new URL(url, globalThis.location?.href ?? 'http://localhost/').href}`;

/** Holds the request open for good (MSW's `delay('infinite')`), marked as held on purpose. */
export async function holdOpen(request: Request): Promise<never> {
  held.add(requestKey(request.method, request.url));
  for (const listener of listeners) listener();
  await delay('infinite');
  throw new Error('A held request answered');
}

/** MSW's `delay` in a story's mock: `'infinite'` holds the request open, as `holdOpen`. */
export async function delayAnswer(request: Request, ms: number | 'infinite'): Promise<void> {
  if (ms === 'infinite') await holdOpen(request);
  else if (ms > 0) await delay(ms);
}

/** Whether the request with this key is held open on purpose. */
export const isHeld = (key: string) => held.has(key);

/** Calls `listener` each time a request is held; answers a function that stops it. */
export function onHeld(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Forgets the held requests, before each story. */
export function forgetHeld() {
  held.clear();
}

import { useSyncExternalStore } from 'react';
import { useRouteLoaderData } from 'react-router';

/**
 * One clock for the server and the browser. A section that shows "today" or "this month" must render
 * the same day on the server and in the hydrating browser, or React finds other HTML than it renders
 * (near midnight, or with the page served from the page cache some minutes after it was rendered).
 *
 * The root loader stamps every page with the instant its data was made (`renderedAt`, ISO). `useNow`
 * answers that instant on the server and while the browser hydrates; then the browser's own clock,
 * to the minute, ticking while the page is open (a tab left open over midnight moves to the new day).
 * Day keys in a time zone: `dayKeyOf` (src/lib/time/days.ts).
 */

/** The root loader's field: the instant the page's data was made, as ISO text. */
export interface RenderedAt {
  renderedAt?: string;
}

const minute = 60_000;
let current: Date | null = null;
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setTimeout> | undefined;

const toMinute = (time: number) => new Date(Math.floor(time / minute) * minute);

function tick() {
  current = toMinute(Date.now());
  for (const listener of listeners) listener();
  schedule();
}

/** The next tick at the start of the next minute. */
function schedule() {
  clearTimeout(timer);
  timer = setTimeout(tick, minute - (Date.now() % minute) + 5);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (listeners.size === 1) schedule();
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) clearTimeout(timer);
  };
}

function browserNow(): Date {
  const now = Date.now();
  if (!current || now - current.getTime() >= minute) current = toMinute(now);
  return current;
}

const rendered = new Map<string, Date>();
function renderedInstant(iso: string | undefined): Date {
  const key = iso ?? '';
  let instant = rendered.get(key);
  if (!instant) {
    const parsed = iso ? Date.parse(iso) : Number.NaN;
    instant = toMinute(Number.isNaN(parsed) ? Date.now() : parsed);
    rendered.clear();
    rendered.set(key, instant);
  }
  return instant;
}

/**
 * Now, to the minute: the page's render instant on the server and during hydration, the browser's
 * clock afterwards. The same `Date` object until the minute changes.
 */
export function useNow(): Date {
  const root = useRouteLoaderData<RenderedAt>('root');
  return useSyncExternalStore(subscribe, browserNow, () => renderedInstant(root?.renderedAt));
}

/** For tests: forgets the browser clock's last reading. */
export function resetClockForTests() {
  current = null;
  clearTimeout(timer);
  rendered.clear();
}

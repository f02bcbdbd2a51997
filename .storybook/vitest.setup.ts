// The story tests' visual regression check (docs/visual-regression.md). Every story of the sections
// and the design system is already rendered here, its play function run and axe run over it; after
// that, and in the same test, the story is shot at 375 and 1280 px and compared with its committed
// baseline by Vitest's `toMatchScreenshot` (options and paths in vitest.config.ts).
import { afterEach, beforeEach, expect, vi, type TestContext } from 'vitest';
import { commands, page } from 'vitest/browser';
import { configure } from 'storybook/test';
import { forgetHeld, isHeld, onHeld, requestKey } from '#src/testing/heldRequests.ts';
import type { ShotBox } from './baselineCheck.ts';
import {
  baselineName,
  pinnedViewportWidths,
  runnerPageSize,
  visualStoryDirs,
  visualWidths,
  type VisualParameter,
} from './visualRegression.ts';

declare module 'vitest' {
  interface TaskMeta {
    /** Milliseconds the visual check took after the story's own test. */
    visualMs?: number;
    /** How many of the story's shots matched their baseline at the first, quick look. */
    visualQuick?: number;
  }
}

declare module 'vitest/browser' {
  interface BrowserCommands {
    /** Makes the runner's page at least this big, so the story's frame is shown unscaled. */
    fitVisualPage: (width: number, height: number) => Promise<void>;
    /** Whether the story's box, shot now, is the same as its baseline (.storybook/baselineCheck.ts). */
    matchesBaseline: (file: string, box: ShotBox) => Promise<boolean>;
  }
}

/**
 * How long a play function's `findBy…` and `waitFor` wait for what a story shows next: Testing
 * Library's default is one second. On a busy two-core machine (the story tests share it with the
 * end-to-end journeys in `npm test`), a lazily loaded dialog or a section's code, which Vite
 * transforms on its first request, can take longer than that, and a story failed that way though
 * nothing was wrong. A wait still ends as soon as what it waits for is there.
 */
configure({ asyncUtilTimeout: 5_000 });

/** What the Storybook addon puts on the test context: the story it composed and ran. */
interface StoryContext {
  story?: {
    id: string;
    parameters: { visual?: VisualParameter };
    globals: { viewport?: { value?: string } };
  };
}

/**
 * The instant `Date` says it is while a story in scope runs, so a story that shows a date, a "today"
 * or a time of day looks the same every day. Only `Date` is replaced (timers run as usual), and it
 * stands still; the browser's zone is UTC and its locale en-US (vitest.config.ts).
 */
const storyNow = new Date('2026-04-15T16:00:00Z');

const inScope = (context: TestContext) =>
  visualStoryDirs.some((dir) => context.task.file.name.startsWith(dir));

/** The story's requests still under way, with when each began and its key (see `networkQuiet`). */
let requests: Map<Promise<Response>, { began: number; key: string }> | null = null;
let realFetch: typeof fetch | null = null;
/** The style that stills the page (`stillCss`), in place while a story in scope runs. */
const stillStyle = document.createElement('style');

beforeEach((context) => {
  forgetHeld();
  if (!inScope(context)) return;
  vi.setSystemTime(storyNow);
  stillStyle.textContent = stillCss;
  document.head.append(stillStyle);
  const pending = new Map<Promise<Response>, { began: number; key: string }>();
  const fetchBefore = window.fetch;
  window.fetch = function trackedFetch(this: unknown, ...args: Parameters<typeof fetch>) {
    const response = fetchBefore.apply(this, args);
    pending.set(response, { began: performance.now(), key: keyOf(...args) });
    const done = () => pending.delete(response);
    response.then(done, done);
    return response;
  };
  requests = pending;
  realFetch = fetchBefore;
});

afterEach(async (context) => {
  try {
    const { story } = context as TestContext & StoryContext;
    // A failed story has nothing worth comparing; its own error is the one to read.
    if (!story || !inScope(context) || context.task.result?.state === 'fail') return;
    const started = performance.now();
    try {
      context.task.meta.visualQuick = await shoot(story, widthsOf(story));
    } finally {
      // What the shots cost this story, in the JSON report (docs/visual-regression.md, timings).
      context.task.meta.visualMs = Math.round(performance.now() - started);
    }
  } finally {
    stillStyle.remove();
    vi.useRealTimers();
    if (realFetch) window.fetch = realFetch;
    realFetch = null;
    requests = null;
  }
});

/**
 * The shot's name, which Vitest reduces to letters, digits, `-` and `_` and whose runs of dashes it
 * collapses: the id's `--` goes as `__` and the width after a `_` (vitest.config.ts turns both back).
 */
const shotName = (storyId: string, width: number) => `${storyId.replaceAll('--', '__')}_${width}`;

function widthsOf(story: NonNullable<StoryContext['story']>): number[] {
  const visual = story.parameters.visual;
  if (visual === false) return [];
  if (visual?.widths) return visual.widths;
  const pinned = pinnedViewportWidths[story.globals.viewport?.value ?? ''];
  return pinned ? [pinned] : visualWidths.map(({ width }) => width);
}

// Nothing moves in a shot: no animation or transition runs (the site's reduced-motion styles are the
// same end states), no caret blinks, no scrollbar takes width, and scrolling is instant. It is in
// place from before the story renders to its end, so what the play function opens or closes is
// already in its final state (a closing accordion is gone, not half way) when the story is shot.
const stillCss = `
*, *::before, *::after {
  animation: none !important;
  transition: none !important;
  caret-color: transparent !important;
  scrollbar-width: none !important;
}
html { scroll-behavior: auto !important; }
`;

/** Shoots the story at each width; answers how many shots matched at the quick look. */
async function shoot(story: NonNullable<StoryContext['story']>, widths: number[]) {
  if (widths.length === 0) return 0;
  let quick = 0;
  const frame = document.createElement('div');
  frame.dataset.visualFrame = '';
  const failures: unknown[] = [];
  await networkQuiet();
  await domQuiet();
  for (const [index, width] of widths.entries()) {
    const base = visualWidths.find((size) => size.width === width)?.height ?? 900;
    // What arrives late arrives before the first shot is taken; the next width only re-lays it out.
    const box = index === 0 ? await stableLayOut(width, base) : await layOut(width, base);
    // The shot is the frame's box: a transparent, inert element laid over the story and what it
    // portals, so Playwright's element screenshot crops to exactly that. A story that draws nothing
    // (an anchor, a visually hidden heading) is still shot, one pixel high: Playwright cannot shoot
    // an element of no height.
    const shotBox = { top: box.top, width: box.width, height: Math.max(1, box.height) };
    // The quick look first: the same comparison without Playwright's element screenshot, which
    // waits for what the steps above have already waited for. Only a match ends it; anything else
    // is shot and compared again by `toMatchScreenshot`, which reports it.
    if (await commands.matchesBaseline(baselineName(story.id, width), shotBox)) {
      quick += 1;
      continue;
    }
    frame.style.cssText = `position:absolute;left:0;top:${shotBox.top}px;width:${shotBox.width}px;height:${shotBox.height}px;pointer-events:none;`;
    document.body.append(frame);
    try {
      await expect(page.elementLocator(frame)).toMatchScreenshot(shotName(story.id, width));
    } catch (error) {
      failures.push(error);
    } finally {
      frame.remove();
    }
  }
  if (failures.length === 1) throw failures[0];
  if (failures.length > 1)
    throw new AggregateError(failures, 'The story differs at several widths');
  return quick;
}

/**
 * Sizes the viewport for a shot at `width` and waits for what it shows to be final; returns the box
 * to shoot. The viewport starts `base` px high; a story taller than that gets a viewport as tall as
 * itself, so all of it is drawn (the runner shows the story in a frame of the viewport's size, and
 * nothing outside it is painted). A story that grows with the viewport (heights in `vh`) is shot at
 * the height it had first.
 */
async function layOut(width: number, base: number) {
  await resize(width, base);
  let bottom = await settle();
  if (bottom > base) {
    const height = Math.ceil(bottom);
    await resize(width, height);
    bottom = Math.min(await settle(), height);
  }
  return { top: 0, width: document.documentElement.clientWidth, height: Math.ceil(bottom) };
}

/**
 * `layOut`, again until the story keeps its height: what arrives late (a chunk, data a hook asks for
 * once another has answered) can still grow or shrink it after the first measure. A shot of the box
 * measured before that came out cut short in CI (375×280 of a 375×604 story).
 */
async function stableLayOut(width: number, base: number) {
  let box = await layOut(width, base);
  for (let tries = 0; tries < 3; tries++) {
    await networkQuiet();
    await domQuiet();
    const again = await layOut(width, base);
    if (again.height === box.height && again.width === box.width) return again;
    box = again;
  }
  return box;
}

let pageSize: { width: number; height: number } = runnerPageSize;
async function resize(width: number, height: number) {
  if (width > pageSize.width || height > pageSize.height) {
    pageSize = {
      width: Math.max(width, pageSize.width),
      height: Math.max(height, pageSize.height),
    };
    await commands.fitVisualPage(pageSize.width, pageSize.height);
  }
  if (window.innerWidth !== width || window.innerHeight !== height) {
    await page.viewport(width, height);
  }
}

/** Waits for fonts, images and React's answer to the new size; returns the story's bottom edge. */
async function settle(): Promise<number> {
  window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  // The new size's media queries, and React's answer to them, have taken effect by the next frame.
  await frames(1);
  const images = Array.from(document.images);
  for (const image of images) {
    if (image.loading === 'lazy') image.loading = 'eager';
  }
  const arriving = document.fonts.status === 'loading' || images.some((image) => !image.complete);
  await Promise.all([document.fonts.ready, ...images.map(decoded)]);
  // What arrived may have moved things.
  if (arriving) await frames(1);
  return storyBottom();
}

/** An image loaded (or failed) and decoded, so the shot never catches it half drawn. */
async function decoded(image: HTMLImageElement) {
  if (!image.complete) {
    await new Promise((done) => {
      image.addEventListener('load', done, { once: true });
      image.addEventListener('error', done, { once: true });
    });
  }
  await image.decode().catch(() => undefined);
}

/** A fetch's key for `isHeld`: its method and address, read without touching a body. */
function keyOf(input: RequestInfo | URL, init?: RequestInit) {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  const method = init?.method ?? (input instanceof Request ? input.method : 'GET');
  return requestKey(method, url);
}

/**
 * A story without a play function ends as soon as it has rendered, before the data it asks for has
 * come: wait for the story's requests. A request its mock holds open on purpose (its loading state,
 * `holdOpen` in src/testing/heldRequests.ts) is not waited for; one still open after `hangMs` is
 * taken to be held on purpose too.
 */
const hangMs = 1500;
async function networkQuiet() {
  if (!requests) return;
  for (;;) {
    const now = performance.now();
    const open = [...requests].filter(([, { began, key }]) => now - began < hangMs && !isHeld(key));
    if (open.length === 0) return;
    const oldest = Math.min(...open.map(([, { began }]) => began));
    let stopListening = () => {};
    await Promise.race([
      Promise.allSettled(open.map(([request]) => request)),
      new Promise((done) => setTimeout(done, hangMs - (now - oldest))),
      new Promise((done) => (stopListening = onHeld(() => done(null)))),
    ]);
    stopListening();
    // What answered is drawn on React's next render.
    await frames(2);
  }
}

/** Waits until the page has not changed for two frames in a row (at most a second). */
async function domQuiet() {
  let changed = true;
  const observer = new MutationObserver(() => (changed = true));
  observer.observe(document.body, {
    subtree: true,
    childList: true,
    attributes: true,
    characterData: true,
  });
  const until = performance.now() + 1000;
  try {
    for (let quietFrames = 0; quietFrames < 2 && performance.now() < until;) {
      changed = false;
      await frames(1);
      quietFrames = changed ? 0 : quietFrames + 1;
    }
  } finally {
    observer.disconnect();
  }
}

const frames = async (count: number) => {
  for (let i = 0; i < count; i++) await new Promise((done) => requestAnimationFrame(done));
};

/**
 * The bottom of what the story shows: the story's root (the element Storybook rendered it into) and
 * what it portals into <body> (popovers, panels), with whatever overflows them, and every fixed layer
 * (a dialog, a drawer, toasts) that shows something: an empty toast region or a dialog's backdrop
 * alone does not make the shot as tall as the viewport.
 */
function storyBottom(): number {
  let bottom = 0;
  for (const element of document.body.querySelectorAll<HTMLElement>('*')) {
    const topLevel = element.parentElement === document.body;
    if (topLevel && (element.dataset.visualFrame !== undefined || unpainted.has(element.tagName))) {
      continue;
    }
    const style = getComputedStyle(element);
    const fixed = style.position === 'fixed';
    if (!topLevel && !fixed) continue;
    if (style.display === 'none' || style.visibility === 'hidden') continue;
    const rect = element.getBoundingClientRect();
    if (rect.height === 0 || (fixed && !shows(element))) continue;
    bottom = Math.max(bottom, rect.bottom);
    // What overflows a box that does not scroll is drawn below it; a scrolling box is cut at its edge.
    if (!fixed && style.overflowY === 'visible') {
      bottom = Math.max(bottom, rect.top + element.scrollHeight);
    }
  }
  return bottom;
}

const unpainted = new Set(['SCRIPT', 'STYLE', 'TEMPLATE', 'LINK', 'META']);

/** Whether an element draws anything beyond an empty box (text, an image, a control). */
const shows = (element: HTMLElement) =>
  (element.textContent ?? '').trim() !== '' ||
  element.querySelector('img, svg, canvas, video, iframe, input, select, textarea, button') !==
    null;

// First-click part of `npm run bench`: does a control on the first screen act when it is clicked right
// after the first paint, before the page's scripts have hydrated it? Each page opens in a fresh
// Chromium context under Lighthouse's mobile conditions (a 412 × 823 phone, CPU 4× slower, 150 ms
// round trips, 1.6 Mbps down, 750 Kbps up); at first paint + 100 ms the bench clicks the control (a real
// mouse click, through CDP, at its centre) and waits, up to `timeoutMs`, for the control's effect.
// Reported per page: when the click landed (after first paint), when the page hydrated, and the time
// from the click to its effect (medians of the runs). `--check` fails when an effect did not happen.
import { chromium } from 'playwright';
import { chromiumPath } from './lighthouse.mjs';
import { median } from './processes.mjs';

/** Lighthouse's mobile network (its "Slow 4G"): RTT 150 ms, 1.6 Mbps down, 750 Kbps up. */
export const mobileNetwork = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
export const mobileCpuSlowdown = 4;
const clickDelayMs = 100;

/**
 * The pages and the control clicked on each. `target` and `effect` run in the page (as source text):
 * `target()` finds the control, `effect(control)` says whether its click has done what it does.
 */
export const firstClickPages = [
  {
    name: 'home',
    path: '/',
    control: 'the header’s Menu button',
    effect: 'the mobile menu is shown',
    target: `() => [...document.querySelectorAll('header button[aria-controls]')].find((b) => b.offsetParent !== null)`,
    isDone: `(button) => { const panel = document.getElementById(button.getAttribute('aria-controls')); return button.getAttribute('aria-expanded') === 'true' && panel !== null && !panel.hidden; }`,
  },
  {
    name: 'designer profile',
    path: '/designers/2', // Maya Okafor, the seeded demo designer
    control: 'the first package’s Book Now',
    effect: 'the booker moves on from its first step',
    target: `() => [...document.querySelectorAll('button')].find((b) => /^Book Now/.test(b.textContent.trim()))`,
    // A package with a call goes to the date, one without to the checkout: either is a later step.
    isDone: `() => { const current = document.querySelector('ol li[aria-current="step"]'); return current !== null && current.previousElementSibling !== null; }`,
  },
  {
    name: 'garden-design landing',
    path: '/design-your-garden',
    control: 'the header’s cart button',
    effect: 'the cart drawer (a dialog) opens',
    target: `() => document.querySelector('header button[aria-haspopup="dialog"]')`,
    isDone: `() => { const dialog = document.querySelector('[role="dialog"]'); return dialog !== null && dialog.getClientRects().length > 0; }`,
  },
];

/**
 * Runs in the page before its own scripts (CDP, so outside the page's Content-Security-Policy): at
 * first paint + `delay` it finds the control and asks the bench to click it; it then watches for the
 * effect and for `<html data-hydrated>`, and keeps the times in `window.__firstClick`.
 */
function probe(findTarget, done, delay) {
  const state = {
    firstPaint: null,
    askedAt: null,
    clickAt: null,
    effectAt: null,
    hydratedAt: null,
  };
  window.__firstClick = state;
  let control = null;
  const watchEffect = () => {
    if (state.effectAt !== null || state.clickAt === null) return;
    if (done(control)) state.effectAt = performance.now();
    else requestAnimationFrame(watchEffect);
  };
  // The bench's click is the first trusted click; nothing on the page sees it before this listener.
  window.addEventListener(
    'click',
    (event) => {
      if (!event.isTrusted || state.clickAt !== null) return;
      state.clickAt = performance.now();
      watchEffect();
      setInterval(watchEffect, 50);
    },
    true,
  );
  const askForClick = () => {
    control = findTarget();
    if (!control) return setTimeout(askForClick, 16);
    // A control below the first screen of the phone is scrolled to first, as a visitor would.
    let box = control.getBoundingClientRect();
    if (box.top < 0 || box.bottom > window.innerHeight) {
      control.scrollIntoView({ block: 'center', behavior: 'instant' });
      box = control.getBoundingClientRect();
    }
    state.askedAt = performance.now();
    window.__firstClickAsk({ x: box.left + box.width / 2, y: box.top + box.height / 2 });
  };
  new PerformanceObserver((list) => {
    const paint = list.getEntries().find((entry) => entry.name === 'first-paint');
    if (!paint || state.firstPaint !== null) return;
    state.firstPaint = paint.startTime;
    setTimeout(askForClick, Math.max(0, paint.startTime + delay - performance.now()));
  }).observe({ type: 'paint', buffered: true });
  new MutationObserver(() => {
    if (state.hydratedAt === null && 'hydrated' in document.documentElement.dataset) {
      state.hydratedAt = performance.now();
    }
  }).observe(document, { attributes: true, attributeFilter: ['data-hydrated'], subtree: true });
}

const round = (value) => (typeof value === 'number' ? Math.round(value) : null);

/** One run of one page: the click's and the effect's times, in ms after navigation start. */
async function measureOnce(browser, siteUrl, page, timeoutMs) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
  });
  try {
    const tab = await context.newPage();
    const cdp = await context.newCDPSession(tab);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', mobileNetwork);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: mobileCpuSlowdown });
    let clicked;
    const clickDone = new Promise((resolve) => (clicked = resolve));
    await tab.exposeBinding('__firstClickAsk', async (_source, { x, y }) => {
      await tab.mouse.click(x, y);
      clicked();
    });
    // As source text, so the page's policy (no eval) does not stand in the way of the two functions.
    await tab.addInitScript({
      content: `(${probe})(${page.target}, ${page.isDone}, ${clickDelayMs});`,
    });
    const navigation = tab.goto(`${siteUrl}${page.path}`, { waitUntil: 'commit' });
    await navigation;
    const deadline = Date.now() + 30_000;
    await Promise.race([
      clickDone,
      new Promise((_, reject) =>
        setTimeout(() => reject(new Error('the control was not clicked in 30 s')), 30_000),
      ),
    ]);
    let state = await tab.evaluate(() => window.__firstClick);
    const waitUntil = Math.min(deadline, Date.now() + timeoutMs);
    while (state.effectAt === null && Date.now() < waitUntil) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      state = await tab.evaluate(() => window.__firstClick);
    }
    // Hydration may come after a click that was answered by a plain link or a native form.
    while (state.hydratedAt === null && Date.now() < waitUntil) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      state = await tab.evaluate(() => window.__firstClick);
    }
    return {
      firstPaint: round(state.firstPaint),
      clickAfterPaint: state.clickAt === null ? null : round(state.clickAt - state.firstPaint),
      hydratedAfterPaint:
        state.hydratedAt === null ? null : round(state.hydratedAt - state.firstPaint),
      clickBeforeHydration:
        state.clickAt !== null && (state.hydratedAt === null || state.clickAt < state.hydratedAt),
      effect: state.effectAt !== null,
      clickToEffect: state.effectAt === null ? null : round(state.effectAt - state.clickAt),
    };
  } finally {
    await context.close();
  }
}

/**
 * Measures `pages` (default: firstClickPages) on `siteUrl`, `runs` times each. Returns one entry per
 * page: { name, path, control, effect, runs: [...], effectEveryRun, median: { clickAfterPaint,
 * hydratedAfterPaint, clickToEffect } }.
 */
export async function measureFirstClicks({
  siteUrl,
  pages = firstClickPages,
  runs = 3,
  timeoutMs = 10_000,
  chromePath = chromiumPath,
  onProgress = () => {},
}) {
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  const site = siteUrl.replace(/\/$/, '');
  try {
    const results = [];
    for (const page of pages) {
      const pageRuns = [];
      for (let run = 1; run <= runs; run += 1) {
        const result = await measureOnce(browser, site, page, timeoutMs);
        pageRuns.push(result);
        onProgress(
          `${page.name} run ${run}/${runs}: click at first paint + ${result.clickAfterPaint} ms, ` +
            `hydrated at + ${result.hydratedAfterPaint ?? '–'} ms, ` +
            (result.effect ? `effect ${result.clickToEffect} ms after the click` : 'no effect'),
        );
      }
      const effectRuns = pageRuns.filter((run) => run.effect);
      results.push({
        name: page.name,
        path: page.path,
        control: page.control,
        effect: page.effect,
        runs: pageRuns,
        effectEveryRun: effectRuns.length === pageRuns.length,
        median: {
          clickAfterPaint: round(median(pageRuns.map((run) => run.clickAfterPaint))),
          hydratedAfterPaint: round(median(pageRuns.map((run) => run.hydratedAfterPaint))),
          clickToEffect: round(median(effectRuns.map((run) => run.clickToEffect))),
        },
      });
    }
    return results;
  } finally {
    await browser.close();
  }
}

/** The budget failures of a first-click measurement: every page whose click had no effect. */
export function firstClickFailures(results, timeoutMs = 10_000) {
  return (results ?? [])
    .filter((page) => !page.effectEveryRun)
    .map(
      (page) =>
        `${page.name}: ${page.control} clicked at first paint + ${clickDelayMs} ms did nothing within ${timeoutMs / 1000} s in ${page.runs.filter((run) => !run.effect).length} of ${page.runs.length} runs`,
    );
}

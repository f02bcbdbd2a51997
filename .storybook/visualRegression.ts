// What the visual regression check shoots and where its files go: read by the story tests' setup
// (.storybook/vitest.setup.ts, in the browser), vitest.config.ts and the budget test
// (scripts/visual-baselines.test.ts), in Node. Plain data only, so both sides can import it.
// How it works, how to update the baselines and how to read a failure: docs/visual-regression.md.

/** The committed baselines, one PNG per story and width: `<story-id>.<width>.png`. */
export const baselineDir = 'visual/baselines';

/** The actual image and the diff of a failed comparison (CI keeps `reports/` as an artefact). */
export const reportDir = 'reports/visual';

/**
 * The story files whose stories are shot: the sections and the design system. Journeys (account,
 * checkout, coaching…) and the site shell are left out: they are pages made of these parts, and
 * their e2e tests already look at them whole.
 */
export const visualStoryDirs = [
  'sections/',
  'src/ui/components/',
  'src/ui/theme/',
  'src/features/shop/',
] as const;

/**
 * The two widths every story is shot at, with the viewport height each starts from (the project's
 * phone viewport, and a laptop). A story taller than that is shot whole: the viewport is made as
 * tall as the story (see `shoot` in vitest.setup.ts).
 */
export const visualWidths = [
  { width: 375, height: 740 },
  { width: 1280, height: 900 },
] as const;

/**
 * The size of the runner's own page, which shows the story's viewport in a frame, scaled down when
 * the frame is bigger: big enough for every story viewport (up to 1312 × 1024). The visual check
 * grows it for a taller shot (`fitVisualPage` in vitest.config.ts).
 */
export const runnerPageSize = { width: 1312, height: 1024 } as const;

/**
 * Stories pinned to a viewport (`globals.viewport.value`) exist to show that width: they are shot
 * at it only; at the other width they would repeat the story they were made from.
 */
export const pinnedViewportWidths: Record<string, number> = { phone: 375, desktop: 1280 };

/** The whole baseline folder may not grow past this (scripts/visual-baselines.test.ts). */
export const baselineBudgetBytes = 48 * 1024 * 1024;

/**
 * pixelmatch's options. `includeAA: false`: pixels pixelmatch takes for anti-aliasing (the edges of
 * glyphs and curves, which shift by a shade between Chromium patch versions) are not counted. Any
 * other pixel that changes fails the test: no number of changed pixels is allowed.
 * `threshold` is how far a pixel may move in pixelmatch's YIQ distance (0 exact, 1 anything):
 * Chromium draws the edge pixels of rounded corners one step lighter or darker from run to run on
 * the same machine (measured: ±1 of 255 in each channel, which pixelmatch does not always take for
 * anti-aliasing), so 0 fails at random. 0.005 lets a pixel move by 1 in each channel and no more:
 * a change of 2 in green or in all three channels, 3 in red or 4 in blue already fails.
 */
export const visualComparatorOptions = {
  threshold: 0.005,
  includeAA: false,
  allowedMismatchedPixels: 0,
} as const;

/** A story's own say: `parameters: { visual: false }` for a story that cannot look the same twice. */
export type VisualParameter = false | { widths?: number[] } | undefined;

/** A baseline's file name: the story's id (lowercase letters, digits and dashes) and the width. */
export const baselineName = (storyId: string, width: number) => `${storyId}.${width}.png`;
export const baselineNamePattern = /^[a-z0-9-]+\.\d+\.png$/;

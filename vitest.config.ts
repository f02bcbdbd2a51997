import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import type { BrowserCommand } from 'vitest/node';
import { matchesBaseline } from './.storybook/baselineCheck.ts';
import {
  baselineDir,
  reportDir,
  runnerPageSize,
  visualComparatorOptions,
} from './.storybook/visualRegression.ts';
import { testBrowserPath as chromiumPath } from './scripts/testBrowser.mjs';

const dirname = path.dirname(fileURLToPath(import.meta.url));

/**
 * The `.ts` tests that need a page (DOMPurify, storage, cookies, script tags, events): they run in
 * jsdom with the component tests (`.tsx`); every other `.ts` test runs in Node.
 */
const domTests = [
  'sections/card-grid/cardQuery.test.ts',
  'site/server/feed.server.test.ts',
  'site/shell/chunkReload.test.ts',
  'site/shell/shellParts.test.ts',
  'src/features/checkout/checkoutState.test.ts',
  'src/features/checkout/testing/fakeStripe.test.ts',
  'src/features/designs/address/placesLoader.test.ts',
  'src/features/designs/survey/heldSurveyAnswers.test.ts',
  'src/lib/sanitize/frameSources.test.ts',
  'src/lib/sanitize/sanitizeHtml.test.ts',
  'src/features/shop/shopClient.test.ts',
];

/**
 * The test files that replace a module with `vi.mock` or `vi.doMock`. The unit projects share one
 * module graph and one page per worker (`isolate: false`), and Vitest applies a file's mocks only to
 * the modules that file evaluates: a module an earlier file had already loaded keeps the real
 * dependency, and a module first loaded under a file's mock keeps the mock for the files after it.
 * These files run each in a fresh worker of their own (the `-isolated` projects), found by reading
 * the files so that a new one is never missed.
 */
const mockingTests = testFiles(['api', 'scripts', 'sections', 'site', 'src']).filter((file) =>
  /\bvi\.(do)?[mM]ock\(/.test(readFileSync(path.join(dirname, file), 'utf8')),
);

/**
 * Other files that cannot share a worker, each with why (none today: a leak is fixed in the test, see
 * decision 035; this is for what cannot be).
 */
const cannotShare: Record<string, string> = {};

const isolatedTests = [...new Set([...mockingTests, ...Object.keys(cannotShare)])].sort();

/** Every `*.test.ts(x)` under these folders, relative to the root. */
function testFiles(folders: string[]): string[] {
  return folders.flatMap((folder) =>
    readdirSync(path.join(dirname, folder), { withFileTypes: true }).flatMap((entry) => {
      const file = `${folder}/${entry.name}`;
      if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : testFiles([file]);
      return /\.test\.tsx?$/.test(entry.name) ? [file] : [];
    }),
  );
}
const inPage = (file: string) => file.endsWith('.tsx') || domTests.includes(file);
const isolatedPageTests = isolatedTests.filter(inPage);
const isolatedNodeTests = isolatedTests.filter((file) => !inPage(file));
/** A file name as a glob that matches only that file. */
const exactly = (file: string) => file.replace(/[[\]{}()*?!+@]/g, '\\$&');

/**
 * The runner shows each test's page in a frame of the viewport's size inside its own page, scaled
 * down when that page is smaller: a shot of a story made taller than the runner's page would come
 * out scaled. The visual check grows the runner's page first (.storybook/vitest.setup.ts).
 */
const fitVisualPage: BrowserCommand<[width: number, height: number]> = async (
  context,
  width,
  height,
) => {
  const { page } = context;
  const size = page.viewportSize();
  if (size && size.width >= width && size.height >= height) return;
  await page.setViewportSize({
    width: Math.max(width, size?.width ?? 0),
    height: Math.max(height, size?.height ?? 0),
  });
};

/** The name the visual check gives a shot (`shotName` in vitest.setup.ts) as `<story-id>.<width>`. */
const shotFile = (arg: string) => arg.replace(/_(\d+)$/, '.$1').replaceAll('__', '--');

/** The story files the visual regression check shoots, and the rest (.storybook/visualRegression.ts). */
const shotStories = ['sections/**', 'src/ui/components/**', 'src/ui/theme/**'];
const flowStories = ['src/!(ui)/**', 'site/**'];

/**
 * Every story as a test in Chromium (the Storybook addon runs its play function and axe), in two
 * projects that differ only in which files they take: `stories`, the sections and the design
 * system, which the visual check shoots, and `stories-flows`, the journeys (account, checkout,
 * coaching, designs…) and the site shell, which it does not.
 *
 * In both, the files of a worker share one page (`isolate: false`): each story is mounted afresh
 * with its own requests (MSW's handlers are reset for every story), and a page of its own cost
 * each file about a second and a half of setup. Measured back to back on the shot files: 385 s
 * isolated, 224 s sharing; the flows, earlier, 405 s → 317 s (decision 042, sixth round).
 *
 * Sharing a page means a file's style sheets may already be in it, loaded by a file before, so
 * the cascade's order of two rules can change with the order the files run in. A style must not
 * depend on that order: a component's class and the class a place passes to it never set the same
 * property (the design system leaves out what the browser or the global styles already give, as
 * `margin: 0` on a button). Shot in another order, a story that does depend on it fails its
 * visual check; `--sequence.shuffle.files` finds such a story (docs/visual-regression.md).
 */
function storyProject(name: string, exclude: string[]): TestProjectInlineConfiguration {
  return {
    extends: true,
    plugins: [storybookTest({ configDir: path.join(dirname, '.storybook') })],
    optimizeDeps: {
      include: [
        'react',
        'react-dom',
        'react-dom/client',
        'react/jsx-runtime',
        'react/jsx-dev-runtime',
        'msw',
        'msw/browser',
        'msw-storybook-addon',
        'storybook/test',
        '@storybook/react-vite',
        'radix-ui',
        'swr',
        '@stripe/react-stripe-js',
        'dompurify',
        'valibot',
        'axe-core',
        '@vanilla-extract/sprinkles/createRuntimeSprinkles',
        '@vanilla-extract/recipes/createRuntimeFn',
        'react-router',
        'react-day-picker',
      ],
    },
    test: {
      name,
      exclude: [...exclude, '**/node_modules/**'],
      isolate: false,
      // The visual regression check of the sections' and the design system's stories
      // (docs/visual-regression.md).
      setupFiles: ['./.storybook/vitest.setup.ts'],
      // Vitest copies a failed shot's images here for its report, beside the originals.
      attachmentsDir: path.join(reportDir, 'attachments'),
      // The shots run in an afterEach hook: a tall story at two widths on a busy machine needs
      // more than the default 30 s there.
      hookTimeout: 60_000,
      // In CI a story that fails is run once more, as the end-to-end journeys are: they share two
      // cores in `npm test`, and a story that waits on real time (a lazily loaded part, a timer)
      // can miss on a busy machine. The report shows each retried story; one that fails twice fails.
      retry: process.env.CI ? 1 : 0,
      // Two story files at a time, each in its own page. Vitest's default on these 2-core
      // machines is one: the second core sat mostly idle while a story waited for a frame, a
      // request or a screenshot, and the screenshots added that kind of wait to every story
      // (docs/visual-regression.md, "What it costs"). `STORY_WORKERS` changes it for a measurement.
      maxWorkers: Number(process.env.STORY_WORKERS ?? 2),
      browser: {
        enabled: true,
        headless: true,
        commands: { fitVisualPage, matchesBaseline },
        expect: {
          toMatchScreenshot: {
            comparatorName: 'pixelmatch',
            comparatorOptions: { ...visualComparatorOptions },
            // How long a shot may take to come out the same twice. Vitest never clears its timer
            // for it, so the run cannot exit until the last shot's has run out: kept short, but
            // writing new baselines (two shots each) is given longer (scripts/visual-update.ts).
            timeout: Number(process.env.VISUAL_SHOT_TIMEOUT ?? 8_000),
            // The setup's style already stops every animation and transition and hides the
            // caret; Playwright doing it again for each shot only costs time.
            screenshotOptions: { animations: 'allow', caret: 'initial' },
            // One folder of `<story-id>.<width>.png`, the same on every machine (Vitest's
            // default adds the platform and scatters folders next to the story files).
            resolveScreenshotPath: ({ arg, ext, root }) =>
              path.join(root, baselineDir, `${shotFile(arg)}${ext}`),
            // A failure's actual image and diff; a missing baseline's new image is "actual".
            resolveDiffPath: ({ arg, ext, root }) =>
              path.join(
                root,
                reportDir,
                `${shotFile(arg.replace(/-(reference|actual|diff)$/, ''))}.${
                  arg.endsWith('-diff') ? 'diff' : 'actual'
                }${ext}`,
              ),
          },
        },
        provider: playwright({
          // No story viewport shown scaled; dates and numbers in one zone and locale on every
          // machine.
          contextOptions: {
            viewport: { ...runnerPageSize },
            timezoneId: 'UTC',
            locale: 'en-US',
          },
          launchOptions: {
            executablePath: chromiumPath,
            args: [
              '--no-sandbox',
              '--disable-gpu',
              '--disable-background-networking',
              '--disable-component-update',
              '--no-first-run',
            ],
          },
        }),
        instances: [{ browser: 'chromium' }],
      },
    },
  };
}

/** The options the shared and the isolated project of a kind of unit test have in common. */
function unitProjects(
  name: string,
  isolated: string[],
  test: NonNullable<TestProjectInlineConfiguration['test']> & { include: string[] },
): TestProjectInlineConfiguration[] {
  const common = {
    restoreMocks: true,
    // Component tests that click through many selects (availability, the garden form) need more
    // than the default 5 s on a busy 2-core machine; nothing here measures time.
    testTimeout: 15_000,
    // Vitest's default is one worker per core less one: a single worker on these 2-core machines.
    // Two overlap one file's waits (the API's in-memory database, timers) with another's work.
    maxWorkers: 2,
    ...test,
  };
  const shared: TestProjectInlineConfiguration = {
    extends: true,
    test: {
      ...common,
      name,
      // The files of a worker share one environment (one jsdom window) and one module graph: each
      // file no longer pays for a fresh process, jsdom and the imports of React, Radix and the
      // app (decision 035: 9 min of CPU down to about 5). Each file still starts from a clean page,
      // clean storage, cookies, environment variables, globals and timers (src/testing/setup.ts).
      isolate: false,
      exclude: [...(test.exclude ?? []), ...isolated.map(exactly), '**/node_modules/**'],
    },
  };
  if (isolated.length === 0) return [shared];
  return [
    shared,
    {
      extends: true,
      test: { ...common, name: `${name}-isolated`, include: isolated.map(exactly) },
    },
  ];
}

// Tests leave out the React Router plugin: it refuses to run outside the site build.
export default defineConfig({
  plugins: [vanillaExtractPlugin(), react()],
  test: {
    projects: [
      ...unitProjects('unit', isolatedPageTests, {
        environment: 'jsdom',
        include: ['src/**/*.test.tsx', 'sections/**/*.test.tsx', 'site/**/*.test.tsx', ...domTests],
        setupFiles: ['./src/testing/setup.ts'],
      }),
      // Tests of code that needs no page — the reference API, the scripts, server modules, logic —
      // run in Node: a jsdom window costs each test file about a second.
      ...unitProjects('unit-node', isolatedNodeTests, {
        environment: 'node',
        // The test databases' templates, made once for the whole run (api/testing/seededDatabase.ts).
        globalSetup: ['./api/testing/templateFolder.ts'],
        include: [
          'api/**/*.test.ts',
          'scripts/**/*.test.ts',
          'src/**/*.test.ts',
          'sections/**/*.test.ts',
          'site/**/*.test.ts',
          'registry.test.ts',
        ],
        exclude: domTests,
        setupFiles: ['./src/testing/nodeSetup.ts'],
      }),
      storyProject('stories', flowStories),
      storyProject('stories-flows', shotStories),
    ],
  },
});

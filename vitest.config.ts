import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';

const dirname = path.dirname(fileURLToPath(import.meta.url));
export const chromiumPath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/**
 * The `.ts` tests that need a page (DOMPurify, storage, cookies, script tags, events): they run in
 * jsdom with the component tests (`.tsx`); every other `.ts` test runs in Node.
 */
const domTests = [
  'sections/card-grid/cardQuery.test.ts',
  'site/server/feed.server.test.ts',
  'site/shell/chunkReload.test.ts',
  'src/checkout/checkoutState.test.ts',
  'src/checkout/testing/fakeStripe.test.ts',
  'src/designs/address/placesLoader.test.ts',
  'src/designs/survey/heldSurveyAnswers.test.ts',
  'src/sanitize/frameSources.test.ts',
  'src/sanitize/sanitizeHtml.test.ts',
  'src/shop/shopClient.test.ts',
];

// Tests leave out the React Router plugin: it refuses to run outside the site build.
export default defineConfig({
  plugins: [vanillaExtractPlugin(), react()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: [
            'src/**/*.test.tsx',
            'sections/**/*.test.tsx',
            'site/**/*.test.tsx',
            ...domTests,
          ],
          setupFiles: ['./src/test/setup.ts'],
          restoreMocks: true,
          // Component tests that click through many selects (availability, the garden form) need more
          // than the default 5 s on a busy 2-core machine; nothing here measures time.
          testTimeout: 15_000,
          // Vitest's default is one worker per core less one: a single worker on these 2-core
          // machines. Most of a file's time is jsdom and the API's in-memory database starting up,
          // which two workers overlap: 13 min with one, 9 min with two (all 240 files passing).
          maxWorkers: 2,
        },
      },
      {
        // Tests of code that needs no page — the reference API, the scripts, server modules, logic —
        // run in Node: a jsdom window costs each test file about a second.
        extends: true,
        test: {
          name: 'unit-node',
          environment: 'node',
          include: [
            'api/**/*.test.ts',
            'scripts/**/*.test.ts',
            'src/**/*.test.ts',
            'sections/**/*.test.ts',
            'site/**/*.test.ts',
            'registry.test.ts',
          ],
          exclude: [...domTests, '**/node_modules/**'],
          restoreMocks: true,
          testTimeout: 15_000,
          maxWorkers: 2,
        },
      },
      {
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
          name: 'stories',
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
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
      },
    ],
  },
});

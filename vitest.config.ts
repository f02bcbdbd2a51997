import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';

const dirname = path.dirname(fileURLToPath(import.meta.url));
export const chromiumPath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

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
            'src/**/*.test.{ts,tsx}',
            'sections/**/*.test.{ts,tsx}',
            'site/**/*.test.{ts,tsx}',
            'registry.test.ts',
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
        // The reference API and the scripts run in Node, and so do their tests: no page to build
        // (a jsdom window costs each test file about half a second), no components to clean up.
        extends: true,
        test: {
          name: 'unit-node',
          environment: 'node',
          include: ['api/**/*.test.ts', 'scripts/**/*.test.ts'],
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

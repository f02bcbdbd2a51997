import { defineConfig, devices } from '@playwright/test';
import { testBrowserPath as chromiumPath } from '../scripts/testBrowser.mjs';

const sitePort = Number(process.env.E2E_SITE_PORT ?? 3100);
const apiPort = Number(process.env.E2E_API_PORT ?? 4100);

/**
 * Files whose tests run one after another in one worker, on servers of their own, for long enough
 * that the other worker sat idle at the end of the run when they came last (files are dispatched in
 * order): their project is listed first, so they start at once and the other journeys fill the second
 * worker meanwhile (decision 042: security-xss's three tests, 80 s at the end of the run, with one
 * worker idle).
 */
const startFirst = ['security-xss.spec.ts'];

/**
 * Journeys that measure time — answers within the page deadline (faults), a click with the processor
 * slowed before the scripts have run (first-click) — are dispatched last, when the other worker is
 * winding down; `--project chromium-last` runs them alone.
 */
const runLast = ['faults.spec.ts', 'first-click.spec.ts'];
const chromium = { ...devices['Desktop Chrome'], channel: undefined };

/**
 * End-to-end journeys against the production build (`npm run build` first) and a fresh reference API
 * with its demo content and the e2e pages (in memory, so every run starts clean).
 */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  // Two browsers at a time on a 2-core machine. A journey mostly waits, but three browsers with the
  // generator's check beside them made two time-bound journeys flaky (decision 042).
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: process.env.CI ? 1 : 0,
  // `E2E_REPORT` names the JSON report, for a run of part of the journeys beside a whole one.
  reporter: [
    ['list'],
    ['json', { outputFile: `../reports/${process.env.E2E_REPORT ?? 'e2e'}.json` }],
  ],
  timeout: 30_000,
  use: {
    baseURL: `http://localhost:${sitePort}`,
    // In CI, a trace of a failed test's retry (it retries once): recording one for every test, to
    // keep the failed ones', costs CPU the journeys need on these two cores. Locally, a trace of
    // every failure.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'chromium-first', testMatch: startFirst, use: chromium },
    { name: 'chromium', testIgnore: [...startFirst, ...runLast], use: chromium },
    { name: 'chromium-last', testMatch: runLast, use: chromium },
  ],
  webServer: [
    {
      command: 'node --import tsx api/server.ts',
      cwd: '..',
      url: `http://127.0.0.1:${apiPort}/site-options`,
      env: {
        API_PORT: String(apiPort),
        API_HOST: '127.0.0.1',
        API_DATA_DIR: 'memory',
        API_SEED_E2E: '1',
      },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: 'node scripts/serve.mjs ./build/server/index.js',
      cwd: '..',
      url: `http://localhost:${sitePort}/`,
      env: {
        PORT: String(sitePort),
        NODE_ENV: 'production',
        API_URL: `http://127.0.0.1:${apiPort}`,
        SITE_URL: `http://localhost:${sitePort}`,
        // The journeys share two cores with their browsers: a page's API calls may take longer than
        // in production. The deadline itself is tested by faults.spec.ts, with a server of its own.
        API_DEADLINE_MS: '15000',
      },
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});

import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import type { AxeResults, RunOptions } from 'axe-core';
import type axeCore from 'axe-core';
import { expect, type APIRequestContext, type FileChooser, type Page } from '@playwright/test';
import { demoAccounts, demoPassword, type DemoAccountKey } from '../api/seed/accounts.ts';

/** The reference API the e2e site talks to (see playwright.config.ts). */
export const apiUrl = `http://127.0.0.1:${process.env.E2E_API_PORT ?? 4100}`;

export function demo(key: DemoAccountKey) {
  const account = demoAccounts.find((candidate) => candidate.key === key);
  if (!account) throw new Error(`no demo account ${key}`);
  return account;
}

/** Collects console errors, failed requests and error responses while a page is used. */
export function watchProblems(page: Page) {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('requestfailed', (request) => {
    const error = request.failure()?.errorText ?? '';
    // ERR_ABORTED is Chromium cancelling a load because the page moved on (a prefetch, route
    // discovery, an image of the page just left). Real failures surface as other errors or as a status.
    if (error === 'net::ERR_ABORTED') return;
    problems.push(`failed: ${request.url()} ${error}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${response.status()}: ${response.url()}`);
  });
  return problems;
}

/**
 * The name of a session cookie as the browser holds it: `__Host-` in production (Secure cookies, as
 * the e2e site runs), the plain name otherwise.
 */
export const isSessionCookie = (base: string, name: string) =>
  name === base || name === `__Host-${base}`;

/**
 * Logs out from an address typed in: that is not a site page, so /logout asks first; its Log Out
 * button ends the session and lands on the home page.
 */
export async function logOut(page: Page) {
  await page.goto('/logout');
  await expect(page.getByRole('heading', { name: 'Log out of Trellis?' })).toBeVisible();
  await page.getByRole('button', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/\/$/);
}

/**
 * Signs in as the login form does — a POST of the form to /login that says it comes from the site's
 * own page (`Sec-Fetch-Site: same-origin`, as Chromium sends it), which sets the session cookie in the
 * page's context — and opens where the site sends the person (the account, or the address saved before
 * it asked them to log in), hydrated; that must match `expectedPath`. The path is relative: the page's
 * context may be on another site server than the suite's (its `baseURL`). A journey that is about
 * the form itself uses `logInThroughForm`; this one saves a page load and the typing for the many
 * journeys that only need to be signed in.
 */
export async function logIn(
  page: Page,
  email: string,
  password = demoPassword,
  expectedPath: RegExp = /\/account$/,
) {
  const current = page.url();
  const login = current.startsWith('http') ? new URL('/login', current).href : '/login';
  const response = await page.request.post(login, {
    form: { email, password },
    headers: { 'Sec-Fetch-Site': 'same-origin' },
    maxRedirects: 0,
  });
  const location = response.headers()['location'];
  expect(response.status(), `sign-in of ${email} answered ${response.status()}`).toBe(302);
  expect(location).toBeTruthy();
  await gotoHydrated(
    page,
    current.startsWith('http') ? new URL(location!, current).href : location!,
  );
  await expect(page).toHaveURL(expectedPath);
}

/** Signs in by typing into the login form and pressing Log In; lands on `expectedPath`. */
export async function logInThroughForm(
  page: Page,
  email: string,
  password = demoPassword,
  expectedPath: RegExp = /\/account$/,
) {
  if (!page.url().endsWith('/login')) await page.goto('/login');
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(expectedPath);
}

/** A bearer token straight from the API (for test set-up only: pages never see tokens). */
export async function apiToken(request: APIRequestContext, email: string, password = demoPassword) {
  const response = await request.post(`${apiUrl}/login`, { data: { email, password } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { access_token: string }).access_token;
}

export async function apiAccount(request: APIRequestContext, token: string) {
  const response = await request.get(`${apiUrl}/account`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: { id: number; email: string } }).data;
}

/** A fresh account for a journey that changes what it touches (tests run in parallel on one API). */
export async function registerViaApi(request: APIRequestContext, label: string) {
  const email = `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@trellis.test`;
  const password = 'garden-path-2026';
  const response = await request.post(`${apiUrl}/users`, {
    data: { first_name: 'Robin', last_name: 'Sower', email, password, timezone: 'America/Chicago' },
  });
  expect(response.status()).toBe(201);
  const body = (await response.json()) as { access_token: string; account: { id: number } };
  return { email, password, token: body.access_token, id: body.account.id };
}

/** The newest link the reference API "sent" to an address (its outbox: no mail leaves it). */
export async function latestMailLink(request: APIRequestContext, to: string): Promise<string> {
  const response = await request.get(`${apiUrl}/dev/outbox`, { params: { to } });
  expect(response.ok()).toBe(true);
  const { data } = (await response.json()) as { data: { link: string }[] };
  expect(data.length).toBeGreaterThan(0);
  return data[0]!.link;
}

/**
 * Opens a page and waits until React has hydrated it (`<html data-hydrated>`, set by the root): scripts
 * load after the first paint, and keys pressed before hydration reach no handler.
 */
export async function gotoHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

/**
 * Scrolls through the whole page, `screens` viewport heights a step, two frames each. Two screens a
 * step wake every section that waits for the viewport: interactive sections below the first screen
 * load their code when they come within a screen of it (decision 031). Larger steps are quicker on a
 * page of a thousand sections, for a check that needs only the scrolling, not every section awake.
 */
export async function scrollThrough(page: Page, screens = 2): Promise<void> {
  await page.evaluate(async (step) => {
    for (let y = 0; y < document.body.scrollHeight; y += step * window.innerHeight) {
      window.scrollTo(0, y);
      await new Promise(requestAnimationFrame);
      await new Promise(requestAnimationFrame);
    }
  }, screens);
}

/** The axe rule sets every page is held to: WCAG 2.0–2.2 A and AA, and axe's best practices. */
export const axeTags = [
  'wcag2a',
  'wcag2aa',
  'wcag21a',
  'wcag21aa',
  'wcag22a',
  'wcag22aa',
  'best-practice',
] as const;

interface AxeViolation {
  id: string;
  impact?: string | null;
  help: string;
  helpUrl: string;
  nodes: { target: unknown[]; failureSummary?: string }[];
}

/** One readable block per violated rule: its id, impact and help, then each element with its summary. */
export function formatAxeViolations(violations: readonly AxeViolation[]): string {
  return violations
    .map((violation) => {
      const nodes = violation.nodes.map((node) => {
        const summary = (node.failureSummary ?? '').replace(/\s*\n\s*/g, ' ').trim();
        return `  - ${node.target.map(String).join(' > ')}${summary ? `\n    ${summary}` : ''}`;
      });
      return `${violation.id} (${violation.impact ?? 'unknown'}): ${violation.help}\n${nodes.join('\n')}`;
    })
    .join('\n');
}

/**
 * Rules run besides those of `axeTags`: WCAG 2.5.3 (label in name, level A), which axe tags
 * `experimental` and so leaves out of a run by tags.
 */
export const axeExtraRules = ['label-content-name-mismatch'] as const;

/** axe-core's own script, put into a page once (see `runAxe`). */
const axeSource = String((createRequire(import.meta.url)('axe-core') as { source: string }).source);

/** What every axe run here checks: the rules of `axeTags`, and `axeExtraRules`. */
const axeOptions: RunOptions = {
  runOnly: { type: 'tag', values: [...axeTags] },
  rules: Object.fromEntries(axeExtraRules.map((id) => [id, { enabled: true }])),
};

/**
 * Runs axe over the page as it stands (or over `include`, a selector, and what it holds).
 *
 * A page without frames gets axe's script once, and `axe.run` in the page itself after that: the
 * same rules over the same document as `AxeBuilder.analyze()`, which puts the 560 KB script into the
 * page again on every call, then opens a blank page, puts it in there too and merges the results in
 * it. Measured over the same pages in the same run (decision 042): the kitchen sink 15.8 s → 3.9 s,
 * the home page 0.98 → 0.15 s, the login page 0.71 → 0.07 s. A page with frames (a video, the card
 * field, the editor's preview) still goes through `AxeBuilder`, which looks inside every frame.
 */
export async function runAxe(page: Page, include?: string): Promise<AxeResults> {
  if (page.frames().length > 1) {
    let builder = new AxeBuilder({ page }).options(axeOptions);
    if (include) builder = builder.include(include);
    return builder.analyze();
  }
  const ready = await page.evaluate(() => 'axe' in window);
  if (!ready) await page.evaluate(axeSource);
  return page.evaluate(
    ({ include, options }) => {
      const { axe } = window as unknown as { axe: typeof axeCore };
      return axe.run(include ? { include: [include] } : document, options);
    },
    { include, options: axeOptions },
  );
}

/**
 * Runs axe over the page as it stands and fails with a readable list (rule, element, why) when any
 * rule of `axeTags` is violated. `label` names the page in the message (the path by default).
 */
export async function expectNoAxeViolations(page: Page, label?: string): Promise<void> {
  const results = await runAxe(page);
  const name = label ?? new URL(page.url()).pathname;
  const ids = results.violations.map((violation) => violation.id);
  expect(ids, `axe violations on ${name}:\n${formatAxeViolations(results.violations)}`).toEqual([]);
}

/**
 * The file choosers a page opens, listened for from now to the end of the test; `next()` is the next
 * one. Playwright has Chromium hand a chooser over only while something listens for it, and
 * `waitForEvent('filechooser')` turns that on and off again around each one. A journey that opened a
 * chooser at one width and then at another waited 30 s for the second one a few times (once per CI
 * run, on one picker or the other); with one listener for the whole test, nothing is switched between
 * the two.
 */
export function fileChoosers(page: Page): { next: () => Promise<FileChooser> } {
  const opened: FileChooser[] = [];
  const waiting: ((chooser: FileChooser) => void)[] = [];
  page.on('filechooser', (chooser) => {
    const resolve = waiting.shift();
    if (resolve) resolve(chooser);
    else opened.push(chooser);
  });
  return {
    next: () => {
      const chooser = opened.shift();
      return chooser ? Promise.resolve(chooser) : new Promise((resolve) => waiting.push(resolve));
    },
  };
}

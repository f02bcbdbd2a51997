import { expect, test as base, type Browser, type BrowserContext } from '@playwright/test';

// Every journey runs under the site's Content-Security-Policy and fails if anything on any page breaks
// it (docs/decisions/026): the specs import `test` and `expect` from here instead of
// '@playwright/test'. Each browser context — the test's own and any a test opens with
// `browser.newContext()` — reports every `securitypolicyviolation` event of every page and frame,
// and every console message about the policy, into the running test; the test fails at its end if
// there was one. A test that provokes a violation on purpose reads `cspViolations` and empties it.

export * from '@playwright/test';

/** One reported violation, as the test failure lists it. */
export interface CspViolation {
  page: string;
  directive: string;
  blocked: string;
  source: string;
  sample: string;
}

/** The violations of the test running in this worker (a worker runs one test at a time). */
const current: (CspViolation | string)[] = [];
const watched = new WeakSet<BrowserContext>();
const bindingName = '__trellisCspViolation';

/** Listens in every document (every page, every frame) from before its first script. */
function listenForViolations(name: string) {
  document.addEventListener(
    'securitypolicyviolation',
    (event) => {
      const report = (window as unknown as Record<string, (detail: unknown) => void>)[name];
      report?.({
        page: document.URL,
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        source: event.sourceFile ? `${event.sourceFile}:${event.lineNumber}` : '',
        sample: event.sample,
      });
    },
    true,
  );
}

/** Chromium's console lines about a blocked resource or a header it could not read. */
const policyMessage = /Content[ -]Security[ -]Policy|Permissions[ -]Policy/i;

async function watchContext(context: BrowserContext): Promise<void> {
  if (watched.has(context)) return;
  watched.add(context);
  await context.exposeBinding(bindingName, (_source, detail: CspViolation) => {
    current.push(detail);
  });
  await context.addInitScript(listenForViolations, bindingName);
  context.on('console', (message) => {
    if (policyMessage.test(message.text())) {
      current.push(
        `console ${message.type()} on ${message.page()?.url() ?? '?'}: ${message.text()}`,
      );
    }
  });
}

function describeViolation(violation: CspViolation | string): string {
  if (typeof violation === 'string') return violation;
  const { page, directive, blocked, source, sample } = violation;
  return `${directive} blocked ${blocked || '(inline)'} on ${page}${source ? ` at ${source}` : ''}${
    sample ? `: ${sample}` : ''
  }`;
}

export const test = base.extend<
  { cspViolations: (CspViolation | string)[] },
  { watchNewContexts: Browser }
>({
  // Contexts a test opens itself (a second person in another browser) are watched too.
  watchNewContexts: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (...args) => {
        const context = await newContext(...args);
        await watchContext(context);
        return context;
      };
      await use(browser);
      browser.newContext = newContext;
    },
    { scope: 'worker', auto: true },
  ],
  context: async ({ context }, use) => {
    await watchContext(context);
    await use(context);
  },
  cspViolations: [
    // Playwright reads a fixture's dependencies from this pattern: this one has none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      current.length = 0;
      await use(current);
      const found = current.map(describeViolation);
      current.length = 0;
      expect(found, `the Content-Security-Policy was violated:\n${found.join('\n')}`).toEqual([]);
    },
    { auto: true },
  ],
});

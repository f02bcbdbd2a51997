import type { ChildProcess } from 'node:child_process';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { demoPassword } from '../api/seed/accounts.ts';
import type { PageSectionWire, PageWire } from '../src/lib/api/types.ts';
import { freePort, startProcess, startSite, stopProcesses, type Started } from './processes.ts';
import {
  auditDom,
  packPayloads,
  samplePayloads,
  setTraps,
  startCmsProxy,
  xssPayloads,
  type CmsProxy,
  type Hit,
} from './security/helpers.ts';
import { demo, logIn } from './support.ts';

// The public XSS payload list (e2e/security/README.md) through every kind of field that ends up in a
// page. The CMS fields that take HTML or links: all 6,613 payloads in body rich text, embeds and FAQ
// answers; an evenly spread sample of 331 alone in its own rich text, as headlines and as
// call-to-action buttons, with every script address the list holds as a button's link. The fields
// people write — project messages, a business profile, a design's notes and names, a submitted
// garden — get the sample. Chromium must run none of it: every dialog function is a trap, a real
// dialog is a failure, no event handler or script address may reach the page, and the
// Content-Security-Policy must report nothing. (The traps hear every policy report in every frame,
// as the journeys' fixture does; a hostile page makes thousands, which they summarize.)
//
// Processes of its own: a reference API (the payloads go into its database, not the shared one), a
// stand-in CMS in front of it that answers the payload pages, and a site server.

const payloads = xssPayloads();
/** What the fields people write get: every 20th payload. */
const peopleSample = samplePayloads(payloads, 331);
/** Payloads per CMS section: enough to keep page loads few, small enough to read a failure. */
const batchSize = 100;
const batches = Array.from({ length: Math.ceil(payloads.length / batchSize) }, (_, index) =>
  payloads.slice(index * batchSize, (index + 1) * batchSize),
);

const entities: Record<string, string> = {
  colon: ':',
  lpar: '(',
  rpar: ')',
  tab: '\t',
  newline: '\n',
  sol: '/',
  comma: ',',
  period: '.',
  quot: '"',
  amp: '&',
  lt: '<',
  gt: '>',
  num: '#',
};
/** A code point as a character reference names it; none, or one past Unicode, is U+FFFD. */
const character = (codePoint: number) =>
  String.fromCodePoint(codePoint > 0 && codePoint <= 0x10ffff ? codePoint : 0xfffd);

/** Character references decoded as a browser decodes them in an attribute value. */
function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);?/gi, (match, name: string) => {
    if (/^#x/i.test(name)) return character(parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return character(Number(name.slice(1)));
    return entities[name.toLowerCase()] ?? match;
  });
}

/**
 * The addresses the list's payloads put in `href`, `src`, `action` and the like that name a script
 * or data scheme, as written and decoded: what a CMS link field could be given.
 */
const linkPayloads = [
  ...new Set(
    payloads.flatMap((line) =>
      [
        ...line.matchAll(
          /(?:href|src|action|formaction|data|to|from|values)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/gi,
        ),
      ]
        .map((match) => (match[1] ?? match[2] ?? match[3] ?? '').trim())
        .filter((value) => /script|data:|&#|%6a|%4a/i.test(value))
        .flatMap((value) => [value, decodeEntities(value)]),
    ),
  ),
];

let nextId = 1;
const section = (type: string, content: Record<string, unknown>): PageSectionWire => ({
  id: nextId++,
  type,
  content,
  options: { BackgroundColor: { color: 'white' } },
});

function button(text: string, link: string) {
  return {
    id: nextId++,
    buttonText: text,
    link,
    fontColor: '#ffffff',
    borderColor: '#2f5d3a',
    backgroundColor: '#2f5d3a',
    isOptInForm: false,
    optInFormTag: '',
    listId: '',
  };
}

/** A plain link at the top of a payload page: clicking it is a client-side navigation. */
const next = (slug: string) =>
  section('body', { body: `<p><a href="/${slug}">Next payload page</a></p>`, buttons: [] });

function page(slug: string, sections: PageSectionWire[]): PageWire {
  return {
    id: nextId++,
    slug,
    published: true,
    pagelayout: 'default',
    content: { title: `Payloads: ${slug}`, description: 'The attack suite’s payload page.' },
    options: {},
    page_sections: sections,
  } as unknown as PageWire;
}

const slugs = {
  server: 'security/xss-rich-text',
  client: 'security/xss-embed',
  faq: 'security/xss-faq',
} as const;

/**
 * Sections the server renders: every payload in a body section's rich text (a hundred together, one
 * a line), the sample alone in its own rich text and as a headline (description cards: each card is
 * sanitized on its own), and call-to-action buttons whose text and link are payloads — the sample
 * and the script addresses the list holds.
 */
const serverPage = page(slugs.server, [
  ...batches.map((batch) => section('body', { body: batch.join('\n'), buttons: [] })),
  ...Array.from({ length: 4 }, (_, index) =>
    section('description-cards', {
      headline: '',
      cards: peopleSample
        .slice(index * 83, (index + 1) * 83)
        .map((payload) => ({ headline: payload, body: payload, image: '' })),
    }),
  ),
  section('cta-band', {
    headline: 'Script addresses from the list',
    subheadline: '',
    cta: {
      content: {
        buttons: [
          ...linkPayloads.map((link) => button(`Go ${link}`, link)),
          ...peopleSample.map((payload) => button(payload, payload)),
        ],
      },
    },
  }),
]);

/**
 * Sections the browser renders by itself, every payload in each: the embed (HTML shown after its
 * delay) and the FAQ's answers (rendered when opened). The FAQ's page links back to the first page:
 * following it is a client-side navigation, and the browser's own sanitizer cleans that page.
 */
const clientPage = page(slugs.client, [
  ...batches.map((batch, index) =>
    section('embed', { html: `<p>Embed batch ${index + 1}</p>\n${batch.join('\n')}` }),
  ),
]);
const faqBatch = 300;
const faqPage = page(slugs.faq, [
  next(slugs.server),
  section('faq', {
    headline: 'Questions',
    faqs: Array.from({ length: Math.ceil(payloads.length / faqBatch) }, (_, index) => {
      const answers = payloads.slice(index * faqBatch, (index + 1) * faqBatch);
      return { headline: answers[0], body: answers.join('\n') };
    }),
  }),
]);

const pages = new Map<string, unknown>([
  [slugs.server, serverPage],
  [slugs.client, clientPage],
  [slugs.faq, faqPage],
]);

/** The hosts of every absolute http(s) address in the payloads (the list names a few). */
const payloadHosts = new Set(
  [...payloads.join('\n').matchAll(/https?:\/\/([a-z0-9.-]+)/gi)].map((match) =>
    match[1]!.toLowerCase(),
  ),
);

/**
 * A refused fetch of a picture, sound or font: from a host the payloads themselves name, or from a
 * `data:` address (the policy takes pictures from `data:`, not sounds or videos).
 */
function isPassiveRefusal(directive: string, blocked: string): boolean {
  if (!['img-src', 'media-src', 'font-src'].includes(directive)) return false;
  if (blocked === 'data' || blocked.startsWith('data:')) return true;
  try {
    return payloadHosts.has(new URL(blocked).hostname.toLowerCase());
  } catch {
    return false;
  }
}

/**
 * The sanitizer parsing hostile HTML in the browser: Chromium checks each `on…` attribute and
 * `<base href>` it parses against the page's policy — even in an inert document, where nothing can
 * run — and reports the refusal. The policy refusing what the sanitizer then removes is the policy
 * working, not code running; the traps and the DOM search below still fail the test if anything ran
 * or survived. (Parsing in a frame sandboxed without scripts stops the reports, but Chromium then logs
 * a console error on every page that cleans HTML; cleaning those fields on the server would stop both.)
 */
function isSanitizerParse(violation: Violation): boolean {
  return (
    ['script-src-attr', 'base-uri'].includes(violation.directive) &&
    /\/assets\/sanitizeHtml-[\w-]{8}\.js$/.test(violation.source)
  );
}

interface Violation {
  directive: string;
  blocked: string;
  sample: string;
  source: string;
}

/**
 * What the traps saw, in a few readable lines: each kind of hit (a dialog function called, a policy
 * directive violated, from which script) with its count and first samples. The policy refusing to
 * fetch a picture, sound or font that a payload names is not among them: the sanitizer keeps
 * `<img src="http://…">` and `<video src="data:…">` (media are content) and the policy refuses them,
 * as it should; those are counted in the test's annotations.
 */
function summarize(hits: readonly Hit[]): { failing: string[]; passive: number } {
  const groups = new Map<string, { count: number; samples: Set<string> }>();
  let passive = 0;
  for (const hit of hits) {
    let key = `${hit.kind} on ${hit.frame}`;
    let sample = hit.detail;
    if (hit.kind === 'csp') {
      const violation = JSON.parse(hit.detail) as Violation;
      if (isPassiveRefusal(violation.directive, violation.blocked) || isSanitizerParse(violation)) {
        passive += 1;
        continue;
      }
      // The script the violation came from, without its build hash.
      const script = violation.source.replace(/-[\w-]{8}\.js$/, '.js') || '(no script)';
      key = `${violation.directive} blocked ${violation.blocked || '(nothing named)'} from ${script}`;
      sample = violation.sample;
    }
    const group = groups.get(key) ?? { count: 0, samples: new Set<string>() };
    group.count += 1;
    if (group.samples.size < 3) group.samples.add(sample.slice(0, 80));
    groups.set(key, group);
  }
  const failing = [...groups].map(
    ([key, { count, samples }]) => `${count} × ${key} (${[...samples].join(' | ')})`,
  );
  return { failing, passive };
}

test.describe('XSS payloads', () => {
  // In order, on one server; a failure does not skip the tests after it.
  test.describe.configure({ mode: 'default', timeout: 150_000 });

  const children: ChildProcess[] = [];
  let api: string;
  let proxy: CmsProxy;
  let site: Started;
  let base: string;

  test.beforeAll(async () => {
    test.setTimeout(90_000);
    const sitePort = await freePort();
    base = `http://localhost:${sitePort}`;
    api = (
      await startProcess(
        children,
        process.execPath,
        ['--import', 'tsx', 'api/server.ts'],
        /Reference API listening on (http:\/\/\S+)/,
        { API_PORT: '0', API_HOST: '127.0.0.1', API_DATA_DIR: 'memory', SITE_URL: base },
      )
    ).match[1]!;
    proxy = await startCmsProxy(api, pages);
    site = await startSite(children, {
      PORT: String(sitePort),
      API_URL: proxy.url,
      SOCKET_URL: api,
      SITE_URL: base,
      API_DEADLINE_MS: '20000',
    });
  });

  test.afterEach(async () => {
    const info = test.info();
    if (info.status !== info.expectedStatus) {
      await info.attach('site server output', {
        body: site.output().slice(-20_000),
        contentType: 'text/plain',
      });
    }
  });

  test.afterAll(async () => {
    await proxy?.close();
    await stopProcesses(children);
  });

  async function newPage(browser: Browser) {
    const context = await browser.newContext({ baseURL: base });
    const hits = await setTraps(context);
    const page = await context.newPage();
    return { context, page, hits };
  }

  /** Nothing in `selector` could run, the page is still where it was, and it shows the payloads. */
  async function expectInert(page: Page, label: string, path: string, selector = 'main') {
    expect.soft(await auditDom(page, selector), label).toEqual([]);
    expect.soft(new URL(page.url()).pathname, `${label}: still on the page`).toBe(path);
  }

  async function expectAllSections(page: Page, count: number) {
    await expect(page.locator('[data-section-type]')).toHaveCount(count, { timeout: 30_000 });
    await expect(page.locator('[data-section-pending]')).toHaveCount(0, { timeout: 30_000 });
  }

  /** The text of `main` holds these texts (as React shows text: trimmed by the schema). */
  async function expectShown(page: Page, texts: readonly string[], label: string) {
    const missing = await page
      .locator('main')
      .first()
      .evaluate(
        (main, wanted) => {
          const text = main.textContent ?? '';
          return wanted.filter((one) => !text.includes(one));
        },
        [...texts],
      );
    expect.soft(missing, `${label}: payloads shown as text`).toEqual([]);
  }

  /**
   * Nothing ran and the policy reported nothing. A violation raised by the browser's sanitizer while
   * it reads hostile HTML (Chromium checks an `on…` attribute against the policy as it parses it,
   * even in an inert document that never runs it) counts: the policy's reports must stay clean, so
   * hostile HTML must reach the browser already cleaned by the server.
   */
  function expectNoHits(hits: readonly Hit[], label: string) {
    const { failing, passive } = summarize(hits);
    test.info().annotations.push({
      type: 'refused by the policy',
      description: `${label}: ${passive} refusals by the policy (picture or media loads the payloads name, handlers the sanitizer parsed and removed)`,
    });
    expect(failing, `${label}: what ran or was reported`).toEqual([]);
  }

  const serverPath = `/${slugs.server}`;
  const sampleHeadlines = samplePayloads(peopleSample, 40).map((payload) => payload.trim());

  test('every payload in the CMS’s rich text, headlines and links, rendered by the server, runs nothing', async ({
    browser,
  }) => {
    const { context, page, hits } = await newPage(browser);
    try {
      // Rendered by the server, then hydrated (the browser reuses the server's clean HTML).
      await page.goto(serverPath);
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 30_000 });
      await expectAllSections(page, serverPage.page_sections.length);
      await expectShown(page, sampleHeadlines, 'rich text, by the server');
      await expectInert(page, 'rich text and links, by the server', serverPath);
      // A moment for anything delayed (timers, lazy frames) to go off.
      await page.waitForTimeout(500);
      expectNoHits(hits, 'CMS fields rendered by the server');
    } finally {
      await context.close();
    }
  });

  test('every payload in the CMS’s embeds, FAQ answers and rich text, rendered by the browser, runs nothing', async ({
    browser,
  }) => {
    const { context, page, hits } = await newPage(browser);
    try {
      // The embed's HTML is shown by the browser only, after its delay.
      const clientPath = `/${slugs.client}`;
      await page.goto(clientPath);
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 30_000 });
      // Embeds below the first screen are drawn once they come near it (decision 031), and each one
      // drawn makes the page longer: each section still waiting is brought into view in turn.
      await page.evaluate(async () => {
        for (let turn = 0; turn < 500; turn++) {
          const waiting = document.querySelector('[data-deferred] > *');
          if (!waiting) return;
          waiting.scrollIntoView({ block: 'center' });
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      });
      await expect(page.getByText(/^Embed batch \d+$/)).toHaveCount(batches.length, {
        timeout: 30_000,
      });
      await expectInert(page, 'embeds', clientPath);

      // An FAQ answer is rendered when it is opened.
      const faqPath = `/${slugs.faq}`;
      await page.goto(faqPath);
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 30_000 });
      const questions = page.locator('[data-section-type="faq"]').getByRole('button');
      const count = (faqPage.page_sections.at(-1)!.content as { faqs: unknown[] }).faqs.length;
      await expect(questions).toHaveCount(count);
      for (let index = 0; index < count; index += 1) {
        const question = questions.nth(index);
        // A click event, without waiting for the accordion's animation to settle between answers.
        await question.dispatchEvent('click');
        await expect(question).toHaveAttribute('aria-expanded', 'true');
        await expectInert(page, `FAQ answer ${index + 1}`, faqPath, '[data-section-type="faq"]');
      }

      // The server's page again, now rendered in the browser: the FAQ page's link is a client-side
      // navigation, so the browser's own sanitizer cleans what arrives.
      await page.getByRole('link', { name: 'Next payload page', exact: true }).click();
      await expect(page).toHaveURL(`${base}${serverPath}`);
      await expectAllSections(page, serverPage.page_sections.length);
      await expectShown(page, sampleHeadlines, 'rich text, in the browser');
      await expectInert(page, 'rich text and links, in the browser', serverPath);

      await page.waitForTimeout(500);
      expectNoHits(hits, 'CMS fields rendered by the browser');
    } finally {
      await context.close();
    }
  });

  test('a sample of the payloads in the fields people write runs nothing where it is shown', async ({
    browser,
    request,
  }) => {
    const seeded = await writePeopleFields(request, api);
    const { context, page, hits } = await newPage(browser);
    try {
      // Project messages, as the customer reads them, and one arriving live.
      await logIn(page, demo('customer').email);
      await page.goto(`/account/designs/${seeded.design}`);
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      const messages = page.getByRole('region', { name: 'Project Messages' });
      const list = messages.getByRole('list', { name: 'Conversations' });
      await expect(list).toBeVisible({ timeout: 15_000 });
      await list.getByRole('button').first().click();
      const log = messages.getByRole('log', { name: 'Messages' });
      await expect(log).toBeVisible();
      await expect(log.getByText(seeded.lastMessageLine, { exact: false })).toBeVisible();
      await seeded.sendLive();
      await expect(log.getByText(seeded.liveLine, { exact: false })).toBeVisible();
      await expectInert(page, 'project messages', `/account/designs/${seeded.design}`);
      await expectShown(page, seeded.fileNotes, 'design file notes');
      await expectInert(page, 'design files', `/account/designs/${seeded.design}`);

      // The customer's design in homework: its name and address.
      await page.goto(`/account/designs/${seeded.homeworkDesign}`);
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      await expectInert(
        page,
        'design name and address',
        `/account/designs/${seeded.homeworkDesign}`,
      );

      // Businesses, as visitors see them.
      for (const business of seeded.businesses) {
        await page.goto(`/businesses/${business.slug}`);
        await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
        await expectShown(page, [business.description], `business ${business.slug}`);
        await expectInert(page, `business ${business.slug}`, `/businesses/${business.slug}`);
      }
      await page.goto('/businesses');
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      await expectInert(page, 'the business directory', '/businesses');

      // Submitted gardens: the gardener's own list, and the gallery of submitted gardens.
      await context.clearCookies();
      await logIn(page, seeded.gardener.email, seeded.gardener.password);
      await page.goto('/submit-your-garden');
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      await expect(page.getByRole('region', { name: 'Your gardens' })).toBeVisible();
      await expectShown(page, seeded.gardenCities, 'garden cities');
      await expectInert(page, 'submitted gardens', '/submit-your-garden');
      await page.goto('/kitchen-sink');
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      await expectInert(page, 'the gallery of submitted gardens', '/kitchen-sink');

      await page.waitForTimeout(500);
      expectNoHits(hits, 'fields people write');
    } finally {
      await context.close();
    }
  });
});

/** A 1×1 PNG. */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * Writes the sample into the fields people write, through the API as each person would: the designer
 * messages the customer on design 2, the customer describes photos of it and renames design 1, three
 * new accounts register a business each, and a gardener shares three gardens.
 */
async function writePeopleFields(request: APIRequestContext, api: string) {
  const call = async (
    method: 'post' | 'put',
    path: string,
    token: string | null,
    options: { data?: unknown; multipart?: Record<string, unknown> },
    expected: number,
  ) => {
    const response = await request[method](`${api}${path}`, {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
      ...(options as object),
    });
    expect(response.status(), `${method.toUpperCase()} ${path}: ${await response.text()}`).toBe(
      expected,
    );
    return ((await response.json()) as { data: unknown; access_token?: string }) ?? null;
  };
  const login = async (email: string, password = demoPassword) =>
    (
      (await call('post', '/login', null, { data: { email, password } }, 200)) as unknown as {
        access_token: string;
      }
    ).access_token;

  const customer = await login(demo('customer').email);
  const coach = await login(demo('coach').email);
  const design = 2;
  const homeworkDesign = 1;

  // Project messages: the sample, packed into messages of at most 5,000 characters.
  const texts = packPayloads(peopleSample, 5_000);
  const live = texts.pop()!;
  const started = (await call(
    'post',
    `/designs/${design}/conversations`,
    coach,
    { data: { receivers: [1], message: texts[0] } },
    201,
  )) as { data: { id: number } };
  const conversation = started.data.id;
  for (const text of texts.slice(1)) {
    await call(
      'post',
      `/designs/${design}/conversations/${conversation}`,
      coach,
      { data: { message: text } },
      201,
    );
  }
  const lastLine = (text: string) =>
    text
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line.length > 8)
      .at(-1)!;

  // Design notes: photos of design 2 with a payload as their notes and in their file names.
  const notes = peopleSample.filter((payload) => payload.trim().length <= 250).slice(0, 12);
  for (const [index, note] of notes.entries()) {
    // A file name keeps no folders or control characters (the API would drop them): taken out here.
    const name = `${[...note]
      .filter((char) => char >= ' ' && char !== '/' && char !== '\\')
      .join('')
      .slice(0, 200)}-${index}.png`;
    await call(
      'post',
      `/designs/${design}/upload`,
      customer,
      {
        multipart: {
          file: { name, mimeType: 'image/png', buffer: png },
          system_type: 'property',
          description: note,
        },
      },
      201,
    );
  }
  // Design 1, in homework: a payload as its name and its address.
  await call(
    'put',
    `/designs/${homeworkDesign}`,
    customer,
    {
      data: {
        name: peopleSample.find((payload) => payload.length <= 255),
        details: {
          address: { formatted_address: packPayloads(peopleSample.slice(40), 500)[0] },
        },
      },
    },
    200,
  );

  // Businesses: three new accounts, each registering one with payloads in every text field.
  const businesses: { slug: string; description: string }[] = [];
  const short = peopleSample.filter((payload) => payload.trim().length <= 250);
  for (let index = 0; index < 3; index += 1) {
    const email = `xss-owner-${index}-${Date.now()}@trellis.test`;
    const registered = (await call(
      'post',
      '/users',
      null,
      {
        data: {
          first_name: short[index * 7]!.slice(0, 100),
          last_name: short[index * 7 + 1]!.slice(0, 100),
          email,
          password: 'garden-path-2026',
          timezone: 'America/Chicago',
        },
      },
      201,
    )) as unknown as { access_token: string };
    const token = registered.access_token;
    const description = short[index * 7 + 2]!;
    const created = (await call(
      'post',
      '/providers',
      token,
      {
        data: {
          name: `${short[index * 7 + 3]} ${index}`,
          description,
          expertises: [],
          addresses: [
            {
              phone: short.find((payload) => payload.length <= 40),
              address: short[index * 7 + 4],
              city: short[index * 7 + 5]!.slice(0, 100),
              state: 'IL',
              postal_code: '60607',
            },
          ],
          properties: [
            {
              id: 'new-1',
              name: 'certifications',
              property: packPayloads(peopleSample.slice(index * 30), 1_000)[0],
            },
          ],
          images: { logo: { image: null }, cover: { image: null }, portfolio: [] },
        },
      },
      201,
    )) as { data: { id: number } };
    const provider = (await (await request.get(`${api}/providers/${created.data.id}`)).json()) as {
      data: { slug: string; description: string };
    };
    businesses.push({ slug: provider.data.slug, description: provider.data.description.trim() });
  }

  // A gardener shares three gardens.
  const gardenerEmail = `xss-gardener-${Date.now()}@trellis.test`;
  const gardener = (await call(
    'post',
    '/users',
    null,
    {
      data: {
        first_name: 'Robin',
        last_name: 'Sower',
        email: gardenerEmail,
        password: 'garden-path-2026',
        timezone: 'America/Chicago',
      },
    },
    201,
  )) as unknown as { access_token: string; account: { id: number } };
  const gardenCities: string[] = [];
  for (let index = 0; index < 3; index += 1) {
    const image = (await call(
      'post',
      '/images?model=garden',
      gardener.access_token,
      { multipart: { image: { name: 'garden.png', mimeType: 'image/png', buffer: png } } },
      201,
    )) as { data: { image: string } };
    const city = short[100 + index]!.trim().slice(0, 200).trim();
    gardenCities.push(city);
    await call(
      'post',
      `/users/${gardener.account.id}/gardens`,
      gardener.access_token,
      {
        data: {
          description: packPayloads(peopleSample.slice(index * 60), 2_000)[0],
          city,
          state: 'IL',
          images: [{ image: image.data.image }],
        },
      },
      201,
    );
  }

  return {
    design,
    homeworkDesign,
    lastMessageLine: lastLine(texts.at(-1)!),
    liveLine: lastLine(live),
    sendLive: () =>
      call(
        'post',
        `/designs/${design}/conversations/${conversation}`,
        coach,
        { data: { message: live } },
        201,
      ),
    fileNotes: notes.map((note) => note.trim()),
    businesses,
    gardener: { email: gardenerEmail, password: 'garden-path-2026' },
    gardenCities,
  };
}

import { expect, test, type Locator, type Page } from './fixtures.ts';
import {
  expectFocusInSight,
  expectNoAxeViolationsOpen,
  focused,
  type FocusedElement,
} from './keyboard.ts';
import { apiUrl, demo, gotoHydrated, logIn, registerViaApi } from './support.ts';

// The site's selects (the design system's Select, on Radix Select) and the blog's filter dropdowns,
// by keyboard: opened with Enter or Space, the arrows and typing move through the options, Enter
// chooses, Escape closes without a change; focus is on an option while the list is open (within the
// list's scrolled box) and back on the field after, always in sight; the open list leaves the sticky
// header in sight; axe judges the page with the list open. One page load per page: each test goes
// through the page's selects at 1280 px, then again at 375 px where the layout differs. The region
// picker and the account menu have their own journeys (keyboard-region, keyboard-widgets).

const phone = { width: 375, height: 740 };
const desktop = { width: 1280, height: 720 };

interface SelectJourney {
  /**
   * `page`: axe over the whole page with the list open (once per page and width: what the list
   * does to the page around it); `list`: over the list only (the page was judged already).
   */
  axe?: 'page' | 'list';
  /** Letters typed with the list open, and the option they reach. */
  typeahead?: { keys: string; option: string | RegExp };
}

/**
 * The keyboard through one select: Enter opens it with focus on an option, ArrowDown moves on (and
 * typing jumps to a match), Escape closes it without a change and focus goes back to the field;
 * Space opens it again, ArrowDown and Enter choose the next option, which the field then shows.
 */
async function keyboardThroughSelect(
  page: Page,
  combobox: Locator,
  what: string,
  { axe = 'list', typeahead }: SelectJourney = {},
) {
  // Focus arrives from elsewhere (as by Tab), which brings the field into view: after a change of
  // width the field may still hold focus from before, now out of sight.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await combobox.focus();
  await expectFocusInSight(page, `${what}: the field`);
  const before = (await combobox.textContent()) ?? '';

  await page.keyboard.press('Enter');
  const listbox = page.getByRole('listbox');
  await expect(listbox, `${what}: Enter opens the list`).toBeVisible();
  await expect(combobox).toHaveAttribute('aria-expanded', 'true');
  const opened = await focusOnAnOption(page, `${what}: the list opened`);
  await expectListClearOfHeader(page, what);
  await expectNoAxeViolationsOpen(page, what, axe === 'list' ? '[role="listbox"]' : undefined);

  await moveToAnotherOption(page, opened, what);
  if (typeahead) {
    await page.keyboard.type(typeahead.keys);
    await expect(page.getByRole('option', { name: typeahead.option })).toBeFocused();
    await focusOnAnOption(page, `${what}: typed '${typeahead.keys}'`);
  }

  await page.keyboard.press('Escape');
  await expect(listbox, `${what}: Escape closes the list`).toBeHidden();
  await expect(combobox, `${what}: focus back on the field after Escape`).toBeFocused();
  await expect(combobox).toHaveText(before);
  await expectFocusInSight(page, `${what}: Escape`);

  await page.keyboard.press('Space');
  await expect(listbox, `${what}: Space opens the list`).toBeVisible();
  const current = await focusOnAnOption(page, `${what}: the list opened again`);
  const next = await moveToAnotherOption(page, current, what);
  await page.keyboard.press('Enter');
  await expect(listbox, `${what}: Enter chooses and closes`).toBeHidden();
  await expect(combobox).toHaveText(next.name);
  await expect(combobox, `${what}: focus back on the field after choosing`).toBeFocused();
  await expectFocusInSight(page, `${what}: Enter`);
}

/**
 * The open list, opening down or up, leaves the sticky header in sight: it stops at its bottom edge
 * (a list in a dialog is over the header anyway, with the rest of the page).
 */
async function expectListClearOfHeader(page: Page, what: string) {
  const overlap = await page.getByRole('listbox').evaluate((listbox) => {
    const header = [...document.querySelectorAll('header')].find((candidate) =>
      ['sticky', 'fixed'].includes(getComputedStyle(candidate).position),
    );
    if (!header || listbox.closest('[role="dialog"]')) return 0;
    return Math.max(0, header.getBoundingClientRect().bottom - listbox.getBoundingClientRect().top);
  });
  expect(
    overlap,
    `${what}: the list covers the sticky header by ${overlap} px`,
  ).toBeLessThanOrEqual(1);
}

/**
 * Waits for focus to reach an option of the open list (Radix moves it there once the list is
 * placed), in sight: in the window, and within the list's own scrolled box, not scrolled past.
 */
async function focusOnAnOption(page: Page, what: string) {
  await expect.poll(async () => (await focused(page)).role, { message: what }).toBe('option');
  const option = await expectFocusInSight(page, what);
  await expect
    .poll(
      () =>
        page.getByRole('listbox').evaluate((listbox) => {
          const list = listbox.getBoundingClientRect();
          const box = document.activeElement!.getBoundingClientRect();
          return box.top >= list.top - 1 && box.bottom <= list.bottom + 1;
        }),
      { message: `${what}: the option in focus is scrolled out of the list`, timeout: 3_000 },
    )
    .toBe(true);
  return option;
}

/** ArrowDown to the next option (ArrowUp from the last): focus moves, in sight. */
async function moveToAnotherOption(page: Page, from: FocusedElement, what: string) {
  const onTheLast = await page.evaluate(
    () => document.activeElement === [...document.querySelectorAll('[role="option"]')].at(-1),
  );
  const key = onTheLast ? 'ArrowUp' : 'ArrowDown';
  await page.keyboard.press(key);
  await expect
    .poll(async () => (await focused(page)).name, { message: `${what}: ${key} moves` })
    .not.toBe(from.name);
  const moved = await focusOnAnOption(page, `${what}: ${key}`);
  return moved;
}

/**
 * A filter dropdown of checkboxes (the design system's MultiSelect on FilterMenu: a popover, or a
 * modal dialog under 768 px): Enter opens the panel with focus on its first checkbox, Space ticks
 * (or unticks) it, axe judges the page (or only the panel), Escape closes the panel and focus goes
 * back to its button, which names the choice.
 */
async function keyboardThroughFilter(
  page: Page,
  label: string,
  what: string,
  axe: 'page' | 'panel' = 'page',
) {
  const button = page.getByRole('button', { name: new RegExp(`^${label}: `) });
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  // Right after the window is resized the filter may still be swapping its popover for a dialog
  // (under 768 px), which puts a new button in place of the one just focused: focus it again until
  // it keeps focus. What is checked starts after that, with the page settled.
  await expect(async () => {
    await button.focus();
    await expect(button).toBeFocused({ timeout: 500 });
  }).toPass({ timeout: 5_000 });
  await expectFocusInSight(page, `${what}: the button`);
  await page.keyboard.press('Enter');
  const panel = page.getByRole('dialog', { name: label });
  await expect(panel, `${what}: Enter opens the panel`).toBeVisible();
  const first = panel.getByRole('checkbox').first();
  await expect(first).toBeFocused();
  const choice = await first.evaluate((box: HTMLButtonElement) => box.labels[0]?.textContent ?? '');
  const ticked = !(await first.isChecked());
  await page.keyboard.press('Space');
  await expect(first).toBeChecked({ checked: ticked });
  await expectFocusInSight(page, `${what}: Space`);
  await expectNoAxeViolationsOpen(page, what, axe === 'panel' ? '[role="dialog"]' : undefined);
  await page.keyboard.press('Escape');
  await expect(panel, `${what}: Escape closes the panel`).toBeHidden();
  await expect(button, `${what}: focus back on the button`).toBeFocused();
  if (ticked) await expect(button).toHaveAccessibleName(`${label}: ${choice}`);
  else await expect(button).not.toHaveAccessibleName(`${label}: ${choice}`);
  await expectFocusInSight(page, `${what}: Escape`);
}

test('the contact form’s selects, at 1280 and 375 px', async ({ page }) => {
  test.slow();
  await gotoHydrated(page, '/contact');
  const form = page.getByRole('main');
  for (const viewport of [desktop, phone]) {
    await page.setViewportSize(viewport);
    const at = `/contact at ${viewport.width} px`;
    await keyboardThroughSelect(
      page,
      form.getByRole('combobox', { name: 'State' }),
      `State, ${at}`,
      {
        axe: 'page',
        typeahead: { keys: 'ore', option: 'Oregon' },
      },
    );
    // The short lists at 1280 px only (two columns there, one on a phone): the State list, the long
    // one, is the one whose room changes with the width.
    if (viewport !== desktop) continue;
    for (const name of ['Current garden status', 'Ideal timeline', 'Estimated Budget']) {
      await keyboardThroughSelect(page, form.getByRole('combobox', { name }), `${name}, ${at}`);
    }
  }
});

test('the designer directory’s Expertise filter, at 1280 and 375 px', async ({ page }) => {
  test.slow();
  await gotoHydrated(page, '/design');
  const grid = page.locator('[data-section-type="card-grid"]').first();
  for (const viewport of [desktop, phone]) {
    await page.setViewportSize(viewport);
    await keyboardThroughSelect(
      page,
      grid.getByRole('combobox', { name: 'Expertise' }),
      `Expertise at ${viewport.width} px`,
      { axe: 'page' },
    );
  }
  // The Region filter, a map in a dropdown, has its own journeys (keyboard-region.spec.ts).
});

test('the blog’s Tag and Topic filters: a popover at 1280 px, a dialog at 375 px', async ({
  page,
}) => {
  test.slow();
  await gotoHydrated(page, '/blog');
  for (const viewport of [desktop, phone]) {
    await page.setViewportSize(viewport);
    await keyboardThroughFilter(page, 'Tag', `Tag at ${viewport.width} px`);
    await keyboardThroughFilter(page, 'Topic', `Topic at ${viewport.width} px`, 'panel');
  }
});

test('the account page’s Timezone, at 1280 and 375 px', async ({ page }) => {
  test.slow();
  await logIn(page, demo('customer').email);
  const main = page.getByRole('main');
  await keyboardThroughSelect(
    page,
    main.getByRole('combobox', { name: 'Timezone' }),
    'Timezone at 1280 px',
    { axe: 'page', typeahead: { keys: 'america/n', option: /^America\/New York/ } },
  );

  await page.setViewportSize(phone);
  await keyboardThroughSelect(
    page,
    main.getByRole('combobox', { name: 'Timezone' }),
    'Timezone at 375 px',
    { axe: 'page' },
  );
});

test('sign-up’s Timezone: on the quiz’s results step and in the checkout dialog', async ({
  page,
  request,
}) => {
  test.slow();
  // The quiz's answers as the page keeps them (localStorage), so the results step opens at once.
  const quiz = (await (await request.get(`${apiUrl}/quizzes/1`)).json()) as {
    data: { questions: { id: number; options: { id: number | null }[] }[] };
  };
  const answers = Object.fromEntries(
    quiz.data.questions.map((question) => [question.id, question.options[0]!.id]),
  );
  await page.addInitScript((stored) => {
    localStorage.setItem('trellis.quiz.1.anonymous', stored);
  }, JSON.stringify(answers));
  await gotoHydrated(page, '/quiz?quiz-1=results');
  const quizSignUp = page.locator('[data-section-type="quiz"]');
  await expect(quizSignUp.getByRole('heading', { name: 'One last thing...' })).toBeVisible();
  await keyboardThroughSelect(
    page,
    quizSignUp.getByRole('combobox', { name: 'Timezone' }),
    'the quiz’s sign-up',
    {
      axe: 'page',
    },
  );

  // The checkout of a product without a questionnaire opens on its sign-up: a select in a dialog.
  await gotoHydrated(page, '/design-your-garden');
  await page
    .getByRole('button', { name: 'Get Started with Garden Design Lite', exact: true })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Checkout: Garden Design Lite' });
  await keyboardThroughSelect(
    page,
    dialog.getByRole('combobox', { name: 'Timezone' }),
    'the checkout’s sign-up',
    {
      axe: 'page',
    },
  );
  await expect(dialog).toBeVisible();
});

test('a coach’s selects: Go Live’s time in its dialog, the coaching profile’s State, availability', async ({
  page,
}) => {
  test.slow();
  await logIn(page, demo('coach').email);
  // Go Live's dialog (opened only: the demo coach does not go live here).
  const goLive = page.getByRole('banner').getByRole('switch', { name: 'Go Live' });
  await goLive.click();
  const dialog = page.getByRole('dialog', { name: 'Go Live' });
  await keyboardThroughSelect(
    page,
    dialog.getByRole('combobox', { name: 'Until Hour' }),
    'Go Live’s Until Hour',
    {
      axe: 'page',
    },
  );
  // Escape closed the list only; the next closes the dialog.
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(goLive).toBeFocused();

  await gotoHydrated(page, '/account/coaching');
  await keyboardThroughSelect(
    page,
    page.getByRole('form', { name: 'Coaching profile' }).getByRole('combobox', { name: 'State' }),
    'the coaching profile’s State',
    { axe: 'page', typeahead: { keys: 'new y', option: 'New York' } },
  );

  await gotoHydrated(page, '/account/coaching/manage');
  const calendar = page.getByRole('grid', { name: 'Your availability' });
  await calendar
    .getByRole('button', { name: /^Saturday, / })
    .last()
    .click();
  await keyboardThroughSelect(
    page,
    page.getByRole('group', { name: 'Time 1' }).getByRole('combobox', { name: 'From Hour' }),
    'availability’s From Hour',
  );
});

test('a member’s forms: a garden’s State/Province, a business’s State or province (grouped)', async ({
  page,
  request,
}) => {
  test.slow();
  const person = await registerViaApi(request, 'selects');
  await logIn(page, person.email, person.password);
  await gotoHydrated(page, '/submit-your-garden');
  await keyboardThroughSelect(
    page,
    page
      .getByRole('form', { name: 'Share a garden' })
      .getByRole('combobox', { name: 'State/Province' }),
    'a garden’s State/Province',
    { axe: 'page' },
  );

  await gotoHydrated(page, '/directory-application');
  const business = page.getByRole('form', { name: 'Register your business' });
  for (const viewport of [desktop, phone]) {
    await page.setViewportSize(viewport);
    await keyboardThroughSelect(
      page,
      business.getByRole('combobox', { name: /State or province/ }),
      `a business’s State or province at ${viewport.width} px`,
      {
        // The page was judged with a list open at 1280 px; at 375 the list.
        axe: viewport === desktop ? 'page' : 'list',
        typeahead: { keys: 'brit', option: 'British Columbia' },
      },
    );
  }
});

import { expect, test, type Locator, type Page } from './fixtures.ts';
import { expectFocusInSight, expectNoAxeViolationsOpen, tabThrough } from './keyboard.ts';
import { demo, fileChoosers, gotoHydrated, logIn, registerViaApi } from './support.ts';

// Keyboard journeys through the widgets no other keyboard spec takes: the accordions (the FAQ
// section, a design's homework), the dialogs (a call-to-action's sign-up, the design hero's video,
// a portfolio's zoom, removing a saved card), the mobile menu, the account menu, the avatar and
// inquiry file pickers and the frost-date lookup. Each checks the keys of its ARIA pattern, where
// focus goes after every action (onto the new content or kept on the control, never the page, never
// under the sticky header) and axe while it is open. The site has no tabs widget.

/**
 * Tests that start signed in as the demo customer: one sign-in per worker, whose cookies every such
 * test's context starts with. None of them changes the account.
 */
const asCustomer = test.extend<object, { customerState: string }>({
  customerState: [
    async ({ browser }, use, workerInfo) => {
      const context = await browser.newContext({ baseURL: workerInfo.project.use.baseURL });
      await logIn(await context.newPage(), demo('customer').email);
      const file = `${workerInfo.project.outputDir}/keyboard-widgets-customer-${workerInfo.workerIndex}.json`;
      await context.storageState({ path: file });
      await context.close();
      await use(file);
    },
    { scope: 'worker' },
  ],
  storageState: async ({ customerState }, use) => use(customerState),
});

const phone = { width: 375, height: 740 };
const laptop = { width: 1280, height: 800 };
const widths = [phone, laptop] as const;

/** A one-pixel PNG. */
const tinyPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** Focus is on an element inside `container` (an open dialog or menu). */
async function expectFocusWithin(container: Locator, what: string) {
  await expect
    .poll(() => container.evaluate((element) => element.contains(document.activeElement)), {
      message: `${what}: focus is inside`,
    })
    .toBe(true);
}

/**
 * A modal dialog keeps focus: Tab past its last control comes back to its first, Shift+Tab the
 * other way, and focus never leaves it.
 */
async function expectFocusTrapped(page: Page, dialog: Locator, what: string) {
  const stops = await dialog.evaluate(
    (element) =>
      element.querySelectorAll(
        'a[href], button:not([disabled]), input:not([disabled]), textarea:not([disabled]), select:not([disabled]), iframe, [tabindex]:not([tabindex="-1"])',
      ).length,
  );
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let press = 0; press <= stops; press += 1) {
      await page.keyboard.press(key);
      await expectFocusWithin(dialog, `${what}, after ${press + 1} × ${key}`);
    }
  }
}

/** Escape closes the layer and puts focus back on the control that opened it, in sight. */
async function expectEscapeReturnsTo(page: Page, layer: Locator, trigger: Locator, what: string) {
  await page.keyboard.press('Escape');
  await expect(layer).toBeHidden();
  await expect(trigger).toBeFocused();
  await expectFocusInSight(page, `${what} closed by Escape`);
}

test.describe('accordions', () => {
  test('FAQ: Tab and the arrow keys move between questions, Enter and Space open one at a time', async ({
    page,
  }) => {
    await gotoHydrated(page, '/');
    const faq = page.locator('[data-section-type="faq"]').first();
    const questions = faq.getByRole('button');
    const names = await questions.allTextContents();
    expect(names.length).toBeGreaterThanOrEqual(3);

    for (const viewport of widths) {
      await page.setViewportSize(viewport);
      const at = `${viewport.width} px`;
      await questions.first().focus();
      // Closed answers hold nothing to tab into: Tab goes from question to question.
      expect(await tabThrough(page, names.length - 1)).toEqual(names.slice(1));
      await expectFocusInSight(page, `Tab to the last question at ${at}`);
      // The accordion pattern's optional keys, which Radix gives: Home, End, the arrows.
      await page.keyboard.press('Home');
      await expect(questions.first()).toBeFocused();
      await page.keyboard.press('ArrowDown');
      await expect(questions.nth(1)).toBeFocused();
      await page.keyboard.press('End');
      await expect(questions.last()).toBeFocused();
      await page.keyboard.press('ArrowUp');
      await expect(questions.nth(names.length - 2)).toBeFocused();
      await expectFocusInSight(page, `ArrowUp at ${at}`);

      // Enter opens the focused question and keeps focus on it; its answer shows below.
      await page.keyboard.press('Enter');
      const open = questions.nth(names.length - 2);
      await expect(open).toHaveAttribute('aria-expanded', 'true');
      await expect(open).toBeFocused();
      const answer = faq.getByRole('region', { name: names[names.length - 2] });
      await expect(answer).toBeVisible();
      await expectFocusInSight(page, `Enter on a question at ${at}`);
      if (viewport === phone) {
        await expectNoAxeViolationsOpen(
          page,
          'the FAQ with an answer open',
          '[data-section-type="faq"]',
        );
      }

      // Space on the next one opens it and closes the first (one at a time), focus staying put.
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Space');
      await expect(questions.last()).toHaveAttribute('aria-expanded', 'true');
      await expect(open).toHaveAttribute('aria-expanded', 'false');
      await expect(questions.last()).toBeFocused();
      await expectFocusInSight(page, `Space on the next question at ${at}`);
      // And Space again closes it.
      await page.keyboard.press('Space');
      await expect(questions.last()).toHaveAttribute('aria-expanded', 'false');
      await expect(questions.last()).toBeFocused();
    }
  });

  asCustomer(
    'design homework: a closed or locked section is skipped by Tab, Enter folds and opens one',
    async ({ page }) => {
      await gotoHydrated(page, '/account/designs/1');
      const vision = page.getByRole('button', { name: /^Hone Vision/ });
      const details = page.getByRole('button', { name: /^Your Garden Details/ });
      const designer = page.getByRole('button', { name: /^Choose your Designer/ });
      // Axe looks at the homework only: what scrolled under the sticky header would count as obscured.
      const homework = 'main div:has(> div > h3 > button[aria-controls])';
      await expect(vision).toHaveAttribute('aria-expanded', 'true');
      await expect(details).toBeDisabled();
      // The questionnaire loads with its script.
      await expect(page.getByRole('radio', { name: 'Cottage potager' })).toBeVisible();

      for (const viewport of widths) {
        await page.setViewportSize(viewport);
        const at = `${viewport.width} px`;
        await vision.focus();
        // Open: Tab goes into the section's form, the first question's choices.
        await page.keyboard.press('Tab');
        await expect(page.getByRole('radio', { name: 'Cottage potager' })).toBeFocused();
        await expectFocusInSight(page, `Tab into the open section at ${at}`);
        if (viewport === phone) {
          await expectNoAxeViolationsOpen(page, 'the homework with a section open', homework);
        }

        // Enter folds it, focus staying on its title; Tab then skips the locked section.
        await vision.focus();
        await page.keyboard.press('Enter');
        await expect(vision).toHaveAttribute('aria-expanded', 'false');
        await expect(vision).toBeFocused();
        await expectFocusInSight(page, `Enter folding a section at ${at}`);
        await page.keyboard.press('Tab');
        await expect(designer).toBeFocused();
        await expectFocusInSight(page, `Tab past the locked section at ${at}`);

        // Space opens the designer's section; Shift+Tab back to the first title, Enter opens it again.
        await page.keyboard.press('Space');
        await expect(designer).toHaveAttribute('aria-expanded', 'true');
        await expect(designer).toBeFocused();
        await page.keyboard.press('Shift+Tab');
        await expect(vision).toBeFocused();
        await page.keyboard.press('Enter');
        await expect(vision).toHaveAttribute('aria-expanded', 'true');
        await expect(designer).toHaveAttribute('aria-expanded', 'false');
        await expect(vision).toBeFocused();
        await expectFocusInSight(page, `Enter opening a section again at ${at}`);
      }
    },
  );
});

test.describe('dialogs and menus', () => {
  test('mobile menu at 375 px: a disclosure that Tab goes into and Escape closes', async ({
    page,
  }) => {
    await page.setViewportSize(phone);
    await gotoHydrated(page, '/');

    // The menu is a disclosure: Enter opens it with focus staying on the button; Tab goes into it.
    // The button's name says what it does: Menu, then Close menu.
    const menu = page.getByRole('button', { name: /^(Menu|Close menu)$/ });
    await menu.focus();
    await page.keyboard.press('Enter');
    const panel = page.getByRole('navigation', { name: 'Mobile' });
    await expect(panel).toBeVisible();
    await expect(menu).toHaveAccessibleName('Close menu');
    await expect(menu).toBeFocused();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    const links = await panel.getByRole('link').allTextContents();
    expect(await tabThrough(page, links.length)).toEqual(links.map((name) => name.trim()));
    await expectFocusInSight(page, 'Tab through the open menu');
    await expectNoAxeViolationsOpen(page, 'the mobile menu');
    await expectEscapeReturnsTo(page, panel, menu, 'the mobile menu');
  });

  test('a call-to-action’s sign-up dialog takes focus, keeps it, and gives it back', async ({
    page,
  }) => {
    await gotoHydrated(page, '/');
    const open = page.getByRole('button', { name: 'E-mail me the planting calendar' });
    const dialog = page.getByRole('dialog', { name: 'E-mail me the planting calendar' });
    for (const viewport of widths) {
      await page.setViewportSize(viewport);
      const at = `${viewport.width} px`;
      await open.focus();
      await page.keyboard.press('Enter');
      await expect(dialog.getByRole('textbox', { name: 'Email address' })).toBeFocused();
      await expectFocusInSight(page, `the sign-up dialog opened at ${at}`);
      await expectFocusTrapped(page, dialog, `the sign-up dialog at ${at}`);
      if (viewport === phone) await expectNoAxeViolationsOpen(page, 'the sign-up dialog');
      await expectEscapeReturnsTo(page, dialog, open, `the sign-up dialog at ${at}`);
    }
  });

  test('design hero: the video dialog takes focus, keeps it, and gives it back', async ({
    page,
  }) => {
    await gotoHydrated(page, '/blog/planning-a-potager');
    const watch = page
      .locator('[data-section-type="design-hero"]')
      .getByRole('button', { name: 'Watch the video' });
    for (const viewport of widths) {
      await page.setViewportSize(viewport);
      const at = `${viewport.width} px`;
      await watch.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'A garden designed for the way you cook' });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('button', { name: /^Play video/ })).toBeFocused();
      await expectFocusInSight(page, `the video dialog opened at ${at}`);
      await expectFocusTrapped(page, dialog, `the video dialog at ${at}`);
      if (viewport === phone) await expectNoAxeViolationsOpen(page, 'the video dialog');
      await expectEscapeReturnsTo(page, dialog, watch, `the video dialog at ${at}`);
    }
  });

  test('designer profile: a portfolio picture’s zoom opens and closes by keyboard', async ({
    page,
  }) => {
    await gotoHydrated(page, '/designers/2');
    const second = page.getByRole('button', { name: 'Enlarge: Garden by Maya Okafor, picture 2' });
    for (const viewport of widths) {
      await page.setViewportSize(viewport);
      const at = `${viewport.width} px`;
      // The pictures are one Tab stop each, in order.
      await page.getByRole('button', { name: 'Enlarge: Garden by Maya Okafor, picture 1' }).focus();
      await page.keyboard.press('Tab');
      await expect(second).toBeFocused();
      await page.keyboard.press('Space');
      const zoom = page.getByRole('dialog', { name: 'Garden by Maya Okafor, picture 2' });
      await expect(
        zoom.getByRole('img', { name: 'Garden by Maya Okafor, picture 2' }),
      ).toBeVisible();
      await expect(zoom.getByRole('button', { name: 'Close' })).toBeFocused();
      await expectFocusInSight(page, `the zoom opened at ${at}`);
      await expectFocusTrapped(page, zoom, `the zoom at ${at}`);
      if (viewport === phone) await expectNoAxeViolationsOpen(page, 'the portfolio zoom');
      await expectEscapeReturnsTo(page, zoom, second, `the zoom at ${at}`);
      // Enter on Close closes it too, focus back on the picture.
      await page.keyboard.press('Enter');
      await expect(zoom.getByRole('button', { name: 'Close' })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(zoom).toBeHidden();
      await expect(second).toBeFocused();
    }
  });

  asCustomer(
    'removing a saved card asks in a dialog, which Escape and Keep card close',
    async ({ page }) => {
      // Nothing is removed here.
      await page.setViewportSize(laptop);
      await gotoHydrated(page, '/account/payments');
      const remove = page.getByRole('button', { name: /^Remove Visa ending in 4242/ });
      await remove.focus();
      await page.keyboard.press('Enter');
      const confirm = page.getByRole('dialog', { name: 'Remove this card?' });
      await expect(confirm).toBeVisible();
      await expectFocusWithin(confirm, 'the remove-card dialog opened');
      await expectFocusInSight(page, 'the remove-card dialog opened');
      await expectFocusTrapped(page, confirm, 'the remove-card dialog');
      await expectNoAxeViolationsOpen(page, 'the remove-card dialog');
      await expectEscapeReturnsTo(page, confirm, remove, 'the remove-card dialog');
      await page.keyboard.press('Enter');
      await confirm.getByRole('button', { name: 'Keep card' }).focus();
      await page.keyboard.press('Enter');
      await expect(confirm).toBeHidden();
      await expect(remove).toBeFocused();
      await expectFocusInSight(page, 'Keep card');
    },
  );

  asCustomer(
    'the account menu: Enter or Space opens it on its first item, the arrows move, Escape closes it',
    async ({ page }) => {
      await page.setViewportSize(laptop);
      await gotoHydrated(page, '/account/payments');
      const trigger = page.getByRole('button', { name: /account menu for Casey Customer/ });
      const menu = page.getByRole('menu');
      // The menu's code is a chunk of its own: until it is in, the server's button answers nothing.
      await expect(async () => {
        await trigger.focus();
        await page.keyboard.press('Enter');
        await expect(page.getByRole('menuitem', { name: 'My Account' })).toBeFocused({
          timeout: 1_000,
        });
      }).toPass();
      await page.keyboard.press('ArrowDown');
      await expect(page.getByRole('menuitem', { name: 'Log Out' })).toBeFocused();
      await page.keyboard.press('ArrowUp');
      await expect(page.getByRole('menuitem', { name: 'My Account' })).toBeFocused();
      await expectFocusInSight(page, 'the account menu open');
      await expectNoAxeViolationsOpen(page, 'the account menu');
      await expectEscapeReturnsTo(page, menu, trigger, 'the account menu');
      // Space opens it too; Enter on My Account goes there.
      await page.keyboard.press('Space');
      await expect(page.getByRole('menuitem', { name: 'My Account' })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/account$/);
      await expect(page.getByRole('heading', { name: 'My Account', level: 1 })).toBeVisible();
      await expect(menu).toBeHidden();
      await expectFocusInSight(page, 'the page My Account opened from the menu');
    },
  );
});

test.describe('pickers and forms', () => {
  test('account picture: Space opens the chooser, and focus stays on the picker through the upload', async ({
    page,
    request,
  }) => {
    const person = await registerViaApi(request, 'keyboard-avatar');
    await logIn(page, person.email, person.password);
    const choosers = fileChoosers(page);
    for (const viewport of widths) {
      await page.setViewportSize(viewport);
      const at = `${viewport.width} px`;
      const picker = page.getByLabel(/^(Upload a photo|Change photo)$/);
      await picker.focus();
      await expectFocusInSight(page, `the picture's picker at ${at}`);
      const chooser = choosers.next();
      await page.keyboard.press('Space');
      await (
        await chooser
      ).setFiles({
        name: `me-${viewport.width}.png`,
        mimeType: 'image/png',
        buffer: tinyPng,
      });
      await expect(page.getByText('Your account was updated successfully!').first()).toBeVisible();
      await expect(page.getByLabel('Change photo')).toBeFocused();
      await expectFocusInSight(page, `the picture uploaded at ${at}`);
    }
    await expectNoAxeViolationsOpen(
      page,
      'the account picture after an upload',
      'main :has(> label > input[type="file"])',
    );
  });

  test('contact form: the photo picker is one Tab stop that Space opens, with the file named', async ({
    page,
  }) => {
    await gotoHydrated(page, '/contact');
    const form = page.locator('[data-section-type="designer-inquiry"]');
    const picker = form.getByLabel('A photo of your garden (optional)');
    const choosers = fileChoosers(page);
    for (const viewport of widths) {
      await page.setViewportSize(viewport);
      const at = `${viewport.width} px`;
      await form.getByRole('textbox', { name: 'About my space' }).focus();
      await page.keyboard.press('Tab');
      await expect(picker).toBeFocused();
      await expectFocusInSight(page, `Tab to the photo picker at ${at}`);
      const chooser = choosers.next();
      await page.keyboard.press('Space');
      const file = `back-garden-${viewport.width}.png`;
      await (await chooser).setFiles({ name: file, mimeType: 'image/png', buffer: tinyPng });
      await expect(form.getByText(file)).toBeVisible();
      await expect(picker).toBeFocused();
      // Remove is the next stop; it empties the field and gives focus back to the picker.
      await page.keyboard.press('Tab');
      await expect(form.getByRole('button', { name: `Remove ${file}` })).toBeFocused();
      if (viewport === phone) {
        await expectNoAxeViolationsOpen(
          page,
          'the inquiry with a photo chosen',
          '[data-section-type="designer-inquiry"] div:has(> div > label > input[type="file"])',
        );
      }
      await page.keyboard.press('Enter');
      await expect(picker).toBeFocused();
      await expect(form.getByText('No file chosen')).toBeVisible();
      await expectFocusInSight(page, `Remove at ${at}`);
    }
  });

  test('frost dates: Enter looks a zip up and focus stays in the field; the button answers Space', async ({
    page,
  }) => {
    await gotoHydrated(page, '/frost-dates');
    const section = page.locator('[data-section-type="frost-calculator"]');
    const zip = section.getByRole('textbox', { name: /zip code/i });
    const button = section.getByRole('button', { name: 'See Frost Dates' });
    for (const [index, viewport] of widths.entries()) {
      await page.setViewportSize(viewport);
      const at = `${viewport.width} px`;
      await zip.focus();
      await zip.fill('');
      // An empty zip cannot be looked up: the button is disabled and out of the Tab order.
      await expect(button).toBeDisabled();
      await page.keyboard.type(index === 0 ? '97214' : '80202');
      await page.keyboard.press('Tab');
      await expect(button).toBeFocused();
      await page.keyboard.press('Shift+Tab');
      await expect(zip).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(
        section.getByText(index === 0 ? 'PORTLAND INTL AIRPORT' : 'DENVER INTL AIRPORT'),
      ).toBeVisible();
      await expect(zip).toBeFocused();
      await expectFocusInSight(page, `Enter in the zip field at ${at}`);
      if (viewport === phone) {
        await expectNoAxeViolationsOpen(
          page,
          'the frost dates shown',
          '[data-section-type="frost-calculator"]',
        );
      }

      // An unknown zip, by the button: the apology shows and focus stays on the button.
      await zip.fill('00000');
      await button.focus();
      await page.keyboard.press('Space');
      await expect(
        section.getByText("Sorry, we couldn't find frost data for that zip code."),
      ).toBeVisible();
      await expect(button).toBeFocused();
      await expectFocusInSight(page, `Space on See Frost Dates at ${at}`);
    }
  });
});

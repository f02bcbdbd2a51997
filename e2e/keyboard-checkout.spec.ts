import { expect, test, type Locator, type Page } from './fixtures.ts';
import { expectFocusInSight, expectNoAxeViolationsOpen, focused, tabThrough } from './keyboard.ts';
import { demo, gotoHydrated, logIn, registerViaApi } from './support.ts';

// The garden-design checkout and the cart drawer by keyboard only, at a desktop and a phone width:
// where focus goes after each action, that it stays in sight, and axe while each is open. The
// reference API runs without a Stripe key (docs/api/payments.md): the checkout offers saved cards only.

const landing = '/design-your-garden';
const widths = [
  { label: '1280', width: 1280, height: 800 },
  { label: '375', width: 375, height: 740 },
] as const;

const calmNoCard =
  'There is no saved card on your account, and new cards cannot be added on this site.';
const loadFailed = 'Sorry! There was an issue loading payment options. Try refreshing the page.';

/** Presses Tab (or Shift+Tab) until focus is on `name`, at most `limit` times. */
async function tabTo(page: Page, name: RegExp, limit = 40, key = 'Tab') {
  for (let index = 0; index < limit; index += 1) {
    await page.keyboard.press(key);
    if (name.test((await focused(page)).name)) return;
  }
  throw new Error(`${limit} presses of ${key} did not reach ${name}`);
}

/**
 * An arrow key held as a person holds it, until focus reaches `target`: Radix's radio group moves
 * focus a moment after the key goes down, and checks the radio only while the key is still down.
 */
async function holdArrow(page: Page, key: 'ArrowDown' | 'ArrowUp', target: Locator) {
  await page.keyboard.down(key);
  await expect(target).toBeFocused();
  await page.keyboard.up(key);
}

/**
 * Opens the landing and, by keyboard, the checkout of `product`. An account with a design in
 * homework sees it first; 'Start Over' (confirmed) offers the packages again.
 */
async function openCheckoutByKeyboard(page: Page, product: string): Promise<Locator> {
  await gotoHydrated(page, landing);
  const startOver = page.getByRole('button', { name: 'Start Over' });
  const getStarted = page.getByRole('button', { name: `Get Started with ${product}`, exact: true });
  await expect(startOver.or(getStarted)).toBeVisible();
  await page.locator('#main').focus();
  if (await startOver.isVisible()) {
    await tabTo(page, /^Start Over$/);
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('dialog', { name: 'Start Over' });
    await expect(confirm).toBeVisible();
    await tabTo(page, /^Continue$/, 5);
    await page.keyboard.press('Enter');
    await expect(confirm).toBeHidden();
  }
  await tabTo(page, new RegExp(`^Get Started\\s*with ${product}$`));
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: `Checkout: ${product}` });
  await expect(dialog).toBeVisible();
  return dialog;
}

for (const size of widths) {
  test(`the garden-design checkout by keyboard with a saved card and a code, at ${size.label} px`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    await logIn(page, demo('customer').email);
    const dialog = await openCheckoutByKeyboard(page, 'Garden Design Plus');
    const visa = dialog.getByRole('radio', { name: /Visa ending in 4242/ });
    await expect(visa).toBeVisible();
    await expectFocusInSight(page, 'opening the checkout');

    // One heading, the dialog's name; saved cards only (no Stripe key), and nothing said about it.
    await expect(dialog.getByRole('heading')).toHaveText(['Checkout: Garden Design Plus']);
    // The demo customer's four saved cards (one expired), and nothing else.
    await expect(dialog.getByRole('radio')).toHaveCount(4);
    await expect(dialog.getByRole('radio', { name: 'Add a new card' })).toHaveCount(0);
    await expect(dialog.getByText(loadFailed)).toHaveCount(0);
    await expectNoAxeViolationsOpen(page, 'the checkout dialog', '[role="dialog"]');

    // What does not change with the width is walked through once, at 1280 px: the Tab order inside
    // the dialog (the cards are one stop, then the code, Continue, Close, and round), the arrow
    // keys among the cards, a code refused.
    await visa.focus();
    if (size.width > 600) {
      expect(await tabThrough(page, 4)).toEqual([
        'Add a discount code',
        'Continue',
        'Close',
        expect.stringMatching(/Visa ending in 4242/),
      ]);
    }
    await page.keyboard.press('Space');
    await expect(visa).toBeChecked();
    if (size.width > 600) {
      const mastercard = dialog.getByRole('radio', { name: /Mastercard ending in 4444/ });
      await holdArrow(page, 'ArrowDown', mastercard);
      await expect(mastercard).toBeChecked();
      await holdArrow(page, 'ArrowUp', visa);
      await expect(visa).toBeChecked();
    }

    // A code: the field takes focus, Enter applies it, focus goes to the result.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    const code = dialog.getByRole('textbox', { name: 'Discount code' });
    await expect(code).toBeFocused();
    if (size.width > 600) {
      await page.keyboard.type('NOPE');
      await page.keyboard.press('Enter');
      await expect(dialog.getByText('That is not a valid discount.')).toBeVisible();
      await expect(code).toBeFocused();
      await page.keyboard.press('ControlOrMeta+A');
    }
    await page.keyboard.type('SPRING20');
    await page.keyboard.press('Enter');
    const applied = dialog.getByText(/^Discount SPRING20 applied: 20% off/);
    await expect(applied).toBeFocused();
    await expect(applied).toContainText('New total: $319.20.');
    await expectFocusInSight(page, 'applying a code');

    // Continue, then the confirmation's heading; Go Back comes back to Continue, the card kept.
    await tabTo(page, /^Continue$/, 3);
    await page.keyboard.press('Enter');
    const confirmation = dialog.getByRole('heading', { name: 'Confirm your purchase' });
    await expect(confirmation).toBeFocused();
    await expect(dialog.getByRole('button', { name: 'Pay $319.20' })).toBeVisible();
    await expectFocusInSight(page, 'continuing to the confirmation');
    await tabTo(page, /^Go Back$/, 3);
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('button', { name: 'Continue' })).toBeFocused();
    await expect(visa).toBeChecked();
    await expectFocusInSight(page, 'going back to the checkout');

    // Escape closes the dialog; focus returns to the button that opened it.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(
      page.getByRole('button', { name: 'Get Started with Garden Design Plus', exact: true }),
    ).toBeFocused();
    await expectFocusInSight(page, 'closing the checkout with Escape');
  });
}

test('a new account without a saved card is told so calmly, and buys with a free code by keyboard, at 375 px', async ({
  page,
  request,
}) => {
  await page.setViewportSize(widths[1]);
  const account = await registerViaApi(request, 'keyboard-checkout');
  await logIn(page, account.email, account.password);
  const dialog = await openCheckoutByKeyboard(page, 'Garden Design Plus');

  await expect(dialog.getByText(calmNoCard)).toBeVisible();
  await expect(dialog.getByText(loadFailed)).toHaveCount(0);
  await expect(dialog.getByRole('radio')).toHaveCount(0);
  await expectFocusInSight(page, 'opening the checkout');
  await expectNoAxeViolationsOpen(page, 'the checkout dialog without a card', '[role="dialog"]');

  // Continue without a card says why it cannot go on, in the same calm words.
  await tabTo(page, /^Continue$/, 5);
  await page.keyboard.press('Enter');
  await expect(dialog.getByText(calmNoCard)).toHaveCount(1);
  await expect(dialog.getByText('Please select a credit card or enter a new one.')).toHaveCount(0);
  await expect(dialog.getByRole('heading', { name: 'Confirm your purchase' })).toHaveCount(0);

  await tabTo(page, /^Add a discount code$/, 5, 'Shift+Tab');
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('textbox', { name: 'Discount code' })).toBeFocused();
  await page.keyboard.type('FREEDESIGN');
  await page.keyboard.press('Enter');
  await expect(dialog.getByText(/^Discount FREEDESIGN applied/)).toBeFocused();
  await expect(dialog.getByText('No payment is needed for this order.')).toBeVisible();
  await expect(dialog.getByText(calmNoCard)).toHaveCount(0);
  await expectFocusInSight(page, 'applying a free code');

  await tabTo(page, /^Continue$/, 3);
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('heading', { name: 'Confirm your purchase' })).toBeFocused();
  // A free order is placed, not paid.
  await expect(dialog.getByRole('button', { name: /^Pay/ })).toHaveCount(0);
  await tabTo(page, /^Place Order$/, 3);
  await page.keyboard.press('Enter');
  await expect(dialog.getByText('Congratulations!')).toBeVisible();
  await expect(page).toHaveURL(/\/account\/designs\/\d+$/, { timeout: 15_000 });
});

test('the cart drawer opens and closes by keyboard, and focus comes back to the cart pill', async ({
  page,
}) => {
  await page.setViewportSize(widths[0]);
  await gotoHydrated(page, '/');
  const drawer = page.getByRole('dialog', { name: 'Your cart' });

  for (const size of widths) {
    await page.setViewportSize(size);
    await page.locator('#main').focus();
    await tabTo(page, /^Cart\b/, 40, 'Shift+Tab');
    const pill = page.getByRole('button', { name: /^Cart\b/ });
    await expect(pill).toBeFocused();
    await page.keyboard.press(size.width > 600 ? 'Enter' : 'Space');
    await expect(drawer).toBeVisible();
    await expect(drawer.getByText('Your cart is empty.')).toBeVisible();
    await expectFocusInSight(page, `opening the cart at ${size.label} px`);
    const inside = await drawer.evaluate((element) => element.contains(document.activeElement));
    expect(inside, 'focus moves into the drawer').toBe(true);
    // Focus stays in the drawer: Tab goes round its one control.
    expect(await tabThrough(page, 2)).toEqual(['Close', 'Close']);
    await expectNoAxeViolationsOpen(page, 'the cart drawer', '[role="dialog"]');

    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(pill).toBeFocused();
    await expectFocusInSight(page, `closing the cart with Escape at ${size.label} px`);

    // The Close button too.
    await page.keyboard.press('Enter');
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('button', { name: 'Close' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(drawer).toBeHidden();
    await expect(pill).toBeFocused();
    await expectFocusInSight(page, `closing the cart with its button at ${size.label} px`);
  }
});

import { expect, test, type Page } from '@playwright/test';
import { demo, gotoHydrated, logIn } from './support.ts';

const landing = '/design-your-garden';

/** Opens the checkout of a garden-design product from the landing's price card. */
async function openCheckout(page: Page, product: string) {
  await gotoHydrated(page, landing);
  // The demo customer has a design in homework (design 1): the landing shows it first, and 'Start
  // Over' (once confirmed) offers the packages again.
  const startOver = page.getByRole('button', { name: 'Start Over' });
  if (await startOver.isVisible()) {
    await expect(page.getByRole('link', { name: 'View My Active Design' })).toBeVisible();
    await startOver.click();
    await page
      .getByRole('dialog', { name: 'Start Over' })
      .getByRole('button', { name: 'Continue' })
      .click();
  }
  await page.getByRole('button', { name: `Get Started with ${product}`, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Checkout: ${product}` });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe('buying a garden design', () => {
  test('with a saved card: confirmation, payment, then the new design’s page', async ({ page }) => {
    await logIn(page, demo('customer').email);
    const dialog = await openCheckout(page, 'Garden Design');
    await dialog.getByRole('radio', { name: /Visa ending in 4242/ }).check();
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(
      dialog.getByText('Complete your Garden Design purchase for $249.00:'),
    ).toBeVisible();
    // Go Back keeps the choice.
    await dialog.getByRole('button', { name: 'Go Back' }).click();
    await expect(dialog.getByRole('radio', { name: /Visa ending in 4242/ })).toBeChecked();
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await dialog.getByRole('button', { name: 'Pay $249.00' }).click();
    await expect(dialog.getByText('Congratulations!')).toBeVisible();
    await expect(dialog.getByText("One moment, you're being redirected...")).toBeVisible();
    await expect(page).toHaveURL(/\/account\/designs\/\d+$/);
  });

  test('a card that cannot be charged is refused with the specification’s words', async ({
    page,
  }) => {
    await logIn(page, demo('customer').email);
    const dialog = await openCheckout(page, 'Garden Design Lite');
    await dialog.getByRole('radio', { name: /Discover ending in 0005/ }).check();
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(
      dialog.getByText(
        'Sorry, we are not able to accept that payment method. Please try another card.',
      ),
    ).toBeVisible();
  });

  test('a 100% discount needs no card; an unknown code is refused', async ({ page }) => {
    await logIn(page, demo('customer').email);
    const dialog = await openCheckout(page, 'Garden Design Plus');
    await dialog.getByRole('button', { name: 'Add a discount code' }).click();
    const code = dialog.getByRole('textbox', { name: 'Discount code' });
    await code.fill('NOPE');
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await expect(dialog.getByText('That is not a valid discount.')).toBeVisible();
    // Editing the code clears its error.
    await code.fill('FREEDESIGN');
    await expect(dialog.getByText('That is not a valid discount.')).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await expect(dialog.getByText('No payment is needed for this order.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await dialog.getByRole('button', { name: 'Pay $0.00' }).click();
    await expect(dialog.getByText('Congratulations!')).toBeVisible();
    await expect(page).toHaveURL(/\/account\/designs\/\d+$/);
  });

  test('a visitor registers inside the checkout and goes on buying', async ({ page }) => {
    const dialog = await openCheckout(page, 'Garden Design');
    await dialog.getByLabel('First name').fill('Robin');
    await dialog.getByLabel('Last name').fill('Checkout');
    await dialog.getByLabel('Email address').fill(`robin-${Date.now()}@example.com`);
    await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill('a-long-password-1');
    await dialog.getByRole('button', { name: 'Sign Up' }).click();
    // Signed in, still in the checkout: a new account has no saved card, and Stripe cannot be
    // reached from these machines, so a zero total is the way through.
    await dialog.getByRole('button', { name: 'Add a discount code' }).click();
    await dialog.getByRole('textbox', { name: 'Discount code' }).fill('FREEDESIGN');
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await dialog.getByRole('button', { name: 'Pay $0.00' }).click();
    await expect(page).toHaveURL(/\/account\/designs\/\d+$/);
    await expect(
      page.getByRole('button', { name: /account menu for Robin Checkout/i }),
    ).toBeVisible();
  });
});

test('a business owner subscribes, changes plan, updates the card and cancels', async ({
  page,
}) => {
  await logIn(page, demo('owner').email);
  await gotoHydrated(page, '/account/subscription');
  await page.getByRole('button', { name: 'Choose Bloom' }).click();
  await page.getByRole('radio', { name: /Discover ending in 1117/ }).check();
  await page.getByRole('button', { name: 'Subscribe to Bloom for $49.00 a month' }).click();
  await expect(page.getByText('You have successfully subscribed')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your plan: Bloom' })).toBeVisible();

  // The proration is shown before the change.
  await page.getByRole('button', { name: 'Switch to Harvest' }).click();
  await expect(page.getByText(/^Switching to Harvest now costs \$\d+\.\d\d today/)).toBeVisible();
  await page.getByRole('button', { name: 'Confirm the change' }).click();
  await expect(page.getByText('You have successfully updated your subscription')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your plan: Harvest' })).toBeVisible();

  await page.getByRole('button', { name: 'Update payment method' }).click();
  await page.getByRole('radio', { name: /JCB ending in 0505/ }).check();
  await page.getByRole('button', { name: 'Save payment method' }).click();
  await expect(page.getByText('Your payment method has been updated.')).toBeVisible();
  await expect(page.getByText('Payment method: JCB ending in 0505')).toBeVisible();

  await page.getByRole('button', { name: 'Cancel subscription' }).click();
  await page
    .getByRole('dialog', { name: 'Cancel subscription' })
    .getByRole('button', { name: 'Yes, cancel it' })
    .click();
  await expect(page.getByText('You have successfully canceled your subscription')).toBeVisible();
  await expect(page.getByText(/Canceled: it ends on/)).toBeVisible();
});

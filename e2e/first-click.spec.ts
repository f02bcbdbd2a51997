import type { Page } from '@playwright/test';
import { demoPassword } from '../api/seed/accounts.ts';
import { expect, test } from './fixtures.ts';
import { demo, logIn } from './support.ts';

// Controls work from the first paint (docs/decisions/030): the site's scripts are held back, so the
// page is server HTML only; what is clicked, typed and sent then happens once the scripts run.

/** Holds every script of the site until the returned function is called. */
async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.*\.js(\?.*)?$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

const hydrated = (page: Page) => page.locator('html[data-hydrated]').waitFor({ state: 'attached' });

test.describe('before the scripts have run', () => {
  test('the header’s Menu and cart buttons, clicked at once, act when the page is ready', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    // The held script element in the head is skipped by hydration, never a mismatch React reports.
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    const release = await holdScripts(page);
    await page.goto('/', { waitUntil: 'commit' });
    const header = page.getByRole('banner');
    const menu = header.getByRole('button', { name: 'Menu' });
    const cart = header.getByRole('button', { name: /^Cart/ });

    await menu.click();
    await cart.click();
    // Nothing has happened yet, and both say they are busy.
    await expect(menu).toHaveAttribute('aria-busy', 'true');
    await expect(cart).toHaveAttribute('aria-busy', 'true');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('html[data-hydrated]')).toHaveCount(0);

    release();
    await hydrated(page);
    await expect(page.getByRole('dialog')).toBeVisible();
    // The cart drawer is modal: the header behind it is hidden from the accessibility tree.
    const behind = page.locator('header');
    await expect(
      behind.getByRole('button', { name: 'Close menu', includeHidden: true }),
    ).toHaveAttribute('aria-expanded', 'true');
    await expect(behind.locator('[aria-busy]')).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('Book Now on a designer’s profile and the footer’s sign-up, typed and sent at once, go through', async ({
    page,
  }) => {
    const release = await holdScripts(page);
    await page.goto('/designers/2', { waitUntil: 'commit' });
    const bookNow = page.getByRole('button', { name: 'Book Now: Virtual Consult — 60 minutes' });
    await bookNow.click();
    await expect(bookNow).toHaveAttribute('aria-busy', 'true');

    const footer = page.getByRole('contentinfo');
    const email = footer.getByLabel('Email address');
    await email.fill('early.visitor@example.com');
    await email.press('Enter');
    const signUp = footer.getByRole('button', { name: 'Sign Up' });
    await expect(signUp).toHaveAttribute('aria-busy', 'true');
    // The page did not go anywhere: the form is held for the script that sends it.
    expect(new URL(page.url()).search).toBe('');

    release();
    await hydrated(page);
    await expect(
      page.getByRole('list', { name: 'Booking steps' }).locator('[aria-current="step"]'),
    ).toContainText('Plan a date');
    await expect(footer.getByText('Thank you for your submission.')).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  });

  test('the account menu, clicked before the scripts run, opens when the page is ready', async ({
    page,
  }) => {
    test.slow();
    await page.setViewportSize({ width: 1280, height: 800 });
    await logIn(page, demo('customer').email);
    // On a slow phone's processor. The menu's code used to load on its own and hydrate in a render of
    // its own, after the page's: the click was played while that render was under way, and lost (8 of
    // 12 runs at these rates). It now loads before hydration (site/shell/shellParts.ts).
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const release = await holdScripts(page);
    await page.goto('/about', { waitUntil: 'commit' });
    const trigger = page.getByRole('button', { name: /account menu for/i });
    // Radix's menu button opens on the press: the held click is played as a press and a click.
    await trigger.click();
    await expect(trigger).toHaveAttribute('aria-busy', 'true');
    release();
    await hydrated(page);
    await expect(page.getByRole('menuitem', { name: 'Log Out' })).toBeVisible();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  });

  test('the login form, sent before the scripts run, signs in without them', async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto('/login', { waitUntil: 'commit' });
    await page.getByLabel('Email address').fill(demo('customer').email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(demoPassword);
    await page.getByRole('button', { name: 'Log In' }).click();
    // A form with a route action is sent as it is: it is never held for the scripts.
    await expect(page).toHaveURL(/\/account$/);
    release();
  });
});

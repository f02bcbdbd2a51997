import { expect, test } from './fixtures.ts';
import {
  apiAccount,
  apiToken,
  apiUrl,
  demo,
  gotoHydrated,
  isSessionCookie,
  latestMailLink,
  logIn,
  logInThroughForm,
  logOut,
  registerViaApi,
  watchProblems,
} from './support.ts';

test.describe('routing rules', () => {
  test('legacy redirects answer 301 on the server, also for client navigations', async ({
    page,
    request,
  }) => {
    const table: [string, string][] = [
      ['/designers', '/design'],
      ['/RSS/', '/feed.xml'],
      ['/garden-design-services', '/design'],
    ];
    for (const [from, to] of table) {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status(), from).toBe(301);
      expect(response.headers().location).toBe(to);
    }
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => {
      const link = document.createElement('a');
      link.href = '/coaches';
      link.textContent = 'Old coaches link';
      document.querySelector('main')?.append(link);
    });
    await page.getByRole('link', { name: 'Old coaches link' }).click();
    await expect(page).toHaveURL(/\/design$/);
  });

  test('a route that lists roles answers 403 to others', async ({ page }) => {
    await logIn(page, demo('customer').email);
    const response = await page.goto('/account/coaching');
    expect(response?.status()).toBe(403);
    await expect(page.getByText('You are unauthorized to view this page')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Take me home' })).toBeVisible();
  });

  test('an inactive designer’s page answers 403 Forbidden; an active one shows', async ({
    page,
    request,
  }) => {
    const coach = await apiAccount(request, await apiToken(request, demo('coach').email));
    const active = await page.goto(`/designers/${coach.id}`);
    expect(active?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Maya Okafor' })).toBeVisible();

    const paused = await apiAccount(request, await apiToken(request, 'paused@trellis.test'));
    const response = await page.goto(`/designers/${paused.id}`);
    expect(response?.status()).toBe(403);
    await expect(page.getByRole('heading', { name: 'Forbidden' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Designers' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Home' })).toBeVisible();
  });
});

test.describe('guard and sign-in', () => {
  test('the guard keeps the path in the login-redirect cookie and returns to it once', async ({
    page,
    context,
  }) => {
    await page.goto('/account/orders');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('Login to access that page.')).toBeVisible();
    const saved = (await context.cookies()).find((c) =>
      isSessionCookie('trellis_login_redirect', c.name),
    );
    expect(saved?.httpOnly).toBe(true);
    // Through the form the guard sent the person to.
    await logInThroughForm(page, demo('customer').email, undefined, /\/account\/orders$/);
    expect(
      (await context.cookies()).some((c) => isSessionCookie('trellis_login_redirect', c.name)),
    ).toBe(false);
    // Next time, without a saved path: the account.
    await logOut(page);
    await logIn(page, demo('customer').email);
  });

  test('register → account, with the timezone guessed and required fields checked', async ({
    page,
  }) => {
    await page.goto('/register');
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByText('Please enter your first name.')).toBeVisible();
    const email = `new-gardener-${Date.now()}@trellis.test`;
    await page.getByLabel('First name').fill('Fern');
    await page.getByLabel('Last name').fill('Grower');
    await page.getByLabel('Email address').fill(email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('seedling-2026');
    await expect(page.getByRole('combobox', { name: 'Timezone' })).not.toHaveText('');
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByText(email)).toBeVisible();
  });

  test('a registration the API refuses keeps what was typed', async ({ page }) => {
    await page.goto('/register');
    await page.getByLabel('First name').fill('Casey');
    await page.getByLabel('Last name').fill('Again');
    await page.getByLabel('Email address').fill(demo('customer').email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('seedling-2026');
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByText('The email has already been taken.')).toBeVisible();
    await expect(page.getByLabel('First name')).toHaveValue('Casey');
    await expect(page.getByLabel('Last name')).toHaveValue('Again');
  });

  test('login checks the fields before asking the API', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page.getByText('Please enter your email address.')).toBeVisible();
    await expect(page.getByText('Please enter your password.')).toBeVisible();
    await page.getByLabel('Email address').fill('not-an-address');
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page.getByText('Please enter a valid email address.')).toBeVisible();
    await expect(page.getByLabel('Email address')).toHaveValue('not-an-address');
  });

  test('log out ends the session everywhere', async ({ page, context, request }) => {
    await logIn(page, demo('customer').email);
    const token = (await context.cookies()).find((c) => isSessionCookie('trellis_token', c.name));
    expect(token?.name).toBe('__Host-trellis_token');
    await page.getByRole('button', { name: /account menu for/i }).click();
    await page.getByRole('menuitem', { name: 'Log Out' }).click();
    await expect(page).toHaveURL(/\/$/);
    expect((await context.cookies()).some((c) => isSessionCookie('trellis_token', c.name))).toBe(
      false,
    );
    await page.goto('/account');
    await expect(page).toHaveURL(/\/login$/);
    // The token itself is revoked: a copy of the cookie is worth nothing now.
    const old = await request.get(`${apiUrl}/account`, {
      headers: { Authorization: `Bearer ${token!.value}` },
    });
    expect(old.status()).toBe(401);
  });

  test('a logout link from another site asks first and signs nobody out', async ({
    page,
    context,
  }) => {
    await logIn(page, demo('customer').email);
    // An address typed in, like a link elsewhere, is not a page of the site.
    const response = await page.goto('/logout?to=/blog');
    expect(response?.status()).toBe(200);
    expect(response?.headers()['cache-control']).toContain('no-store');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Log out of Trellis?' }),
    ).toBeVisible();
    expect((await context.cookies()).some((c) => isSessionCookie('trellis_token', c.name))).toBe(
      true,
    );
    await page.goto('/account');
    await expect(page).toHaveURL(/\/account$/);
    // Confirmed: signed out, and on to the page it named.
    await page.goto('/logout?to=/blog');
    await page.getByRole('button', { name: 'Log Out' }).click();
    await expect(page).toHaveURL(/\/blog$/);
    expect((await context.cookies()).some((c) => isSessionCookie('trellis_token', c.name))).toBe(
      false,
    );
  });

  test('forgot password → e-mailed link → new password → log in with it', async ({
    page,
    request,
  }) => {
    const person = await registerViaApi(request, 'forgetful');
    await page.goto('/forgot-password');
    await page.getByLabel('Email address').fill('nobody-here@trellis.test');
    await page.getByRole('button', { name: /reset/i }).click();
    await expect(
      page.getByText("Sorry, that email address isn't registered with the provider"),
    ).toBeVisible();
    await page.getByLabel('Email address').fill(person.email);
    await page.getByRole('button', { name: /reset/i }).click();
    await expect(
      page.getByText(/Your password reset email sent successfully/).first(),
    ).toBeVisible();

    const link = new URL(await latestMailLink(request, person.email));
    const response = await page.goto(link.pathname + link.search);
    expect(response?.headers()['referrer-policy']).toBe('no-referrer');
    await page.getByRole('textbox', { name: 'New password', exact: true }).fill('fresh-soil-2026');
    await page.getByLabel(/Confirm/).fill('fresh-soil-2026');
    await page.getByRole('button', { name: /password/i }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('Your password has been successfully changed!')).toBeVisible();
    await logIn(page, person.email, 'fresh-soil-2026');
  });

  test('welcome link → first password → log in', async ({ page, request }) => {
    const link = new URL(await latestMailLink(request, 'invited@trellis.test'));
    await page.goto(link.pathname + link.search);
    await expect(page.getByText(/Iris/)).toBeVisible();
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('first-sprout-2026');
    await page.getByLabel(/Confirm/).fill('first-sprout-2026');
    await page.getByRole('button', { name: /password/i }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(
      page.getByText('Your password has been successfully set! Please login.'),
    ).toBeVisible();
    await logIn(page, 'invited@trellis.test', 'first-sprout-2026');
  });
});

test.describe('impersonation', () => {
  async function impersonationToken(
    request: Parameters<typeof apiToken>[0],
    adminToken: string,
    userId: number,
  ) {
    const response = await request.post(`${apiUrl}/users/${userId}/impersonate`, {
      headers: { Authorization: `Bearer ${adminToken}` },
    });
    expect(response.ok()).toBe(true);
    return ((await response.json()) as { access_token: string }).access_token;
  }

  test('an admin’s link signs in as the user, with the bar and the header on API calls', async ({
    page,
    request,
  }) => {
    const adminToken = await apiToken(request, demo('admin').email);
    const admin = await apiAccount(request, adminToken);
    const customer = await apiAccount(request, await apiToken(request, demo('customer').email));
    const token = await impersonationToken(request, adminToken, customer.id);

    await logIn(page, demo('admin').email);
    const redirects: { url: string; referrerPolicy?: string }[] = [];
    page.on('response', (response) => {
      if (response.url().includes('impersonate=')) {
        redirects.push({
          url: response.url(),
          referrerPolicy: response.headers()['referrer-policy'],
        });
      }
    });
    await page.goto(`/account?impersonate=${token}&admin=${admin.id}`);
    await expect(page).toHaveURL(/\/$/);
    expect(page.url()).not.toContain('impersonate');
    expect(redirects[0]?.referrerPolicy).toBe('no-referrer');

    const bar = page.getByRole('region', { name: /impersonat/i });
    await expect(bar).toBeVisible();
    await expect(bar.getByRole('link', { name: 'Log Out' })).toBeVisible();
    const seen = await page.evaluate(async () => {
      const response = await fetch('/api/account');
      return ((await response.json()) as { data: { email: string; impersonated: boolean } }).data;
    });
    expect(seen).toMatchObject({ email: demo('customer').email, impersonated: true });

    await bar.getByRole('link', { name: 'Log Out' }).click();
    await expect(page.getByRole('region', { name: /impersonat/i })).toHaveCount(0);
  });

  test('a crafted link changes no cookie', async ({ page, context, request }) => {
    const admin = await apiAccount(request, await apiToken(request, demo('admin').email));
    // The customer's own token, presented as an impersonation by someone who is not that admin.
    const customerToken = await apiToken(request, demo('customer').email);

    await logIn(page, demo('owner').email);
    // What the account page asks for once it has hydrated may still set a cookie: read them after.
    await page.waitForLoadState('networkidle');
    const before = (await context.cookies()).map(({ name, value }) => `${name}=${value}`).sort();
    await page.goto(`/?impersonate=${customerToken}&admin=${admin.id}`);
    await expect(page).toHaveURL(/\/$/);
    const after = (await context.cookies()).map(({ name, value }) => `${name}=${value}`).sort();
    expect(after).toEqual(before);
    await expect(page.getByRole('region', { name: /impersonat/i })).toHaveCount(0);

    // A visitor with a made-up token: nothing set either.
    await context.clearCookies();
    await page.goto(`/blog?impersonate=made-up-token&admin=${admin.id}`);
    await expect(page).toHaveURL(/\/blog$/);
    const session = (await context.cookies()).filter(
      (cookie) =>
        isSessionCookie('trellis_token', cookie.name) ||
        isSessionCookie('trellis_impersonating', cookie.name),
    );
    expect(session).toEqual([]);
  });
});

test.describe('layout', () => {
  test('mobile navigation at 375 px works by keyboard', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    // Keys pressed before hydration reach no handler.
    await gotoHydrated(page, '/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    const menu = page.getByRole('button', { name: 'Menu' });
    await menu.focus();
    await page.keyboard.press('Enter');
    const mobile = page.getByRole('navigation', { name: 'Mobile' });
    for (const name of [
      'Find a Designer',
      'Start a course',
      'Book',
      'Blog',
      'About',
      'Coaches',
      'Directory',
      'Contact',
    ]) {
      await expect(mobile.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await page.keyboard.press('Escape');
    await expect(mobile).toBeHidden();
    await expect(page.getByRole('button', { name: 'Menu' })).toBeFocused();
    await page.keyboard.press('Enter');
    await mobile.getByRole('link', { name: 'About', exact: true }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(mobile).toBeHidden();
  });

  test('the cart pill opens the cart drawer, which Escape closes', async ({ page }) => {
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: /^Cart/ }).click();
    const drawer = page.getByRole('dialog', { name: /cart/i });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByText('Your cart is empty.')).toBeVisible();
    const box = await drawer.boundingBox();
    // Sub-pixel layout (or a frame of the slide-in) can read 440.00006.
    expect(Math.round(box!.width)).toBeLessThanOrEqual(440);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
  });

  test('the footer shows the store’s menus, or the fallback list when they fail', async ({
    page,
  }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    // The footer's code (and so its menus) loads as it comes near the screen (FooterIsland).
    await footer.scrollIntoViewIfNeeded();
    await expect(footer.getByRole('link', { name: 'Shop all' })).toBeVisible();
    await expect(footer).toContainText(`© ${new Date().getFullYear()}`);

    await page.route('**/navigation-api/**', (route) => route.abort());
    await page.goto('/about');
    await footer.scrollIntoViewIfNeeded();
    await expect(footer.getByRole('link', { name: 'The Book' })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Virtual Consult' })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Shop all' })).toHaveCount(0);
  });

  test('footer sign-up thanks the person, or keeps the e-mail and alerts on failure', async ({
    page,
  }) => {
    // The sign-up posts through React: before hydration the button would submit the bare form.
    await gotoHydrated(page, '/');
    const footer = page.getByRole('contentinfo');
    await page.route('**/api/opt-in', (route) => route.fulfill({ status: 500, body: '{}' }));
    await footer.getByLabel(/email/i).fill('soil@trellis.test');
    await footer.getByRole('button', { name: /sign up/i }).click();
    await expect(footer.getByRole('alert')).toHaveText(
      'There was an error, please try again later',
    );
    await expect(footer.getByLabel(/email/i)).toHaveValue('soil@trellis.test');
    await page.unroute('**/api/opt-in');
    await footer.getByRole('button', { name: /sign up/i }).click();
    await expect(footer.getByText('Thank you for your submission.')).toBeVisible();
  });

  test('Ctrl+L toggles the layout grid overlay', async ({ page }) => {
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    const grid = page.getByTestId('grid-overlay');
    await expect(grid).toHaveCount(0);
    await page.keyboard.press('Control+l');
    await expect(grid).toBeVisible();
    await page.keyboard.press('Control+l');
    await expect(grid).toHaveCount(0);
  });

  test('a signed-in customer sees the account menu and the design banner', async ({ page }) => {
    const problems = watchProblems(page);
    await logIn(page, demo('customer').email);
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Your kitchen garden design' });
    await expect(banner.getByRole('link', { name: 'Provide Your Information' })).toHaveAttribute(
      'href',
      '/account/designs/1',
    );
    // Design 2 (with its designer) has its own page: design 1's banner is not shown there.
    await page.goto('/account/designs/2');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(banner).toHaveCount(0);
    await page.getByRole('button', { name: /account menu for/i }).click();
    await page.getByRole('menuitem', { name: 'My Account' }).click();
    await expect(page).toHaveURL(/\/account$/);
    expect(problems).toEqual([]);
  });

  test('a coach sees the Availability link', async ({ page }) => {
    await logIn(page, demo('coach').email);
    await page.getByRole('banner').getByRole('link', { name: 'Availability' }).first().click();
    await expect(page).toHaveURL(/\/account\/coaching\/manage$/);
  });
});

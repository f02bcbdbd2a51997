import { expect, test, type Locator, type Page } from './fixtures.ts';
import { gotoHydrated, logIn, registerViaApi, watchProblems } from './support.ts';

/** The seeded kitchen-garden quiz (id 1, eight questions) on the /quiz page. */
const quizPath = '/quiz';
const questionCount = 8;

const quizSection = (page: Page) => page.locator('[data-section-type="quiz"]');

/**
 * Answers questions `from`..`to` of the quiz, choosing the option `pick` returns (0 = A) on each, and
 * moves on with 'Next question' (or 'Quiz results' after the last).
 */
async function answer(
  section: Locator,
  pick: (radios: number) => number,
  from = 1,
  to = questionCount,
) {
  for (let number = from; number <= to; number += 1) {
    await expect(
      section.getByRole('heading', { name: `Question ${number} of ${questionCount}` }),
    ).toBeVisible();
    const radios = section.getByRole('radio');
    await radios.nth(pick(await radios.count())).click();
    await section
      .getByRole('button', { name: number === questionCount ? 'Quiz results' : 'Next question' })
      .click();
  }
}

const resultsRequest = (page: Page) =>
  page.waitForRequest(
    (request) => request.url().endsWith('/api/quizzes/1/results') && request.method() === 'POST',
  );

test('quiz, signed out: answers survive a reload, sign-up in place, then the result with quizRegister', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const problems = watchProblems(page);
  // Focus moves to the question only once React runs: a click before hydration reloads the page.
  await gotoHydrated(page, quizPath);
  const section = quizSection(page);
  await section.getByRole('button', { name: 'Take the Quiz' }).click();
  await expect(page).toHaveURL(/\?quiz-1=1$/);
  // By keyboard: Tab into the answers, the arrow keys move the choice.
  await expect(section.getByRole('heading', { name: 'Question 1 of 8' })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  await expect(section.getByRole('radio').nth(0)).toBeChecked();
  // The arrow keys move between the answers; Space chooses (Radix may also choose on the arrow,
  // but only when the key is still down as the focus lands, which a script cannot time).
  for (const [key, to] of [
    ['ArrowDown', 1],
    ['ArrowUp', 0],
  ] as const) {
    await page.keyboard.press(key);
    await expect(section.getByRole('radio').nth(to)).toBeFocused();
    await page.keyboard.press('Space');
    await expect(section.getByRole('radio').nth(to)).toBeChecked();
  }
  await section.getByRole('button', { name: 'Next question' }).click();
  await answer(section, () => 0, 2, 3);

  // A reload in the middle keeps the step and the answers given so far.
  await page.reload();
  await expect(section.getByRole('heading', { name: 'Question 4 of 8' })).toBeVisible();
  await page.goBack();
  await expect(section.getByRole('heading', { name: 'Question 3 of 8' })).toBeVisible();
  await expect(section.getByRole('radio').first()).toBeChecked();
  await section.getByRole('button', { name: 'Next question' }).click();
  await answer(section, () => 0, 4);

  await expect(page).toHaveURL(/\?quiz-1=results$/);
  await expect(section.getByRole('heading', { name: 'One last thing...' })).toBeVisible();
  const email = `quiz-${Date.now()}@trellis.test`;
  await section.getByRole('textbox', { name: /first name/i }).fill('Robin');
  await section.getByRole('textbox', { name: /last name/i }).fill('Sower');
  await section.getByRole('textbox', { name: /email address/i }).fill(email);
  await section.getByLabel('Password').fill('garden-path-2026');
  const request = resultsRequest(page);
  await section.getByRole('button', { name: 'Sign Up' }).click();

  // Signed up in place: the page did not change; the answers went to the API as question-{id}.
  await expect(section.getByRole('heading', { name: 'Loading quiz results...' })).toBeVisible();
  await expect(page).toHaveURL(/\/quiz\?quiz-1=results$/);
  const body = (await request).postDataJSON() as Record<string, number>;
  expect(Object.keys(body)).toEqual(
    Array.from({ length: questionCount }, (_, i) => `question-${i + 1}`),
  );
  await expect(section.getByText('Tallying your score...')).toBeVisible();

  await expect(page).toHaveURL(/\/quiz-results-herb-gardener$/, { timeout: 10_000 });
  await expect(
    page.getByText('Great! Thanks for signing up, here are your quiz results!'),
  ).toBeVisible();
  // Signed in now: the account menu is in the header.
  await expect(
    page.getByRole('button', { name: 'RS, account menu for Robin Sower' }),
  ).toBeVisible();
  expect(problems).toEqual([]);
});

test('quiz, signed out: log in in place with an existing account, greeted with quizLogin', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const account = await registerViaApi(request, 'quiz-login');
  await page.goto(`${quizPath}?quiz-1=1`);
  const section = quizSection(page);
  await answer(section, (count) => 1 % count);
  await section.getByRole('button', { name: 'Log in' }).click();
  await section.getByRole('textbox', { name: /email address/i }).fill(account.email);
  await section.getByLabel('Password').fill(account.password);
  await section.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/quiz-results-salad-gardener$/, { timeout: 10_000 });
  await expect(
    page.getByText('Great! Thanks for logging in, here are your quiz results!'),
  ).toBeVisible();
});

test('quiz, signed in: the results load at once and open the result with quizComplete', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const account = await registerViaApi(request, 'quiz-member');
  await logIn(page, account.email, account.password);
  await page.goto(`${quizPath}?quiz-1=1`);
  const section = quizSection(page);
  await answer(section, (count) => 3 % count);
  await expect(section.getByRole('heading', { name: 'Loading quiz results...' })).toBeVisible();
  await expect(page).toHaveURL(/\/quiz-results-kitchen-garden-pro$/, { timeout: 10_000 });
  await expect(page.getByText('Great! Here are your quiz results!')).toBeVisible();
});

test('quiz: answers that point to no result find the loophole', async ({ page, request }) => {
  test.setTimeout(60_000);
  const account = await registerViaApi(request, 'quiz-loophole');
  await logIn(page, account.email, account.password);
  await page.goto(`${quizPath}?quiz-1=1`);
  const section = quizSection(page);
  // The last option of every question is the neutral one: it counts towards no result.
  await answer(section, (count) => count - 1);
  await expect(section.getByRole('heading', { name: 'You found a loophole!' })).toBeVisible({
    timeout: 10_000,
  });
  await expect(page).toHaveURL(/\/quiz\?quiz-1=results$/);
});

test('quiz: a failed results call shows the no-results state and quizError, answers kept', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const account = await registerViaApi(request, 'quiz-failure');
  await logIn(page, account.email, account.password);
  await page.route('**/api/quizzes/1/results', (route) =>
    route.fulfill({ status: 500, json: { message: 'Server Error' } }),
  );
  await page.goto(`${quizPath}?quiz-1=1`);
  const section = quizSection(page);
  await answer(section, (count) => 2 % count);
  await expect(section.getByRole('heading', { name: 'You found a loophole!' })).toBeVisible();
  await expect(
    page.getByText(
      "We were unable to load your quiz results, but we've saved your responses. Please come back soon and try taking the quiz again.",
    ),
  ).toBeVisible();
  await section.getByRole('button', { name: 'Go back' }).click();
  await expect(section.getByRole('heading', { name: 'Question 8 of 8' })).toBeVisible();
  await expect(section.getByRole('radio').nth(2)).toBeChecked();
  await expect(section.getByRole('button', { name: 'Quiz results' })).toBeEnabled();
});

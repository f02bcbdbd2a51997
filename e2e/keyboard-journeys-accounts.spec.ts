import { expect, test, type Locator, type Page } from './fixtures.ts';
import { expectFocusInSight, expectNoAxeViolationsOpen, focused, tabThrough } from './keyboard.ts';
import { expectFocusOn, journeyViewports, scrollUnderHeader } from './keyboardJourneys.ts';
import { apiAccount, apiToken, demo, gotoHydrated, logIn } from './support.ts';

// Signed-in pages by keyboard alone (docs/spec/features.md §2.10–§2.13): the session booker of a
// customer, the availability of a coach, and a design's messages. After every action that adds or
// replaces content, focus is on the new content or still on the control, in sight below the sticky
// header, never the page; Escape closes what is open and gives focus back to what opened it.

/** The name of the focused day of a calendar, without the marks after the date. */
async function focusedDay(page: Page): Promise<string> {
  const { name } = await focused(page);
  return name.replace(/^(\w+, \w+ \d+, \d{4}).*$/, '$1');
}

/** The month a calendar shows (`December 2026`), said as it changes. */
const monthShown = (scope: Locator) => scope.getByRole('status').filter({ hasText: /^\w+ \d{4}$/ });

/** A design's messages, for axe while a conversation is open. */
const messagesRegion = 'section:has(ul[aria-label="Conversations"])';

/** The booker, for axe while one of its steps is open. */
const bookerRegion = 'section[aria-label^="Book a session with"]';

for (const viewport of journeyViewports) {
  test.describe(`by keyboard at ${viewport.width} px`, () => {
    // Scrolling is instant (reduced motion): focus lands where it does with smooth scrolling, and
    // the next key needs no wait for an animation to end.
    test.use({ viewport, reducedMotion: 'reduce' });

    test('the session booker: the calendar by arrow keys, a day and a time chosen with Enter, each step’s heading in sight', async ({
      page,
    }) => {
      test.setTimeout(60_000);
      // A designer with weekday hours whom no other journey puts live (a live designer's booker
      // offers 'Book Now!' before the calendar).
      const designer = 'grace.whitfield@designers.trellis.test';
      const coachId = (await apiAccount(page.request, await apiToken(page.request, designer))).id;
      await logIn(page, demo('customer').email);
      await gotoHydrated(page, `/designers/${coachId}`);
      const booker = page.locator('main');
      await booker.getByRole('button', { name: 'Book Now: Virtual Consult — 60 minutes' }).focus();
      await page.keyboard.press('Enter');
      await expectFocusOn(page, booker.getByRole('heading', { name: 'Plan a date' }), 'Book Now');

      // Once the calendar is in, Tab: the month buttons (the previous one is off in the first
      // month), then one day.
      const calendar = booker.getByRole('grid', { name: 'Schedule a session' });
      await expect(calendar.getByRole('button', { name: /, available$/ }).first()).toBeVisible();
      const nextMonth = booker.getByRole('button', { name: 'Go to the Next Month' });
      await page.keyboard.press('Tab');
      await expectFocusOn(page, nextMonth, 'Tab after the heading');
      await page.keyboard.press('Tab');
      const day = calendar.locator('button:focus');
      await expectFocusOn(page, day, 'Tab into the calendar');
      await expect(day).toHaveAccessibleName(/, available$/);
      await expectNoAxeViolationsOpen(page, 'the booker’s calendar', bookerRegion);

      // The arrow keys: a week on, and back.
      // (Near the end of a month a week on lies in the next month, which the calendar turns to: the
      // distance is checked when the week on is in the same month; ArrowUp comes back either way.)
      const start = await focusedDay(page);
      const sameMonthWeekOn =
        new Date(Date.parse(start) + 7 * 86_400_000).getMonth() === new Date(start).getMonth();
      await page.keyboard.press('ArrowDown');
      await expectFocusInSight(page, 'ArrowDown in the calendar');
      if (sameMonthWeekOn) {
        const weekOn = await focusedDay(page);
        expect(Date.parse(weekOn) - Date.parse(start)).toBeGreaterThanOrEqual(7 * 86_400_000);
      }
      await page.keyboard.press('ArrowUp');
      await expectFocusInSight(page, 'ArrowUp in the calendar');
      await expect.poll(() => focusedDay(page)).toBe(start);

      // The next month and back by its buttons: focus stays on the button pressed.
      const month = (await monthShown(booker).textContent())!;
      await nextMonth.focus();
      await page.keyboard.press('Enter');
      await expect(monthShown(booker)).not.toHaveText(month);
      await expectFocusOn(page, nextMonth, 'Go to the Next Month');
      const previousMonth = booker.getByRole('button', { name: 'Go to the Previous Month' });
      await page.keyboard.press('Shift+Tab');
      await expectFocusOn(page, previousMonth, 'Shift+Tab to the previous month');
      await page.keyboard.press('Enter');
      await expect(monthShown(booker)).toHaveText(month);
      await expectFocusOn(page, previousMonth, 'Go to the Previous Month');

      // A day whose neighbour on its left can be chosen, scrolled under the header as someone
      // scrolling back up would have it: ArrowLeft brings the neighbour into sight.
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      await expectFocusOn(page, day, 'Tab back into the calendar');
      // Both of this month: a day of the month around would change the month shown.
      const hasLeftNeighbour = () =>
        day.evaluate((button) => {
          const cell = button.closest('td');
          const left = cell?.previousElementSibling;
          const leftButton = left?.querySelector('button');
          return Boolean(
            leftButton &&
            !leftButton.disabled &&
            !cell?.hasAttribute('data-outside') &&
            !left?.hasAttribute('data-outside'),
          );
        });
      for (let step = 0; step < 10 && !(await hasLeftNeighbour()); step += 1) {
        await page.keyboard.press('ArrowRight');
      }
      expect(await hasLeftNeighbour(), 'a day with a neighbour to its left').toBe(true);
      const neighbour = await day.evaluate((button) =>
        button
          .closest('td')!
          .previousElementSibling!.querySelector('button')!
          .getAttribute('aria-label')!,
      );
      await scrollUnderHeader(day);
      await page.keyboard.press('ArrowLeft');
      await expect(day).toHaveAccessibleName(neighbour);
      await expectFocusInSight(page, 'ArrowLeft to a day under the header');

      // Enter chooses it: the times, then a time by Enter, then the checkout's heading.
      const chosen = await focusedDay(page);
      await page.keyboard.press('Enter');
      await expectFocusOn(page, booker.getByRole('heading', { name: 'Select a time' }), 'a day');
      const times = booker.getByRole('list', {
        name: `Available times on ${chosen.replace(/, \d{4}$/, '')}`,
      });
      // Once the times are in, Tab reaches the first.
      await expect(times.getByRole('button').first()).toBeVisible();
      await page.keyboard.press('Tab');
      await expectFocusOn(page, times.getByRole('button').first(), 'Tab into the times');
      await page.keyboard.press('Tab');
      const time = times.getByRole('button').nth(1);
      await expectFocusOn(page, time, 'Tab to the second time');
      await expectNoAxeViolationsOpen(page, 'the booker’s times', bookerRegion);
      await page.keyboard.press('Enter');
      await expectFocusOn(
        page,
        booker.getByRole('heading', { name: 'Book your session' }),
        'choosing a time',
      );
    });

    test('a coach’s availability: a day by arrow keys and Enter, its times by keyboard, Save and Mark as unavailable keep focus', async ({
      page,
    }) => {
      // Many steps (six selects); some time for them on a busy machine.
      test.setTimeout(60_000);
      // Each width its own Sunday, weeks ahead: the journeys run side by side on one coach, and
      // the other specs use her weekdays and Saturdays.
      const weeksAhead = viewport.width > 600 ? 2 : 3;
      await logIn(page, demo('coach').email);
      await gotoHydrated(page, '/account/coaching/manage');
      const calendar = page.getByRole('grid', { name: 'Your availability' });
      const day = calendar.locator('button:focus');

      // Tab order: single date or whole week, the month button, then one day (today).
      await page.getByRole('radio', { name: 'Single date' }).focus();
      await page.keyboard.press('Tab');
      await expectFocusOn(
        page,
        page.getByRole('button', { name: 'Go to the Next Month' }),
        'Tab after the choice of days',
      );
      await page.keyboard.press('Tab');
      await expectFocusOn(page, day, 'Tab into the calendar');
      await expect(day).toHaveAccessibleName(/, today/);

      // Weeks on with ArrowDown (into the next month, maybe), then along to the Sunday.
      for (let week = 0; week < weeksAhead; week += 1) {
        await page.keyboard.press('ArrowDown');
        await expectFocusInSight(page, 'ArrowDown in the calendar');
      }
      for (let step = 0; step < 7 && !(await focusedDay(page)).startsWith('Sunday'); step += 1) {
        await page.keyboard.press('ArrowRight');
      }
      await expectFocusInSight(page, 'ArrowRight in the calendar');
      const sunday = await focusedDay(page);
      expect(sunday).toMatch(/^Sunday, /);
      await page.keyboard.press('Enter');
      await expect(day).toHaveAccessibleName(new RegExp(`^${sunday}.*, selected$`));
      await expectFocusOn(page, day, 'choosing a day with Enter');
      await expectNoAxeViolationsOpen(
        page,
        'the availability with a chosen day',
        'section:has([role="grid"])',
      );

      // The times: each select opened with Enter, its option typed and chosen with Enter, then Tab
      // to the next; Escape closes a list without choosing.
      const range = page.getByRole('group', { name: 'Time 1' });
      const fromHour = range.getByRole('combobox', { name: 'From Hour' });
      await fromHour.focus();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('listbox')).toBeVisible();
      await expectNoAxeViolationsOpen(page, 'an hour list', '[role="listbox"]');
      await page.keyboard.press('Escape');
      await expect(page.getByRole('listbox')).toBeHidden();
      await expectFocusOn(page, fromHour, 'Escape in the hour list');
      const choices = [
        ['From Hour', '9'],
        ['From Minutes', '00'],
        ['From AM/PM', 'AM'],
        ['To Hour', '10'],
        ['To Minutes', '30'],
        ['To AM/PM', 'AM'],
      ] as const;
      for (const [index, [name, option]] of choices.entries()) {
        const select = range.getByRole('combobox', { name });
        if (index > 0) await page.keyboard.press('Tab');
        await expectFocusOn(page, select, `Tab to ${name}`);
        await page.keyboard.press('Enter');
        await expect(page.getByRole('listbox')).toBeVisible();
        await page.keyboard.type(option);
        await expect(page.getByRole('option', { name: option, exact: true })).toBeFocused();
        await page.keyboard.press('Enter');
        await expect(select).toHaveText(option);
        await expectFocusOn(page, select, `choosing ${name}`);
      }

      // Another time: focus on its first select; removing it gives focus back to Add another time.
      const add = page.getByRole('button', { name: 'Add another time' });
      await page.keyboard.press('Tab');
      await expectFocusOn(page, add, 'Tab after the times');
      await page.keyboard.press('Enter');
      const second = page.getByRole('group', { name: 'Time 2' });
      await expectFocusOn(page, second.getByRole('combobox', { name: 'From Hour' }), 'Add');
      await second.getByRole('button', { name: 'Remove time 2' }).focus();
      await page.keyboard.press('Enter');
      await expect(second).toHaveCount(0);
      await expectFocusOn(page, add, 'Remove');

      // Save, then Mark as unavailable: each keeps focus while it sends and after.
      const save = page.getByRole('button', { name: 'Save availability' });
      await page.keyboard.press('Tab');
      await expectFocusOn(page, save, 'Tab after Add another time');
      await page.keyboard.press('Enter');
      await expect(page.getByText('Success! You have updated your availability!')).toBeVisible();
      await expect(page.getByRole('list', { name: 'Your times' })).toHaveText('9:00 AM – 10:30 AM');
      await expectFocusOn(page, save, 'Save availability');
      const unavailable = page.getByRole('button', { name: 'Mark as unavailable' });
      await page.keyboard.press('Tab');
      await expectFocusOn(page, unavailable, 'Tab after Save availability');
      await page.keyboard.press('Enter');
      await expect(page.getByText('No times set for this day.')).toBeVisible();
      await expectFocusOn(page, unavailable, 'Mark as unavailable');
    });

    test('a design’s messages: a conversation opened, started and answered by keyboard; Escape gives focus back to its entry in the list, in sight', async ({
      page,
    }) => {
      test.setTimeout(60_000);
      await logIn(page, demo('coach').email);
      await gotoHydrated(page, '/account/designs/2');
      const block = page.getByRole('region', { name: 'Project Messages' });
      const list = block.getByRole('list', { name: 'Conversations' });
      await expect(list).toBeVisible({ timeout: 15_000 });
      const newMessage = block.getByRole('button', { name: 'New message' });
      const panelHeading = block.getByRole('heading', { name: /^Conversation with / });

      // Tab order: New message, then the conversations.
      await newMessage.focus();
      await page.keyboard.press('Tab');
      const first = list.getByRole('button').first();
      await expectFocusOn(page, first, 'Tab after New message');
      const firstId = await first.getAttribute('data-conversation-id');
      const entry = (id: string | null) => list.locator(`[data-conversation-id="${id}"]`);

      // Enter opens it, its heading has focus; Escape closes it, focus back on its entry, brought
      // out from under the header when the page had it there.
      await page.keyboard.press('Enter');
      await expectFocusOn(page, panelHeading, 'opening a conversation');
      await expectNoAxeViolationsOpen(page, 'an open conversation', messagesRegion);
      await scrollUnderHeader(entry(firstId));
      await page.keyboard.press('Escape');
      await expect(panelHeading).toHaveCount(0);
      await expectFocusOn(page, entry(firstId), 'Escape in a conversation');

      // New message: the recipient chosen and the message sent by keyboard; the conversation it
      // starts opens with focus on its heading.
      const hello = `A keyboard hello at ${viewport.width} px (${Date.now()})`;
      await newMessage.focus();
      await page.keyboard.press('Enter');
      await expectFocusOn(page, block.getByRole('heading', { name: 'New message' }), 'New message');
      const to = block.getByRole('combobox', { name: 'To' });
      expect(await tabThrough(page, 2)).toEqual(['Close', 'To*']);
      await expectFocusOn(page, to, 'Tab to the recipient');
      await page.keyboard.press('Enter');
      await expect(page.getByRole('option', { name: 'Customer: Casey Customer' })).toBeVisible();
      await expectNoAxeViolationsOpen(page, 'the recipients', '[role="listbox"]');
      await page.keyboard.type('Customer');
      await page.keyboard.press('Enter');
      await expect(to).toHaveText('Customer: Casey Customer');
      await expectFocusOn(page, to, 'choosing the recipient');
      await page.keyboard.press('Tab');
      const text = block.getByRole('textbox', { name: 'New message' });
      await expectFocusOn(page, text, 'Tab after the recipient');
      // The words go in at once (typing them is not what is tested); Enter sends.
      await text.fill(hello);
      await page.keyboard.press('Enter');
      await expectFocusOn(page, panelHeading, 'sending a new message');
      await expect(block.getByRole('log').getByText(hello)).toBeVisible();

      // A reply with Enter: focus stays in the box, which is emptied.
      const reply = block.getByRole('textbox', { name: 'Your message' });
      await reply.fill(`Re: ${hello}`);
      await page.keyboard.press('Enter');
      await expect(block.getByRole('log').getByText(`Re: ${hello}`)).toBeVisible();
      await expect(reply).toHaveValue('');
      await expectFocusOn(page, reply, 'sending a reply');

      // Escape: focus on the new conversation's entry.
      await page.keyboard.press('Escape');
      await expect(panelHeading).toHaveCount(0);
      await expectFocusOn(
        page,
        list.getByRole('button').filter({ hasText: `Re: ${hello}` }),
        'Escape in the new conversation',
      );
    });
  });
}

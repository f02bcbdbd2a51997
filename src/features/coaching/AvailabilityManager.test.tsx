import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderAccount, type FakeRoutes } from '#src/features/account/testing/testProviders.tsx';
import type { AvailabilityWindowWire } from '#src/lib/api/types.ts';
import { AvailabilityManager, type AvailabilityManagerProps } from './AvailabilityManager.tsx';
import {
  demoBookings,
  demoClock,
  demoCoachId,
  demoCoachingNow,
  demoCoachingZone,
  demoWindows,
} from './testing/demoCoaching.ts';

const windowsPath = `/api/users/${demoCoachId}/all-available-times`;
const bookingsPath = `/api/users/${demoCoachId}/bookings`;
const savePath = `POST /api/users/${demoCoachId}/available-times`;

// From the day after the demo day: today (Wednesday the 25th) has no windows.
const windows = demoWindows(40, '2026-11-26');

function renderManager({
  routes = {},
  props = {},
}: { routes?: FakeRoutes; props?: Partial<AvailabilityManagerProps> } = {}) {
  return renderAccount(
    <AvailabilityManager
      coachId={demoCoachId}
      timeZone={demoCoachingZone}
      now={demoCoachingNow}
      clock={demoClock}
      initial={{ month: '2026-11-01', windows, bookings: demoBookings }}
      {...props}
    />,
    { routes, path: '/account/coaching/manage' },
  );
}

const day = (name: RegExp | string) => screen.getByRole('button', { name });
const calls = (fetchImpl: ReturnType<typeof renderManager>['fetchImpl'], method: string) =>
  fetchImpl.mock.calls.filter(([, init]) => (init?.method ?? 'GET') === method);
const bodyOf = (call: Parameters<typeof fetch>) => JSON.parse(String(call[1]?.body)) as unknown;

async function choose(user: UserEvent, scope: HTMLElement, name: string, option: string) {
  await user.click(within(scope).getByRole('combobox', { name }));
  await user.click(screen.getByRole('option', { name: option }));
}

async function setRange(
  user: UserEvent,
  position: number,
  from: [string, string, string],
  to: [string, string, string],
) {
  const group = screen.getByRole('group', { name: `Time ${position}` });
  for (const [end, [hour, minute, meridiem]] of [
    ['From', from],
    ['To', to],
  ] as const) {
    await choose(user, group, `${end} Hour`, hour);
    await choose(user, group, `${end} Minutes`, minute);
    await choose(user, group, `${end} AM/PM`, meridiem);
  }
}

describe('AvailabilityManager', () => {
  it('marks available and busy days from the page’s data, in the coach’s zone', () => {
    const { fetchImpl } = renderManager();
    expect(screen.getByText('Your times are shown in America/Los_Angeles')).toBeInTheDocument();
    expect(screen.getByRole('grid', { name: 'Your availability' })).toBeInTheDocument();
    expect(day(/^Wednesday, November 25, 2026, today/)).toBeEnabled();
    expect(day(/^Tuesday, November 24, 2026/)).toBeDisabled();
    expect(day('Thursday, November 26, 2026, available')).toBeEnabled();
    expect(day('Friday, November 27, 2026, has bookings')).toBeEnabled();
    expect(day('Saturday, November 28, 2026')).toBeEnabled();
    expect(screen.getByRole('list', { name: 'Key' })).toHaveTextContent('Available');
    // The month came with the page.
    expect(fetchImpl).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: /previous month/i })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it('loads a month it was not given, over the month’s grid', async () => {
    const user = userEvent.setup();
    const { fetchImpl } = renderManager({
      routes: {
        [`GET ${windowsPath}`]: Response.json({ data: windows }),
        [`GET ${bookingsPath}`]: Response.json({ data: demoBookings }),
      },
    });
    await user.click(screen.getByRole('button', { name: /next month/i }));
    expect(await screen.findByText('December 2026')).toBeInTheDocument();
    await waitFor(() => expect(fetchImpl).toHaveBeenCalledTimes(2));
    const url = new URL(String(fetchImpl.mock.calls[0]![0]), 'http://site.test');
    expect(url.pathname).toBe(windowsPath);
    // November 29 to January 2 in Los Angeles: the five weeks December 2026's grid shows.
    expect(url.searchParams.get('start')).toBe('2026-11-29T08:00:00.000Z');
    expect(url.searchParams.get('end')).toBe('2027-01-03T08:00:00.000Z');
    expect(
      await screen.findByRole('button', { name: 'Wednesday, December 2, 2026, has bookings' }),
    ).toBeInTheDocument();
  });

  it('shows a chosen day’s times and sessions, and fills the picker with its times', async () => {
    const user = userEvent.setup();
    renderManager();
    expect(screen.getByRole('heading', { name: 'No day chosen' })).toBeInTheDocument();
    await user.click(day('Friday, November 27, 2026, has bookings'));
    expect(
      screen.getByRole('heading', { level: 2, name: 'Friday, November 27' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Chosen: Friday, November 27')).toBeInTheDocument();
    const times = screen.getByRole('list', { name: 'Your times' });
    expect(
      within(times)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['9:00 AM – 12:00 PM', '1:00 PM – 5:00 PM']);
    const sessions = screen.getByRole('list', { name: 'Booked sessions' });
    expect(sessions).toHaveTextContent('10:00 AM – 11:00 AM');
    expect(sessions).toHaveTextContent('Casey Customer');
    expect(sessions).toHaveTextContent('60 Minute Session');
    expect(
      within(sessions).getByRole('link', { name: /^Join the session with Casey Customer/ }),
    ).toHaveAttribute('href', 'https://zoom.example/j/31');
    const first = screen.getByRole('group', { name: 'Time 1' });
    expect(within(first).getByRole('combobox', { name: 'From Hour' })).toHaveTextContent('9');
    expect(within(first).getByRole('combobox', { name: 'To Hour' })).toHaveTextContent('12');
    expect(within(first).getByRole('combobox', { name: 'To AM/PM' })).toHaveTextContent('PM');
    expect(screen.getByRole('group', { name: 'Time 2' })).toBeInTheDocument();
  });

  it('says plainly when a day has no times and no sessions', async () => {
    const user = userEvent.setup();
    renderManager();
    await user.click(day('Saturday, November 28, 2026'));
    expect(screen.getByText('No times set for this day.')).toBeInTheDocument();
    expect(screen.getByText('No sessions booked on this day.')).toBeInTheDocument();
  });

  it('chooses a whole week in week mode, less the days before today', async () => {
    const user = userEvent.setup();
    renderManager();
    await user.click(screen.getByRole('radio', { name: 'Whole week' }));
    await user.click(day('Friday, November 27, 2026, has bookings'));
    expect(
      screen.getByRole('heading', {
        level: 2,
        name: 'Wednesday, November 25 to Saturday, November 28 (4 days)',
      }),
    ).toBeInTheDocument();
    for (const name of [
      /^Wednesday, November 25, 2026, today, selected/,
      'Thursday, November 26, 2026, available, selected',
      'Friday, November 27, 2026, has bookings, selected',
      'Saturday, November 28, 2026, selected',
    ]) {
      expect(day(name)).toBeInTheDocument();
    }
    const list = screen.getByRole('list', { name: 'The chosen days' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Wednesday, November 25: no times set',
      'Thursday, November 26: 9:00 AM – 12:00 PM, 1:00 PM – 5:00 PM',
      'Friday, November 27: 9:00 AM – 12:00 PM, 1:00 PM – 5:00 PM; 1 session booked',
      'Saturday, November 28: no times set',
    ]);
    // Back to one day: the first of the week.
    await user.click(screen.getByRole('radio', { name: 'Single date' }));
    expect(
      screen.getByRole('heading', { level: 2, name: 'Wednesday, November 25' }),
    ).toBeInTheDocument();
  });

  it('saves the ranges for the chosen day, then marks it available', async () => {
    const user = userEvent.setup();
    const answer: AvailabilityWindowWire[] = [
      {
        id: 500,
        available_start: '2026-11-28T17:00:00.000Z',
        available_end: '2026-11-28T20:00:00.000Z',
      },
    ];
    const { fetchImpl, messages } = renderManager({
      routes: { [savePath]: Response.json({ data: answer }) },
    });
    await user.click(day('Saturday, November 28, 2026'));
    await setRange(user, 1, ['9', '00', 'AM'], ['12', '00', 'PM']);
    const save = screen.getByRole('button', { name: 'Save availability' });
    await user.click(save);
    await waitFor(() =>
      expect(messages()).toContain('Success! You have updated your availability!'),
    );
    expect(save).toHaveFocus();
    const [post] = calls(fetchImpl, 'POST');
    expect(bodyOf(post!)).toEqual({
      days: [{ start: '2026-11-28T08:00:00.000Z', end: '2026-11-29T08:00:00.000Z' }],
      times: [
        { available_start: '2026-11-28T17:00:00.000Z', available_end: '2026-11-28T20:00:00.000Z' },
      ],
    });
    expect(day('Saturday, November 28, 2026, available, selected')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Your times' })).toHaveTextContent(
      '9:00 AM – 12:00 PM',
    );
  });

  it('adds and removes ranges', async () => {
    const user = userEvent.setup();
    renderManager();
    await user.click(day('Saturday, November 28, 2026'));
    expect(screen.queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add another time' }));
    const second = screen.getByRole('group', { name: 'Time 2' });
    await waitFor(() =>
      expect(within(second).getByRole('combobox', { name: 'From Hour' })).toHaveFocus(),
    );
    await user.click(screen.getByRole('button', { name: 'Remove time 2' }));
    expect(screen.queryByRole('group', { name: 'Time 2' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add another time' })).toHaveFocus();
  });

  it('needs every select (invalidTime) and moves focus to the first one left empty', async () => {
    const user = userEvent.setup();
    const { fetchImpl, messages } = renderManager();
    await user.click(day('Saturday, November 28, 2026'));
    const group = screen.getByRole('group', { name: 'Time 1' });
    await choose(user, group, 'From Hour', '9');
    await user.click(screen.getByRole('button', { name: 'Save availability' }));
    expect(messages()).toEqual(['Please fill out all fields to confirm your availability.']);
    expect(within(group).getByRole('combobox', { name: 'From Minutes' })).toHaveFocus();
    expect(calls(fetchImpl, 'POST')).toHaveLength(0);
  });

  it('refuses a range that ends in the past today (invalidTimePast)', async () => {
    const user = userEvent.setup();
    const { fetchImpl, messages } = renderManager();
    await user.click(day(/^Wednesday, November 25, 2026, today/));
    // It is 10 AM: 7 to 8 AM today is over.
    await setRange(user, 1, ['7', '00', 'AM'], ['8', '00', 'AM']);
    await user.click(screen.getByRole('button', { name: 'Save availability' }));
    expect(messages()).toEqual(["You must select a time that isn't in the past."]);
    expect(calls(fetchImpl, 'POST')).toHaveLength(0);
  });

  it('says beside a range when From is not before To', async () => {
    const user = userEvent.setup();
    const { fetchImpl, messages } = renderManager();
    await user.click(day('Saturday, November 28, 2026'));
    await setRange(user, 1, ['5', '00', 'PM'], ['1', '00', 'PM']);
    await user.click(screen.getByRole('button', { name: 'Save availability' }));
    const group = screen.getByRole('group', { name: 'Time 1' });
    expect(group).toHaveAccessibleDescription('From must be before To.');
    expect(within(group).getByRole('combobox', { name: 'From Hour' })).toHaveFocus();
    expect(messages()).toEqual([]);
    expect(calls(fetchImpl, 'POST')).toHaveLength(0);
    // Changing the range clears it.
    await choose(user, group, 'To Hour', '6');
    expect(group).not.toHaveAccessibleDescription();
  });

  it('shows the server’s message when a save is refused, keeping the choices', async () => {
    const user = userEvent.setup();
    const { messages } = renderManager({
      routes: {
        [savePath]: Response.json(
          {
            message: 'Each time must fall on one of the chosen days.',
            errors: { times: ['Each time must fall on one of the chosen days.'] },
          },
          { status: 422 },
        ),
      },
    });
    await user.click(day('Saturday, November 28, 2026'));
    await setRange(user, 1, ['9', '00', 'AM'], ['12', '00', 'PM']);
    await user.click(screen.getByRole('button', { name: 'Save availability' }));
    await waitFor(() =>
      expect(messages()).toEqual(['Each time must fall on one of the chosen days.']),
    );
    const group = screen.getByRole('group', { name: 'Time 1' });
    expect(within(group).getByRole('combobox', { name: 'From Hour' })).toHaveTextContent('9');
    expect(day('Saturday, November 28, 2026, selected')).toBeInTheDocument();
  });

  it('marks the chosen days unavailable with no times, the button keeping focus meanwhile', async () => {
    const user = userEvent.setup();
    let answer = (_response: Response) => {};
    const { fetchImpl, messages } = renderManager({
      routes: { [savePath]: () => new Promise<Response>((resolve) => (answer = resolve)) },
    });
    await user.click(day('Thursday, November 26, 2026, available'));
    const unavailable = screen.getByRole('button', { name: 'Mark as unavailable' });
    await user.click(unavailable);
    // Busy while it sends, yet focusable: a disabled button would drop focus to the page.
    await waitFor(() => expect(unavailable).toHaveAttribute('aria-busy', 'true'));
    expect(unavailable).toBeEnabled();
    expect(unavailable).toHaveAttribute('aria-disabled', 'true');
    expect(unavailable).toHaveFocus();
    answer(Response.json({ data: [] }));
    await waitFor(() =>
      expect(messages()).toContain('Success! You have updated your availability!'),
    );
    expect(unavailable).toHaveFocus();
    expect(unavailable).not.toHaveAttribute('aria-disabled');
    expect(bodyOf(calls(fetchImpl, 'POST')[0]!)).toEqual({
      days: [{ start: '2026-11-26T08:00:00.000Z', end: '2026-11-27T08:00:00.000Z' }],
      times: [],
    });
    expect(day('Thursday, November 26, 2026, selected')).toBeInTheDocument();
    expect(screen.getByText('No times set for this day.')).toBeInTheDocument();
  });

  it('says when the calendar could not load, and tries again', async () => {
    const user = userEvent.setup();
    let fail = true;
    const { fetchImpl } = renderManager({
      props: { initial: null },
      routes: {
        [`GET ${windowsPath}`]: () =>
          fail
            ? Response.json({ message: 'Server error' }, { status: 500 })
            : Response.json({ data: windows }),
        [`GET ${bookingsPath}`]: () => Response.json({ data: demoBookings }),
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Sorry, we were unable to load your availability.',
    );
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('button', { name: 'Thursday, November 26, 2026, available' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(fetchImpl).toHaveBeenCalled();
  });
});

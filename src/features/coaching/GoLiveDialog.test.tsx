import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderAccount, type FakeRoutes } from '#src/features/account/testing/testProviders.tsx';
import {
  demoClock,
  demoCoachId,
  demoCoachingNow,
  demoCoachingZone,
} from './testing/demoCoaching.ts';
import { GoLiveDialog } from './GoLiveDialog.tsx';

const livePath = `POST /api/users/${demoCoachId}/available-now`;

function renderDialog(routes: FakeRoutes = {}) {
  const onLive = vi.fn();
  const onOpenChange = vi.fn();
  const view = renderAccount(
    <GoLiveDialog
      open
      onOpenChange={onOpenChange}
      coachId={demoCoachId}
      timeZone={demoCoachingZone}
      onLive={onLive}
      clock={demoClock}
    />,
    { routes },
  );
  return { ...view, onLive, onOpenChange };
}

async function chooseUntil(user: UserEvent, hour: string, minute?: string, meridiem?: string) {
  const dialog = screen.getByRole('dialog', { name: 'Go Live' });
  const pick = async (name: string, option: string) => {
    await user.click(within(dialog).getByRole('combobox', { name }));
    await user.click(screen.getByRole('option', { name: option }));
  };
  await pick('Until Hour', hour);
  if (minute) await pick('Until Minutes', minute);
  if (meridiem) await pick('Until AM/PM', meridiem);
}

const posts = (fetchImpl: ReturnType<typeof renderDialog>['fetchImpl']) =>
  fetchImpl.mock.calls.filter(([, init]) => init?.method === 'POST');

describe('GoLiveDialog', () => {
  it('asks until when today, in the coach’s zone', () => {
    renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'Go Live' });
    expect(dialog).toHaveAccessibleDescription(
      'Take instant bookings from now until a time you choose today (times in America/Los_Angeles).',
    );
    expect(within(dialog).getByRole('group', { name: 'Until' })).toBeInTheDocument();
    // Focus starts on the first select.
    expect(within(dialog).getByRole('combobox', { name: 'Until Hour' })).toHaveFocus();
  });

  it('goes live from now until the chosen time: POST { start, end }, then availableNowSet', async () => {
    const user = userEvent.setup();
    const answer = {
      is_available_now: true,
      available_now_start: demoCoachingNow,
      available_now_end: '2026-11-26T01:00:00.000Z',
    };
    const { fetchImpl, messages, onLive } = renderDialog({
      [livePath]: Response.json({ data: answer }),
    });
    // 5:00 PM in Los Angeles (UTC−8) on November 25.
    await chooseUntil(user, '5', '00', 'PM');
    await user.click(screen.getByRole('button', { name: 'Go Live' }));
    await waitFor(() => expect(onLive).toHaveBeenCalledWith(answer));
    const [call] = posts(fetchImpl);
    expect(new URL(String(call![0]), 'http://site.test').pathname).toBe(
      `/api/users/${demoCoachId}/available-now`,
    );
    expect(JSON.parse(String(call![1]?.body))).toEqual({
      start: demoCoachingNow,
      end: '2026-11-26T01:00:00.000Z',
    });
    expect(messages()).toEqual(['Your available now time has been set']);
  });

  it('sends 12 as 0: 12:30 PM is half past noon', async () => {
    const user = userEvent.setup();
    const { fetchImpl } = renderDialog({
      [livePath]: Response.json({
        data: { is_available_now: true, available_now_start: null, available_now_end: null },
      }),
    });
    await chooseUntil(user, '12', '30', 'PM');
    await user.click(screen.getByRole('button', { name: 'Go Live' }));
    await waitFor(() => expect(posts(fetchImpl)).toHaveLength(1));
    expect(JSON.parse(String(posts(fetchImpl)[0]![1]?.body))).toMatchObject({
      end: '2026-11-25T20:30:00.000Z',
    });
  });

  it('needs the hour, minute and AM/PM (invalidTime), focusing the one left empty', async () => {
    const user = userEvent.setup();
    const { fetchImpl, messages, onLive } = renderDialog();
    await chooseUntil(user, '5');
    await user.click(screen.getByRole('button', { name: 'Go Live' }));
    expect(messages()).toEqual(['Please fill out all fields to confirm your availability.']);
    const dialog = screen.getByRole('dialog', { name: 'Go Live' });
    expect(within(dialog).getByRole('combobox', { name: 'Until Minutes' })).toHaveFocus();
    expect(dialog).toHaveTextContent('Please fill out all fields to confirm your availability.');
    expect(posts(fetchImpl)).toHaveLength(0);
    expect(onLive).not.toHaveBeenCalled();
  });

  it('refuses a time in the past (invalidTimePast): 12:00 AM is this morning’s midnight', async () => {
    const user = userEvent.setup();
    const { fetchImpl, messages } = renderDialog();
    await chooseUntil(user, '12', '00', 'AM');
    await user.click(screen.getByRole('button', { name: 'Go Live' }));
    expect(messages()).toEqual(["You must select a time that isn't in the past."]);
    expect(posts(fetchImpl)).toHaveLength(0);
  });

  it('refuses 9:45 AM when it is 10 AM', async () => {
    const user = userEvent.setup();
    const { messages } = renderDialog();
    await chooseUntil(user, '9', '45', 'AM');
    await user.click(screen.getByRole('button', { name: 'Go Live' }));
    expect(messages()).toEqual(["You must select a time that isn't in the past."]);
  });

  it('shows the server’s message when going live is refused, and stays open', async () => {
    const user = userEvent.setup();
    const { messages, onLive, onOpenChange } = renderDialog({
      [livePath]: Response.json({ message: 'Only active designers can go live.' }, { status: 403 }),
    });
    await chooseUntil(user, '5', '00', 'PM');
    await user.click(screen.getByRole('button', { name: 'Go Live' }));
    await waitFor(() => expect(messages()).toEqual(['Only active designers can go live.']));
    expect(screen.getByRole('dialog', { name: 'Go Live' })).toHaveTextContent(
      'Only active designers can go live.',
    );
    expect(onLive).not.toHaveBeenCalled();
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('closes with Escape or Cancel', async () => {
    const user = userEvent.setup();
    const { onOpenChange } = renderDialog();
    await user.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    onOpenChange.mockClear();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAccount, type FakeRoutes } from '#src/features/account/testing/testProviders.tsx';
import type { AccountWire } from '#src/lib/api/types.ts';
import { GoLiveToggle } from './GoLiveToggle.tsx';
import { activeCoachAccount } from './testing/shellAccounts.ts';

// Wednesday, November 25, 2026, 10:00 AM in Los Angeles (the coach's zone).
const now = '2026-11-25T18:00:00.000Z';
const offline: AccountWire = { ...activeCoachAccount, is_available_now: false };
const liveUntilFive: AccountWire = {
  ...activeCoachAccount,
  is_available_now: true,
  available_now_end: '2026-11-26T01:00:00.000Z',
};
const path = `/api/users/${activeCoachAccount.id}/available-now`;

function renderToggle(account: AccountWire, routes: FakeRoutes = {}) {
  return renderAccount(<GoLiveToggle account={account} />, { routes, path: '/' });
}

const bodyOf = (call: Parameters<typeof fetch>) => JSON.parse(String(call[1]?.body)) as unknown;

describe('GoLiveToggle', () => {
  beforeEach(() => {
    // Only the clock: timers run as usual.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(now));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows whether the coach is live, and until when in their zone', () => {
    renderToggle(liveUntilFive);
    const toggle = screen.getByRole('switch', { name: 'Go Live' });
    expect(toggle).toBeChecked();
    expect(toggle).toHaveAccessibleDescription('Live until 5:00 PM');
    expect(toggle).not.toHaveAttribute('aria-disabled');
  });

  it('says what turning it on does while off', () => {
    renderToggle(offline);
    const toggle = screen.getByRole('switch', { name: 'Go Live' });
    expect(toggle).not.toBeChecked();
    expect(toggle).toHaveAccessibleDescription(
      'Turn on to take instant bookings until a time you choose today.',
    );
  });

  it('says live now for a window with no end', () => {
    renderToggle({ ...activeCoachAccount, is_available_now: true, available_now_end: null });
    expect(screen.getByRole('switch', { name: 'Go Live' })).toHaveAccessibleDescription('Live now');
  });

  it('opens the Go Live modal when turned on; Escape closes it and focus returns', async () => {
    const user = userEvent.setup();
    renderToggle(offline);
    const toggle = screen.getByRole('switch', { name: 'Go Live' });
    await user.click(toggle);
    const dialog = await screen.findByRole('dialog', { name: 'Go Live' });
    expect(within(dialog).getByRole('group', { name: 'Until' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(toggle).toHaveFocus();
    expect(toggle).not.toBeChecked();
  });

  it('goes live until the chosen time: the switch turns on and says until when', async () => {
    const user = userEvent.setup();
    const { fetchImpl, messages } = renderToggle(offline, {
      [`POST ${path}`]: Response.json({
        data: {
          is_available_now: true,
          available_now_start: now,
          available_now_end: '2026-11-26T01:00:00.000Z',
        },
      }),
    });
    const toggle = screen.getByRole('switch', { name: 'Go Live' });
    toggle.focus();
    await user.keyboard(' ');
    const dialog = await screen.findByRole('dialog', { name: 'Go Live' });
    for (const [name, option] of [
      ['Until Hour', '5'],
      ['Until Minutes', '00'],
      ['Until AM/PM', 'PM'],
    ] as const) {
      await user.click(within(dialog).getByRole('combobox', { name }));
      await user.click(screen.getByRole('option', { name: option }));
    }
    await user.click(within(dialog).getByRole('button', { name: 'Go Live' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(messages()).toEqual(['Your available now time has been set']);
    expect(bodyOf(fetchImpl.mock.calls[0]!)).toEqual({
      start: now,
      end: '2026-11-26T01:00:00.000Z',
    });
    expect(toggle).toBeChecked();
    expect(toggle).toHaveAccessibleDescription('Live until 5:00 PM');
    expect(toggle).toHaveFocus();
  });

  it('ends the live window when turned off: PUT { end: now }, then availableNowRemoved', async () => {
    const user = userEvent.setup();
    const { fetchImpl, messages } = renderToggle(liveUntilFive, {
      [`PUT ${path}`]: Response.json({
        data: { is_available_now: false, available_now_start: null, available_now_end: now },
      }),
    });
    const toggle = screen.getByRole('switch', { name: 'Go Live' });
    await user.click(toggle);
    await waitFor(() => expect(toggle).not.toBeChecked());
    expect(messages()).toEqual(['You are no longer available now']);
    const [call] = fetchImpl.mock.calls;
    expect(call![1]?.method).toBe('PUT');
    expect(bodyOf(call!)).toEqual({ end: now });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the server’s message when going offline fails, and stays on', async () => {
    const user = userEvent.setup();
    const { messages } = renderToggle(liveUntilFive, {
      [`PUT ${path}`]: Response.json(
        { message: 'Only active designers can go live.' },
        { status: 403 },
      ),
    });
    const toggle = screen.getByRole('switch', { name: 'Go Live' });
    await user.click(toggle);
    await waitFor(() => expect(messages()).toEqual(['Only active designers can go live.']));
    expect(toggle).toBeChecked();
  });
});

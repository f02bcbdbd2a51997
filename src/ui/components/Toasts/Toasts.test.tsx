import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NotificationProvider } from '#src/lib/messages/NotificationProvider.tsx';
import { createNotificationStore, type NotifyInput } from '#src/lib/messages/notificationStore.ts';
import { Toasts } from './Toasts.tsx';

function showToasts(...inputs: NotifyInput[]) {
  const store = createNotificationStore();
  for (const input of inputs) store.show(input);
  render(
    <NotificationProvider store={store}>
      <Toasts />
    </NotificationProvider>,
  );
  return store;
}

/**
 * The live region of one politeness. Live regions have no role a query could find them by, and how a
 * message is announced is the behaviour under test, so this reads the attribute directly.
 */
function liveRegion(politeness: 'assertive' | 'polite'): HTMLElement {
  const region = screen.getByRole('region', { name: 'Notifications' });
  // eslint-disable-next-line testing-library/no-node-access
  const live = region.querySelector<HTMLElement>(`[aria-live="${politeness}"]`);
  if (!live) throw new Error(`No ${politeness} live region`);
  return live;
}

/** The toast holding a message: flashing is a visual state with no accessible counterpart. */
function toastOf(message: string): HTMLElement {
  // eslint-disable-next-line testing-library/no-node-access
  const toast = screen.getByText(message).closest<HTMLElement>('[data-status]');
  if (!toast) throw new Error(`No toast for ${message}`);
  return toast;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('Toasts', () => {
  it('shows the notifications in a region labelled Notifications', () => {
    showToasts({ message: 'accountUpdated' });
    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(within(region).getByText('Your account was updated successfully!')).toBeVisible();
  });

  it('announces errors assertively and other messages politely', () => {
    showToasts(
      { message: 'unableToLoadOrders' },
      { message: 'requiresLogin' },
      { message: 'copyPageUrl' },
    );
    const assertive = liveRegion('assertive');
    const polite = liveRegion('polite');
    expect(assertive).toHaveTextContent('Error: Sorry, we were unable to load your orders');
    expect(polite).toHaveTextContent('Information: Login to access that page.');
    expect(polite).toHaveTextContent('Success: Copied Page URL');
    expect(assertive).not.toHaveTextContent('Copied Page URL');
  });

  it('names the status of each message in words as well as with its icon', () => {
    showToasts('Something went wrong', { message: 'passwordReset' });
    expect(screen.getByText('Something went wrong')).toHaveTextContent(
      'Error: Something went wrong',
    );
    expect(screen.getByText('Your password has been successfully changed!')).toHaveTextContent(
      'Success: Your password has been successfully changed!',
    );
  });

  it('gives each message a dismiss button that removes it', async () => {
    const store = showToasts({ message: 'copyPageUrl' }, { message: 'invalidTime' });
    const buttons = screen.getAllByRole('button', { name: 'Dismiss notification' });
    expect(buttons).toHaveLength(2);
    await userEvent.click(
      screen.getByRole('button', {
        name: 'Dismiss notification',
        description: 'Success: Copied Page URL',
      }),
    );
    expect(screen.queryByText('Copied Page URL')).not.toBeInTheDocument();
    expect(
      screen.getByText('Please fill out all fields to confirm your availability.'),
    ).toBeVisible();
    expect(store.getSnapshot().map((item) => item.key)).toEqual(['invalidTime']);
  });

  it('can be dismissed from the keyboard', async () => {
    showToasts({ message: 'sessionCompleted' });
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Dismiss notification' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.queryByText("You've marked this session as complete.")).not.toBeInTheDocument();
  });

  it('shows a repeated message once and marks it as flashing for a moment', () => {
    vi.useFakeTimers();
    const store = showToasts('Try again');
    act(() => {
      store.show('Try again');
    });
    expect(screen.getAllByText('Try again')).toHaveLength(1);
    const toast = toastOf('Try again');
    expect(toast).toHaveAttribute('data-flash');
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(toast).not.toHaveAttribute('data-flash');
  });

  it('removes a message by itself after its time on screen', () => {
    vi.useFakeTimers();
    showToasts({ message: 'availableNowSet' });
    expect(screen.getByText('Your available now time has been set')).toBeVisible();
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(screen.queryByText('Your available now time has been set')).not.toBeInTheDocument();
  });

  it('renders an empty region when there is nothing to say', () => {
    showToasts();
    expect(screen.getByRole('region', { name: 'Notifications' }).textContent).toBe('');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});

import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NotificationProvider } from '#src/messages/NotificationProvider.tsx';
import { createNotificationStore, type NotifyInput } from '#src/messages/notificationStore.ts';
import { Toasts } from './Toasts.tsx';

function renderToasts(...inputs: NotifyInput[]) {
  const store = createNotificationStore();
  for (const input of inputs) store.show(input);
  render(
    <NotificationProvider store={store}>
      <Toasts />
    </NotificationProvider>,
  );
  return store;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('Toasts', () => {
  it('shows the notifications in a region labelled Notifications', () => {
    renderToasts({ message: 'accountUpdated' });
    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(within(region).getByText('Your account was updated successfully!')).toBeVisible();
  });

  it('announces errors assertively and other messages politely', () => {
    renderToasts({ message: 'unableToLoadOrders' }, { message: 'requiresLogin' }, { message: 'copyPageUrl' });
    const assertive = screen
      .getByRole('region', { name: 'Notifications' })
      .querySelector<HTMLElement>('[aria-live="assertive"]');
    const polite = screen
      .getByRole('region', { name: 'Notifications' })
      .querySelector<HTMLElement>('[aria-live="polite"]');
    expect(assertive).toHaveTextContent('Error: Sorry, we were unable to load your orders');
    expect(polite).toHaveTextContent('Information: Login to access that page.');
    expect(polite).toHaveTextContent('Success: Copied Page URL');
    expect(assertive).not.toHaveTextContent('Copied Page URL');
  });

  it('names the status of each message in words as well as with its icon', () => {
    renderToasts('Something went wrong', { message: 'passwordReset' });
    expect(screen.getByText('Something went wrong')).toHaveTextContent('Error: Something went wrong');
    expect(screen.getByText('Your password has been successfully changed!')).toHaveTextContent(
      'Success: Your password has been successfully changed!',
    );
  });

  it('gives each message a dismiss button that removes it', async () => {
    const store = renderToasts({ message: 'copyPageUrl' }, { message: 'invalidTime' });
    const buttons = screen.getAllByRole('button', { name: 'Dismiss notification' });
    expect(buttons).toHaveLength(2);
    await userEvent.click(
      screen.getByRole('button', {
        name: 'Dismiss notification',
        description: 'Success: Copied Page URL',
      }),
    );
    expect(screen.queryByText('Copied Page URL')).not.toBeInTheDocument();
    expect(screen.getByText('Please fill out all fields to confirm your availability.')).toBeVisible();
    expect(store.getSnapshot().map((item) => item.key)).toEqual(['invalidTime']);
  });

  it('can be dismissed from the keyboard', async () => {
    renderToasts({ message: 'sessionCompleted' });
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Dismiss notification' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.queryByText("You've marked this session as complete.")).not.toBeInTheDocument();
  });

  it('shows a repeated message once and marks it as flashing for a moment', () => {
    vi.useFakeTimers();
    const store = renderToasts('Try again');
    act(() => {
      store.show('Try again');
    });
    expect(screen.getAllByText('Try again')).toHaveLength(1);
    const toast = screen.getByText('Try again').parentElement;
    expect(toast).toHaveAttribute('data-flash');
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(toast).not.toHaveAttribute('data-flash');
  });

  it('removes a message by itself after its time on screen', () => {
    vi.useFakeTimers();
    renderToasts({ message: 'availableNowSet' });
    expect(screen.getByText('Your available now time has been set')).toBeVisible();
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(screen.queryByText('Your available now time has been set')).not.toBeInTheDocument();
  });

  it('renders an empty region when there is nothing to say', () => {
    renderToasts();
    expect(screen.getByRole('region', { name: 'Notifications' }).textContent).toBe('');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});

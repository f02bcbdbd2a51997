import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { NotificationProvider, useNotifications, useNotify } from './NotificationProvider.tsx';
import { createNotificationStore } from './notificationStore.ts';

function NotificationList() {
  const { notifications, remove } = useNotifications();
  return (
    <ul>
      {notifications.map((item) => (
        <li key={item.guid}>
          {item.status}: {item.message}
          <button type="button" onClick={() => remove(item.guid)}>
            Close {item.message}
          </button>
        </li>
      ))}
    </ul>
  );
}

function SaveButton() {
  const notify = useNotify();
  return (
    <button type="button" onClick={() => notify({ message: 'accountUpdated' })}>
      Save
    </button>
  );
}

describe('NotificationProvider', () => {
  it('lets a component show a catalogue message that another component lists', async () => {
    render(
      <NotificationProvider>
        <SaveButton />
        <NotificationList />
      </NotificationProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('listitem')).toHaveTextContent(
      'success: Your account was updated successfully!',
    );
  });

  it('removes a notification when asked', async () => {
    render(
      <NotificationProvider>
        <SaveButton />
        <NotificationList />
      </NotificationProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await userEvent.click(
      screen.getByRole('button', { name: 'Close Your account was updated successfully!' }),
    );
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
  });

  it('gives each provider its own notifications', async () => {
    render(
      <>
        <NotificationProvider>
          <SaveButton />
        </NotificationProvider>
        <NotificationProvider>
          <NotificationList />
        </NotificationProvider>
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
  });

  it('uses an injected store', () => {
    const store = createNotificationStore();
    render(
      <NotificationProvider store={store}>
        <NotificationList />
      </NotificationProvider>,
    );
    act(() => {
      store.show('The garden could not be saved');
    });
    expect(screen.getByRole('listitem')).toHaveTextContent('error: The garden could not be saved');
  });

  it('renders no notifications on the server, so hydration starts from the same list', () => {
    const store = createNotificationStore();
    store.show({ message: 'Stays', duration: 0 });
    expect(
      renderToString(
        <NotificationProvider store={store}>
          <NotificationList />
        </NotificationProvider>,
      ),
    ).toBe('<ul></ul>');
  });

  it('refuses to be used outside a provider', () => {
    // React reports the thrown error on the console as well; keep the test output readable.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    function Orphan() {
      useNotify();
      return null;
    }
    expect(() => render(<Orphan />)).toThrow(
      'useNotify must be used inside <NotificationProvider>',
    );
  });
});

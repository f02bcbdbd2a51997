import { createContext, useContext, useState, useSyncExternalStore, type ReactNode } from 'react';
import {
  createNotificationStore,
  type Notification,
  type NotificationStore,
  type Notify,
} from './notificationStore.ts';

const NotificationContext = createContext<NotificationStore | null>(null);

const noNotifications: readonly Notification[] = [];
// The server renders no notifications, so hydration starts from the same empty list.
const getServerSnapshot = () => noNotifications;

/**
 * Holds the notifications (toasts) of one app tree. Each provider makes its own store unless one is
 * injected (tests, or a store shared with code outside React).
 */
export function NotificationProvider({
  store,
  children,
}: {
  store?: NotificationStore;
  children: ReactNode;
}) {
  const [ownStore] = useState(createNotificationStore);
  return (
    <NotificationContext.Provider value={store ?? ownStore}>
      {children}
    </NotificationContext.Provider>
  );
}

function useNotificationStore(hook: string): NotificationStore {
  const store = useContext(NotificationContext);
  if (!store) throw new Error(`${hook} must be used inside <NotificationProvider>`);
  return store;
}

/**
 * The function that shows a notification: a catalogue key (`notify({ message: 'accountUpdated' })`),
 * free text with a status, or a plain string shown as an error.
 */
export function useNotify(): Notify {
  return useNotificationStore('useNotify').show;
}

/** The notifications on screen, oldest first, and the way to close one. */
export function useNotifications(): {
  notifications: readonly Notification[];
  remove: (guid: string) => void;
} {
  const store = useNotificationStore('useNotifications');
  const notifications = useSyncExternalStore(store.subscribe, store.getSnapshot, getServerSnapshot);
  return { notifications, remove: store.remove };
}

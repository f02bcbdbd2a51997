import {
  defaultMessageDuration,
  isMessageKey,
  messageCatalogue,
  messageFlashDelay,
  type MessageKey,
  type MessageStatus,
} from './catalogue.ts';

/** One notification on screen (docs/spec/platform.md §3 "Message"). */
export interface Notification {
  /** Derived from the message text: the same text always has the same guid. */
  guid: string;
  message: string;
  status: MessageStatus;
  /** Milliseconds before it removes itself; 0 keeps it until closed. */
  duration: number;
  /** Set for a moment when the same message is shown again while on screen. */
  flash: boolean;
  /** The catalogue key it came from, if any. */
  key: MessageKey | null;
  /** When it was first shown (store clock, ms). */
  createdAt: number;
}

/**
 * What `show` accepts: a plain string is shown as an error with that text; an object's `message` is a
 * catalogue key (replaced by the catalogue wording and status) or free text.
 */
export type NotifyInput =
  | string
  | {
      message: MessageKey | (string & {});
      /** For free text; a catalogue key brings its own status. Default 'error'. */
      status?: MessageStatus;
      /** Milliseconds on screen; 0 keeps it until closed. Default: the catalogue's, else 5000. */
      duration?: number;
    };

export type Notify = (input: NotifyInput) => string;

type TimerId = ReturnType<typeof setTimeout>;

export interface NotificationStoreOptions {
  /** The clock for `createdAt`. */
  now?: () => number;
  setTimeout?: (callback: () => void, ms: number) => TimerId;
  clearTimeout?: (id: TimerId) => void;
}

export interface NotificationStore {
  /** Shows a notification (or flashes the one already showing the same text); returns its guid. */
  show: Notify;
  remove: (guid: string) => void;
  /** Removes every notification. */
  clear: () => void;
  subscribe: (listener: () => void) => () => void;
  /** The current list, oldest first. The same array until something changes. */
  getSnapshot: () => readonly Notification[];
}

/** A stable 32-bit FNV-1a hash of the text, so a message keeps its guid across renders and reloads. */
export function messageGuid(message: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < message.length; i++) {
    hash ^= message.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return `msg-${(hash >>> 0).toString(36)}`;
}

/** Resolves what a caller passed into the notification's wording, status and duration. */
export function resolveNotifyInput(
  input: NotifyInput,
): Pick<Notification, 'message' | 'status' | 'duration' | 'key'> {
  if (typeof input === 'string') {
    return { message: input, status: 'error', duration: defaultMessageDuration, key: null };
  }
  if (isMessageKey(input.message)) {
    const entry = messageCatalogue[input.message];
    return {
      message: entry.message,
      status: entry.status,
      duration: input.duration ?? entry.duration,
      key: input.message,
    };
  }
  return {
    message: input.message,
    status: input.status ?? 'error',
    duration: input.duration ?? defaultMessageDuration,
    key: null,
  };
}

/**
 * The notification list behind the toasts, free of any framework: React reads it through
 * `useSyncExternalStore`. Rules (docs/spec/platform.md §4, §9): showing a message whose guid is already on screen
 * marks it `flash` for 200 ms instead of adding it again; a notification can be removed by guid; it removes
 * itself after its duration unless the duration is 0.
 */
export function createNotificationStore(options: NotificationStoreOptions = {}): NotificationStore {
  const now = options.now ?? (() => Date.now());
  // Looked up at call time so fake timers installed after the store was made still apply.
  const schedule =
    options.setTimeout ??
    ((callback: () => void, ms: number) => globalThis.setTimeout(callback, ms));
  const cancel = options.clearTimeout ?? ((id: TimerId) => globalThis.clearTimeout(id));

  let notifications: readonly Notification[] = [];
  const listeners = new Set<() => void>();
  const removeTimers = new Map<string, TimerId>();
  const flashTimers = new Map<string, TimerId>();

  function commit(next: readonly Notification[]) {
    notifications = next;
    for (const listener of [...listeners]) listener();
  }

  function update(guid: string, change: Partial<Notification>) {
    if (!notifications.some((item) => item.guid === guid)) return;
    commit(notifications.map((item) => (item.guid === guid ? { ...item, ...change } : item)));
  }

  function clearTimer(timers: Map<string, TimerId>, guid: string) {
    const id = timers.get(guid);
    if (id !== undefined) cancel(id);
    timers.delete(guid);
  }

  function scheduleRemoval(guid: string, duration: number) {
    clearTimer(removeTimers, guid);
    if (duration > 0)
      removeTimers.set(
        guid,
        schedule(() => remove(guid), duration),
      );
  }

  function remove(guid: string) {
    clearTimer(removeTimers, guid);
    clearTimer(flashTimers, guid);
    if (!notifications.some((item) => item.guid === guid)) return;
    commit(notifications.filter((item) => item.guid !== guid));
  }

  function show(input: NotifyInput): string {
    const resolved = resolveNotifyInput(input);
    const guid = messageGuid(resolved.message);
    const existing = notifications.find((item) => item.guid === guid);
    if (existing) {
      update(guid, { flash: true, duration: resolved.duration });
      clearTimer(flashTimers, guid);
      flashTimers.set(
        guid,
        schedule(() => {
          flashTimers.delete(guid);
          update(guid, { flash: false });
        }, messageFlashDelay),
      );
    } else {
      commit([...notifications, { ...resolved, guid, flash: false, createdAt: now() }]);
    }
    // Showing it again restarts its time on screen, so a repeated message does not vanish right after flashing.
    scheduleRemoval(guid, resolved.duration);
    return guid;
  }

  function clear() {
    for (const id of removeTimers.values()) cancel(id);
    for (const id of flashTimers.values()) cancel(id);
    removeTimers.clear();
    flashTimers.clear();
    if (notifications.length > 0) commit([]);
  }

  return {
    show,
    remove,
    clear,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    getSnapshot: () => notifications,
  };
}

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createNotificationStore, messageGuid } from './notificationStore.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('showing a notification', () => {
  it('shows a plain string as an error with that text', () => {
    const store = createNotificationStore({ now: () => 1234 });
    const guid = store.show('Something went wrong');
    expect(store.getSnapshot()).toEqual([
      {
        guid,
        message: 'Something went wrong',
        status: 'error',
        duration: 5000,
        flash: false,
        key: null,
        createdAt: 1234,
      },
    ]);
  });

  it('does not look a plain string up in the catalogue', () => {
    const store = createNotificationStore();
    store.show('accountUpdated');
    expect(store.getSnapshot()[0]).toMatchObject({
      message: 'accountUpdated',
      status: 'error',
      key: null,
    });
  });

  it('replaces a catalogue key by its wording, status and duration', () => {
    const store = createNotificationStore();
    store.show({ message: 'accountUpdated' });
    store.show({ message: 'quizError' });
    expect(store.getSnapshot()).toMatchObject([
      {
        message: 'Your account was updated successfully!',
        status: 'success',
        duration: 5000,
        key: 'accountUpdated',
      },
      {
        message:
          "We were unable to load your quiz results, but we've saved your responses. Please come back soon and try taking the quiz again.",
        status: 'error',
        duration: 10_000,
        key: 'quizError',
      },
    ]);
  });

  it('keeps the status of a catalogue key even when the caller passes another', () => {
    const store = createNotificationStore();
    store.show({ message: 'requiresLogin', status: 'error' });
    expect(store.getSnapshot()[0]).toMatchObject({
      message: 'Login to access that page.',
      status: 'info',
    });
  });

  it('lets the caller choose how long a catalogue message stays', () => {
    const store = createNotificationStore();
    store.show({ message: 'copyPageUrl', duration: 1000 });
    expect(store.getSnapshot()[0]).toMatchObject({ message: 'Copied Page URL', duration: 1000 });
  });

  it('shows free text with the given status, or as an error by default', () => {
    const store = createNotificationStore();
    store.show({ message: 'Saved your garden', status: 'success' });
    store.show({ message: 'Could not reach the garden' });
    expect(store.getSnapshot()).toMatchObject([
      { message: 'Saved your garden', status: 'success', duration: 5000 },
      { message: 'Could not reach the garden', status: 'error', duration: 5000 },
    ]);
  });

  it('lists notifications oldest first', () => {
    const store = createNotificationStore();
    store.show('First');
    store.show('Second');
    store.show('Third');
    expect(store.getSnapshot().map((item) => item.message)).toEqual(['First', 'Second', 'Third']);
  });
});

describe('the guid of a notification', () => {
  it('is derived from the message text alone', () => {
    expect(messageGuid('Copied Page URL')).toBe(messageGuid('Copied Page URL'));
    expect(messageGuid('Copied Page URL')).not.toBe(messageGuid('Copied page URL'));
    const store = createNotificationStore();
    expect(store.show({ message: 'copyPageUrl' })).toBe(messageGuid('Copied Page URL'));
    expect(store.show({ message: 'Copied Page URL', status: 'success' })).toBe(
      messageGuid('Copied Page URL'),
    );
  });

  it('is the same in every store', () => {
    expect(createNotificationStore().show('Hello')).toBe(createNotificationStore().show('Hello'));
  });
});

describe('showing a message that is already on screen', () => {
  it('marks it flash instead of adding it again', () => {
    const store = createNotificationStore();
    store.show({ message: 'invalidTime' });
    store.show({ message: 'invalidTime' });
    expect(store.getSnapshot()).toHaveLength(1);
    expect(store.getSnapshot()[0]?.flash).toBe(true);
  });

  it('treats a key and its wording as the same message', () => {
    const store = createNotificationStore();
    store.show({ message: 'invalidTimePast' });
    store.show({ message: "You must select a time that isn't in the past.", status: 'error' });
    expect(store.getSnapshot()).toHaveLength(1);
    expect(store.getSnapshot()[0]?.flash).toBe(true);
  });

  it('clears the flash after 200 ms so it can flash again', () => {
    const store = createNotificationStore();
    store.show('Oops');
    store.show('Oops');
    vi.advanceTimersByTime(199);
    expect(store.getSnapshot()[0]?.flash).toBe(true);
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot()[0]?.flash).toBe(false);
    store.show('Oops');
    expect(store.getSnapshot()[0]?.flash).toBe(true);
  });

  it('keeps the flash for a full 200 ms after the latest repeat', () => {
    const store = createNotificationStore();
    store.show('Oops');
    store.show('Oops');
    vi.advanceTimersByTime(150);
    store.show('Oops');
    vi.advanceTimersByTime(150);
    expect(store.getSnapshot()[0]?.flash).toBe(true);
    vi.advanceTimersByTime(50);
    expect(store.getSnapshot()[0]?.flash).toBe(false);
  });

  it('restarts its time on screen', () => {
    const store = createNotificationStore();
    store.show('Oops');
    vi.advanceTimersByTime(4000);
    store.show('Oops');
    vi.advanceTimersByTime(4000);
    expect(store.getSnapshot()).toHaveLength(1);
    vi.advanceTimersByTime(1000);
    expect(store.getSnapshot()).toEqual([]);
  });

  it('adds it again as new once the first one is gone', () => {
    const store = createNotificationStore();
    const guid = store.show('Oops');
    store.remove(guid);
    store.show('Oops');
    expect(store.getSnapshot()).toMatchObject([{ message: 'Oops', flash: false }]);
  });
});

describe('removing notifications', () => {
  it('removes a notification by guid and leaves the others', () => {
    const store = createNotificationStore();
    const first = store.show('First');
    store.show('Second');
    store.remove(first);
    expect(store.getSnapshot().map((item) => item.message)).toEqual(['Second']);
  });

  it('ignores a guid that is not on screen', () => {
    const store = createNotificationStore();
    store.show('First');
    const before = store.getSnapshot();
    store.remove('msg-unknown');
    expect(store.getSnapshot()).toBe(before);
  });

  it('removes a notification by itself after 5 seconds by default', () => {
    const store = createNotificationStore();
    store.show('Gone soon');
    vi.advanceTimersByTime(4999);
    expect(store.getSnapshot()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot()).toEqual([]);
  });

  it('keeps the quiz error for 10 seconds', () => {
    const store = createNotificationStore();
    store.show({ message: 'quizError' });
    vi.advanceTimersByTime(9999);
    expect(store.getSnapshot()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot()).toEqual([]);
  });

  it('keeps a notification with duration 0 until it is closed', () => {
    const store = createNotificationStore();
    const guid = store.show({ message: 'Stays here', duration: 0 });
    vi.advanceTimersByTime(60 * 60 * 1000);
    expect(store.getSnapshot()).toHaveLength(1);
    store.remove(guid);
    expect(store.getSnapshot()).toEqual([]);
  });

  it('does not let the timer of a closed notification remove a later one with the same text', () => {
    const store = createNotificationStore();
    const guid = store.show('Oops');
    vi.advanceTimersByTime(3000);
    store.remove(guid);
    store.show('Oops');
    vi.advanceTimersByTime(4000);
    expect(store.getSnapshot()).toHaveLength(1);
    vi.advanceTimersByTime(1000);
    expect(store.getSnapshot()).toEqual([]);
  });

  it('clears every notification and its timers', () => {
    const store = createNotificationStore();
    store.show('First');
    store.show({ message: 'Second', duration: 0 });
    store.clear();
    expect(store.getSnapshot()).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('subscribing to the store', () => {
  it('tells subscribers about every change until they unsubscribe', () => {
    const store = createNotificationStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    const guid = store.show('Hello');
    expect(listener).toHaveBeenCalledTimes(1);
    store.remove(guid);
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    store.show('Hello again');
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('returns the same snapshot until something changes', () => {
    const store = createNotificationStore();
    const empty = store.getSnapshot();
    expect(store.getSnapshot()).toBe(empty);
    store.show('Hello');
    const one = store.getSnapshot();
    expect(one).not.toBe(empty);
    expect(store.getSnapshot()).toBe(one);
  });

  it('uses the timer functions it is given', () => {
    const scheduled: { callback: () => void; ms: number }[] = [];
    const store = createNotificationStore({
      setTimeout: (callback, ms) => {
        scheduled.push({ callback, ms });
        return scheduled.length as unknown as ReturnType<typeof setTimeout>;
      },
      clearTimeout: () => {},
    });
    store.show({ message: 'quizError' });
    expect(scheduled.map((timer) => timer.ms)).toEqual([10_000]);
    scheduled[0]?.callback();
    expect(store.getSnapshot()).toEqual([]);
  });
});

import { useCallback, useRef, useSyncExternalStore } from 'react';

/**
 * State remembered in the browser: text kept under a key in localStorage (survives the tab) or
 * sessionStorage (gone with the tab), with memory as the fallback where storage is refused (private
 * mode, blocked, full) so the page still works for its life. One store per kind; the quiz's answers,
 * the checkout's survey answers and any new section that must remember something share it.
 *
 * In React, `useRemembered` reads a key through `useSyncExternalStore`: the server and the hydrating
 * render see the fallback (storage is only in the browser, and the HTML must match), then the browser
 * renders again with what was kept. It also follows changes made by another tab.
 */
export type StorageKind = 'local' | 'session';

export interface RememberedStore {
  readonly kind: StorageKind;
  read(key: string): string | null;
  /** Keeps `value` under `key`; `null` forgets it. Every subscriber hears of it. */
  write(key: string, value: string | null): void;
  /** The keys that start with `prefix`, in storage or in memory. */
  keys(prefix: string): string[];
  subscribe(listener: () => void): () => void;
}

function createStore(kind: StorageKind): RememberedStore {
  const memory = new Map<string, string>();
  const listeners = new Set<() => void>();
  const storage = (): Storage | null => {
    try {
      if (typeof window === 'undefined') return null;
      return kind === 'local' ? window.localStorage : window.sessionStorage;
    } catch {
      return null;
    }
  };
  const notify = () => {
    for (const listener of listeners) listener();
  };
  return {
    kind,
    read(key) {
      try {
        const stored = storage()?.getItem(key);
        if (stored !== null && stored !== undefined) return stored;
      } catch {
        // Storage refused: memory only.
      }
      return memory.get(key) ?? null;
    },
    write(key, value) {
      memory.delete(key);
      let kept = false;
      try {
        const stored = storage();
        if (stored) {
          if (value === null) stored.removeItem(key);
          else stored.setItem(key, value);
          kept = true;
        }
      } catch {
        // Storage full or refused: memory keeps it.
      }
      if (!kept && value !== null) memory.set(key, value);
      notify();
    },
    keys(prefix) {
      const found = new Set([...memory.keys()].filter((key) => key.startsWith(prefix)));
      try {
        const stored = storage();
        for (let index = 0; stored && index < stored.length; index += 1) {
          const key = stored.key(index);
          if (key?.startsWith(prefix)) found.add(key);
        }
      } catch {
        // Storage refused: memory only.
      }
      return [...found];
    },
    subscribe(listener) {
      listeners.add(listener);
      // Another tab changed the same storage (only localStorage is shared between tabs).
      const onStorage = () => listener();
      if (typeof window !== 'undefined') window.addEventListener('storage', onStorage);
      return () => {
        listeners.delete(listener);
        if (typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
      };
    },
  };
}

const stores: Record<StorageKind, RememberedStore | undefined> = {
  local: undefined,
  session: undefined,
};

/** The store of a kind of browser storage (one per page). */
export function rememberedStore(kind: StorageKind): RememberedStore {
  return (stores[kind] ??= createStore(kind));
}

/** Reads a JSON value kept under a key, or `undefined` when there is none or it is not JSON. */
export function readRememberedJson(store: RememberedStore, key: string): unknown {
  const raw = store.read(key);
  if (raw === null) return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * A value remembered under `key` (`null`: nothing to read, the fallback), checked by `parse` (which
 * gets the stored JSON, or `undefined`, and answers the value or the fallback: stored text is never
 * trusted), and the way to change it (`null` forgets it). The value is the same object from render to
 * render while the stored text is unchanged. Keep `parse` and `fallback` the same from render to render
 * (module-level).
 */
export function useRemembered<T>(
  store: RememberedStore,
  key: string | null,
  parse: (stored: unknown) => T,
  fallback: T,
): [T, (value: T | null) => void] {
  const last = useRef<{ key: string | null; raw: string | null; value: T } | null>(null);
  const read = useCallback((): T => {
    if (key === null) return fallback;
    const raw = store.read(key);
    const cached = last.current;
    if (cached && cached.key === key && cached.raw === raw) return cached.value;
    const value = raw === null ? fallback : parse(readRememberedJson(store, key));
    last.current = { key, raw, value };
    return value;
  }, [store, key, parse, fallback]);
  const value = useSyncExternalStore(store.subscribe, read, () => fallback);
  const set = useCallback(
    (next: T | null) => {
      if (key !== null) store.write(key, next === null ? null : JSON.stringify(next));
    },
    [store, key],
  );
  return [value, set];
}

import { describe, expect, it, vi } from 'vitest';
import {
  chunkReloadStorageKey,
  installChunkReload,
  isChunkLoadError,
  reloadForChunkError,
  type ChunkReloadEnvironment,
} from './chunkReload.ts';

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

function environment(storage: ChunkReloadEnvironment['storage'] = memoryStorage()) {
  let now = Date.parse('2030-05-01T10:00:00Z');
  const env = {
    storage,
    now: () => now,
    reload: vi.fn(),
  } satisfies ChunkReloadEnvironment;
  return { env, advance: (ms: number) => (now += ms) };
}

const chromium = new TypeError(
  'Failed to fetch dynamically imported module: https://trellis.test/assets/page-3f2a.js',
);
const safari = new TypeError('Importing a module script failed.');
const firefox = new TypeError('error loading dynamically imported module: /assets/page.js');

describe('isChunkLoadError', () => {
  it('recognises the failed dynamic imports of Chromium, Safari and Firefox', () => {
    expect(isChunkLoadError(chromium)).toBe(true);
    expect(isChunkLoadError(safari)).toBe(true);
    expect(isChunkLoadError(firefox)).toBe(true);
    expect(isChunkLoadError({ message: 'Importing a module script failed.' })).toBe(true);
  });

  it('leaves other errors alone', () => {
    expect(isChunkLoadError(new Error('Request failed with status 500'))).toBe(false);
    expect(isChunkLoadError(new TypeError('Failed to fetch'))).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
  });
});

describe('reloadForChunkError', () => {
  it('reloads the page on a failed chunk and notes when', () => {
    const storage = memoryStorage();
    const { env } = environment(storage);
    expect(reloadForChunkError(chromium, env)).toBe(true);
    expect(env.reload).toHaveBeenCalledTimes(1);
    expect(storage.getItem(chunkReloadStorageKey)).toBe(String(env.now()));
  });

  it('does not reload for other errors', () => {
    const { env } = environment();
    expect(reloadForChunkError(new Error('Boom'), env)).toBe(false);
    expect(env.reload).not.toHaveBeenCalled();
  });

  it('reloads at most once a minute', () => {
    const { env, advance } = environment();
    expect(reloadForChunkError(chromium, env)).toBe(true);
    advance(30_000);
    expect(reloadForChunkError(safari, env)).toBe(false);
    advance(29_999);
    expect(reloadForChunkError(safari, env)).toBe(false);
    expect(env.reload).toHaveBeenCalledTimes(1);
    advance(1);
    expect(reloadForChunkError(firefox, env)).toBe(true);
    expect(env.reload).toHaveBeenCalledTimes(2);
  });

  it('remembers the last reload across page loads (session storage)', () => {
    const { env } = environment(
      memoryStorage({ [chunkReloadStorageKey]: String(Date.parse('2030-05-01T09:59:30Z')) }),
    );
    expect(reloadForChunkError(chromium, env)).toBe(false);
    expect(env.reload).not.toHaveBeenCalled();
  });

  it('does not reload when it cannot remember, so it can never loop', () => {
    const { env } = environment(null);
    expect(reloadForChunkError(chromium, env)).toBe(false);
    const throwing = environment({
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {},
    });
    expect(reloadForChunkError(chromium, throwing.env)).toBe(false);
    expect(env.reload).not.toHaveBeenCalled();
    expect(throwing.env.reload).not.toHaveBeenCalled();
  });
});

describe('installChunkReload', () => {
  it("reloads on Vite's preload error and keeps the error from the page", () => {
    const { env } = environment();
    const uninstall = installChunkReload(window, env);
    const event = new Event('vite:preloadError', { cancelable: true });
    window.dispatchEvent(event);
    expect(env.reload).toHaveBeenCalledTimes(1);
    expect(event.defaultPrevented).toBe(true);

    // Within the minute the error goes on to the error boundaries.
    const again = new Event('vite:preloadError', { cancelable: true });
    window.dispatchEvent(again);
    expect(env.reload).toHaveBeenCalledTimes(1);
    expect(again.defaultPrevented).toBe(false);
    uninstall();
  });

  it('reloads on an unhandled rejection of a dynamic import only', () => {
    const { env } = environment();
    const uninstall = installChunkReload(window, env);
    const rejection = (reason: unknown) => {
      const event = new Event('unhandledrejection') as PromiseRejectionEvent;
      Object.defineProperty(event, 'reason', { value: reason });
      window.dispatchEvent(event);
    };
    rejection(new Error('Something else'));
    expect(env.reload).not.toHaveBeenCalled();
    rejection(chromium);
    expect(env.reload).toHaveBeenCalledTimes(1);
    uninstall();
    rejection(chromium);
    expect(env.reload).toHaveBeenCalledTimes(1);
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadPlaces, placesScriptUrl, type PlacesLibrary } from './placesLoader.ts';

const fakePlaces = { Autocomplete: vi.fn() } as unknown as PlacesLibrary;

/** A window whose maps library turns up when the test says, with the real (fake) timers. */
function fakeWindow() {
  const target: {
    google?: { maps?: { places?: PlacesLibrary } };
    setTimeout: typeof window.setTimeout;
    clearTimeout: typeof window.clearTimeout;
  } = {
    setTimeout: ((handler: () => void, ms: number) => setTimeout(handler, ms)) as never,
    clearTimeout: ((id: number) => clearTimeout(id)) as never,
  };
  return target;
}

beforeEach(() => {
  vi.useFakeTimers();
  document.head.innerHTML = '';
});
afterEach(() => vi.useRealTimers());

describe('loading the places library', () => {
  it('loads nothing without a key', async () => {
    expect(await loadPlaces(null, { target: fakeWindow() })).toBeNull();
    expect(document.scripts).toHaveLength(0);
  });

  it('adds the service’s script once and looks for the library every 200 ms until it is there', async () => {
    const target = fakeWindow();
    const spy = vi.spyOn(target, 'setTimeout');
    const first = loadPlaces('browser-key', { target });
    const second = loadPlaces('browser-key', { target });
    const scripts = document.head.querySelectorAll('script');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]!.src).toBe(placesScriptUrl('browser-key'));
    expect(scripts[0]!.src).toContain('libraries=places');
    await vi.advanceTimersByTimeAsync(600);
    expect(spy).toHaveBeenCalledWith(expect.any(Function), 200);
    target.google = { maps: { places: fakePlaces } };
    await vi.advanceTimersByTimeAsync(200);
    expect(await first).toBe(fakePlaces);
    expect(await second).toBe(fakePlaces);
  });

  it('gives up at the deadline, and at once when the script fails', async () => {
    const slow = loadPlaces('browser-key', { target: fakeWindow(), deadlineMs: 1000 });
    await vi.advanceTimersByTimeAsync(1200);
    expect(await slow).toBeNull();

    document.head.innerHTML = '';
    const blocked = loadPlaces('browser-key', { target: fakeWindow() });
    document.head.querySelector('script')!.dispatchEvent(new Event('error'));
    await vi.advanceTimersByTimeAsync(200);
    expect(await blocked).toBeNull();
  });

  it('answers at once when the page already has the library', async () => {
    const target = fakeWindow();
    target.google = { maps: { places: fakePlaces } };
    expect(await loadPlaces(null, { target })).toBe(fakePlaces);
    expect(document.scripts).toHaveLength(0);
  });
});

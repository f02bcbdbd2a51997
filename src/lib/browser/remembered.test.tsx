import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readRememberedJson, rememberedStore, useRemembered } from './remembered.ts';

const parseCount = (stored: unknown) => (typeof stored === 'number' ? stored : 0);

function Counter({ storageKey }: { storageKey: string | null }) {
  const [count, setCount] = useRemembered(rememberedStore('local'), storageKey, parseCount, 0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      Count {count}
    </button>
  );
}

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  vi.restoreAllMocks();
});

describe('rememberedStore', () => {
  it('keeps text in the storage of its kind, and forgets it', () => {
    const local = rememberedStore('local');
    const session = rememberedStore('session');
    local.write('trellis.test.a', '1');
    session.write('trellis.test.b', '2');
    expect(localStorage.getItem('trellis.test.a')).toBe('1');
    expect(sessionStorage.getItem('trellis.test.b')).toBe('2');
    expect(localStorage.getItem('trellis.test.b')).toBeNull();
    expect(local.keys('trellis.test.')).toEqual(['trellis.test.a']);
    local.write('trellis.test.a', null);
    expect(local.read('trellis.test.a')).toBeNull();
  });

  it('falls back to memory where storage refuses, for the page’s life', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const store = rememberedStore('session');
    store.write('trellis.test.full', '"kept"');
    expect(store.read('trellis.test.full')).toBe('"kept"');
    expect(store.keys('trellis.test.')).toEqual(['trellis.test.full']);
    expect(readRememberedJson(store, 'trellis.test.full')).toBe('kept');
    store.write('trellis.test.full', null);
    expect(store.read('trellis.test.full')).toBeNull();
  });

  it('reads text that is not JSON as nothing', () => {
    localStorage.setItem('trellis.test.bad', '{not json');
    expect(readRememberedJson(rememberedStore('local'), 'trellis.test.bad')).toBeUndefined();
  });
});

describe('useRemembered', () => {
  it('renders the fallback on the server, whatever the browser keeps', () => {
    localStorage.setItem('trellis.test.count', '5');
    expect(renderToString(<Counter storageKey="trellis.test.count" />)).toContain(
      'Count <!-- -->0',
    );
  });

  it('reads what was kept, checks it, and keeps each change', async () => {
    localStorage.setItem('trellis.test.count', '5');
    render(<Counter storageKey="trellis.test.count" />);
    const button = screen.getByRole('button');
    expect(button).toHaveTextContent('Count 5');
    await act(async () => button.click());
    expect(button).toHaveTextContent('Count 6');
    expect(localStorage.getItem('trellis.test.count')).toBe('6');

    localStorage.setItem('trellis.test.count', '"five"');
    act(() => window.dispatchEvent(new StorageEvent('storage', { key: 'trellis.test.count' })));
    expect(button).toHaveTextContent('Count 0');
  });

  it('follows a change made by another tab', () => {
    render(<Counter storageKey="trellis.test.count" />);
    localStorage.setItem('trellis.test.count', '9');
    act(() => window.dispatchEvent(new StorageEvent('storage', { key: 'trellis.test.count' })));
    expect(screen.getByRole('button')).toHaveTextContent('Count 9');
  });

  it('without a key, shows the fallback and keeps nothing', async () => {
    render(<Counter storageKey={null} />);
    const button = screen.getByRole('button');
    await act(async () => button.click());
    expect(button).toHaveTextContent('Count 0');
    expect(localStorage.length).toBe(0);
  });
});

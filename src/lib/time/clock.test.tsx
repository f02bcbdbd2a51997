import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Outlet, createRoutesStub } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetClockForTests, useNow } from './clock.ts';

/** What a section that shows "today" renders: the minute it takes for now. */
function Today() {
  return <p>{useNow().toISOString().slice(0, 16)}</p>;
}

const renderedAt = '2030-05-01T23:59:30.000Z';

const Stub = createRoutesStub([
  {
    id: 'root',
    loader: () => ({ renderedAt }),
    Component: Outlet,
    children: [{ index: true, Component: Today }],
  },
]);

function Page() {
  return <Stub hydrationData={{ loaderData: { root: { renderedAt } } }} />;
}

beforeEach(() => {
  resetClockForTests();
  vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  vi.useRealTimers();
  resetClockForTests();
});

describe('useNow', () => {
  it('is the page’s render instant on the server, whatever the server’s clock says', () => {
    vi.setSystemTime(new Date('2030-05-02T00:03:00.000Z'));
    expect(renderToString(<Page />)).toContain('2030-05-01T23:59');
  });

  it('hydrates on the server’s day without a mismatch, then takes the browser’s clock and ticks', async () => {
    const view = renderToString(<Page />); // the server's HTML
    // The browser opens the page two minutes later, past midnight.
    vi.setSystemTime(new Date('2030-05-02T00:01:10.000Z'));
    const container = document.createElement('div');
    container.innerHTML = view;
    document.body.append(container);
    const recoverable = vi.fn();
    const root = await act(async () =>
      hydrateRoot(container, <Page />, { onRecoverableError: recoverable }),
    );
    expect(recoverable).not.toHaveBeenCalled();
    expect(container.textContent).toBe('2030-05-02T00:01');

    await act(async () => vi.advanceTimersByTime(60_000));
    expect(container.textContent).toBe('2030-05-02T00:02');
    act(() => root.unmount());
    container.remove();
  });
});

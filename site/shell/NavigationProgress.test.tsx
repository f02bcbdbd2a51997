import { act, fireEvent, render, screen } from '@testing-library/react';
import { createRoutesStub, Link, Outlet } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NavigationProgress } from './NavigationProgress.tsx';
import { progressThrottleMs } from './navigationProgressTiming.ts';

afterEach(() => {
  vi.useRealTimers();
});

function renderApp() {
  let finish: () => void = () => {};
  const Stub = createRoutesStub([
    {
      Component: () => (
        <>
          <NavigationProgress />
          <Link to="/slow">Slow page</Link>
          <Outlet />
        </>
      ),
      children: [
        { path: '/', Component: () => <p>Home</p> },
        {
          path: '/slow',
          loader: () => new Promise<null>((resolve) => (finish = () => resolve(null))),
          Component: () => <p>Slow page loaded</p>,
        },
      ],
    },
  ]);
  render(<Stub initialEntries={['/']} />);
  return { finish: () => finish() };
}

describe('NavigationProgress', () => {
  it('shows a bar only once a navigation has loaded for longer than 200 ms, until it is done', async () => {
    const { finish } = renderApp();
    await screen.findByText('Home');
    // Fake timers only now: Testing Library's findBy polls with real ones.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });

    fireEvent.click(screen.getByRole('link', { name: 'Slow page' }));
    expect(screen.queryByTestId('navigation-progress')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(progressThrottleMs - 1));
    expect(screen.queryByTestId('navigation-progress')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByTestId('navigation-progress')).toHaveAttribute('aria-hidden', 'true');

    await act(async () => finish());
    expect(screen.getByText('Slow page loaded')).toBeInTheDocument();
    expect(screen.queryByTestId('navigation-progress')).not.toBeInTheDocument();
  });

  it('shows nothing for a navigation quicker than 200 ms', async () => {
    const { finish } = renderApp();
    await screen.findByText('Home');
    // Fake timers only now: Testing Library's findBy polls with real ones.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(screen.getByRole('link', { name: 'Slow page' }));
    act(() => vi.advanceTimersByTime(progressThrottleMs - 50));
    await act(async () => finish());
    expect(screen.getByText('Slow page loaded')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByTestId('navigation-progress')).not.toBeInTheDocument();
  });
});

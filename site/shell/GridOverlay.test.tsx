import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { GridOverlay } from './GridOverlay.tsx';

describe('GridOverlay', () => {
  it('toggles a 12-column grid with Ctrl+L, hidden from assistive technology', async () => {
    const user = userEvent.setup();
    render(<GridOverlay />);
    expect(screen.queryByTestId('grid-overlay')).not.toBeInTheDocument();

    await user.keyboard('{Control>}l{/Control}');
    const overlay = screen.getByTestId('grid-overlay');
    expect(overlay).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getAllByTestId('grid-column')).toHaveLength(12);

    await user.keyboard('{Control>}L{/Control}');
    expect(screen.queryByTestId('grid-overlay')).not.toBeInTheDocument();
  });

  it("keeps the browser's own Ctrl+L from happening", () => {
    render(<GridOverlay />);
    const allowed = fireEvent.keyDown(window, { key: 'l', ctrlKey: true });
    expect(allowed).toBe(false);
  });

  it('ignores L alone and other modifier combinations', async () => {
    const user = userEvent.setup();
    render(<GridOverlay />);
    await user.keyboard('l');
    await user.keyboard('{Control>}{Shift>}l{/Shift}{/Control}');
    await user.keyboard('{Meta>}l{/Meta}');
    await user.keyboard('{Control>}k{/Control}');
    expect(screen.queryByTestId('grid-overlay')).not.toBeInTheDocument();
  });
});

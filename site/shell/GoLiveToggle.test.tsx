import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { GoLiveToggle } from './GoLiveToggle.tsx';

describe('GoLiveToggle', () => {
  it('shows whether the coach is live now', () => {
    const { rerender } = render(<GoLiveToggle isAvailableNow={false} />);
    expect(screen.getByRole('switch', { name: 'Go Live' })).not.toBeChecked();
    rerender(<GoLiveToggle isAvailableNow />);
    expect(screen.getByRole('switch', { name: 'Go Live' })).toBeChecked();
  });

  it('cannot be switched yet, and says why while staying reachable by keyboard', async () => {
    const user = userEvent.setup();
    render(<GoLiveToggle isAvailableNow={false} />);
    const toggle = screen.getByRole('switch', { name: 'Go Live' });
    expect(toggle).toHaveAttribute('aria-disabled', 'true');
    expect(toggle).toHaveAccessibleDescription('Going live arrives with instant booking.');

    await user.tab();
    expect(toggle).toHaveFocus();
    await user.keyboard(' ');
    await user.click(toggle);
    expect(toggle).not.toBeChecked();
  });
});

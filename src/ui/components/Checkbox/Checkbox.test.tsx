import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Checkbox } from './index.ts';

describe('Checkbox', () => {
  it('is ticked by clicking its label and reports true', async () => {
    const user = userEvent.setup();
    const onCheckedChange = vi.fn();
    render(<Checkbox label="Send me the guide" onCheckedChange={onCheckedChange} />);
    await user.click(screen.getByText('Send me the guide'));
    expect(screen.getByRole('checkbox', { name: 'Send me the guide' })).toBeChecked();
    expect(onCheckedChange).toHaveBeenCalledWith(true);
  });

  it('is toggled with the space bar', async () => {
    const user = userEvent.setup();
    render(<Checkbox label="Send me the guide" defaultChecked />);
    await user.tab();
    await user.keyboard(' ');
    expect(screen.getByRole('checkbox', { name: 'Send me the guide' })).not.toBeChecked();
  });

  it('follows a controlled checked value', () => {
    const { rerender } = render(<Checkbox label="Send me the guide" checked={false} />);
    expect(screen.getByRole('checkbox')).not.toBeChecked();
    rerender(<Checkbox label="Send me the guide" checked />);
    expect(screen.getByRole('checkbox')).toBeChecked();
  });

  it('marks itself invalid and describes itself with the error', () => {
    render(
      <Checkbox label="I accept the terms" error="Please accept the terms to continue." required />,
    );
    const checkbox = screen.getByRole('checkbox', { name: 'I accept the terms' });
    expect(checkbox).toHaveAttribute('aria-invalid', 'true');
    expect(checkbox).toHaveAttribute('aria-required', 'true');
    expect(checkbox).toHaveAccessibleDescription('Please accept the terms to continue.');
  });

  it('cannot be changed while disabled', async () => {
    const user = userEvent.setup();
    const onCheckedChange = vi.fn();
    render(<Checkbox label="Send me the guide" disabled onCheckedChange={onCheckedChange} />);
    await user.click(screen.getByRole('checkbox'));
    expect(onCheckedChange).not.toHaveBeenCalled();
    expect(screen.getByRole('checkbox')).not.toBeChecked();
  });
});

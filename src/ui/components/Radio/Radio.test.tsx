import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RadioGroup } from './index.ts';

const options = [
  { value: 'diy', label: 'DIY' },
  { value: 'full-service', label: 'Full Service' },
  { value: 'later', label: 'Decide later', disabled: true },
];

describe('RadioGroup', () => {
  it('names the group with its label', () => {
    render(<RadioGroup label="Who will build it?" name="builder" options={options} />);
    expect(screen.getByRole('radiogroup', { name: 'Who will build it?' })).toBeInTheDocument();
    expect(screen.getAllByRole('radio')).toHaveLength(3);
  });

  it('chooses an option by clicking its label and reports its value', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(
      <RadioGroup
        label="Who will build it?"
        name="builder"
        options={options}
        onValueChange={onValueChange}
      />,
    );
    await user.click(screen.getByText('Full Service'));
    expect(screen.getByRole('radio', { name: 'Full Service' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'DIY' })).not.toBeChecked();
    expect(onValueChange).toHaveBeenCalledWith('full-service');
  });

  it('does not choose a disabled option', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(
      <RadioGroup
        label="Who will build it?"
        name="builder"
        options={options}
        onValueChange={onValueChange}
      />,
    );
    await user.click(screen.getByText('Decide later'));
    expect(screen.getByRole('radio', { name: 'Decide later' })).not.toBeChecked();
    expect(onValueChange).not.toHaveBeenCalled();
  });

  it('follows a controlled value', () => {
    const { rerender } = render(
      <RadioGroup label="Who?" name="builder" options={options} value="diy" />,
    );
    expect(screen.getByRole('radio', { name: 'DIY' })).toBeChecked();
    rerender(<RadioGroup label="Who?" name="builder" options={options} value="full-service" />);
    expect(screen.getByRole('radio', { name: 'Full Service' })).toBeChecked();
  });

  it('marks the group invalid and describes it with the error', () => {
    render(<RadioGroup label="Who?" name="builder" options={options} error="Please choose one." />);
    const group = screen.getByRole('radiogroup', { name: 'Who?' });
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(group).toHaveAccessibleDescription('Please choose one.');
  });
});

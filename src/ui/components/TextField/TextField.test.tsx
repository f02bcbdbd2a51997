import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { TextField } from './index.ts';

describe('TextField', () => {
  it('binds the label to the input', async () => {
    const user = userEvent.setup();
    render(<TextField label="Zip code" name="zip" />);
    await user.click(screen.getByText('Zip code'));
    expect(screen.getByRole('textbox', { name: 'Zip code' })).toHaveFocus();
  });

  it('passes what the person types to onChange', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<TextField label="Zip code" name="zip" onChange={onChange} />);
    await user.type(screen.getByRole('textbox', { name: 'Zip code' }), '12345');
    expect(onChange).toHaveBeenCalledTimes(5);
    expect(screen.getByRole('textbox', { name: 'Zip code' })).toHaveValue('12345');
  });

  it('marks the input invalid and describes it with the error', () => {
    render(
      <TextField
        label="Email"
        name="email"
        type="email"
        error="Please enter a valid email address."
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Please enter a valid email address.');
  });

  it('puts the error in a polite live region so it is announced', () => {
    render(<TextField label="Email" name="email" error="Please enter your email address." />);
    expect(screen.getByText('Please enter your email address.')).toHaveAttribute(
      'aria-live',
      'polite',
    );
  });

  it('is not invalid and has no description without an error or hint', () => {
    render(<TextField label="Email" name="email" />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('describes the input with its hint', () => {
    render(<TextField label="Email" name="email" hint="One letter a month." />);
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      'One letter a month.',
    );
  });

  it('marks a required field with a star that is not read out', () => {
    render(<TextField label="Email" name="email" required />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toBeRequired();
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  });

  it('keeps a hidden label as the accessible name', () => {
    render(<TextField label="Email" name="email" hideLabel />);
    expect(screen.getByRole('textbox', { name: 'Email' })).toBeInTheDocument();
  });

  it('forwards its ref and input attributes to the input', () => {
    const ref = createRef<HTMLInputElement>();
    render(
      <TextField
        ref={ref}
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
      />,
    );
    expect(ref.current).toBeInstanceOf(HTMLInputElement);
    expect(ref.current).toHaveAttribute('type', 'password');
    expect(ref.current).toHaveAttribute('autocomplete', 'current-password');
    expect(ref.current).toHaveAttribute('name', 'password');
  });
});

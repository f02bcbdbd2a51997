import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { counterLevel, TextArea } from './index.ts';

describe('TextArea', () => {
  it('counts characters against a limit of 100 by default', async () => {
    const user = userEvent.setup();
    render(<TextArea label="Notes" name="notes" />);
    expect(screen.getByText('0/100')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Notes' }), 'Kale');
    expect(screen.getByText('4/100')).toBeInTheDocument();
  });

  it('announces the counter politely', () => {
    render(<TextArea label="Notes" name="notes" defaultValue="Kale" />);
    expect(screen.getByText('4/100')).toHaveAttribute('aria-live', 'polite');
  });

  it('stops taking characters at its limit', async () => {
    const user = userEvent.setup();
    render(<TextArea label="Notes" name="notes" maxLength={5} />);
    const textarea = screen.getByRole('textbox', { name: 'Notes' });
    await user.type(textarea, 'Tomatoes');
    expect(textarea).toHaveValue('Tomat');
    expect(screen.getByText('5/5')).toBeInTheDocument();
  });

  it('counts a controlled value, including changes made by the page', async () => {
    const user = userEvent.setup();
    function Controlled() {
      const [value, setValue] = useState('Beans');
      return (
        <>
          <TextArea
            label="Notes"
            name="notes"
            value={value}
            onChange={(e) => setValue(e.target.value)}
          />
          <button type="button" onClick={() => setValue('')}>
            Clear
          </button>
        </>
      );
    }
    render(<Controlled />);
    expect(screen.getByText('5/100')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Notes' }), '!');
    expect(screen.getByText('6/100')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.getByText('0/100')).toBeInTheDocument();
  });

  it('passes changes to onChange', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<TextArea label="Notes" name="notes" onChange={onChange} />);
    await user.type(screen.getByRole('textbox', { name: 'Notes' }), 'ab');
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('describes the field with the counter, the hint and the error', () => {
    render(<TextArea label="Notes" name="notes" hint="Optional." error="Too vague." />);
    const textarea = screen.getByRole('textbox', { name: 'Notes' });
    expect(textarea).toHaveAttribute('aria-invalid', 'true');
    expect(textarea).toHaveAccessibleDescription('0/100 Optional. Too vague.');
  });

  it('rates the counter normal, near the limit from 90 percent, and full at the limit', () => {
    expect(counterLevel(89, 100)).toBe('normal');
    expect(counterLevel(90, 100)).toBe('near');
    expect(counterLevel(99, 100)).toBe('near');
    expect(counterLevel(100, 100)).toBe('full');
    expect(counterLevel(224, 250)).toBe('normal');
    expect(counterLevel(225, 250)).toBe('near');
  });
});

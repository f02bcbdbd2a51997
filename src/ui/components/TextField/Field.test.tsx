import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Field, splitFieldProps } from './index.ts';

describe('Field', () => {
  it('names the control with its label and describes it with hint, error and extra ids in order', () => {
    render(
      <>
        <p id="zip-note">Five digits.</p>
        <Field
          label="Zip code"
          hint="We only use it for frost dates."
          error="Please enter a zip code."
          describedBy="zip-note"
        >
          {(field) => <input {...field.controlProps} />}
        </Field>
      </>,
    );
    const input = screen.getByRole('textbox', { name: 'Zip code' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(
      'We only use it for frost dates. Please enter a zip code. Five digits.',
    );
  });

  it('announces an error that appears after the person has started', () => {
    const { rerender } = render(
      <Field label="Zip code">{(field) => <input {...field.controlProps} />}</Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Zip code' });
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAccessibleDescription();

    rerender(
      <Field label="Zip code" error="Please enter a zip code.">
        {(field) => <input {...field.controlProps} />}
      </Field>,
    );
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Please enter a zip code.');
    expect(screen.getByText('Please enter a zip code.')).toHaveAttribute('aria-live', 'polite');
  });

  it('lets a group take its name from a span label', () => {
    render(
      <Field label="Who will build the garden?" labelAs="span">
        {(field) => (
          <div role="group" {...field.controlProps} aria-labelledby={field.labelId}>
            <input type="checkbox" aria-label="DIY" />
          </div>
        )}
      </Field>,
    );
    expect(screen.getByRole('group', { name: 'Who will build the garden?' })).toBeInTheDocument();
    expect(screen.getByText('Who will build the garden?').tagName).toBe('SPAN');
  });

  it('splits the frame props from the ones meant for the control', () => {
    const [frame, control] = splitFieldProps({
      label: 'Zip code',
      required: true,
      tone: 'inverse' as const,
      name: 'zip',
      placeholder: '12345',
    });
    expect(frame).toEqual({
      label: 'Zip code',
      required: true,
      tone: 'inverse',
      id: undefined,
      hint: undefined,
      error: undefined,
      hideLabel: undefined,
      className: undefined,
    });
    expect(control).toEqual({ name: 'zip', placeholder: '12345' });
  });
});

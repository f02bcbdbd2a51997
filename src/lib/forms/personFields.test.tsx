import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PersonNameAndEmailFields, personFieldErrors } from './personFields.tsx';

describe('person fields', () => {
  it('names every missing or malformed field', () => {
    expect(personFieldErrors({ first_name: '', last_name: '', email: 'x', timezone: '' })).toEqual({
      first_name: 'Please enter your first name.',
      last_name: 'Please enter your last name.',
      email: 'Please enter a valid email address.',
      timezone: 'Please choose your timezone.',
    });
    expect(
      personFieldErrors({
        first_name: 'Fern',
        last_name: 'Grower',
        email: 'fern@trellis.test',
        timezone: 'America/Chicago',
      }),
    ).toEqual({});
  });

  it('keeps what was typed and shows each field’s error', () => {
    render(
      <PersonNameAndEmailFields
        values={{ first_name: 'Fern', email: 'fern@' }}
        errors={{ fields: { email: 'Please enter a valid email address.' }, form: null }}
      />,
    );
    expect(screen.getByRole('textbox', { name: /First name/ })).toHaveValue('Fern');
    expect(screen.getByRole('textbox', { name: /Email address/ })).toHaveValue('fern@');
    expect(screen.getByText('Please enter a valid email address.')).toBeInTheDocument();
  });
});

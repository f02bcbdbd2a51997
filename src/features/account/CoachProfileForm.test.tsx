import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { coachProfileValues, coachProfileValuesFromForm } from './coachProfile.ts';
import { CoachProfileForm } from './CoachProfileForm.tsx';
import { demoCoachProfile } from './testing/demoAccount.ts';
import { renderAccount } from './testing/testProviders.tsx';

const values = coachProfileValues(demoCoachProfile);

describe('CoachProfileForm', () => {
  it('starts with the saved profile and posts the changes', async () => {
    const action = vi.fn(async ({ request }: { request: Request }) =>
      coachProfileValuesFromForm(await request.formData()),
    );
    renderAccount(<CoachProfileForm values={values} />, { action, path: '/account/coaching' });
    const user = userEvent.setup();
    expect(screen.getByRole('textbox', { name: 'About Me' })).toHaveValue(values.about);
    expect(screen.getByRole('combobox', { name: 'State' })).toHaveTextContent('Oregon');

    await user.clear(screen.getByRole('textbox', { name: 'City' }));
    await user.type(screen.getByRole('textbox', { name: 'City' }), 'Seattle');
    await user.click(screen.getByRole('combobox', { name: 'State' }));
    await user.click(await screen.findByRole('option', { name: 'Washington' }));
    await user.click(screen.getByRole('checkbox', { name: 'Video calls only' }));
    await user.click(screen.getByRole('button', { name: 'Save coaching profile' }));

    await waitFor(() => expect(action).toHaveBeenCalledTimes(1));
    expect(await action.mock.results[0]?.value).toEqual({
      ...values,
      city: 'Seattle',
      state: 'WA',
      coach_zoom_only: true,
    });
  });

  it('shows field errors with what the person sent', () => {
    renderAccount(
      <CoachProfileForm
        values={{ ...values, about: 'Too long…' }}
        errors={{ fields: { 'properties.0.property': 'About Me is too long.' }, form: null }}
      />,
    );
    const about = screen.getByRole('textbox', { name: 'About Me' });
    expect(about).toHaveValue('Too long…');
    expect(about).toHaveAccessibleDescription(expect.stringContaining('About Me is too long.'));
  });
});

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { demoCustomer } from './testing/demoAccount.ts';
import { ProfileForm } from './ProfileForm.tsx';
import { renderAccount } from './testing/testProviders.tsx';

describe('ProfileForm', () => {
  it('starts with the saved profile and posts every field', async () => {
    const action = vi.fn(async ({ request }: { request: Request }) =>
      Object.fromEntries(await request.formData()),
    );
    renderAccount(<ProfileForm account={demoCustomer} />, { action });
    const user = userEvent.setup();
    const first = screen.getByRole('textbox', { name: 'First name' });
    expect(first).toHaveValue('Casey');
    await user.clear(first);
    await user.type(first, 'Cassie');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(action).toHaveBeenCalledTimes(1));
    expect(await action.mock.results[0]?.value).toEqual({
      first_name: 'Cassie',
      last_name: 'Customer',
      email: 'customer@trellis.test',
      timezone: 'America/Chicago',
    });
  });

  it('keeps what the person sent and shows the errors', () => {
    renderAccount(
      <ProfileForm
        account={demoCustomer}
        values={{
          first_name: 'Cassie',
          last_name: '',
          email: 'taken@trellis.test',
          timezone: 'UTC',
        }}
        errors={{
          fields: { email: 'The email has already been taken.' },
          form: null,
        }}
      />,
    );
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveValue('Cassie');
    const email = screen.getByRole('textbox', { name: 'Email address' });
    expect(email).toHaveValue('taken@trellis.test');
    expect(email).toHaveAccessibleDescription('The email has already been taken.');
    expect(screen.getByRole('combobox', { name: 'Timezone' })).toHaveTextContent('UTC');
  });

  it('shows a message for the whole form', () => {
    renderAccount(
      <ProfileForm
        account={demoCustomer}
        errors={{ fields: {}, form: 'An unknown error occurred, please try again soon.' }}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'An unknown error occurred, please try again soon.',
    );
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub, data } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { StoryProviders } from '#src/testing/StoryProviders.tsx';
import type { AuthActionData } from '#site/server/auth.server.ts';
import Register from './register.tsx';

function show(path: '/register', answer: (form: FormData) => unknown) {
  const Stub = createRoutesStub([
    {
      path,
      Component: Register,
      action: async ({ request }) => answer(await request.formData()),
    },
  ]);
  render(
    <StoryProviders router={false}>
      <Stub initialEntries={[path]} />
    </StoryProviders>,
  );
  return userEvent.setup();
}

describe('/register', () => {
  it('sends every field with a timezone guessed from the browser', async () => {
    let sent: Record<string, string> = {};
    const user = show('/register', (form) => {
      sent = Object.fromEntries([...form].map(([key, value]) => [key, String(value)]));
      return null;
    });
    await user.type(await screen.findByLabelText(/First name/), 'Casey');
    await user.type(screen.getByLabelText(/Last name/), 'Gardener');
    await user.type(screen.getByLabelText(/Email address/), 'casey@example.com');
    await user.type(screen.getByLabelText(/Password/), 'long-enough');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await screen.findByRole('button', { name: 'Register' });
    await vi.waitFor(() =>
      expect(sent).toEqual({
        first_name: 'Casey',
        last_name: 'Gardener',
        email: 'casey@example.com',
        password: 'long-enough',
        timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      }),
    );
  });

  it('shows the API’s field errors and keeps what was typed', async () => {
    const user = show('/register', (form) =>
      data<AuthActionData>(
        {
          errors: { fields: { email: 'The email has already been taken.' }, form: null },
          values: {
            first_name: String(form.get('first_name')),
            last_name: String(form.get('last_name')),
            email: String(form.get('email')),
            password: '',
            timezone: String(form.get('timezone')),
          },
        },
        { status: 422 },
      ),
    );
    await user.type(await screen.findByLabelText(/First name/), 'Casey');
    await user.type(screen.getByLabelText(/Last name/), 'Gardener');
    await user.type(screen.getByLabelText(/Email address/), 'taken@example.com');
    await user.type(screen.getByLabelText(/Password/), 'long-enough');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('The email has already been taken.')).toBeInTheDocument();
    expect(screen.getByLabelText(/Email address/)).toHaveAccessibleDescription(
      /The email has already been taken\./,
    );
    expect(screen.getByLabelText(/First name/)).toHaveValue('Casey');
    expect(screen.getByLabelText(/Last name/)).toHaveValue('Gardener');
    expect(screen.getByLabelText(/Email address/)).toHaveValue('taken@example.com');
  });

  it('links to log in and to password recovery', async () => {
    show('/register', () => null);
    expect(await screen.findByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });
});

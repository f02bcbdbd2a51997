import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub, data } from 'react-router';
import { describe, expect, it } from 'vitest';
import { StoryProviders } from '#src/testing/StoryProviders.tsx';
import type { AuthActionData } from '#site/server/auth.server.ts';
import Login from './login.tsx';

function show(path: '/login', answer: (form: FormData) => unknown) {
  const Stub = createRoutesStub([
    {
      path,
      Component: Login,
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

describe('/login', () => {
  it('shows the 401 wording and keeps the e-mail but not the password', async () => {
    const user = show('/login', (form) =>
      data<AuthActionData>(
        {
          errors: {
            fields: {},
            form: 'Your username or password were incorrect. Please try again.',
          },
          values: { email: String(form.get('email')) },
        },
        { status: 401 },
      ),
    );
    await user.type(await screen.findByLabelText(/Email address/), 'casey@example.com');
    await user.type(screen.getByLabelText(/Password/), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your username or password were incorrect. Please try again.',
    );
    expect(screen.getByLabelText(/Email address/)).toHaveValue('casey@example.com');
  });

  it('links to sign up and to password recovery', async () => {
    show('/login', () => null);
    expect(await screen.findByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/register',
    );
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });
});

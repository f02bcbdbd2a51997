import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub, data } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { StoryProviders } from '#src/testing/StoryProviders.tsx';
import type { ForgotPasswordSent, PasswordActionData } from '#site/server/password.server.ts';
import ForgotPassword from './forgot-password.tsx';

type Answer = PasswordActionData | ForgotPasswordSent;

function showPage(answer: (email: string) => Answer | Response | ReturnType<typeof data>) {
  const emails: string[] = [];
  const action = vi.fn(async ({ request }: { request: Request }) => {
    const email = String((await request.formData()).get('email'));
    emails.push(email);
    return answer(email);
  });
  const Stub = createRoutesStub([
    { path: '/forgot-password', Component: ForgotPassword, action },
    { path: '/login', Component: () => <h1>Login page</h1> },
  ]);
  render(
    <StoryProviders router={false}>
      <Stub initialEntries={['/forgot-password']} />
    </StoryProviders>,
  );
  return { action, emails, user: userEvent.setup() };
}

const sent = (email: string): ForgotPasswordSent => ({
  sent: true,
  email,
  message: 'forgotPasswordSent',
});

describe('/forgot-password', () => {
  it('sends the e-mail, then confirms with forgotPasswordSent and a way back to log in', async () => {
    const { action, user } = showPage(sent);
    await user.type(await screen.findByLabelText(/Email address/), 'casey@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Check your email' }),
    ).toBeInTheDocument();
    expect(screen.getByText('casey@example.com')).toBeInTheDocument();
    expect(
      await screen.findByText(
        'Your password reset email sent successfully. Please check your email and click the link to finish recovering your password.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to log in' })).toHaveAttribute('href', '/login');
    expect(action).toHaveBeenCalledTimes(1);
  });

  it('sends the link again for the same address', async () => {
    const { emails, user } = showPage(sent);
    await user.type(await screen.findByLabelText(/Email address/), 'casey@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    await user.click(await screen.findByRole('button', { name: 'Send the link again' }));
    await vi.waitFor(() => expect(emails).toEqual(['casey@example.com', 'casey@example.com']));
  });

  it('shows forgotPasswordNoUser and keeps the e-mail that was typed', async () => {
    const { user } = showPage((email) =>
      data<PasswordActionData>(
        {
          errors: {
            fields: {},
            form: "Sorry, that email address isn't registered with the provider",
          },
          values: { email },
        },
        { status: 400 },
      ),
    );
    await user.type(await screen.findByLabelText(/Email address/), 'nobody@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Sorry, that email address isn't registered with the provider",
    );
    expect(screen.getByLabelText(/Email address/)).toHaveValue('nobody@example.com');
    expect(screen.queryByRole('heading', { name: 'Check your email' })).not.toBeInTheDocument();
  });

  it('shows a field error next to the e-mail', async () => {
    const { user } = showPage((email) =>
      data<PasswordActionData>(
        {
          errors: { fields: { email: 'Please enter a valid email address.' }, form: null },
          values: { email },
        },
        { status: 422 },
      ),
    );
    const field = await screen.findByLabelText(/Email address/);
    await user.type(field, 'casey@');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(field).toHaveAccessibleDescription(/Please enter a valid email address\./);
    expect(field).toHaveValue('casey@');
  });

  it('links to log in and to create an account', async () => {
    showPage(sent);
    expect(await screen.findByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/register',
    );
  });
});

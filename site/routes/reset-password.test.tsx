import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub, data, redirect } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { StoryProviders } from '#src/testing/StoryProviders.tsx';
import type { PasswordActionData, ResetPasswordLoaderData } from '#site/server/password.server.ts';
import ResetPassword, { headers, meta } from './reset-password.tsx';

const link = '/reset-password?email=casey%40example.com&token=reset-abc';
const ready: ResetPasswordLoaderData = { state: 'ready', email: 'casey@example.com' };

function showPage(
  loaderData: ResetPasswordLoaderData,
  answer: () => Response | ReturnType<typeof data> = () => redirect('/login'),
) {
  const submitted: { url: string; fields: Record<string, string> }[] = [];
  const action = vi.fn(async ({ request }: { request: Request }) => {
    const form = await request.formData();
    submitted.push({
      url: request.url,
      fields: Object.fromEntries([...form].map(([key, value]) => [key, String(value)])),
    });
    return answer();
  });
  const Stub = createRoutesStub([
    {
      path: '/reset-password',
      Component: ResetPassword,
      HydrateFallback: () => null,
      loader: () => loaderData,
      action,
    },
    { path: '/login', Component: () => <h1>Login page</h1> },
    { path: '/forgot-password', Component: () => <h1>Forgot page</h1> },
  ]);
  render(
    <StoryProviders router={false}>
      <Stub initialEntries={[link]} />
    </StoryProviders>,
  );
  return { submitted, user: userEvent.setup() };
}

async function choose(
  user: ReturnType<typeof userEvent.setup>,
  password: string,
  again = password,
) {
  await user.type(await screen.findByLabelText(/^New password/), password);
  await user.type(screen.getByLabelText(/^Confirm new password/), again);
  await user.click(screen.getByRole('button', { name: 'Change password' }));
}

describe('/reset-password', () => {
  it('sends both passwords to the link’s address and goes on to log in', async () => {
    const { submitted, user } = showPage(ready);
    expect(await screen.findByText('casey@example.com')).toBeInTheDocument();
    await choose(user, 'new-password-1');
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
    expect(submitted).toHaveLength(1);
    // The form posts to the link itself, so the action reads the e-mail and token from it.
    expect(new URL(submitted[0]!.url).search).toBe('?email=casey%40example.com&token=reset-abc');
    expect(submitted[0]!.fields).toEqual({
      password: 'new-password-1',
      password_confirmation: 'new-password-1',
    });
  });

  it('shows the password errors on their fields', async () => {
    const { user } = showPage(ready, () =>
      data<PasswordActionData>(
        {
          errors: {
            fields: { password: 'The password must be at least 8 characters.' },
            form: null,
          },
          values: {},
        },
        { status: 422 },
      ),
    );
    await choose(user, 'short');
    expect(
      await screen.findByText('The password must be at least 8 characters.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/^New password/)).toHaveAccessibleDescription(
      /The password must be at least 8 characters\./,
    );
    expect(
      screen.queryByRole('link', { name: 'Ask for a new reset link' }),
    ).not.toBeInTheDocument();
  });

  it('says when the token is refused and offers a new link', async () => {
    const { user } = showPage(ready, () =>
      data<PasswordActionData>(
        {
          errors: { fields: {}, form: 'This password reset token is invalid.' },
          values: {},
          tokenRefused: true,
        },
        { status: 422 },
      ),
    );
    await choose(user, 'new-password-1');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This password reset token is invalid.',
    );
    expect(screen.getByRole('link', { name: 'Ask for a new reset link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  it('explains an incomplete link and links to /forgot-password instead of showing the form', async () => {
    showPage({ state: 'incomplete', message: 'This link is incomplete.' });
    expect(await screen.findByRole('alert')).toHaveTextContent('This link is incomplete.');
    expect(screen.getByRole('link', { name: 'Ask for a new reset link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.queryByLabelText(/^New password/)).not.toBeInTheDocument();
  });

  it('keeps the token out of the referrer', () => {
    expect(new Headers(headers({} as Parameters<typeof headers>[0])).get('referrer-policy')).toBe(
      'no-referrer',
    );
    expect(meta({} as Parameters<typeof meta>[0])).toContainEqual({
      name: 'referrer',
      content: 'no-referrer',
    });
  });
});

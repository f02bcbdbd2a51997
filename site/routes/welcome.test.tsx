import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub, data, redirect } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { StoryProviders } from '#src/testing/StoryProviders.tsx';
import type { PasswordActionData, WelcomeLoaderData } from '#site/server/password.server.ts';
import Welcome, { headers, meta } from './welcome.tsx';

const link = '/welcome?email=robin%40example.com&token=welcome-xyz';
const invited: WelcomeLoaderData = {
  state: 'invited',
  invitation: { email: 'robin@example.com', first_name: 'Robin' },
};

function showPage(
  loaderData: WelcomeLoaderData,
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
      path: '/welcome',
      Component: Welcome,
      HydrateFallback: () => null,
      loader: () => loaderData,
      action,
    },
    { path: '/login', Component: () => <h1>Login page</h1> },
  ]);
  render(
    <StoryProviders router={false}>
      <Stub initialEntries={[link]} />
    </StoryProviders>,
  );
  return { submitted, user: userEvent.setup() };
}

describe('/welcome', () => {
  it('greets the invited person by first name and sets the password, then goes to log in', async () => {
    const { submitted, user } = showPage(invited);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome, Robin!' }),
    ).toBeInTheDocument();
    expect(screen.getByText('robin@example.com')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Password/), 'first-password');
    await user.type(screen.getByLabelText(/^Confirm password/), 'first-password');
    await user.click(screen.getByRole('button', { name: 'Set password' }));
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
    expect(new URL(submitted[0]!.url).search).toBe('?email=robin%40example.com&token=welcome-xyz');
    expect(submitted[0]!.fields).toEqual({
      password: 'first-password',
      password_confirmation: 'first-password',
    });
  });

  it('shows the errors of a failed attempt on their fields', async () => {
    const { user } = showPage(invited, () =>
      data<PasswordActionData>(
        {
          errors: {
            fields: { password_confirmation: 'The passwords do not match.' },
            form: null,
          },
          values: {},
        },
        { status: 422 },
      ),
    );
    await user.type(await screen.findByLabelText(/^Password/), 'first-password');
    await user.type(screen.getByLabelText(/^Confirm password/), 'other-password');
    await user.click(screen.getByRole('button', { name: 'Set password' }));
    expect(await screen.findByText('The passwords do not match.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Confirm password/)).toHaveAccessibleDescription(
      /The passwords do not match\./,
    );
  });

  it('says an unknown invitation is not valid and links to log in', async () => {
    showPage({
      state: 'unknown',
      message: 'This invitation link is invalid or has already been used.',
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This invitation link is invalid or has already been used.',
    );
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('button', { name: 'Set password' })).not.toBeInTheDocument();
  });

  it('says so when the invitation could not be checked', async () => {
    showPage({ state: 'error', message: 'An unknown error occurred, please try again soon.' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An unknown error occurred, please try again soon.',
    );
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

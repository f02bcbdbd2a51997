import { render, screen, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { StoryProviders } from '#src/testing/StoryProviders.tsx';
import type { LogoutConfirmation } from '#site/server/logout.server.ts';
import Logout from './logout.tsx';

function show(to: string) {
  const Stub = createRoutesStub([
    {
      path: '/logout',
      Component: Logout,
      loader: (): LogoutConfirmation => ({ to }),
      HydrateFallback: () => null,
    },
  ]);
  render(
    <StoryProviders router={false}>
      <Stub initialEntries={['/logout']} />
    </StoryProviders>,
  );
}

describe('the logout confirmation', () => {
  it('asks with one heading and a Log Out button that posts to /logout', async () => {
    show('/');
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading).toHaveTextContent('Log out of Trellis?');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const form = screen.getByRole('form', { name: 'Log out of Trellis?' });
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/logout');
    expect(within(form).getByRole('button', { name: 'Log Out' })).toHaveAttribute('type', 'submit');
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute(
      'href',
      '/',
    );
  });

  it('keeps where to go afterwards in the form’s address', async () => {
    show('/login?next=1');
    const form = await screen.findByRole('form', { name: 'Log out of Trellis?' });
    expect(form).toHaveAttribute('action', '/logout?to=%2Flogin%3Fnext%3D1');
  });
});

import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ImpersonationBar } from './ImpersonationBar.tsx';
import { customerAccount, impersonatedAccount } from './testing/shellAccounts.ts';

describe('ImpersonationBar', () => {
  it('says whom the admin is viewing the site as, with Log Out', () => {
    render(
      <ImpersonationBar
        account={{ ...impersonatedAccount, first_name: 'Dana', last_name: 'Dill' }}
      />,
    );
    const bar = screen.getByRole('region', { name: 'Impersonation' });
    expect(bar).toHaveTextContent('You are viewing the site as Dana Dill (customer@trellis.test).');
    expect(within(bar).getByRole('link', { name: 'Log Out' })).toHaveAttribute('href', '/logout');
  });

  it('is not there when nobody is impersonated', () => {
    render(
      <>
        <ImpersonationBar account={customerAccount} />
        <ImpersonationBar account={null} />
      </>,
    );
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });
});

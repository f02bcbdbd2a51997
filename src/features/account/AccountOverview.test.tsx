import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AccountOverview } from './AccountOverview.tsx';
import { accountLinksFor } from './accountLinks.ts';
import { demoCoachAccount, demoCustomer, demoOwner } from './testing/demoAccount.ts';
import { renderAccount } from './testing/testProviders.tsx';

const linkNames = () =>
  within(screen.getByRole('navigation', { name: 'Your account' }))
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

describe('AccountOverview', () => {
  it('shows the profile and the account status', () => {
    renderAccount(<AccountOverview account={demoCustomer} />);
    expect(screen.getByRole('heading', { name: 'Casey Customer' })).toBeInTheDocument();
    expect(screen.getByText('customer@trellis.test')).toBeInTheDocument();
    expect(screen.getByText('America/Chicago'.replace('_', ' '))).toBeInTheDocument();
    const terms = screen.getAllByRole('term').map((term) => term.textContent);
    const values = screen.getAllByRole('definition').map((value) => value.textContent);
    expect(values[terms.indexOf('Account status')]).toBe('Active');
  });

  it('offers a customer orders, payments, designs and registering a business', () => {
    renderAccount(<AccountOverview account={demoCustomer} />);
    expect(linkNames()).toEqual([
      ['Orders', '/account/orders'],
      ['Payment methods', '/account/payments'],
      ['Designs', '/account/designs'],
      ['Register your business', '/directory-application'],
    ]);
  });

  it('offers a business owner the subscription and the business profile', () => {
    renderAccount(<AccountOverview account={demoOwner} />);
    expect(linkNames()).toContainEqual(['Subscription', '/account/subscription']);
    expect(linkNames()).toContainEqual(['Business profile', '/account/business']);
    expect(linkNames()).not.toContainEqual(['Register your business', '/directory-application']);
  });

  it('offers a coach the coaching profile and availability', () => {
    const hrefs = accountLinksFor(demoCoachAccount).map((link) => link.href);
    expect(hrefs).toContain('/account/coaching');
    expect(hrefs).toContain('/account/coaching/manage');
    expect(accountLinksFor(demoCustomer).map((link) => link.href)).not.toContain(
      '/account/coaching',
    );
  });

  it('shows a suspended coach as suspended and a coach without video as inactive', () => {
    const { unmount } = renderAccount(
      <AccountOverview account={{ ...demoCoachAccount, coach_status: 'suspended' }} />,
    );
    expect(screen.getByText('Suspended')).toBeInTheDocument();
    unmount();
    renderAccount(<AccountOverview account={{ ...demoCoachAccount, has_zoom: false }} />);
    expect(screen.getByText('Inactive')).toBeInTheDocument();
  });
});

import { describe, expect, it } from 'vitest';
import { demoCustomer } from '#src/features/account/testing/demoAccount.ts';
import { demoAccount } from '#src/demo/people.ts';
import { customerAccount, impersonatedAccount } from './shellAccounts.ts';

describe("the shell's and the account pages' demo customer", () => {
  it('is the customer the reference API seeds, id included', () => {
    const { id, email, first_name, last_name, timezone } = demoAccount('customer');
    const seeded = { id, email, first_name, last_name, timezone };
    for (const account of [customerAccount, impersonatedAccount, demoCustomer]) {
      expect(account).toMatchObject(seeded);
    }
  });
});

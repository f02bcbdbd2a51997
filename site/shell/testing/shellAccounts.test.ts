import { describe, expect, it } from 'vitest';
import { demoCustomer } from '#src/features/account/testing/demoAccount.ts';
import { demoAccount } from '#src/demo/people.ts';
import {
  activeCoachAccount,
  adminAccount,
  coachAccount,
  customerAccount,
  impersonatedAccount,
} from './shellAccounts.ts';

describe("the shell's and the account pages' demo customer", () => {
  it('is the customer the reference API seeds, id included', () => {
    const { id, email, first_name, last_name, timezone } = demoAccount('customer');
    const seeded = { id, email, first_name, last_name, timezone };
    for (const account of [customerAccount, impersonatedAccount, demoCustomer]) {
      expect(account).toMatchObject(seeded);
    }
  });
});

describe("the shell's coach and admin accounts", () => {
  it('are the designers and the admin the reference API seeds', () => {
    const seeded = (key: 'coach' | 'paused' | 'admin') => {
      const { id, email, first_name, last_name, timezone, role } = demoAccount(key);
      return { id, email, first_name, last_name, timezone, role };
    };
    expect(activeCoachAccount).toMatchObject(seeded('coach'));
    expect(coachAccount).toMatchObject(seeded('paused'));
    expect(adminAccount).toMatchObject(seeded('admin'));
    expect(impersonatedAccount.impersonator_id).toBe(demoAccount('admin').id);
  });
});

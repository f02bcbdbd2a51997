import type { NewUser } from '../users.ts';

/** The one password of every demo account (documented in docs/api/demo-accounts.md). */
export const demoPassword = 'trellis-demo-1';

export type DemoAccountKey = 'customer' | 'coach' | 'owner' | 'admin' | 'paused';

export interface DemoAccount extends Omit<NewUser, 'password_hash'> {
  key: DemoAccountKey;
  /** What the account is for in demos and end-to-end journeys. */
  purpose: string;
  password: string;
}

/** The demo accounts, one per kind of user the product serves. */
export const demoAccounts: readonly DemoAccount[] = [
  {
    key: 'customer',
    purpose: 'A customer: buys designs and sessions, saves favourite designers.',
    first_name: 'Casey',
    last_name: 'Customer',
    email: 'customer@trellis.test',
    password: demoPassword,
    timezone: 'America/Chicago',
    role: 'customer',
  },
  {
    key: 'coach',
    purpose: 'An active designer (coach) with a video account: takes bookings and can go live.',
    first_name: 'Maya',
    last_name: 'Okafor',
    email: 'coach@trellis.test',
    password: demoPassword,
    timezone: 'America/Los_Angeles',
    role: 'coach',
    coach: true,
    has_zoom: true,
    coach_status: 'active',
    avatar: '/api/media/avatar-maya.svg',
  },
  {
    key: 'owner',
    purpose: 'A business owner: keeps the directory profile of business 1.',
    first_name: 'Jonah',
    last_name: 'Reyes',
    email: 'owner@trellis.test',
    password: demoPassword,
    timezone: 'America/Denver',
    role: 'customer',
    provider_role: 'owner',
    provider_id: 1,
    avatar: '/api/media/avatar-jonah.svg',
  },
  {
    key: 'admin',
    purpose: 'An admin: sees unpublished pages and can impersonate users.',
    first_name: 'Priya',
    last_name: 'Natarajan',
    email: 'admin@trellis.test',
    password: demoPassword,
    timezone: 'America/New_York',
    role: 'admin',
    avatar: '/api/media/avatar-priya.svg',
  },
  {
    key: 'paused',
    purpose: 'A designer whose coaching is inactive: their public page answers 403.',
    first_name: 'Theo',
    last_name: 'Paused',
    email: 'paused@trellis.test',
    password: demoPassword,
    timezone: 'America/New_York',
    role: 'coach',
    coach: true,
    has_zoom: true,
    coach_status: 'inactive',
  },
];

/**
 * An account opened for someone who has not chosen a password yet: it cannot sign in until the
 * welcome link in the outbox is followed (GET /dev/outbox?to=invited@trellis.test).
 */
export const invitedAccount = {
  first_name: 'Iris',
  last_name: 'Invited',
  email: 'invited@trellis.test',
  timezone: 'America/Chicago',
  role: 'customer',
} as const satisfies Omit<NewUser, 'password_hash'>;

/** One demo account by what it is for, e.g. `demoAccount('coach').email`. */
export function demoAccount(key: DemoAccountKey): DemoAccount {
  const account = demoAccounts.find((candidate) => candidate.key === key);
  if (!account) throw new Error(`No demo account "${key}"`);
  return account;
}

import type { AccountWire } from '#src/lib/api/types.ts';

// The demo people: who they are, once. The reference API's seed writes them (api/seed/accounts.ts),
// and stories, tests and the end-to-end journeys read them from here, so a story's customer is the
// customer the API signs in (decision 038).

/** The one password of every demo account (documented in docs/api/demo-accounts.md). */
export const demoPassword = 'trellis-demo-1';

export type DemoAccountKey = 'customer' | 'coach' | 'owner' | 'admin' | 'paused';

/** A demo person in the columns the seed writes (the users table's names). */
export interface DemoPerson {
  /** The id the seed gives them: users are written in this file's order into an empty table. */
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  timezone: string;
  role: 'customer' | 'coach' | 'admin';
  coach?: boolean;
  has_zoom?: boolean;
  coach_status?: 'active' | 'inactive';
  provider_role?: 'owner';
  provider_id?: number;
  /** The API's own picture of them (`/api/media/...`); stories draw their own (no image requests). */
  avatar?: string;
}

export interface DemoAccount extends DemoPerson {
  key: DemoAccountKey;
  /** What the account is for in demos and end-to-end journeys. */
  purpose: string;
  password: string;
}

/** The demo accounts, one per kind of user the product serves. */
export const demoAccounts: readonly DemoAccount[] = [
  {
    id: 1,
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
    id: 2,
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
    id: 3,
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
    id: 4,
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
    id: 5,
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
} as const satisfies Omit<DemoPerson, 'id'>;

/** One demo account by what it is for, e.g. `demoAccount('coach').email`. */
export function demoAccount(key: DemoAccountKey): DemoAccount {
  const account = demoAccounts.find((candidate) => candidate.key === key);
  if (!account) throw new Error(`No demo account "${key}"`);
  return account;
}

/**
 * A demo account as the API's `/auth/me` answers it. `avatarImage` stands in for the API's picture:
 * stories and tests pass an inline drawing so that they make no image requests.
 */
export function demoAccountWire(
  key: DemoAccountKey,
  avatarImage: string | null = null,
): AccountWire {
  const { id, email, first_name, last_name, timezone, role, ...person } = demoAccount(key);
  return {
    id,
    email,
    first_name,
    last_name,
    images: { avatar: { image: avatarImage } },
    timezone,
    role,
    ...(person.provider_role ? { provider_role: person.provider_role } : {}),
    provider_id: person.provider_id ?? null,
    coach: person.coach ?? false,
    has_zoom: person.has_zoom ?? false,
    coach_status: person.coach_status ?? null,
  };
}

import type { AccountWire } from '#src/lib/api/types.ts';
import { demoAccount } from '#src/demo/people.ts';

// Accounts in the reference API's shape, for the shell's stories and tests (one per role the header
// tells apart).

const customer = demoAccount('customer');

/** The demo customer, as the reference API seeds them. */
export const customerAccount: AccountWire = {
  id: customer.id,
  email: customer.email,
  first_name: customer.first_name,
  last_name: customer.last_name,
  timezone: customer.timezone,
  role: customer.role,
  coach: false,
  has_zoom: false,
};

/** A coach who cannot take bookings yet (no video account): Availability, but no Go Live. */
export const coachAccount: AccountWire = {
  id: 12,
  email: 'new.coach@trellis.test',
  first_name: 'Robin',
  last_name: 'Rows',
  timezone: 'America/Denver',
  role: 'coach',
  coach: true,
  has_zoom: false,
  coach_status: 'inactive',
  is_available_now: false,
};

/** An active coach (coach flag, has_zoom, status active), live right now. */
export const activeCoachAccount: AccountWire = {
  id: 8,
  email: 'coach@trellis.test',
  first_name: 'Morgan',
  last_name: 'Marigold',
  timezone: 'America/Los_Angeles',
  role: 'coach',
  coach: true,
  has_zoom: true,
  coach_status: 'active',
  is_available_now: true,
};

export const adminAccount: AccountWire = {
  id: 1,
  email: 'admin@trellis.test',
  first_name: 'Alex',
  last_name: 'Admin',
  timezone: 'America/New_York',
  role: 'admin',
  coach: false,
  has_zoom: false,
};

/** The customer, seen by an admin through an impersonation link. */
export const impersonatedAccount: AccountWire = {
  ...customerAccount,
  impersonated: true,
  impersonator_id: adminAccount.id,
};

/** A customer whose active design (42) waits for their information. */
export const designCreatedAccount: AccountWire = {
  ...customerAccount,
  designs_overview: { '17': 'closed', '42': 'created' },
};

/** A customer whose design (17) is complete. */
export const designCompleteAccount: AccountWire = {
  ...customerAccount,
  designs_overview: { '17': 'complete' },
};

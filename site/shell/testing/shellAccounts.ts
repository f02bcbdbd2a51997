import type { AccountWire } from '#src/lib/api/types.ts';
import { demoAccount, type DemoAccountKey } from '#src/demo/people.ts';

// Accounts in the reference API's shape, for the shell's stories and tests (one per role the header
// tells apart). Each is a person the reference API seeds (src/demo/people.ts), in the state a story
// needs: the header's names and ids are the ones a signed-in demo account sees.

/** A seeded person as `GET /account` answers them (without the picture: stories draw no images). */
function seeded(key: DemoAccountKey): AccountWire {
  const person = demoAccount(key);
  return {
    id: person.id,
    email: person.email,
    first_name: person.first_name,
    last_name: person.last_name,
    timezone: person.timezone,
    role: person.role,
    coach: person.coach ?? false,
    has_zoom: person.has_zoom ?? false,
    ...(person.coach_status ? { coach_status: person.coach_status } : {}),
  };
}

/** The demo customer, as the reference API seeds them. */
export const customerAccount: AccountWire = seeded('customer');

/**
 * A coach who cannot take bookings yet: the seeded designer whose coaching is paused, here without
 * a video account — Availability in the header, but no Go Live.
 */
export const coachAccount: AccountWire = {
  ...seeded('paused'),
  has_zoom: false,
  is_available_now: false,
};

/** The seeded active designer (coach flag, has_zoom, status active), live right now. */
export const activeCoachAccount: AccountWire = { ...seeded('coach'), is_available_now: true };

/** The seeded admin. */
export const adminAccount: AccountWire = seeded('admin');

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

import type { DemoPerson } from '#src/demo/people.ts';
import type { NewUser } from '../users.ts';

// The demo people are the demo home's (src/demo/people.ts, decision 038); the API's code and tests
// keep reading them from here.
export {
  demoAccount,
  demoAccounts,
  demoPassword,
  invitedAccount,
  type DemoAccount,
  type DemoAccountKey,
} from '#src/demo/people.ts';

/** A demo person as the users table takes them: the seed's id is the table's to give, not ours. */
export function newUserOf({ id: _id, ...person }: DemoPerson): Omit<NewUser, 'password_hash'> {
  return person;
}

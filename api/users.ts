import type { AccountWire, DesignStatus } from '#src/lib/api/types.ts';
import { isLiveAt } from './availability.ts';
import { saveCoachProfile, type CoachProfileChange } from './coaches.ts';
import type { Database } from './db/database.ts';
import { validationError } from './http/errors.ts';
import { firstRow } from './db/rows.ts';

/** A row of `users` (the password hash never leaves this module's callers). */
export interface UserRow {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  password_hash: string;
  timezone: string;
  role: string;
  provider_role: string | null;
  provider_id: number | null;
  coach: boolean;
  has_zoom: boolean;
  coach_status: string | null;
  coach_zoom_only: boolean;
  /** The "available now" flag as stored: it counts only while its window is open (`isAvailableNow`). */
  is_available_now: boolean;
  available_now_start: Date | null;
  available_now_end: Date | null;
  status: 'active' | 'inactive' | 'suspended';
  avatar: string | null;
  logo: string | null;
  cover: string | null;
  designs_overview: Record<string, DesignStatus>;
  favorite_coaches: { id: number }[];
}

/** A coach takes bookings only with the coach flag, a video account and the status "active" (docs/spec/platform.md §4). */
export function isActiveCoach(user: Pick<UserRow, 'coach' | 'has_zoom' | 'coach_status'>): boolean {
  return user.coach && user.has_zoom && user.coach_status === 'active';
}

/**
 * Whether the coach is live for instant booking at `now` (docs/api/coaching.md, "Available now"): the flag is
 * set and its window is open (an end of null never ends).
 */
export function isAvailableNow(
  user: Pick<UserRow, 'is_available_now' | 'available_now_start' | 'available_now_end'>,
  now = new Date(),
): boolean {
  return isLiveAt(user, now);
}

/**
 * When the live window ends, as accounts and coach cards answer it: ISO 8601 in UTC while the coach is
 * live with an end time; null when live with no end time, or not live.
 */
export const availableNowEnd = (
  user: Pick<UserRow, 'is_available_now' | 'available_now_start' | 'available_now_end'>,
  now = new Date(),
): string | null =>
  isAvailableNow(user, now) ? (user.available_now_end?.toISOString() ?? null) : null;

export interface AccountWireOptions {
  /** The request is made while impersonating (the site's header, or an impersonation token). */
  impersonated?: boolean;
  /** The admin acting as this account through the token, if any. */
  impersonatorId?: number | null;
}

export function toAccountWire(
  user: UserRow,
  { impersonated = false, impersonatorId = null }: AccountWireOptions = {},
): AccountWire {
  return {
    id: user.id,
    email: user.email,
    first_name: user.first_name,
    last_name: user.last_name,
    images: { avatar: { image: user.avatar }, logo: { image: user.logo } },
    timezone: user.timezone,
    role: user.role,
    provider_role: user.provider_role,
    provider_id: user.provider_id,
    coach: user.coach,
    isCoach: user.coach,
    isActiveCoach: isActiveCoach(user),
    is_available_now: isAvailableNow(user),
    available_now_end: availableNowEnd(user),
    has_zoom: user.has_zoom,
    coach_status: user.coach_status,
    status: user.status,
    designs_overview: user.designs_overview,
    favorite_coaches: user.favorite_coaches,
    impersonated: impersonated || impersonatorId !== null,
    impersonator_id: impersonatorId,
  };
}

export async function findUserById(db: Database, id: number): Promise<UserRow | null> {
  return firstRow<UserRow>(db, 'SELECT * FROM users WHERE id = $1', [id]);
}

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | null> {
  return firstRow<UserRow>(db, 'SELECT * FROM users WHERE lower(email) = lower($1)', [
    email.trim(),
  ]);
}

export type NewUser = Pick<
  UserRow,
  'first_name' | 'last_name' | 'email' | 'password_hash' | 'timezone'
> &
  Partial<
    Omit<UserRow, 'id' | 'first_name' | 'last_name' | 'email' | 'password_hash' | 'timezone'>
  >;

const jsonColumns = new Set(['designs_overview', 'favorite_coaches']);
const writableColumns = new Set([
  'first_name',
  'last_name',
  'email',
  'password_hash',
  'timezone',
  'role',
  'provider_role',
  'provider_id',
  'coach',
  'has_zoom',
  'coach_status',
  'coach_zoom_only',
  'is_available_now',
  'available_now_start',
  'available_now_end',
  'status',
  'avatar',
  'logo',
  'cover',
  ...jsonColumns,
]);

export async function insertUser(db: Pick<Database, 'query'>, user: NewUser): Promise<UserRow> {
  // Column names come from this allow-list only; values always travel as parameters.
  const entries = Object.entries(user).filter(
    ([column, value]) => value !== undefined && writableColumns.has(column),
  );
  const columns = entries.map(([column]) => column);
  const values = entries.map(([column, value]) =>
    jsonColumns.has(column) ? JSON.stringify(value) : value,
  );
  const { rows } = await db.query<UserRow>(
    `INSERT INTO users (${columns.join(', ')})
     VALUES (${columns.map((_, index) => `$${index + 1}`).join(', ')})
     RETURNING *`,
    values,
  );
  return rows[0]!;
}

// Belongs in src/lib/api/types.ts (the one wire contract); kept here until the lead moves it there.
/** A user's public name, as the 'names' lookup answers it. */
export interface UserNameWire {
  id: number;
  first_name: string;
  last_name: string;
}

/** The names of the coaches among `ids`, by id (anyone else is left out). */
export async function coachNames(db: Database, ids: number[]): Promise<UserNameWire[]> {
  const { rows } = await db.query<UserNameWire>(
    'SELECT id, first_name, last_name FROM users WHERE coach AND id = ANY($1::int[]) ORDER BY id',
    [ids],
  );
  return rows;
}

/** The account fields sent and the coaching profile's changes, in one transaction. */
export async function updateAccount(
  db: Database,
  id: number,
  account: Partial<Pick<UserRow, 'first_name' | 'last_name' | 'email' | 'timezone' | 'avatar'>>,
  profile: CoachProfileChange,
) {
  try {
    await db.transaction(async (tx) => {
      const entries = Object.entries(account);
      if (entries.length > 0) {
        // Column names come from the fixed keys of the change; values travel as parameters.
        const sets = entries.map(([column], index) => `${column} = $${index + 2}`);
        await tx.query(`UPDATE users SET ${sets.join(', ')}, updated_at = now() WHERE id = $1`, [
          id,
          ...entries.map(([, value]) => value),
        ]);
      }
      await saveCoachProfile(tx, id, profile);
    });
  } catch (error) {
    // Two accounts racing for one address: the unique index decides.
    if ((error as { code?: string }).code === '23505') {
      throw validationError({ email: ['The email has already been taken.'] });
    }
    throw error;
  }
}

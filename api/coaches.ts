import type { Transaction } from '@electric-sql/pglite';
import type { AddressWire, CoachPropertyWire, CoachWire } from '#src/lib/api/types.ts';
import type { Database } from './db/database.ts';
import { countryOfState } from './regions.ts';
import { availableNowEnd, isAvailableNow, type UserRow } from './users.ts';

type Queryable = Database | Transaction;

/** The parts of a coach's profile kept outside the `users` row. */
export interface CoachProfile {
  properties: CoachPropertyWire[];
  addresses: AddressWire[];
  expertises: { id: number; name: string }[];
  portfolio: { id: number; image: string }[];
}

export async function loadCoachProfile(db: Queryable, userId: number): Promise<CoachProfile> {
  // One connection: the queries run one after the other anyway.
  const properties = await db.query<CoachPropertyWire>(
    'SELECT id, name, property FROM user_properties WHERE user_id = $1 ORDER BY position, id',
    [userId],
  );
  const addresses = await db.query<AddressWire>(
    'SELECT city, state FROM user_addresses WHERE user_id = $1 ORDER BY position, id',
    [userId],
  );
  const expertises = await db.query<{ id: number; name: string }>(
    `SELECT expertises.id, expertises.name FROM user_expertises
     JOIN expertises ON expertises.id = user_expertises.expertise_id
     WHERE user_expertises.user_id = $1 ORDER BY expertises.name`,
    [userId],
  );
  const portfolio = await db.query<{ id: number; image: string }>(
    'SELECT id, image FROM user_portfolio_images WHERE user_id = $1 ORDER BY position, id',
    [userId],
  );
  return {
    properties: properties.rows,
    addresses: addresses.rows,
    expertises: expertises.rows,
    portfolio: portfolio.rows,
  };
}

/** A coach as GET /users/{id} answers it to anyone: public fields only, never the e-mail address. */
export function toCoachWire(user: UserRow, profile: CoachProfile): CoachWire {
  return {
    id: user.id,
    first_name: user.first_name,
    last_name: user.last_name,
    images: {
      avatar: { image: user.avatar },
      cover: { image: user.cover },
      portfolio: profile.portfolio,
    },
    coach: user.coach,
    coach_status: user.coach_status,
    has_zoom: user.has_zoom,
    coach_zoom_only: user.coach_zoom_only,
    is_available_now: isAvailableNow(user),
    available_now_end: availableNowEnd(user),
    expertises: profile.expertises,
    properties: profile.properties,
    addresses: profile.addresses,
  };
}

export interface CoachProfileChange {
  properties?: CoachPropertyWire[];
  addresses?: AddressWire[];
  coach_zoom_only?: boolean;
}

/** Replaces the lists that are given (a list replaces the whole list) and sets `coach_zoom_only`. */
export async function saveCoachProfile(
  tx: Queryable,
  userId: number,
  change: CoachProfileChange,
): Promise<void> {
  if (change.properties) {
    // An entry with the id of one of the coach's properties updates it (its id stays); the others are
    // added; properties left out of the list are removed.
    const { rows } = await tx.query<{ id: number }>(
      'SELECT id FROM user_properties WHERE user_id = $1',
      [userId],
    );
    const existing = new Set(rows.map((row) => row.id));
    const kept: number[] = [];
    for (const [position, { id, name, property }] of change.properties.entries()) {
      if (id !== undefined && existing.has(id) && !kept.includes(id)) {
        await tx.query(
          'UPDATE user_properties SET position = $1, name = $2, property = $3 WHERE id = $4',
          [position, name, property, id],
        );
        kept.push(id);
      } else {
        const inserted = await tx.query<{ id: number }>(
          `INSERT INTO user_properties (user_id, position, name, property)
           VALUES ($1, $2, $3, $4) RETURNING id`,
          [userId, position, name, property],
        );
        kept.push(inserted.rows[0]!.id);
      }
    }
    await tx.query('DELETE FROM user_properties WHERE user_id = $1 AND NOT (id = ANY($2::int[]))', [
      userId,
      kept,
    ]);
  }
  if (change.addresses) {
    // The country is not on the wire: an address keeps the one it had when its state is unchanged
    // (a Perth coach's 'WA' stays in Australia), otherwise it follows the state (US first).
    const { rows: before } = await tx.query<{ state: string | null; country: string | null }>(
      'SELECT state, country FROM user_addresses WHERE user_id = $1 ORDER BY position, id',
      [userId],
    );
    await tx.query('DELETE FROM user_addresses WHERE user_id = $1', [userId]);
    for (const [position, { city, state }] of change.addresses.entries()) {
      const previous = before[position];
      const country =
        previous?.country && previous.state?.toLowerCase() === state?.toLowerCase()
          ? previous.country
          : countryOfState(state);
      await tx.query(
        `INSERT INTO user_addresses (user_id, position, city, state, country)
         VALUES ($1, $2, $3, $4, $5)`,
        [userId, position, city, state, country],
      );
    }
  }
  if (change.coach_zoom_only !== undefined) {
    await tx.query('UPDATE users SET coach_zoom_only = $1 WHERE id = $2', [
      change.coach_zoom_only,
      userId,
    ]);
  }
}

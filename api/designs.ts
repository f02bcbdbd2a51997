import type { Transaction } from '@electric-sql/pglite';
import type {
  DesignActingAs,
  DesignDetailsWire,
  DesignFileSystemType,
  DesignFileWire,
  DesignParticipantWire,
  DesignStatus,
  DesignWire,
  PersonSummaryWire,
  SurveyResultWire,
} from '#src/lib/api/types.ts';
import { isAdmin } from './auth/currentUser.ts';
import type { Database } from './db/database.ts';
import { ordersById } from './orders.ts';
import type { UserRow } from './users.ts';
import { firstRow } from './db/rows.ts';

type Queryable = Database | Transaction;

export interface NewDesign {
  userId: number;
  orderId: number;
  productId: number;
  /** The product's name, until the buyer names the design. */
  name: string;
}

/**
 * The design a garden-design order creates (status `created`, "Homework"), linked both ways with the
 * order, and entered in the buyer's `designs_overview`. Returns its id.
 */
export async function createDesign(tx: Queryable, design: NewDesign): Promise<number> {
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO designs (user_id, order_id, product_id, name, status)
     VALUES ($1, $2, $3, $4, 'created') RETURNING id`,
    [design.userId, design.orderId, design.productId, design.name],
  );
  const id = rows[0]!.id;
  await tx.query('UPDATE orders SET design_id = $1 WHERE id = $2', [id, design.orderId]);
  await tx.query(
    `UPDATE users SET designs_overview = designs_overview || jsonb_build_object($1::text, 'created'),
       updated_at = now()
     WHERE id = $2`,
    [String(id), design.userId],
  );
  return id;
}

/** A design with what its rules read: the designer (on its order) and its product's call and survey. */
export interface DesignRow {
  id: number;
  user_id: number;
  order_id: number | null;
  product_id: number | null;
  name: string;
  status: DesignStatus;
  details: DesignDetailsWire;
  survey_results_id: number | null;
  artist_id: number | null;
  created_at: Date;
  updated_at: Date;
  /** The designer: the order's coach. */
  coach_id: number | null;
  /** The product's call in minutes (null or 0: no call). */
  session_length: number | null;
  /** The product's survey ("Hone Vision"), if it has one. */
  survey_id: number | null;
}

const designSelect = `
  SELECT d.id, d.user_id, d.order_id, d.product_id, d.name, d.status, d.details,
         d.survey_results_id, d.artist_id, d.created_at, d.updated_at,
         o.coach_id, p.session_length, p.survey_id
  FROM designs d
  LEFT JOIN orders o ON o.id = d.order_id
  LEFT JOIN products p ON p.id = d.product_id`;

export async function findDesignRow(db: Queryable, id: number): Promise<DesignRow | null> {
  return firstRow<DesignRow>(db, `${designSelect} WHERE d.id = $1`, [id]);
}

/** Who may see a design (what GET /designs lists for a person). */
const visibleTo = (userParam: string) =>
  `(d.user_id = ${userParam} OR o.coach_id = ${userParam} OR d.artist_id = ${userParam})`;

/**
 * One page of the designs the person takes part in (an admin: every design), newest first,
 * optionally only those whose name holds `search` (any case).
 */
export async function designRowsOf(
  db: Queryable,
  user: UserRow,
  { search, limit, offset }: { search: string | null; limit: number; offset: number },
): Promise<{ rows: DesignRow[]; total: number }> {
  const where: string[] = [];
  const params: unknown[] = [];
  if (!isAdmin(user)) {
    params.push(user.id);
    where.push(visibleTo(`$${params.length}`));
  }
  if (search) {
    params.push(search.toLowerCase());
    where.push(`strpos(lower(d.name), $${params.length}) > 0`);
  }
  const clause = where.length > 0 ? `WHERE ${where.join(' AND ')}` : '';
  const counted = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM designs d LEFT JOIN orders o ON o.id = d.order_id ${clause}`,
    params,
  );
  const { rows } = await db.query<DesignRow>(
    `${designSelect} ${clause} ORDER BY d.created_at DESC, d.id DESC
     LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
    [...params, limit, offset],
  );
  return { rows, total: counted.rows[0]?.total ?? 0 };
}

/**
 * How `user` takes part in the design: its customer ('user'), its designer, its artist, or an admin;
 * null for anyone else (to whom the design does not exist).
 */
export function actingAsOf(user: UserRow, design: DesignRow): DesignActingAs | null {
  if (user.id === design.user_id) return 'user';
  if (design.coach_id !== null && user.id === design.coach_id) return 'designer';
  if (design.artist_id !== null && user.id === design.artist_id) return 'artist';
  if (isAdmin(user)) return 'admin';
  return null;
}

/** Whether the homework is done: details completed, and the survey answered when the product has one. */
export const isHomeworkDone = (design: DesignRow): boolean =>
  design.details.completed === true &&
  (design.survey_id === null || design.survey_results_id !== null);

/** Whether the product has a call to schedule with the designer. */
export const hasCall = (design: Pick<DesignRow, 'session_length'>): boolean =>
  (design.session_length ?? 0) > 0;

/** Sets the design's status and keeps the customer's `designs_overview` in step. */
export async function setDesignStatus(
  tx: Queryable,
  design: Pick<DesignRow, 'id' | 'user_id'>,
  status: DesignStatus,
): Promise<void> {
  await tx.query('UPDATE designs SET status = $1, updated_at = now() WHERE id = $2', [
    status,
    design.id,
  ]);
  await tx.query(
    `UPDATE users SET designs_overview = designs_overview || jsonb_build_object($1::text, $2::text),
       updated_at = now()
     WHERE id = $3`,
    [String(design.id), status, design.user_id],
  );
}

/* ── Files ─────────────────────────────────────────────────────────────────────────────────── */

export interface DesignFileRow {
  id: number;
  design_id: number;
  user_id: number | null;
  access_key: string;
  system_type: DesignFileSystemType;
  name: string;
  description: string;
  content_type: string;
  size: number;
  created_at: Date;
}

/** The columns of a file without its bytes. */
export const designFileColumns = `id, design_id, user_id, access_key::text AS access_key, system_type,
  name, description, content_type, size, created_at`;

/** Where a design file is reached through the site's /api door. */
export const designFilePath = (accessKey: string): string => `/api/design-files/${accessKey}`;

export const toDesignFileWire = (file: DesignFileRow): DesignFileWire => ({
  id: file.id,
  path: designFilePath(file.access_key),
  name: file.name,
  file_type: file.content_type,
  download: `${designFilePath(file.access_key)}?download=1`,
  description: file.description,
  system_type: file.system_type,
  size: file.size,
  created_at: file.created_at.toISOString(),
});

/* ── The wire ──────────────────────────────────────────────────────────────────────────────── */

interface PersonRow {
  id: number;
  first_name: string;
  last_name: string;
  avatar: string | null;
}

const toPerson = (person: PersonRow): PersonSummaryWire => ({
  id: person.id,
  first_name: person.first_name,
  last_name: person.last_name,
  images: { avatar: { image: person.avatar } },
});

/** The designs as `viewer` sees them (each one they take part in), in the order given. */
export async function toDesignWires(
  db: Queryable,
  designs: readonly DesignRow[],
  viewer: UserRow,
): Promise<DesignWire[]> {
  if (designs.length === 0) return [];
  const ids = designs.map((design) => design.id);
  const orders = await ordersById(
    db,
    designs.flatMap((design) => (design.order_id === null ? [] : [design.order_id])),
  );
  const { rows: files } = await db.query<DesignFileRow>(
    `SELECT ${designFileColumns} FROM design_files WHERE design_id = ANY($1::int[])
     ORDER BY design_id, id`,
    [ids],
  );
  const resultIds = designs.flatMap((design) =>
    design.survey_results_id === null ? [] : [design.survey_results_id],
  );
  const { rows: results } = await db.query<SurveyResultWire>(
    'SELECT id, survey_id, results FROM survey_results WHERE id = ANY($1::int[])',
    [resultIds],
  );
  const peopleIds = designs.flatMap((design) =>
    [design.user_id, design.coach_id, design.artist_id].filter((id): id is number => id !== null),
  );
  const { rows: people } = await db.query<PersonRow>(
    'SELECT id, first_name, last_name, avatar FROM users WHERE id = ANY($1::int[])',
    [[...new Set(peopleIds)]],
  );
  const personById = new Map(people.map((person) => [person.id, toPerson(person)]));

  return designs.map((design) => {
    const users: DesignParticipantWire[] = [];
    const take = (id: number | null, role: DesignParticipantWire['role']) => {
      const person = id === null ? undefined : personById.get(id);
      if (person) users.push({ ...person, role });
    };
    take(design.user_id, 'customer');
    take(design.coach_id, 'designer');
    take(design.artist_id, 'artist');
    return {
      id: design.id,
      name: design.name,
      status: design.status,
      details: design.details,
      files: files.filter((file) => file.design_id === design.id).map(toDesignFileWire),
      order: design.order_id === null ? null : (orders.get(design.order_id) ?? null),
      product_id: design.product_id,
      survey_results_id: design.survey_results_id,
      survey_result: results.find((result) => result.id === design.survey_results_id) ?? null,
      acting_as: actingAsOf(viewer, design) ?? 'admin',
      artist_id: design.artist_id,
      artist: design.artist_id === null ? null : (personById.get(design.artist_id) ?? null),
      users,
      created_at: design.created_at.toISOString(),
      updated_at: design.updated_at.toISOString(),
    };
  });
}

import type { Transaction } from '@electric-sql/pglite';
import type { Database } from './db/database.ts';

/** A designer inquiry as sent (its fields, and the garden's picture when there is one); its id. */
export async function insertDesignerInquiry(
  db: Database | Transaction,
  fields: Record<string, string>,
  image: { type: string; bytes: Uint8Array } | null,
): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO inquiries (form, email, fields, image_type, image_size, image)
     VALUES ('designer_inquiry', $1, $2, $3, $4, $5) RETURNING id`,
    [
      fields.email,
      JSON.stringify(fields),
      image?.type ?? null,
      image?.bytes.length ?? null,
      image?.bytes ?? null,
    ],
  );
  return rows[0]!.id;
}

import type { Transaction } from '@electric-sql/pglite';
import type { Database } from '../db/database.ts';

/** An e-mail the API would have sent, as GET /dev/outbox answers it. */
export interface OutboxMessageWire {
  id: number;
  to: string;
  subject: string;
  text: string;
  /** The link the e-mail is about (a reset or invitation link), so tests need not parse the text. */
  link: string | null;
  created_at: string;
}

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  link?: string | null;
}

/**
 * "Sends" an e-mail: the reference API has no mail server, so every message lands in the `outbox`
 * table. Nothing is logged: the links carry tokens.
 */
export async function sendMail(db: Database | Transaction, mail: OutgoingMail): Promise<void> {
  await db.query('INSERT INTO outbox (to_email, subject, body, link) VALUES ($1, $2, $3, $4)', [
    mail.to,
    mail.subject,
    mail.text,
    mail.link ?? null,
  ]);
}

/** The messages to one address (any case), or to everyone, newest first. */
export async function readOutbox(
  db: Database,
  to: string | null,
  limit = 50,
): Promise<OutboxMessageWire[]> {
  const { rows } = await db.query<OutboxMessageWire>(
    `SELECT id, to_email AS "to", subject, body AS text, link,
            to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at
     FROM outbox
     WHERE $1::text IS NULL OR lower(to_email) = lower($1::text)
     ORDER BY id DESC
     LIMIT $2`,
    [to, limit],
  );
  return rows;
}

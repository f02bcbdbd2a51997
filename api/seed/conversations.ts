import type { Database } from '../db/database.ts';
import { demoAccount } from './accounts.ts';
import { inDesignOrderUuid } from './designs.ts';

const minuteMs = 60 * 1000;
const dayMs = 24 * 60 * minuteMs;

/** The demo design's conversations between the customer and the demo designer (Maya). */
export const seedConversations = [
  {
    closed: false,
    messages: [
      {
        from: 'coach',
        daysAgo: 2,
        text: 'Hi Casey! I had a look at your garden photos. Could you tell me which beds get afternoon sun?',
      },
      {
        from: 'customer',
        daysAgo: 1,
        text: 'The two along the fence, from about 2pm. The ones by the patio stay shady.',
      },
    ],
  },
  {
    closed: true,
    messages: [
      {
        from: 'coach',
        daysAgo: 20,
        text: 'Welcome to your garden design! This thread was for scheduling: see you on our call.',
      },
    ],
  },
] as const;

/**
 * Project messages' demo data (`conversations` in `seed_runs`), written once after the designs: on
 * design 2 (the customer's design in progress with the demo designer, api/seed/designs.ts), one open
 * conversation between the customer and the designer with two messages, and one closed
 * conversation. Nothing is written while design 2 or its designer is missing (a database changed by
 * hand); the step is then tried again on the next start. A database that got them on design 1 before
 * design 2 existed keeps them there.
 */
export async function seedConversationDemo(db: Database): Promise<void> {
  const { rows: done } = await db.query("SELECT 1 FROM seed_runs WHERE name = 'conversations'");
  if (done.length > 0) return;
  // The design whose designer is chosen (design 2): its customer and designer.
  const { rows } = await db.query<{ design_id: number; customer_id: number; coach_id: number }>(
    `SELECT d.id AS design_id, d.user_id AS customer_id, o.coach_id
     FROM orders o JOIN designs d ON d.id = o.design_id
     JOIN users customer ON customer.id = d.user_id JOIN users coach ON coach.id = o.coach_id
     WHERE o.uuid = $1::uuid AND lower(customer.email) = $2 AND lower(coach.email) = $3`,
    [inDesignOrderUuid, demoAccount('customer').email, demoAccount('coach').email],
  );
  const people = rows[0];
  if (!people) return;
  const now = Date.now();
  await db.transaction(async (tx) => {
    for (const conversation of seedConversations) {
      const last = conversation.messages.at(-1)!;
      const { rows: created } = await tx.query<{ id: number }>(
        `INSERT INTO conversations (conversationable_id, started_by, closed, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5) RETURNING id`,
        [
          people.design_id,
          people.coach_id,
          conversation.closed,
          new Date(now - conversation.messages[0].daysAgo * dayMs),
          new Date(now - last.daysAgo * dayMs),
        ],
      );
      const id = created[0]!.id;
      for (const message of conversation.messages) {
        await tx.query(
          `INSERT INTO messages (conversation_id, author_id, message, created_at) VALUES ($1, $2, $3, $4)`,
          [
            id,
            message.from === 'coach' ? people.coach_id : people.customer_id,
            message.text,
            new Date(now - message.daysAgo * dayMs),
          ],
        );
      }
      // Casey has read everything; in the open conversation Maya has not yet seen Casey's reply.
      const lastSeen = (daysAgo: number) => new Date(now - daysAgo * dayMs + minuteMs);
      const coachSeen = conversation.closed ? last.daysAgo : conversation.messages[0].daysAgo;
      await tx.query(
        `INSERT INTO conversation_participants (conversation_id, user_id, last_seen)
         VALUES ($1, $2, $3), ($1, $4, $5)`,
        [id, people.customer_id, lastSeen(last.daysAgo), people.coach_id, lastSeen(coachSeen)],
      );
    }
    await tx.query("INSERT INTO seed_runs (name) VALUES ('conversations')");
  });
}

import { delay, http, HttpResponse } from 'msw';
import type {
  ConversationUserWire,
  ConversationWire,
  MessageFileWire,
  MessageWire,
  RecipientWire,
} from '#src/lib/api/types.ts';
import { gardenScene } from '#src/ui/components/Image/storyImages.ts';

// Demo project messages and MSW handlers for the stories and component tests, in the wire shapes of
// src/lib/api/types.ts and with the behaviour of docs/api/messages.md and docs/api/realtime.md
// (POST /realtime/ticket).
// The people and words follow the reference API's demo (api/seed/conversations.ts): Casey the
// customer and Maya the designer on design 2; times are pinned, so every run shows the same.

export const messagesDesignId = 2;
/** The times shown are in Chicago. */
export const messagesTimeZone = 'America/Chicago';
/** "Now" for messages sent in stories and tests. */
export const messagesNow = '2026-11-25T17:02:11.000Z';

export const casey = { id: 1, first_name: 'Casey', last_name: 'Customer' } as const;
export const maya = { id: 2, first_name: 'Maya', last_name: 'Okafor' } as const;
export const ari = { id: 60, first_name: 'Ari', last_name: 'Artist' } as const;
export const admin = { id: 5, first_name: 'Priya', last_name: 'Admin' } as const;

type Person = typeof casey | typeof maya | typeof ari | typeof admin;

const person = (who: Person, lastSeen: string | null): ConversationUserWire => ({
  ...who,
  pivot: { last_seen: lastSeen },
});

export const message = (
  id: number,
  conversationId: number,
  author: Person | null,
  text: string,
  createdAt: string,
  files: MessageFileWire[] = [],
): MessageWire => ({
  id,
  conversation_id: conversationId,
  author_id: author?.id ?? null,
  message: text,
  created_at: createdAt,
  files,
});

/** The open conversation: Maya asked, Casey answered; Maya has not seen the answer yet. */
export const openConversation: ConversationWire = {
  id: 1,
  conversationable_id: messagesDesignId,
  users: [person(casey, '2026-11-24T16:01:00.000Z'), person(maya, '2026-11-23T16:01:00.000Z')],
  messages: [
    message(
      1,
      1,
      maya,
      'Hi Casey! I had a look at your garden photos. Could you tell me which beds get afternoon sun?',
      '2026-11-23T16:00:00.000Z',
    ),
    message(
      2,
      1,
      casey,
      'The two along the fence, from about 2pm. The ones by the patio stay shady.',
      '2026-11-24T16:00:00.000Z',
    ),
  ],
  total_messages: 2,
  closed: 0,
  updated_at: '2026-11-24T16:00:00.000Z',
};

/** The closed conversation: read-only. */
export const closedConversation: ConversationWire = {
  id: 2,
  conversationable_id: messagesDesignId,
  users: [person(casey, '2026-11-05T16:01:00.000Z'), person(maya, '2026-11-05T16:01:00.000Z')],
  messages: [
    message(
      3,
      2,
      maya,
      'Welcome to your garden design! This thread was for scheduling: see you on our call.',
      '2026-11-05T16:00:00.000Z',
    ),
  ],
  total_messages: 1,
  closed: 1,
  updated_at: '2026-11-05T16:00:00.000Z',
};

/** A conversation started with nothing in it yet (one whose messages were all removed, say). */
export const emptyConversation: ConversationWire = {
  id: 4,
  conversationable_id: messagesDesignId,
  users: [person(maya, null), person(ari, null)],
  messages: [],
  total_messages: 0,
  closed: 0,
  updated_at: '2026-11-01T16:00:00.000Z',
};

/** The open conversation with Maya's planting plan and a photo of the beds attached. */
export const conversationWithFiles: ConversationWire = {
  ...openConversation,
  users: [person(casey, '2026-11-25T09:01:00.000Z'), person(maya, '2026-11-25T09:01:00.000Z')],
  messages: [
    ...openConversation.messages,
    message(
      7,
      1,
      maya,
      'Here is the first planting plan, and the sketch of the fence beds.',
      '2026-11-25T09:00:00.000Z',
      [
        {
          id: 11,
          name: 'Planting plan.pdf',
          file_type: 'application/pdf',
          download: '/api/message-files/planting-plan',
        },
        {
          id: 12,
          name: 'Fence beds.png',
          file_type: 'image/png',
          download: gardenScene(640, 480),
        },
      ],
    ),
    message(8, 1, casey, '', '2026-11-25T09:30:00.000Z', [
      { id: 13, name: 'Patio.png', file_type: 'image/png', download: gardenScene(480, 480) },
    ]),
  ],
  total_messages: 4,
  updated_at: '2026-11-25T09:30:00.000Z',
};

/** A long conversation: 25 messages, of which the list brings the latest 20. */
export const longHistory: MessageWire[] = Array.from({ length: 25 }, (_, index) =>
  message(
    100 + index,
    5,
    index % 2 === 0 ? maya : casey,
    index % 2 === 0
      ? `Week ${index + 1}: how are the seedlings doing?`
      : `Week ${index + 1}: the lettuce is up, the beans are slow.`,
    new Date(Date.UTC(2026, 5, 1 + index, 15)).toISOString(),
  ),
);
export const longConversation: ConversationWire = {
  id: 5,
  conversationable_id: messagesDesignId,
  users: [
    person(casey, longHistory.at(-1)!.created_at),
    person(maya, longHistory.at(-1)!.created_at),
  ],
  messages: longHistory.slice(-20),
  total_messages: 25,
  closed: 0,
  updated_at: longHistory.at(-1)!.created_at,
};

/** The designer's recipients on a design with an artist. */
export const designerRecipients: RecipientWire[] = [
  { id: casey.id, prefix: 'Customer', ...names(casey) },
  { id: ari.id, prefix: 'Artist', ...names(ari) },
];
function names(who: Person) {
  return { first_name: who.first_name, last_name: who.last_name };
}

/** What a test or story saw the page ask of the API. */
export interface RecordedRequest {
  method: string;
  /** Path and query, e.g. `/api/designs/2/conversations/5?before=105`. */
  path: string;
  /** A multipart body's fields (files as `{ name, type, size }`). */
  form?: Record<string, string | { name: string; type: string; size: number }>;
  /** A JSON body. */
  json?: unknown;
}

export interface MessagesApiOptions {
  /** The viewer's conversations, or the status of a failure. */
  conversations?: ConversationWire[] | number;
  recipients?: RecipientWire[] | number;
  /** Who is signed in (the author of what is sent). Default Maya, the designer. */
  viewer?: Person;
  /** Every message of each conversation, for `?before=` (the list's own when absent). */
  history?: Record<number, MessageWire[]>;
  /** The status of a failed send or start. */
  sendFailure?: number;
  /** The status of a failed ticket. */
  ticketFailure?: number;
  /** Milliseconds before the list answers; 'infinite' never answers (loading). */
  listDelay?: number | 'infinite';
  /** Milliseconds before a send answers. */
  sendDelay?: number;
  requests?: RecordedRequest[];
}

async function recordBody(request: Request): Promise<Pick<RecordedRequest, 'form' | 'json'>> {
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('multipart/form-data')) {
    const form: NonNullable<RecordedRequest['form']> = {};
    for (const [key, value] of (await request.clone().formData()).entries()) {
      form[key] =
        typeof value === 'string'
          ? value
          : { name: value.name, type: value.type, size: value.size };
    }
    return { form };
  }
  if (type.includes('application/json')) return { json: await request.clone().json() };
  return {};
}

/** The project-messages calls as the reference API answers them, over MSW. */
export function messagesHandlers(options: MessagesApiOptions = {}) {
  const {
    conversations = [openConversation, closedConversation],
    recipients = designerRecipients,
    viewer = maya,
    requests = [],
  } = options;
  const list = typeof conversations === 'number' ? [] : conversations;
  const history: Record<number, MessageWire[]> = {
    ...Object.fromEntries(list.map((conversation) => [conversation.id, conversation.messages])),
    ...options.history,
  };
  const files = new Map<string, File>();
  let nextMessageId = 500;
  let nextConversationId = 50;
  let tickets = 0;

  const record = async (request: Request) => {
    const url = new URL(request.url);
    requests.push({
      method: request.method,
      path: url.pathname + url.search,
      ...(await recordBody(request)),
    });
  };
  const failure = (status: number) =>
    HttpResponse.json({ message: status === 500 ? 'Server Error' : 'Refused' }, { status });

  return [
    http.post('/api/realtime/ticket', async ({ request }) => {
      await record(request);
      if (options.ticketFailure) return failure(options.ticketFailure);
      tickets += 1;
      return HttpResponse.json(
        { data: { ticket: `ticket-${tickets}`, expires_at: '2026-11-25T17:03:11.000Z' } },
        { status: 201 },
      );
    }),
    http.get('/api/designs/:id/conversations', async ({ request }) => {
      await record(request);
      if (options.listDelay !== undefined) await delay(options.listDelay);
      if (typeof conversations === 'number') return failure(conversations);
      return HttpResponse.json({ data: conversations });
    }),
    http.get('/api/designs/:id/recipients', async ({ request }) => {
      await record(request);
      if (typeof recipients === 'number') return failure(recipients);
      return HttpResponse.json({ data: recipients });
    }),
    http.get('/api/designs/:id/conversations/:conv', async ({ request, params }) => {
      await record(request);
      const conversation = list.find((known) => known.id === Number(params.conv));
      if (!conversation)
        return HttpResponse.json({ message: 'Conversation not found' }, { status: 404 });
      const before = Number(new URL(request.url).searchParams.get('before'));
      const all = history[conversation.id] ?? [];
      const index = all.findIndex((known) => known.id === before);
      const page = (index === -1 ? all : all.slice(0, index)).slice(-20);
      return HttpResponse.json({ data: { ...conversation, messages: page } });
    }),
    http.post('/api/designs/:id/conversations/:conv', async ({ request, params }) => {
      await record(request);
      const form = await request.formData();
      const text = String(form.get('message') ?? '').trim();
      const entry = form.get('file');
      // Not `instanceof File`: in tests the File comes from another realm (Node's, not jsdom's).
      const file = entry !== null && typeof entry !== 'string' ? entry : null;
      const conversationId = Number(params.conv);
      if (!text && !file) {
        return HttpResponse.json({
          data: { conversation_id: conversationId, user_id: viewer.id, last_seen: messagesNow },
        });
      }
      if (options.sendDelay) await delay(options.sendDelay);
      if (options.sendFailure) return failure(options.sendFailure);
      const id = (nextMessageId += 1);
      const attached: MessageFileWire[] = [];
      if (file) {
        const key = `file-${id}`;
        files.set(key, file);
        attached.push({
          id,
          name: file.name,
          file_type: file.type,
          download: `/api/message-files/${key}`,
        });
      }
      return HttpResponse.json(
        { data: message(id, conversationId, viewer, text, messagesNow, attached) },
        { status: 201 },
      );
    }),
    http.post('/api/designs/:id/conversations', async ({ request, params }) => {
      await record(request);
      if (options.sendDelay) await delay(options.sendDelay);
      if (options.sendFailure) return failure(options.sendFailure);
      const body = (await request.json()) as { receivers: number[]; message: string };
      const id = (nextConversationId += 1);
      const people = [viewer, casey, maya, ari, admin].filter(
        (who) => who.id === viewer.id || body.receivers.includes(who.id),
      );
      const first = message((nextMessageId += 1), id, viewer, body.message.trim(), messagesNow);
      const conversation: ConversationWire = {
        id,
        conversationable_id: Number(params.id),
        users: people.map((who) => person(who, who.id === viewer.id ? messagesNow : null)),
        messages: [first],
        total_messages: 1,
        closed: 0,
        updated_at: messagesNow,
      };
      return HttpResponse.json({ data: conversation }, { status: 201 });
    }),
    http.get('/api/message-files/:key', ({ params }) => {
      const file = files.get(String(params.key));
      if (file) return new HttpResponse(file, { headers: { 'Content-Type': file.type } });
      // The demo plan: a one-line PDF.
      return new HttpResponse('%PDF-1.4\n% a planting plan\n', {
        headers: { 'Content-Type': 'application/pdf' },
      });
    }),
  ];
}

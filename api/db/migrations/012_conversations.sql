-- Project messages (docs/api.md, "Project messages"): conversations on a design, their participants
-- (with when each last saw it), their messages and the files attached to them. 011 belongs to the
-- designs work; nothing here depends on it.

-- The design's artist (docs/spec/features.md §3: Design.artist_id). IF NOT EXISTS: the designs
-- migration may add the same column.
ALTER TABLE designs ADD COLUMN IF NOT EXISTS artist_id integer REFERENCES users (id) ON DELETE SET NULL;

-- A conversation on a design (`conversationable_id`, as the wire calls it). `updated_at` moves with
-- every message; a closed conversation takes no new messages.
CREATE TABLE conversations (
  id                  serial PRIMARY KEY,
  conversationable_id integer     NOT NULL REFERENCES designs (id) ON DELETE CASCADE,
  started_by          integer     REFERENCES users (id) ON DELETE SET NULL,
  closed              boolean     NOT NULL DEFAULT false,
  created_at          timestamptz NOT NULL DEFAULT now(),
  updated_at          timestamptz NOT NULL DEFAULT now(),
  -- The real-time room's name (src/api/rooms.ts, conversationRoom): a socket's join is checked by it.
  room                text        GENERATED ALWAYS AS
                        (encode(sha256(('designConversation' || id::text)::bytea), 'hex')) STORED
);
CREATE INDEX conversations_design ON conversations (conversationable_id, updated_at DESC, id DESC);
CREATE UNIQUE INDEX conversations_room ON conversations (room);

-- Who takes part; `last_seen` null until they first open it.
CREATE TABLE conversation_participants (
  conversation_id integer NOT NULL REFERENCES conversations (id) ON DELETE CASCADE,
  user_id         integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  last_seen       timestamptz,
  PRIMARY KEY (conversation_id, user_id)
);
CREATE INDEX conversation_participants_user ON conversation_participants (user_id);

-- A message: text, files, or both (the text is '' for files alone).
CREATE TABLE messages (
  id              serial PRIMARY KEY,
  conversation_id integer     NOT NULL REFERENCES conversations (id) ON DELETE CASCADE,
  author_id       integer     REFERENCES users (id) ON DELETE SET NULL,
  message         text        NOT NULL DEFAULT '',
  created_at      timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX messages_conversation ON messages (conversation_id, created_at DESC, id DESC);

-- A file attached to a message, stored in the database like uploaded images (so the in-memory mode
-- needs no disk). `key` makes its download address unguessable: the address is the permission.
CREATE TABLE message_files (
  id           serial PRIMARY KEY,
  message_id   integer     NOT NULL REFERENCES messages (id) ON DELETE CASCADE,
  key          text        NOT NULL UNIQUE,
  name         text        NOT NULL,
  content_type text        NOT NULL,
  size         integer     NOT NULL CHECK (size >= 0),
  bytes        bytea       NOT NULL,
  created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX message_files_message ON message_files (message_id);

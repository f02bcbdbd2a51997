-- Socket tickets (docs/api.md, "Real time"): the browser never holds the bearer token (it stays in the
-- site's HttpOnly cookie), so it asks through the site's /api door for a short-lived ticket and hands
-- that to the socket.io handshake. In the database rather than in memory: with several API processes
-- behind Redis, a ticket made on one must be redeemed on another. Only a SHA-256 of each ticket is
-- stored; a ticket is used once and lives 60 seconds.
CREATE TABLE realtime_tickets (
  id           serial PRIMARY KEY,
  user_id      integer     NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  ticket_hash  text        NOT NULL UNIQUE,
  -- Made while an admin impersonates the user: the connection stays anonymous, as with the token.
  impersonated boolean     NOT NULL DEFAULT false,
  created_at   timestamptz NOT NULL DEFAULT now(),
  expires_at   timestamptz NOT NULL
);
CREATE INDEX realtime_tickets_expires_at ON realtime_tickets (expires_at);

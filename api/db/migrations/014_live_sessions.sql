-- Live connections end with their session (docs/api.md, "Real time"): a socket opened with a ticket
-- belongs to the bearer token the ticket was asked with, and is disconnected when that token ends.

-- The token a ticket was asked with. Deleting the token (a logout, a password reset) deletes the
-- tickets not yet redeemed, so none opens a connection for a session already over. Tickets live a
-- minute: the few made before this column knew no token, and are dropped.
DELETE FROM realtime_tickets;
ALTER TABLE realtime_tickets
  ADD COLUMN token_id integer NOT NULL REFERENCES tokens (id) ON DELETE CASCADE;

-- Which database this is, drawn once. Token ids are unique within one database only; API processes
-- that share rooms through Redis but not a database (the reference API's two-process test, each with
-- its own in-memory copy) name a session's room with this too, so one's logout never ends another's
-- connection, and a process checks at delivery only the tokens of its own database.
CREATE TABLE database_identity (
  only_row boolean PRIMARY KEY DEFAULT true CHECK (only_row),
  id       uuid    NOT NULL DEFAULT gen_random_uuid()
);
INSERT INTO database_identity DEFAULT VALUES;

-- Every token that goes (POST /logout, a password reset ending every session, an impersonation
-- ended, its user deleted) is announced on the `tokens_ended` channel with its id. Postgres sends
-- notifications when the transaction commits, and never for one rolled back; the real-time server
-- listens (api/realtime.ts) and disconnects the connections opened with it.
CREATE FUNCTION tokens_ended() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('tokens_ended', OLD.id::text);
  RETURN OLD;
END
$$;
CREATE TRIGGER tokens_ended AFTER DELETE ON tokens FOR EACH ROW EXECUTE FUNCTION tokens_ended();

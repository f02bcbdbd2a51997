-- Pages that mirror fixtures (kitchen-sink, e2e/…) are rewritten on start only when the fixture's
-- fingerprint (a SHA-256 of it) changed since the last time.
ALTER TABLE seed_runs ADD COLUMN IF NOT EXISTS fingerprint text;

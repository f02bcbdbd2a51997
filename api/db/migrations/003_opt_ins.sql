-- E-mail sign-ups (POST /opt-in): one row per address and list, tags merged on repeat sign-ups.
CREATE TABLE IF NOT EXISTS opt_ins (
  id SERIAL PRIMARY KEY,
  email TEXT NOT NULL,
  list_id TEXT NOT NULL DEFAULT '',
  tags TEXT NOT NULL DEFAULT '',
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  updated_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  UNIQUE (email, list_id)
);

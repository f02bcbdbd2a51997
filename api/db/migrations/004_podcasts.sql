-- Podcast episodes (GET /podcasts, GET /podcasts/{id}); links are [{ platform, link }] in display order.
CREATE TABLE IF NOT EXISTS podcasts (
  id SERIAL PRIMARY KEY,
  title TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  published_on DATE NOT NULL,
  links JSONB NOT NULL DEFAULT '[]'::jsonb,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE INDEX IF NOT EXISTS podcasts_published_on_idx ON podcasts (published_on DESC, id DESC);

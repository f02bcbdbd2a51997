-- Designer inquiries (POST /forms/designer_inquiry): the form's fields and its optional garden image.
CREATE TABLE IF NOT EXISTS inquiries (
  id SERIAL PRIMARY KEY,
  form TEXT NOT NULL,
  email TEXT NOT NULL,
  fields JSONB NOT NULL,
  image_type TEXT,
  image_size INTEGER,
  image BYTEA,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);

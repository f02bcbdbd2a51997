-- Designs (issue 14): the homework's garden details, the questionnaire's answers, the artist, and the
-- files of a design. The designer and the call are kept on the design's order (coach_id,
-- scheduled_start, scheduled_end): the call is then a booking in the designer's calendar like any
-- session, and no two bookings can take the same time.

-- The garden details as PUT /designs/{id} stored them (docs/api.md, "Designs"); `completed` says the
-- homework's details step is done.
ALTER TABLE designs ADD COLUMN details jsonb NOT NULL DEFAULT '{"completed": false}'::jsonb;
-- The answers to the product's survey ("Hone Vision").
ALTER TABLE designs ADD COLUMN survey_results_id integer REFERENCES survey_results (id) ON DELETE SET NULL;
-- The illustrator who draws the plan with the designer, when there is one (set by the studio).
ALTER TABLE designs ADD COLUMN artist_id integer REFERENCES users (id) ON DELETE SET NULL;
ALTER TABLE designs ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();
CREATE INDEX designs_artist_id ON designs (artist_id) WHERE artist_id IS NOT NULL;

-- A file of a design: the customer's photos (one wide-angle image, property photos, up to six more
-- images) and the designer's drawings. Stored in the database like images, so the in-memory mode needs
-- no disk. `access_key` is the file's unguessable address (GET /design-files/{key}): an <img> cannot
-- send a bearer token.
CREATE TABLE design_files (
  id           serial PRIMARY KEY,
  design_id    integer     NOT NULL REFERENCES designs (id) ON DELETE CASCADE,
  user_id      integer     REFERENCES users (id) ON DELETE SET NULL,
  access_key   uuid        NOT NULL UNIQUE,
  system_type  text        NOT NULL
                           CHECK (system_type IN ('wideangle', 'property', 'user_imgs', 'design')),
  name         text        NOT NULL,
  description  text        NOT NULL DEFAULT '' CHECK (char_length(description) <= 250),
  content_type text        NOT NULL,
  size         integer     NOT NULL CHECK (size > 0),
  bytes        bytea       NOT NULL,
  created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX design_files_design_id ON design_files (design_id, id);

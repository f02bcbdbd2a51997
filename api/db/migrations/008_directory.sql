-- The directory and discovery (docs/spec/features.md §2.3, §2.4, §3): businesses (providers), posts
-- with tags and topics, courses, gardens people submit, and the country of a coach's address.

-- 'US', 'CA' or 'AU'. Null (addresses saved before this column) counts as 'US'.
ALTER TABLE user_addresses ADD COLUMN IF NOT EXISTS country text;

CREATE TABLE IF NOT EXISTS tags (
  id   serial PRIMARY KEY,
  name text NOT NULL UNIQUE
);

CREATE TABLE IF NOT EXISTS topics (
  id   serial PRIMARY KEY,
  name text NOT NULL UNIQUE
);

-- A business in the directory. `user_id` is the account that registered it (one per account).
CREATE TABLE IF NOT EXISTS providers (
  id          serial PRIMARY KEY,
  slug        text        NOT NULL UNIQUE,
  name        text        NOT NULL,
  description text        NOT NULL DEFAULT '',
  user_id     integer     REFERENCES users (id) ON DELETE SET NULL,
  logo        text,
  cover       text,
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX IF NOT EXISTS providers_user_id ON providers (user_id);

CREATE TABLE IF NOT EXISTS provider_addresses (
  id          serial PRIMARY KEY,
  provider_id integer NOT NULL REFERENCES providers (id) ON DELETE CASCADE,
  position    integer NOT NULL,
  phone       text,
  address     text,
  city        text,
  state       text,
  postal_code text,
  country     text    NOT NULL DEFAULT 'US'
);
CREATE INDEX IF NOT EXISTS provider_addresses_provider_id ON provider_addresses (provider_id, position);

-- Named texts: `website` and `certifications`.
CREATE TABLE IF NOT EXISTS provider_properties (
  id          serial PRIMARY KEY,
  provider_id integer NOT NULL REFERENCES providers (id) ON DELETE CASCADE,
  position    integer NOT NULL,
  name        text    NOT NULL,
  property    text    NOT NULL DEFAULT ''
);
CREATE INDEX IF NOT EXISTS provider_properties_provider_id ON provider_properties (provider_id, position);

CREATE TABLE IF NOT EXISTS provider_portfolio_images (
  id          serial PRIMARY KEY,
  provider_id integer NOT NULL REFERENCES providers (id) ON DELETE CASCADE,
  position    integer NOT NULL,
  image       text    NOT NULL
);
CREATE INDEX IF NOT EXISTS provider_portfolio_images_provider_id
  ON provider_portfolio_images (provider_id, position);

CREATE TABLE IF NOT EXISTS provider_expertises (
  provider_id  integer NOT NULL REFERENCES providers (id) ON DELETE CASCADE,
  expertise_id integer NOT NULL REFERENCES expertises (id) ON DELETE CASCADE,
  PRIMARY KEY (provider_id, expertise_id)
);

-- The team: designers (coaches) who work with the business, in display order.
CREATE TABLE IF NOT EXISTS provider_coaches (
  provider_id integer NOT NULL REFERENCES providers (id) ON DELETE CASCADE,
  user_id     integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  position    integer NOT NULL,
  PRIMARY KEY (provider_id, user_id)
);

-- Post cards: each links to the content page of the same slug (/{slug}).
CREATE TABLE IF NOT EXISTS posts (
  id           serial PRIMARY KEY,
  slug         text NOT NULL UNIQUE,
  title        text NOT NULL,
  image        text,
  headline     text,
  subheadline  text,
  description  text,
  type         text NOT NULL DEFAULT 'post',
  published_on date NOT NULL
);
CREATE INDEX IF NOT EXISTS posts_published_on ON posts (published_on DESC, id DESC);

CREATE TABLE IF NOT EXISTS post_tags (
  post_id integer NOT NULL REFERENCES posts (id) ON DELETE CASCADE,
  tag_id  integer NOT NULL REFERENCES tags (id) ON DELETE CASCADE,
  PRIMARY KEY (post_id, tag_id)
);

CREATE TABLE IF NOT EXISTS post_topics (
  post_id  integer NOT NULL REFERENCES posts (id) ON DELETE CASCADE,
  topic_id integer NOT NULL REFERENCES topics (id) ON DELETE CASCADE,
  PRIMARY KEY (post_id, topic_id)
);

CREATE TABLE IF NOT EXISTS courses (
  id          serial PRIMARY KEY,
  slug        text NOT NULL UNIQUE,
  title       text NOT NULL,
  description text,
  image       text,
  url         text NOT NULL
);

-- Gardens people submit (/submit-your-garden), with one or more photos.
CREATE TABLE IF NOT EXISTS gardens (
  id          serial PRIMARY KEY,
  user_id     integer     NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  description text        NOT NULL,
  city        text,
  state       text,
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS gardens_created_at ON gardens (created_at DESC, id DESC);
CREATE INDEX IF NOT EXISTS gardens_user_id ON gardens (user_id);

CREATE TABLE IF NOT EXISTS garden_images (
  id        serial PRIMARY KEY,
  garden_id integer NOT NULL REFERENCES gardens (id) ON DELETE CASCADE,
  position  integer NOT NULL,
  image     text    NOT NULL
);
CREATE INDEX IF NOT EXISTS garden_images_garden_id ON garden_images (garden_id, position);

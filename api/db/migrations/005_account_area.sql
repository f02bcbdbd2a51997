-- The account area (issue 4): password links, the outbox, coach profiles, images, saved cards,
-- products, orders and surveys.

-- Password reset links (one hour) and first-time-password invitations (no expiry). As with bearer
-- tokens, only a SHA-256 of each token is stored.
CREATE TABLE password_tokens (
  id         serial PRIMARY KEY,
  user_id    integer     NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind       text        NOT NULL CHECK (kind IN ('reset', 'welcome')),
  token_hash text        NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz,
  used_at    timestamptz
);
CREATE INDEX password_tokens_user_id ON password_tokens (user_id, kind);

-- The e-mails the API would send. Nothing leaves the machine: demo users and tests read them here.
CREATE TABLE outbox (
  id         serial PRIMARY KEY,
  to_email   text        NOT NULL,
  subject    text        NOT NULL,
  body       text        NOT NULL,
  link       text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX outbox_to_email ON outbox (lower(to_email), id DESC);

-- Uploaded images, kept in the database so the in-memory mode needs no disk.
CREATE TABLE images (
  id           serial PRIMARY KEY,
  user_id      integer     REFERENCES users (id) ON DELETE SET NULL,
  model        text        NOT NULL,
  content_type text        NOT NULL,
  size         integer     NOT NULL,
  bytes        bytea       NOT NULL,
  created_at   timestamptz NOT NULL DEFAULT now()
);

-- A coach's public profile: a cover image, named texts (about, testimonial), places, portfolio, expertises.
ALTER TABLE users ADD COLUMN cover text;

CREATE TABLE user_properties (
  id       serial PRIMARY KEY,
  user_id  integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  position integer NOT NULL,
  name     text    NOT NULL,
  property text    NOT NULL DEFAULT ''
);
CREATE INDEX user_properties_user_id ON user_properties (user_id, position);

CREATE TABLE user_addresses (
  id       serial PRIMARY KEY,
  user_id  integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  position integer NOT NULL,
  city     text,
  state    text
);
CREATE INDEX user_addresses_user_id ON user_addresses (user_id, position);

CREATE TABLE user_portfolio_images (
  id       serial PRIMARY KEY,
  user_id  integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  position integer NOT NULL,
  image    text    NOT NULL
);
CREATE INDEX user_portfolio_images_user_id ON user_portfolio_images (user_id, position);

CREATE TABLE expertises (
  id   serial PRIMARY KEY,
  name text NOT NULL UNIQUE
);

CREATE TABLE user_expertises (
  user_id      integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  expertise_id integer NOT NULL REFERENCES expertises (id) ON DELETE CASCADE,
  PRIMARY KEY (user_id, expertise_id)
);

-- Saved cards. `source` is the card provider's id (`src_…`); the card number itself is never here.
CREATE TABLE payment_sources (
  id         serial PRIMARY KEY,
  user_id    integer     NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  source     text        NOT NULL UNIQUE,
  status     text        NOT NULL DEFAULT 'chargeable',
  brand      text        NOT NULL,
  last4      text        NOT NULL CHECK (last4 ~ '^[0-9]{4}$'),
  exp_month  integer     NOT NULL CHECK (exp_month BETWEEN 1 AND 12),
  exp_year   integer     NOT NULL,
  name       text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX payment_sources_user_id ON payment_sources (user_id);

-- Questionnaires: questions are [{ id, type, label, required, options?, help? }] in display order.
CREATE TABLE surveys (
  id          serial PRIMARY KEY,
  name        text  NOT NULL,
  description text,
  questions   jsonb NOT NULL DEFAULT '[]'::jsonb
);

-- A person's answers to a survey: { "<question id>": "answer" | ["answers"] }.
CREATE TABLE survey_results (
  id         serial PRIMARY KEY,
  survey_id  integer     NOT NULL REFERENCES surveys (id) ON DELETE CASCADE,
  user_id    integer     NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  results    jsonb       NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX survey_results_user_id ON survey_results (user_id);

-- Design and coaching products (prices in cents).
CREATE TABLE products (
  id               serial PRIMARY KEY,
  name             text    NOT NULL,
  price            integer NOT NULL CHECK (price >= 0),
  session_length   integer CHECK (session_length > 0),
  description      text    NOT NULL DEFAULT '',
  survey_id        integer REFERENCES surveys (id) ON DELETE SET NULL,
  can_instant_book boolean NOT NULL DEFAULT false,
  type             text    NOT NULL
);

CREATE TABLE orders (
  id                serial PRIMARY KEY,
  uuid              uuid        NOT NULL UNIQUE,
  user_id           integer     NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  coach_id          integer     REFERENCES users (id) ON DELETE SET NULL,
  product_id        integer     NOT NULL REFERENCES products (id),
  amount            integer     NOT NULL CHECK (amount >= 0),
  discount          integer     NOT NULL DEFAULT 0 CHECK (discount <= 0),
  status            text        NOT NULL DEFAULT 'paid',
  created_at        timestamptz NOT NULL DEFAULT now(),
  scheduled_start   timestamptz,
  scheduled_end     timestamptz,
  instant_booking   boolean     NOT NULL DEFAULT false,
  zoom_join_url     text,
  survey_results_id integer     REFERENCES survey_results (id) ON DELETE SET NULL,
  design_id         integer
);
CREATE INDEX orders_user_id ON orders (user_id, created_at DESC);
CREATE INDEX orders_coach_id ON orders (coach_id);

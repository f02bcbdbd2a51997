-- The reference API's schema. Plain PostgreSQL: it runs on PGlite and on a real server alike.

CREATE TABLE users (
  id               serial PRIMARY KEY,
  first_name       text        NOT NULL,
  last_name        text        NOT NULL,
  email            text        NOT NULL,
  password_hash    text        NOT NULL,
  timezone         text        NOT NULL DEFAULT 'America/New_York',
  role             text        NOT NULL DEFAULT 'customer',
  -- A business owner's role inside their provider (e.g. 'owner'), and the provider (business) itself.
  provider_role    text,
  provider_id      integer,
  coach            boolean     NOT NULL DEFAULT false,
  has_zoom         boolean     NOT NULL DEFAULT false,
  coach_status     text,
  coach_zoom_only  boolean     NOT NULL DEFAULT false,
  is_available_now boolean     NOT NULL DEFAULT false,
  status           text        NOT NULL DEFAULT 'active'
                               CHECK (status IN ('active', 'inactive', 'suspended')),
  avatar           text,
  logo             text,
  -- Map of design id to design status, and the list of favourite coaches ([{ "id": 12 }]).
  designs_overview jsonb       NOT NULL DEFAULT '{}'::jsonb,
  favorite_coaches jsonb       NOT NULL DEFAULT '[]'::jsonb,
  created_at       timestamptz NOT NULL DEFAULT now(),
  updated_at       timestamptz NOT NULL DEFAULT now()
);
-- E-mail addresses are unique whatever their case.
CREATE UNIQUE INDEX users_email_unique ON users (lower(email));

-- Bearer tokens. Only a SHA-256 of each token is stored: a copy of the database lets no one sign in.
CREATE TABLE tokens (
  id              serial PRIMARY KEY,
  user_id         integer     NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  token_hash      text        NOT NULL UNIQUE,
  -- Set when an admin acts as this user.
  impersonator_id integer     REFERENCES users (id) ON DELETE CASCADE,
  created_at      timestamptz NOT NULL DEFAULT now(),
  last_used_at    timestamptz,
  expires_at      timestamptz NOT NULL
);
CREATE INDEX tokens_user_id ON tokens (user_id);

CREATE TABLE pages (
  id         serial PRIMARY KEY,
  slug       text        NOT NULL UNIQUE,
  published  boolean     NOT NULL DEFAULT false,
  pagelayout text        NOT NULL DEFAULT 'default',
  content    jsonb       NOT NULL DEFAULT '{}'::jsonb,
  options    jsonb       NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE page_sections (
  id       serial PRIMARY KEY,
  page_id  integer NOT NULL REFERENCES pages (id) ON DELETE CASCADE,
  position integer NOT NULL,
  type     text    NOT NULL,
  content  jsonb   NOT NULL DEFAULT '{}'::jsonb,
  options  jsonb,
  UNIQUE (page_id, position)
);

CREATE TABLE site_options (
  id       serial PRIMARY KEY,
  type     text    NOT NULL UNIQUE,
  fields   jsonb   NOT NULL DEFAULT '{}'::jsonb,
  position integer NOT NULL DEFAULT 0
);

-- Legacy paths: lower-case, without a trailing slash (the site normalises a request the same way).
CREATE TABLE redirects (
  from_path text PRIMARY KEY CHECK (from_path = lower(from_path)),
  to_path   text NOT NULL
);

-- The stand-in store. Ids are bigints because the external store's ids are.
CREATE TABLE shop_products (
  id             bigint PRIMARY KEY,
  handle         text    NOT NULL UNIQUE,
  title          text    NOT NULL,
  description    text    NOT NULL DEFAULT '',
  vendor         text    NOT NULL DEFAULT 'Trellis',
  product_type   text    NOT NULL DEFAULT '',
  tags           jsonb   NOT NULL DEFAULT '[]'::jsonb,
  featured_image text,
  images         jsonb   NOT NULL DEFAULT '[]'::jsonb,
  position       integer NOT NULL DEFAULT 0
);

CREATE TABLE shop_variants (
  id               bigint PRIMARY KEY,
  product_id       bigint  NOT NULL REFERENCES shop_products (id) ON DELETE CASCADE,
  title            text    NOT NULL,
  sku              text,
  price            integer NOT NULL CHECK (price >= 0),
  compare_at_price integer CHECK (compare_at_price >= 0),
  available        boolean NOT NULL DEFAULT true,
  taxable          boolean NOT NULL DEFAULT true,
  position         integer NOT NULL DEFAULT 0
);
CREATE INDEX shop_variants_product_id ON shop_variants (product_id);

CREATE TABLE shop_carts (
  token      text PRIMARY KEY,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE shop_cart_items (
  id         serial PRIMARY KEY,
  cart_token text    NOT NULL REFERENCES shop_carts (token) ON DELETE CASCADE,
  variant_id bigint  NOT NULL REFERENCES shop_variants (id) ON DELETE CASCADE,
  quantity   integer NOT NULL CHECK (quantity > 0),
  added_at   timestamptz NOT NULL DEFAULT now(),
  UNIQUE (cart_token, variant_id)
);

-- Navigation menus of the store, each a tree of at most two levels: [{ title, url, items: [...] }].
CREATE TABLE shop_menus (
  handle text PRIMARY KEY,
  title  text  NOT NULL,
  items  jsonb NOT NULL DEFAULT '[]'::jsonb
);

-- Named seed steps already applied, so demo content is written once and never overwrites edits.
CREATE TABLE seed_runs (
  name       text PRIMARY KEY,
  applied_at timestamptz NOT NULL DEFAULT now()
);

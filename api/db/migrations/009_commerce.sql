-- Commerce (issue 12): product card lines, discount codes, what an order was charged with, the
-- designs a garden-design order creates, subscription plans and businesses' subscriptions.

-- The lines of a product's price card: [{ "text": "…", "included": true }].
ALTER TABLE products ADD COLUMN attributes jsonb NOT NULL DEFAULT '[]'::jsonb;

-- Discount codes. `value` is a percentage for percent_off, cents for amount_off and comped (a credit).
-- A code is matched whatever its case; `expires_at` null never expires.
CREATE TABLE discounts (
  id         serial PRIMARY KEY,
  token      text        NOT NULL,
  type       text        NOT NULL CHECK (type IN ('percent_off', 'amount_off', 'comped')),
  value      integer     NOT NULL CHECK (value >= 0),
  expires_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (type <> 'percent_off' OR value <= 100)
);
CREATE UNIQUE INDEX discounts_token ON discounts (lower(token));

-- What an order was bought with: the discount code, the card (null for a total of 0) and the extra
-- metadata the checkout sent (survey answers held before a design exists, and the like).
ALTER TABLE orders ADD COLUMN discount_token text;
ALTER TABLE orders ADD COLUMN payment_source text;
ALTER TABLE orders ADD COLUMN metadata jsonb NOT NULL DEFAULT '{}'::jsonb;

-- A design bought with a garden-design product. Minimal on purpose: the designs issue extends it
-- (details, files, designer, conversations). `status` follows docs/spec/platform.md §3.
CREATE TABLE designs (
  id         serial PRIMARY KEY,
  user_id    integer     NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  order_id   integer     REFERENCES orders (id) ON DELETE SET NULL,
  product_id integer     REFERENCES products (id) ON DELETE SET NULL,
  name       text        NOT NULL,
  status     text        NOT NULL DEFAULT 'created'
                         CHECK (status IN ('created', 'scheduling', 'call_upcoming', 'in_design',
                                           'complete', 'closed')),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX designs_user_id ON designs (user_id);

-- Plans a business can subscribe to (prices in cents per billing interval).
CREATE TABLE subscription_plans (
  id               serial PRIMARY KEY,
  name             text    NOT NULL,
  price            integer NOT NULL CHECK (price >= 0),
  billing_interval text    NOT NULL DEFAULT 'month' CHECK (billing_interval IN ('month', 'year')),
  description      text    NOT NULL DEFAULT '',
  attributes       jsonb   NOT NULL DEFAULT '[]'::jsonb
);

-- A business's subscription. `canceled` runs to current_period_end and is not renewed; an active one
-- renews for another interval when its period ends. `payment_source` is one of the owner's saved cards.
CREATE TABLE subscriptions (
  id                   serial PRIMARY KEY,
  provider_id          integer     NOT NULL REFERENCES providers (id) ON DELETE CASCADE,
  user_id              integer     REFERENCES users (id) ON DELETE SET NULL,
  plan_id              integer     NOT NULL REFERENCES subscription_plans (id),
  status               text        NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'canceled')),
  payment_source       text,
  current_period_start timestamptz NOT NULL,
  current_period_end   timestamptz NOT NULL,
  canceled_at          timestamptz,
  created_at           timestamptz NOT NULL DEFAULT now(),
  updated_at           timestamptz NOT NULL DEFAULT now()
);
-- One active subscription per business (two racing sign-ups: the second fails here, answered 409).
CREATE UNIQUE INDEX subscriptions_one_active ON subscriptions (provider_id) WHERE status = 'active';
CREATE INDEX subscriptions_provider_id ON subscriptions (provider_id, id DESC);

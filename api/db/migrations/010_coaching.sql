-- Coaching (issue 13): the windows a designer can be booked in, and "available now" (Go Live) with an
-- end. A booking is an order with coach_id, scheduled_start and a status other than 'canceled'.

-- A window a coach takes sessions in (UTC instants). A session fits inside one window; sessions start
-- on the window's start and every 30 minutes after it.
CREATE TABLE availability_windows (
  id              serial PRIMARY KEY,
  user_id         integer     NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  available_start timestamptz NOT NULL,
  available_end   timestamptz NOT NULL,
  created_at      timestamptz NOT NULL DEFAULT now(),
  CHECK (available_end > available_start)
);
CREATE INDEX availability_windows_user_start ON availability_windows (user_id, available_start);

-- "Available now": the flag stays; it counts only while the window is open (end null = no end time).
ALTER TABLE users ADD COLUMN available_now_start timestamptz;
ALTER TABLE users ADD COLUMN available_now_end timestamptz;

-- The bookings of a coach, by time (the overlap checks of available times and POST /orders).
CREATE INDEX orders_coach_schedule ON orders (coach_id, scheduled_start)
  WHERE scheduled_start IS NOT NULL;

-- A coaching product with no call to schedule (a photo review) has a session length of 0.
ALTER TABLE products DROP CONSTRAINT products_session_length_check;
ALTER TABLE products ADD CONSTRAINT products_session_length_check CHECK (session_length >= 0);

-- name: notifications, calendar feeds and email settings
CREATE TABLE notifications (
  notification_id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  role text NOT NULL,
  user_id integer NOT NULL,
  kind text NOT NULL,
  text text NOT NULL,
  course_code text,
  leave_id integer,
  at timestamptz NOT NULL DEFAULT now(),
  read_at timestamptz,
  FOREIGN KEY (role, user_id) REFERENCES users (role, user_id)
);
-- A user's list, newest first, and what a live stream has not sent yet.
CREATE INDEX notifications_by_recipient ON notifications (role, user_id, notification_id);
CREATE INDEX notifications_unread ON notifications (role, user_id) WHERE read_at IS NULL;

-- One secret address per user, kept as the hash of its token.
CREATE TABLE calendar_feeds (
  role text NOT NULL,
  user_id integer NOT NULL,
  token_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (role, user_id),
  FOREIGN KEY (role, user_id) REFERENCES users (role, user_id)
);

ALTER TABLE users ADD COLUMN email text;
ALTER TABLE users ADD COLUMN email_notifications boolean NOT NULL DEFAULT true;   -- opt-out

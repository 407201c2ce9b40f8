-- name: sessions say which device they are and end when idle
-- A person sees their signed-in devices (what browser, from where, when last seen) and signs out
-- any of them. A session also ends after idle_seconds without a call, besides its absolute
-- expiry; last_seen_at moves at most once a minute, so a busy session is not written every call.
-- A session's device_id names it in that list: the token's hash is the key the session is looked
-- up by, so it is never shown.
ALTER TABLE sessions
  ADD COLUMN device_id text NOT NULL DEFAULT substr(md5(random()::text), 1, 22),
  ADD COLUMN created_at timestamptz NOT NULL DEFAULT now(),
  ADD COLUMN last_seen_at timestamptz NOT NULL DEFAULT now(),
  ADD COLUMN idle_seconds integer NOT NULL DEFAULT 2147483647,
  ADD COLUMN device text NOT NULL DEFAULT '',
  ADD COLUMN client_ip text NOT NULL DEFAULT '';
ALTER TABLE sessions ALTER COLUMN device_id DROP DEFAULT;
-- The list of devices reads a user's sessions the most recently seen first.
DROP INDEX sessions_by_user;
CREATE INDEX sessions_by_user ON sessions (role, user_id, last_seen_at);

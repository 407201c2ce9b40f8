-- name: accounts the admin deactivates or resets
ALTER TABLE users ADD COLUMN active boolean NOT NULL DEFAULT true;
ALTER TABLE users ADD COLUMN must_change_password boolean NOT NULL DEFAULT false;
CREATE INDEX sessions_by_user ON sessions (role, user_id);   -- ending a user's sessions

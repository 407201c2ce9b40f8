-- name: admin two-factor sign-in: TOTP secrets, recovery codes and step-up times
-- One authenticator per admin. The secret stays in the database: it is answered once, when
-- enrolment starts, and never again. enabled_at is null while enrolment waits for a first code.
-- last_step is the last TOTP time step a code was taken for, so no code is taken twice.
CREATE TABLE admin_factors (
  role text NOT NULL DEFAULT 'admin' CHECK (role = 'admin'),
  user_id integer NOT NULL,
  secret text NOT NULL,
  enabled_at timestamptz,
  last_step bigint,
  PRIMARY KEY (user_id),
  FOREIGN KEY (role, user_id) REFERENCES users (role, user_id) ON DELETE CASCADE
);

-- One-time recovery codes, as SHA-256 hashes; a used one is deleted. Looked up by the primary key.
CREATE TABLE admin_recovery_codes (
  user_id integer NOT NULL REFERENCES admin_factors (user_id) ON DELETE CASCADE,
  code_hash text NOT NULL,
  PRIMARY KEY (user_id, code_hash)
);

-- When the session last proved a code before a dangerous action (reset, deactivate, import).
ALTER TABLE sessions ADD COLUMN stepped_up_at timestamptz;

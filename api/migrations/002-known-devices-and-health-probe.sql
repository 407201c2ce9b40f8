-- name: known devices and the health probe
CREATE TABLE known_devices (
  token_hash text PRIMARY KEY,
  role text NOT NULL,
  user_id integer NOT NULL,
  expires_at timestamptz NOT NULL,
  FOREIGN KEY (role, user_id) REFERENCES users (role, user_id) ON DELETE CASCADE
);
CREATE INDEX known_devices_by_expiry ON known_devices (expires_at);

-- /health writes this one row, so a database that cannot store anything is reported.
CREATE TABLE health_probe (
  id integer PRIMARY KEY CHECK (id = 1),
  checked_at timestamptz NOT NULL
);

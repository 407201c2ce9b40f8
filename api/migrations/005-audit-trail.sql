-- name: the audit trail, append-only
CREATE TABLE audit_events (
  event_id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,   -- newest first: the list's order
  at timestamptz NOT NULL DEFAULT now(),
  actor_role text,
  actor_id integer,
  action text NOT NULL,
  target text NOT NULL,
  before jsonb,
  after jsonb,
  client_ip text NOT NULL
);
CREATE INDEX audit_events_by_action ON audit_events (action, event_id);
CREATE INDEX audit_events_by_actor ON audit_events (actor_id, event_id);
CREATE INDEX audit_events_by_time ON audit_events (at);

-- No statement, whoever sends it, can change or remove an event.
CREATE FUNCTION audit_events_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    RAISE EXCEPTION 'the audit trail is append-only';
  END
$$;
CREATE TRIGGER audit_events_no_change BEFORE UPDATE OR DELETE ON audit_events
  FOR EACH ROW EXECUTE FUNCTION audit_events_append_only();
CREATE TRIGGER audit_events_no_truncate BEFORE TRUNCATE ON audit_events
  FOR EACH STATEMENT EXECUTE FUNCTION audit_events_append_only();

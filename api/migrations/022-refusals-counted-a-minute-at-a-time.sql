-- name: refused attempts counted in one audit event per client a minute
-- A refused sign-in or call is counted in the event of its minute (per client address, action,
-- target and actor) instead of adding an event each: a flood of guesses cannot flood the trail.
-- Ordinary events leave refusal_minute NULL and are outside the index.
ALTER TABLE audit_events ADD COLUMN refusal_minute timestamptz;
CREATE UNIQUE INDEX audit_events_refusal_of_the_minute
  ON audit_events (action, client_ip, target, actor_role, actor_id, refusal_minute) NULLS NOT DISTINCT
  WHERE refusal_minute IS NOT NULL;

-- Still append-only, but for the one change counting needs: a refusal's event may count more
-- attempts, every other column as it was.
CREATE OR REPLACE FUNCTION audit_events_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    IF TG_OP = 'UPDATE' AND OLD.refusal_minute IS NOT NULL
      AND (NEW.event_id, NEW.at, NEW.actor_role, NEW.actor_id, NEW.action, NEW.target, NEW.before, NEW.client_ip,
           NEW.refusal_minute)
        IS NOT DISTINCT FROM (OLD.event_id, OLD.at, OLD.actor_role, OLD.actor_id, OLD.action, OLD.target, OLD.before,
           OLD.client_ip, OLD.refusal_minute)
      AND (NEW.after->>'attempts')::int > (OLD.after->>'attempts')::int THEN
      RETURN NEW;
    END IF;
    RAISE EXCEPTION 'the audit trail is append-only';
  END
$$;

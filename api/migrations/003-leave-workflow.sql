-- name: the leave workflow: requests, withdrawn and cancelled, history
-- A request groups the leaves applied for together (dates x courses).
CREATE TABLE leave_requests (
  request_id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  roll_no integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
-- Each earlier leave was its own request.
INSERT INTO leave_requests (request_id, roll_no, created_at) OVERRIDING SYSTEM VALUE
  SELECT leave_id, roll_no, created_at FROM leaves;
SELECT setval(pg_get_serial_sequence('leave_requests', 'request_id'),
  (SELECT coalesce(max(request_id), 0) + 1 FROM leave_requests), false);
ALTER TABLE leaves ADD COLUMN request_id integer REFERENCES leave_requests (request_id);
UPDATE leaves SET request_id = leave_id;
ALTER TABLE leaves ALTER COLUMN request_id SET NOT NULL;
CREATE INDEX leaves_by_request ON leaves (request_id);

ALTER TABLE leaves DROP CONSTRAINT leaves_status_check;
ALTER TABLE leaves ADD CONSTRAINT leaves_status_check
  CHECK (status IN ('pending', 'accepted', 'rejected', 'withdrawn', 'cancelled'));

-- One active leave per student, date and course; withdrawn and cancelled leave frees it.
ALTER TABLE leaves DROP CONSTRAINT leaves_roll_no_leave_date_key;
CREATE UNIQUE INDEX leaves_active_once ON leaves (roll_no, leave_date, course_code)
  WHERE status IN ('pending', 'accepted', 'rejected');
CREATE INDEX leaves_by_student ON leaves (roll_no, leave_date);

-- Every change of status, with who made it and why: the leave's history.
CREATE TABLE leave_events (
  event_id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  leave_id integer NOT NULL REFERENCES leaves (leave_id),
  from_status text,
  to_status text NOT NULL,
  actor_role text NOT NULL,
  actor_id integer NOT NULL,
  comment text,
  at timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (actor_role, actor_id) REFERENCES users (role, user_id)
);
CREATE INDEX leave_events_by_leave ON leave_events (leave_id, event_id);
-- Earlier leave was applied for by its student; earlier decisions were not recorded.
INSERT INTO leave_events (leave_id, from_status, to_status, actor_role, actor_id, at)
  SELECT leave_id, NULL, 'pending', 'student', roll_no, created_at FROM leaves ORDER BY leave_id;

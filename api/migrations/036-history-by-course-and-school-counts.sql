-- name: a course's leave newest first by date and id; the school's count of leave in each status and of audit events
-- An instructor's History read the whole school's leave newest first (leaves_by_date, migration
-- 11) and kept the rows of the instructor's courses: at a university's scale, 3,400 rows read for
-- 20 shown. It now reads each of the instructor's courses newest first, from this index (its
-- order is the page's, leave_id breaking ties), and merges them: the course's index as before,
-- with the id, so it serves whatever read the old one did.
DROP INDEX leaves_by_course;
CREATE INDEX leaves_by_course ON leaves (course_code, leave_date, leave_id);

-- The admin's list of all leave summed every course's kept counts (migration 13) for its total:
-- 11,243 rows at a university's scale, growing with the number of courses. The school's count in
-- each status is kept here, in parts as migration 12's are, but a part is the writing
-- connection's (its process id), not the leave's: a part only adds to its status's sum, so each
-- connection adds to its own rows, and concurrent writes lock different rows.
CREATE TABLE leave_counts (
  status text NOT NULL,
  part smallint NOT NULL,
  leaves integer NOT NULL,
  PRIMARY KEY (status, part)
);
INSERT INTO leave_counts (status, part, leaves) SELECT status, 0, count(*) FROM leaves GROUP BY 1;

-- Once per statement, with the rows it changed; a branch may name only the transition tables its
-- statement has. A row updated to its own status changes no count, so it locks nothing.
CREATE FUNCTION leaves_school_counted() RETURNS trigger LANGUAGE plpgsql AS $$
  DECLARE
    mine smallint := pg_backend_pid() % 32;
  BEGIN
    IF TG_OP = 'TRUNCATE' THEN
      UPDATE leave_counts SET leaves = 0;
    ELSIF TG_OP = 'INSERT' THEN
      INSERT INTO leave_counts AS counted (status, part, leaves)
        SELECT status, mine, count(*) FROM added_leaves GROUP BY 1 ORDER BY 1
        ON CONFLICT (status, part) DO UPDATE SET leaves = counted.leaves + excluded.leaves;
    ELSIF TG_OP = 'DELETE' THEN
      INSERT INTO leave_counts AS counted (status, part, leaves)
        SELECT status, mine, -count(*) FROM removed_leaves GROUP BY 1 ORDER BY 1
        ON CONFLICT (status, part) DO UPDATE SET leaves = counted.leaves + excluded.leaves;
    ELSE
      INSERT INTO leave_counts AS counted (status, part, leaves)
        SELECT status, mine, sum(change)::int FROM (
          SELECT a.status, 1 AS change FROM added_leaves a JOIN removed_leaves r USING (leave_id)
            WHERE a.status IS DISTINCT FROM r.status
          UNION ALL
          SELECT r.status, -1 FROM added_leaves a JOIN removed_leaves r USING (leave_id)
            WHERE a.status IS DISTINCT FROM r.status
        ) AS changed
        GROUP BY 1 HAVING sum(change) <> 0 ORDER BY 1
        ON CONFLICT (status, part) DO UPDATE SET leaves = counted.leaves + excluded.leaves;
    END IF;
    RETURN NULL;
  END
$$;
CREATE TRIGGER leaves_added_school_counted AFTER INSERT ON leaves REFERENCING NEW TABLE AS added_leaves
  FOR EACH STATEMENT EXECUTE FUNCTION leaves_school_counted();
CREATE TRIGGER leaves_changed_school_counted AFTER UPDATE ON leaves
  REFERENCING OLD TABLE AS removed_leaves NEW TABLE AS added_leaves
  FOR EACH STATEMENT EXECUTE FUNCTION leaves_school_counted();
CREATE TRIGGER leaves_removed_school_counted AFTER DELETE ON leaves REFERENCING OLD TABLE AS removed_leaves
  FOR EACH STATEMENT EXECUTE FUNCTION leaves_school_counted();
CREATE TRIGGER leaves_truncated_school_counted AFTER TRUNCATE ON leaves
  FOR EACH STATEMENT EXECUTE FUNCTION leaves_school_counted();

-- The audit trail's total counted every event for every page (426,871 at a university's scale:
-- 93 ms). Its count is kept as the leave's is, in the writing connection's part.
CREATE TABLE audit_event_counts (
  part smallint PRIMARY KEY,
  events bigint NOT NULL
);
INSERT INTO audit_event_counts (part, events) SELECT 0, count(*) FROM audit_events;

CREATE FUNCTION audit_events_counted() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    IF TG_OP = 'TRUNCATE' THEN
      UPDATE audit_event_counts SET events = 0;
    ELSIF TG_OP = 'INSERT' THEN
      INSERT INTO audit_event_counts AS counted (part, events)
        SELECT pg_backend_pid() % 32, count(*) FROM added_events HAVING count(*) > 0
        ON CONFLICT (part) DO UPDATE SET events = counted.events + excluded.events;
    ELSE
      INSERT INTO audit_event_counts AS counted (part, events)
        SELECT pg_backend_pid() % 32, -count(*) FROM removed_events HAVING count(*) > 0
        ON CONFLICT (part) DO UPDATE SET events = counted.events + excluded.events;
    END IF;
    RETURN NULL;
  END
$$;
CREATE TRIGGER audit_events_added_counted AFTER INSERT ON audit_events REFERENCING NEW TABLE AS added_events
  FOR EACH STATEMENT EXECUTE FUNCTION audit_events_counted();
CREATE TRIGGER audit_events_removed_counted AFTER DELETE ON audit_events REFERENCING OLD TABLE AS removed_events
  FOR EACH STATEMENT EXECUTE FUNCTION audit_events_counted();
CREATE TRIGGER audit_events_truncated_counted AFTER TRUNCATE ON audit_events
  FOR EACH STATEMENT EXECUTE FUNCTION audit_events_counted();

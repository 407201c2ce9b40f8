-- name: each enrolment's accepted and pending days, kept as leave changes
-- The Roster put a course's students in risk order by counting all its leave on every page
-- (20,000 leaves in CS101 at scale: 15 ms a page). With each enrolment's days kept, a page
-- in risk order is the first rows of an index (0.8 ms), and the pending list and the
-- student's dashboard read a student's days instead of counting them.
ALTER TABLE enrollments
  ADD COLUMN accepted_days integer NOT NULL DEFAULT 0,
  ADD COLUMN pending_days integer NOT NULL DEFAULT 0;
UPDATE enrollments e SET accepted_days = t.accepted, pending_days = t.pending
  FROM (SELECT roll_no, course_code, count(*) FILTER (WHERE status = 'accepted') AS accepted,
          count(*) FILTER (WHERE status = 'pending') AS pending
        FROM leaves GROUP BY roll_no, course_code) t
  WHERE e.roll_no = t.roll_no AND e.course_code = t.course_code;
CREATE INDEX enrollments_by_accepted_days ON enrollments (course_code, accepted_days DESC, roll_no)
  WHERE removed_at IS NULL;
-- Superseded: accepted days are no longer counted, and a course's students are counted from
-- the index above. Every index on enrollments is now written when its days change.
DROP INDEX leaves_accepted_by_enrolment;
DROP INDEX enrollments_active_by_course;

-- Once per statement, with the rows it changed. Each enrolment is updated on its own, in
-- roll number and course order, so that two statements lock the ones they share in the same
-- order. As in migration 13, each kind of statement has its own branch naming only its own
-- transition tables, and a row whose student, course and status stay as they were changes
-- nothing.
CREATE FUNCTION enrolment_days_kept() RETURNS trigger LANGUAGE plpgsql AS $$
  DECLARE
    changes refcursor;
    change record;
  BEGIN
    IF TG_OP = 'TRUNCATE' THEN
      UPDATE enrollments SET accepted_days = 0, pending_days = 0 WHERE accepted_days <> 0 OR pending_days <> 0;
      RETURN NULL;
    ELSIF TG_OP = 'INSERT' THEN
      OPEN changes FOR SELECT roll_no, course_code,
          count(*) FILTER (WHERE status = 'accepted')::int AS accepted,
          count(*) FILTER (WHERE status = 'pending')::int AS pending
        FROM added_leaves WHERE status IN ('accepted', 'pending') GROUP BY 1, 2 ORDER BY 1, 2;
    ELSIF TG_OP = 'DELETE' THEN
      OPEN changes FOR SELECT roll_no, course_code,
          -count(*) FILTER (WHERE status = 'accepted')::int AS accepted,
          -count(*) FILTER (WHERE status = 'pending')::int AS pending
        FROM removed_leaves WHERE status IN ('accepted', 'pending') GROUP BY 1, 2 ORDER BY 1, 2;
    ELSE
      OPEN changes FOR SELECT roll_no, course_code, sum(accepted)::int AS accepted, sum(pending)::int AS pending
        FROM (
          SELECT roll_no, course_code, (status = 'accepted')::int AS accepted, (status = 'pending')::int AS pending
          FROM added_leaves
          UNION ALL
          SELECT roll_no, course_code, -(status = 'accepted')::int, -(status = 'pending')::int FROM removed_leaves
        ) AS changed
        GROUP BY 1, 2 HAVING sum(accepted) <> 0 OR sum(pending) <> 0 ORDER BY 1, 2;
    END IF;
    LOOP
      FETCH changes INTO change;
      EXIT WHEN NOT FOUND;
      UPDATE enrollments
        SET accepted_days = accepted_days + change.accepted, pending_days = pending_days + change.pending
        WHERE roll_no = change.roll_no AND course_code = change.course_code;
    END LOOP;
    CLOSE changes;
    RETURN NULL;
  END
$$;
CREATE TRIGGER leaves_added_days_kept AFTER INSERT ON leaves REFERENCING NEW TABLE AS added_leaves
  FOR EACH STATEMENT EXECUTE FUNCTION enrolment_days_kept();
CREATE TRIGGER leaves_changed_days_kept AFTER UPDATE ON leaves
  REFERENCING OLD TABLE AS removed_leaves NEW TABLE AS added_leaves
  FOR EACH STATEMENT EXECUTE FUNCTION enrolment_days_kept();
CREATE TRIGGER leaves_removed_days_kept AFTER DELETE ON leaves REFERENCING OLD TABLE AS removed_leaves
  FOR EACH STATEMENT EXECUTE FUNCTION enrolment_days_kept();
CREATE TRIGGER leaves_truncated_days_kept AFTER TRUNCATE ON leaves
  FOR EACH STATEMENT EXECUTE FUNCTION enrolment_days_kept();

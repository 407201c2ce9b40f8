-- name: each course's leave on lectures counted by day, status and whether its kind counts, kept as leave changes
-- The charts (Leave by Week, Absences by Week) counted every leave on a lecture in the term's
-- window, a row at a time: with a university's 1,000,000 leaves, Leave by Week read 216,578 index
-- entries to group 91,672 rows (1.8 s). They now sum these kept rows: one a course, day, status
-- and kind's counting, whatever the number of students. Rows that reach 0 stay (as 0) until the
-- table is emptied; readers skip them.
CREATE TABLE course_day_counts (
  course_code text NOT NULL REFERENCES courses (course_code) ON DELETE CASCADE,
  leave_date date NOT NULL,
  status text NOT NULL,
  counted boolean NOT NULL,
  leaves integer NOT NULL,
  PRIMARY KEY (course_code, leave_date, status, counted)
);
-- Everyone's days in a window (the admin's Leave by Week): by date first.
CREATE INDEX course_day_counts_by_date ON course_day_counts (leave_date, course_code) INCLUDE (status, counted, leaves);
INSERT INTO course_day_counts (course_code, leave_date, status, counted, leaves)
  SELECT course_code, leave_date, status, counted, count(*) FROM leaves WHERE lecture GROUP BY 1, 2, 3, 4;

-- Once per statement, with the rows it changed, the rows locked in one order (as migration 13).
CREATE FUNCTION leaves_day_counted() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    IF TG_OP = 'TRUNCATE' THEN
      DELETE FROM course_day_counts;
    ELSIF TG_OP = 'INSERT' THEN
      INSERT INTO course_day_counts AS kept (course_code, leave_date, status, counted, leaves)
        SELECT course_code, leave_date, status, counted, count(*) FROM added_leaves WHERE lecture
        GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
        ON CONFLICT (course_code, leave_date, status, counted) DO UPDATE SET leaves = kept.leaves + excluded.leaves;
    ELSIF TG_OP = 'DELETE' THEN
      INSERT INTO course_day_counts AS kept (course_code, leave_date, status, counted, leaves)
        SELECT course_code, leave_date, status, counted, -count(*) FROM removed_leaves WHERE lecture
        GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
        ON CONFLICT (course_code, leave_date, status, counted) DO UPDATE SET leaves = kept.leaves + excluded.leaves;
    ELSE
      -- A row whose counted facts stay as they were adds and takes away one: no change, no lock.
      INSERT INTO course_day_counts AS kept (course_code, leave_date, status, counted, leaves)
        SELECT course_code, leave_date, status, counted, sum(change)::int FROM (
          SELECT course_code, leave_date, status, counted, 1 AS change FROM added_leaves WHERE lecture
          UNION ALL
          SELECT course_code, leave_date, status, counted, -1 FROM removed_leaves WHERE lecture
        ) AS changed
        GROUP BY 1, 2, 3, 4 HAVING sum(change) <> 0 ORDER BY 1, 2, 3, 4
        ON CONFLICT (course_code, leave_date, status, counted) DO UPDATE SET leaves = kept.leaves + excluded.leaves;
    END IF;
    RETURN NULL;
  END
$$;
CREATE TRIGGER leaves_added_days_counted AFTER INSERT ON leaves REFERENCING NEW TABLE AS added_leaves
  FOR EACH STATEMENT EXECUTE FUNCTION leaves_day_counted();
CREATE TRIGGER leaves_changed_days_counted AFTER UPDATE ON leaves
  REFERENCING OLD TABLE AS removed_leaves NEW TABLE AS added_leaves
  FOR EACH STATEMENT EXECUTE FUNCTION leaves_day_counted();
CREATE TRIGGER leaves_removed_days_counted AFTER DELETE ON leaves REFERENCING OLD TABLE AS removed_leaves
  FOR EACH STATEMENT EXECUTE FUNCTION leaves_day_counted();
CREATE TRIGGER leaves_truncated_days_counted AFTER TRUNCATE ON leaves
  FOR EACH STATEMENT EXECUTE FUNCTION leaves_day_counted();

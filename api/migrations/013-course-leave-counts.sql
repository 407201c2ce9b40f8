-- name: each course's count of leave in each status, kept as leave changes
-- Every status counted as migration 12 counts pending: the admin's list of all leave counted
-- 1,020,013 leaves for every page (60 ms) and an instructor's history its courses' decided
-- leave (5 ms); a total by course and status is now a sum of kept parts (eight a course and
-- status, as in migration 12).
CREATE TABLE course_leave_counts (
  course_code text NOT NULL REFERENCES courses (course_code) ON DELETE CASCADE,
  status text NOT NULL,
  part smallint NOT NULL,
  leaves integer NOT NULL,
  PRIMARY KEY (course_code, status, part)
);
INSERT INTO course_leave_counts (course_code, status, part, leaves)
  SELECT course_code, status, leave_id % 8, count(*) FROM leaves GROUP BY 1, 2, 3;
DROP TRIGGER leaves_added_counted ON leaves;
DROP TRIGGER leaves_changed_counted ON leaves;
DROP TRIGGER leaves_removed_counted ON leaves;
DROP TRIGGER leaves_truncated_counted ON leaves;
DROP FUNCTION leaves_pending_counted();
DROP TABLE course_pending_counts;

-- Once per statement, with the rows it changed. As in migration 12, the parts are locked in
-- one order, once the statement has settled. Each kind of statement has its own branch: a
-- branch may name only the transition tables its statement has.
CREATE FUNCTION leaves_counted() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    IF TG_OP = 'TRUNCATE' THEN
      DELETE FROM course_leave_counts;
    ELSIF TG_OP = 'INSERT' THEN
      INSERT INTO course_leave_counts AS counted (course_code, status, part, leaves)
        SELECT course_code, status, leave_id % 8, count(*) FROM added_leaves
        GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
        ON CONFLICT (course_code, status, part) DO UPDATE SET leaves = counted.leaves + excluded.leaves;
    ELSIF TG_OP = 'DELETE' THEN
      INSERT INTO course_leave_counts AS counted (course_code, status, part, leaves)
        SELECT course_code, status, leave_id % 8, -count(*) FROM removed_leaves
        GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
        ON CONFLICT (course_code, status, part) DO UPDATE SET leaves = counted.leaves + excluded.leaves;
    ELSE
      -- A row whose course and status stay as they were adds and takes away one: no change,
      -- so no lock (a comment or a reason edited touches no count).
      INSERT INTO course_leave_counts AS counted (course_code, status, part, leaves)
        SELECT course_code, status, part, sum(change)::int FROM (
          SELECT course_code, status, leave_id % 8 AS part, 1 AS change FROM added_leaves
          UNION ALL
          SELECT course_code, status, leave_id % 8, -1 FROM removed_leaves
        ) AS changed
        GROUP BY 1, 2, 3 HAVING sum(change) <> 0 ORDER BY 1, 2, 3
        ON CONFLICT (course_code, status, part) DO UPDATE SET leaves = counted.leaves + excluded.leaves;
    END IF;
    RETURN NULL;
  END
$$;
CREATE TRIGGER leaves_added_counted AFTER INSERT ON leaves REFERENCING NEW TABLE AS added_leaves
  FOR EACH STATEMENT EXECUTE FUNCTION leaves_counted();
CREATE TRIGGER leaves_changed_counted AFTER UPDATE ON leaves
  REFERENCING OLD TABLE AS removed_leaves NEW TABLE AS added_leaves
  FOR EACH STATEMENT EXECUTE FUNCTION leaves_counted();
CREATE TRIGGER leaves_removed_counted AFTER DELETE ON leaves REFERENCING OLD TABLE AS removed_leaves
  FOR EACH STATEMENT EXECUTE FUNCTION leaves_counted();
CREATE TRIGGER leaves_truncated_counted AFTER TRUNCATE ON leaves
  FOR EACH STATEMENT EXECUTE FUNCTION leaves_counted();

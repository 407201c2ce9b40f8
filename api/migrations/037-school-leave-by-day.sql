-- name: the school's leave on lectures counted by day, status and whether its kind counts, kept as leave changes
-- The admin's Leave by Week summed every course's kept days (migration 34) over the term: 39,830
-- rows at a university's scale, one a course, day, status and counting, growing with the number
-- of courses. The school's days are kept here, in the writing connection's part (as migration
-- 36's counts), so the chart reads a row a day, status and counting for each part in use.
CREATE TABLE school_day_counts (
  leave_date date NOT NULL,
  status text NOT NULL,
  counted boolean NOT NULL,
  part smallint NOT NULL,
  leaves integer NOT NULL,
  PRIMARY KEY (leave_date, status, counted, part)
);
INSERT INTO school_day_counts (leave_date, status, counted, part, leaves)
  SELECT leave_date, status, counted, 0, count(*) FROM leaves WHERE lecture GROUP BY 1, 2, 3;

-- Once per statement, with the rows it changed, the rows locked in one order.
CREATE FUNCTION leaves_school_day_counted() RETURNS trigger LANGUAGE plpgsql AS $$
  DECLARE
    mine smallint := pg_backend_pid() % 8;
  BEGIN
    IF TG_OP = 'TRUNCATE' THEN
      DELETE FROM school_day_counts;
    ELSIF TG_OP = 'INSERT' THEN
      INSERT INTO school_day_counts AS kept (leave_date, status, counted, part, leaves)
        SELECT leave_date, status, counted, mine, count(*) FROM added_leaves WHERE lecture
        GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
        ON CONFLICT (leave_date, status, counted, part) DO UPDATE SET leaves = kept.leaves + excluded.leaves;
    ELSIF TG_OP = 'DELETE' THEN
      INSERT INTO school_day_counts AS kept (leave_date, status, counted, part, leaves)
        SELECT leave_date, status, counted, mine, -count(*) FROM removed_leaves WHERE lecture
        GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
        ON CONFLICT (leave_date, status, counted, part) DO UPDATE SET leaves = kept.leaves + excluded.leaves;
    ELSE
      -- A row whose counted facts stay as they were adds and takes away one: no change, no lock.
      INSERT INTO school_day_counts AS kept (leave_date, status, counted, part, leaves)
        SELECT leave_date, status, counted, mine, sum(change)::int FROM (
          SELECT leave_date, status, counted, 1 AS change FROM added_leaves WHERE lecture
          UNION ALL
          SELECT leave_date, status, counted, -1 FROM removed_leaves WHERE lecture
        ) AS changed
        GROUP BY 1, 2, 3 HAVING sum(change) <> 0 ORDER BY 1, 2, 3
        ON CONFLICT (leave_date, status, counted, part) DO UPDATE SET leaves = kept.leaves + excluded.leaves;
    END IF;
    RETURN NULL;
  END
$$;
CREATE TRIGGER leaves_added_school_days_counted AFTER INSERT ON leaves REFERENCING NEW TABLE AS added_leaves
  FOR EACH STATEMENT EXECUTE FUNCTION leaves_school_day_counted();
CREATE TRIGGER leaves_changed_school_days_counted AFTER UPDATE ON leaves
  REFERENCING OLD TABLE AS removed_leaves NEW TABLE AS added_leaves
  FOR EACH STATEMENT EXECUTE FUNCTION leaves_school_day_counted();
CREATE TRIGGER leaves_removed_school_days_counted AFTER DELETE ON leaves REFERENCING OLD TABLE AS removed_leaves
  FOR EACH STATEMENT EXECUTE FUNCTION leaves_school_day_counted();
CREATE TRIGGER leaves_truncated_school_days_counted AFTER TRUNCATE ON leaves
  FOR EACH STATEMENT EXECUTE FUNCTION leaves_school_day_counted();

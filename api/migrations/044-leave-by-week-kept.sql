-- name: the school's and each course's leave on lectures counted by week, kept as leave changes
-- Leave by Week and Absences by Week summed kept days (migrations 34 and 37) into weeks: a term
-- of the school's days is a row a day, status, counting and writing connection's part, 1,352 rows
-- sorted and summed into 288 at a university's scale (1.2 ms against 0.08 at demo size), and an
-- instructor's courses' days 1,051 rows for 137. The weeks are kept here (a week from its Monday,
-- as the charts' weeks), beside the days, by the same triggers: the charts read the weeks wholly
-- inside their window and the days of the (at most two) weeks it cuts.

-- The school's leave on lectures by week, status and whether its kind counts, in the writing
-- connection's part (as migration 37's days).
CREATE TABLE school_week_counts (
  week date NOT NULL,
  status text NOT NULL,
  counted boolean NOT NULL,
  part smallint NOT NULL,
  leaves integer NOT NULL,
  PRIMARY KEY (week, status, counted, part)
);
INSERT INTO school_week_counts (week, status, counted, part, leaves)
  SELECT date_trunc('week', leave_date)::date, status, counted, 0, count(*) FROM leaves WHERE lecture GROUP BY 1, 2, 3;

-- Each course's, in parts too: a week's row is shared by five days' writers, where a day's was by one.
CREATE TABLE course_week_counts (
  course_code text NOT NULL REFERENCES courses (course_code) ON DELETE CASCADE,
  week date NOT NULL,
  status text NOT NULL,
  counted boolean NOT NULL,
  part smallint NOT NULL,
  leaves integer NOT NULL,
  PRIMARY KEY (course_code, week, status, counted, part)
);
INSERT INTO course_week_counts (course_code, week, status, counted, part, leaves)
  SELECT course_code, date_trunc('week', leave_date)::date, status, counted, 0, count(*) FROM leaves WHERE lecture
  GROUP BY 1, 2, 3, 4;

-- The triggers of migrations 34 and 37 keep the weeks with the days, once per statement, with the
-- rows it changed, the rows locked in one order. A row whose day moves within its week, or whose
-- other facts change, adds and takes away one from its week: no change, no lock.
CREATE OR REPLACE FUNCTION leaves_day_counted() RETURNS trigger LANGUAGE plpgsql AS $$
  DECLARE
    mine smallint := pg_backend_pid() % 8;
  BEGIN
    IF TG_OP = 'TRUNCATE' THEN
      DELETE FROM course_day_counts;
      DELETE FROM course_week_counts;
    ELSIF TG_OP = 'INSERT' THEN
      INSERT INTO course_day_counts AS kept (course_code, leave_date, status, counted, leaves)
        SELECT course_code, leave_date, status, counted, count(*) FROM added_leaves WHERE lecture
        GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
        ON CONFLICT (course_code, leave_date, status, counted) DO UPDATE SET leaves = kept.leaves + excluded.leaves;
      INSERT INTO course_week_counts AS kept (course_code, week, status, counted, part, leaves)
        SELECT course_code, date_trunc('week', leave_date)::date, status, counted, mine, count(*) FROM added_leaves
        WHERE lecture GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
        ON CONFLICT (course_code, week, status, counted, part) DO UPDATE SET leaves = kept.leaves + excluded.leaves;
    ELSIF TG_OP = 'DELETE' THEN
      INSERT INTO course_day_counts AS kept (course_code, leave_date, status, counted, leaves)
        SELECT course_code, leave_date, status, counted, -count(*) FROM removed_leaves WHERE lecture
        GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
        ON CONFLICT (course_code, leave_date, status, counted) DO UPDATE SET leaves = kept.leaves + excluded.leaves;
      INSERT INTO course_week_counts AS kept (course_code, week, status, counted, part, leaves)
        SELECT course_code, date_trunc('week', leave_date)::date, status, counted, mine, -count(*) FROM removed_leaves
        WHERE lecture GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
        ON CONFLICT (course_code, week, status, counted, part) DO UPDATE SET leaves = kept.leaves + excluded.leaves;
    ELSE
      INSERT INTO course_day_counts AS kept (course_code, leave_date, status, counted, leaves)
        SELECT course_code, leave_date, status, counted, sum(change)::int FROM (
          SELECT course_code, leave_date, status, counted, 1 AS change FROM added_leaves WHERE lecture
          UNION ALL
          SELECT course_code, leave_date, status, counted, -1 FROM removed_leaves WHERE lecture
        ) AS changed
        GROUP BY 1, 2, 3, 4 HAVING sum(change) <> 0 ORDER BY 1, 2, 3, 4
        ON CONFLICT (course_code, leave_date, status, counted) DO UPDATE SET leaves = kept.leaves + excluded.leaves;
      INSERT INTO course_week_counts AS kept (course_code, week, status, counted, part, leaves)
        SELECT course_code, week, status, counted, mine, sum(change)::int FROM (
          SELECT course_code, date_trunc('week', leave_date)::date AS week, status, counted, 1 AS change
          FROM added_leaves WHERE lecture
          UNION ALL
          SELECT course_code, date_trunc('week', leave_date)::date, status, counted, -1 FROM removed_leaves WHERE lecture
        ) AS changed
        GROUP BY 1, 2, 3, 4 HAVING sum(change) <> 0 ORDER BY 1, 2, 3, 4
        ON CONFLICT (course_code, week, status, counted, part) DO UPDATE SET leaves = kept.leaves + excluded.leaves;
    END IF;
    RETURN NULL;
  END
$$;

CREATE OR REPLACE FUNCTION leaves_school_day_counted() RETURNS trigger LANGUAGE plpgsql AS $$
  DECLARE
    mine smallint := pg_backend_pid() % 8;
  BEGIN
    IF TG_OP = 'TRUNCATE' THEN
      DELETE FROM school_day_counts;
      DELETE FROM school_week_counts;
    ELSIF TG_OP = 'INSERT' THEN
      INSERT INTO school_day_counts AS kept (leave_date, status, counted, part, leaves)
        SELECT leave_date, status, counted, mine, count(*) FROM added_leaves WHERE lecture
        GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
        ON CONFLICT (leave_date, status, counted, part) DO UPDATE SET leaves = kept.leaves + excluded.leaves;
      INSERT INTO school_week_counts AS kept (week, status, counted, part, leaves)
        SELECT date_trunc('week', leave_date)::date, status, counted, mine, count(*) FROM added_leaves WHERE lecture
        GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
        ON CONFLICT (week, status, counted, part) DO UPDATE SET leaves = kept.leaves + excluded.leaves;
    ELSIF TG_OP = 'DELETE' THEN
      INSERT INTO school_day_counts AS kept (leave_date, status, counted, part, leaves)
        SELECT leave_date, status, counted, mine, -count(*) FROM removed_leaves WHERE lecture
        GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
        ON CONFLICT (leave_date, status, counted, part) DO UPDATE SET leaves = kept.leaves + excluded.leaves;
      INSERT INTO school_week_counts AS kept (week, status, counted, part, leaves)
        SELECT date_trunc('week', leave_date)::date, status, counted, mine, -count(*) FROM removed_leaves WHERE lecture
        GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
        ON CONFLICT (week, status, counted, part) DO UPDATE SET leaves = kept.leaves + excluded.leaves;
    ELSE
      INSERT INTO school_day_counts AS kept (leave_date, status, counted, part, leaves)
        SELECT leave_date, status, counted, mine, sum(change)::int FROM (
          SELECT leave_date, status, counted, 1 AS change FROM added_leaves WHERE lecture
          UNION ALL
          SELECT leave_date, status, counted, -1 FROM removed_leaves WHERE lecture
        ) AS changed
        GROUP BY 1, 2, 3 HAVING sum(change) <> 0 ORDER BY 1, 2, 3
        ON CONFLICT (leave_date, status, counted, part) DO UPDATE SET leaves = kept.leaves + excluded.leaves;
      INSERT INTO school_week_counts AS kept (week, status, counted, part, leaves)
        SELECT week, status, counted, mine, sum(change)::int FROM (
          SELECT date_trunc('week', leave_date)::date AS week, status, counted, 1 AS change FROM added_leaves WHERE lecture
          UNION ALL
          SELECT date_trunc('week', leave_date)::date, status, counted, -1 FROM removed_leaves WHERE lecture
        ) AS changed
        GROUP BY 1, 2, 3 HAVING sum(change) <> 0 ORDER BY 1, 2, 3
        ON CONFLICT (week, status, counted, part) DO UPDATE SET leaves = kept.leaves + excluded.leaves;
    END IF;
    RETURN NULL;
  END
$$;

-- name: each course's leave changes counted beside its counts
-- A page of a course's leave that an instance has read before is current while the sum of
-- the course's changes is what it was (the API keeps recent pages: storage/leavePages.ts).
-- Every statement that changes a leave adds one to each part it touches, in the upsert that
-- keeps the counts, so no other row is locked. A sum, not a latest stamp: changes commit in
-- any order, and a sum seen once never comes back.
ALTER TABLE course_leave_counts ADD COLUMN changes bigint NOT NULL DEFAULT 0;

-- As migration 13's, but a changed leave counts as a change of its part even when its count
-- stays the same (two leaves of one part trading statuses, or a column other than the course
-- and status edited), and a truncation zeroes the counts instead of deleting them.
CREATE OR REPLACE FUNCTION leaves_counted() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    IF TG_OP = 'TRUNCATE' THEN
      UPDATE course_leave_counts SET leaves = 0, changes = changes + 1;
    ELSIF TG_OP = 'INSERT' THEN
      INSERT INTO course_leave_counts AS counted (course_code, status, part, leaves, changes)
        SELECT course_code, status, leave_id % 8, count(*), 1 FROM added_leaves
        GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
        ON CONFLICT (course_code, status, part)
        DO UPDATE SET leaves = counted.leaves + excluded.leaves, changes = counted.changes + 1;
    ELSIF TG_OP = 'DELETE' THEN
      INSERT INTO course_leave_counts AS counted (course_code, status, part, leaves, changes)
        SELECT course_code, status, leave_id % 8, -count(*), 1 FROM removed_leaves
        GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
        ON CONFLICT (course_code, status, part)
        DO UPDATE SET leaves = counted.leaves + excluded.leaves, changes = counted.changes + 1;
    ELSE
      -- A row updated to what it was changes nothing, so it locks nothing.
      INSERT INTO course_leave_counts AS counted (course_code, status, part, leaves, changes)
        SELECT course_code, status, part, sum(change)::int, 1 FROM (
          SELECT a.course_code, a.status, a.leave_id % 8 AS part, 1 AS change
            FROM added_leaves a JOIN removed_leaves r USING (leave_id) WHERE a.* IS DISTINCT FROM r.*
          UNION ALL
          SELECT r.course_code, r.status, r.leave_id % 8, -1
            FROM added_leaves a JOIN removed_leaves r USING (leave_id) WHERE a.* IS DISTINCT FROM r.*
        ) AS changed
        GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
        ON CONFLICT (course_code, status, part)
        DO UPDATE SET leaves = counted.leaves + excluded.leaves, changes = counted.changes + 1;
    END IF;
    RETURN NULL;
  END
$$;

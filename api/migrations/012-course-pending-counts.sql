-- name: each course's pending count, kept as leave changes
-- The Pending Requests page reads its course's count from one row instead of counting the
-- course's pending entries on every page (4,035 pending in CS101 among 1,020,013 leaves:
-- 12,052 -> 38,607 pages a second on 2 cores, pgbench). The triggers below keep it.
-- A course's count is the sum of eight parts, a leave counting in the part of its id, so that
-- students applying at once seldom queue for one row: a changed part stays locked until its
-- transaction commits, and one row per course cost the bench's adds about a quarter of their speed.
CREATE TABLE course_pending_counts (
  course_code text NOT NULL REFERENCES courses (course_code) ON DELETE CASCADE,
  part smallint NOT NULL,
  pending integer NOT NULL,
  PRIMARY KEY (course_code, part)
);
INSERT INTO course_pending_counts (course_code, part, pending)
  SELECT course_code, leave_id % 8, count(*) FROM leaves WHERE status = 'pending' GROUP BY 1, 2;
DROP INDEX leaves_pending_count_by_course;

-- Once per statement, with the rows it changed: a bulk load adds one figure per part. The
-- parts it changes are locked in one order, and only once the statement has settled, so two
-- writers never each hold a part the other is waiting for.
CREATE FUNCTION leaves_pending_counted() RETURNS trigger LANGUAGE plpgsql AS $$
  DECLARE
    codes text[] := '{}';
    parts integer[] := '{}';
    changes integer[] := '{}';
  BEGIN
    IF TG_OP = 'TRUNCATE' THEN
      DELETE FROM course_pending_counts;
      RETURN NULL;
    END IF;
    IF TG_OP IN ('INSERT', 'UPDATE') THEN
      SELECT codes || array_agg(course_code), parts || array_agg(leave_id % 8), changes || array_agg(1)
        INTO codes, parts, changes FROM added_leaves WHERE status = 'pending';
    END IF;
    IF TG_OP IN ('UPDATE', 'DELETE') THEN
      SELECT codes || array_agg(course_code), parts || array_agg(leave_id % 8), changes || array_agg(-1)
        INTO codes, parts, changes FROM removed_leaves WHERE status = 'pending';
    END IF;
    IF cardinality(codes) > 0 THEN
      INSERT INTO course_pending_counts AS counted (course_code, part, pending)
        SELECT code, part, sum(change)::int FROM unnest(codes, parts, changes) AS c(code, part, change)
        GROUP BY code, part HAVING sum(change) <> 0 ORDER BY code, part
        ON CONFLICT (course_code, part) DO UPDATE SET pending = counted.pending + excluded.pending;
    END IF;
    RETURN NULL;
  END
$$;
CREATE TRIGGER leaves_added_counted AFTER INSERT ON leaves REFERENCING NEW TABLE AS added_leaves
  FOR EACH STATEMENT EXECUTE FUNCTION leaves_pending_counted();
CREATE TRIGGER leaves_changed_counted AFTER UPDATE ON leaves
  REFERENCING OLD TABLE AS removed_leaves NEW TABLE AS added_leaves
  FOR EACH STATEMENT EXECUTE FUNCTION leaves_pending_counted();
CREATE TRIGGER leaves_removed_counted AFTER DELETE ON leaves REFERENCING OLD TABLE AS removed_leaves
  FOR EACH STATEMENT EXECUTE FUNCTION leaves_pending_counted();
CREATE TRIGGER leaves_truncated_counted AFTER TRUNCATE ON leaves
  FOR EACH STATEMENT EXECUTE FUNCTION leaves_pending_counted();

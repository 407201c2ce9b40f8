-- name: each course's count of requests waiting, kept as they change; enrolments by lectures missed at most
-- The admin's Overview counted every course's waiting requests (course_pending_requests, migration
-- 20: 59,218 rows at a university's scale, grouped by course) and read every enrolment (120,026)
-- to find the few near their course's limit. The count of each course's waiting requests is kept
-- here, in the writing connection's part (as migration 36's counts), so the Overview sums a few
-- rows a course.
CREATE TABLE course_pending_request_counts (
  course_code text NOT NULL,
  part smallint NOT NULL,
  requests integer NOT NULL,
  PRIMARY KEY (course_code, part)
);
INSERT INTO course_pending_request_counts (course_code, part, requests)
  SELECT course_code, 0, count(*) FROM course_pending_requests GROUP BY 1;

-- Once per statement, with the rows it added or removed (a row updated stays one request), in
-- course order. No foreign key: a course removed takes its requests with it, and their removal
-- is counted here after the course is gone; readers skip sums of 0.
CREATE FUNCTION pending_requests_counted() RETURNS trigger LANGUAGE plpgsql AS $$
  DECLARE
    mine smallint := pg_backend_pid() % 8;
  BEGIN
    IF TG_OP = 'TRUNCATE' THEN
      DELETE FROM course_pending_request_counts;
    ELSIF TG_OP = 'INSERT' THEN
      INSERT INTO course_pending_request_counts AS kept (course_code, part, requests)
        SELECT course_code, mine, count(*) FROM added_requests GROUP BY 1 ORDER BY 1
        ON CONFLICT (course_code, part) DO UPDATE SET requests = kept.requests + excluded.requests;
    ELSE
      INSERT INTO course_pending_request_counts AS kept (course_code, part, requests)
        SELECT course_code, mine, -count(*) FROM removed_requests GROUP BY 1 ORDER BY 1
        ON CONFLICT (course_code, part) DO UPDATE SET requests = kept.requests + excluded.requests;
    END IF;
    RETURN NULL;
  END
$$;
CREATE TRIGGER pending_requests_added_counted AFTER INSERT ON course_pending_requests
  REFERENCING NEW TABLE AS added_requests FOR EACH STATEMENT EXECUTE FUNCTION pending_requests_counted();
CREATE TRIGGER pending_requests_removed_counted AFTER DELETE ON course_pending_requests
  REFERENCING OLD TABLE AS removed_requests FOR EACH STATEMENT EXECUTE FUNCTION pending_requests_counted();
CREATE TRIGGER pending_requests_truncated_counted AFTER TRUNCATE ON course_pending_requests
  FOR EACH STATEMENT EXECUTE FUNCTION pending_requests_counted();
-- Kept whenever the requests change, also when a bulk load writes the leave with the replica's
-- role (its triggers keep course_pending_requests even then: scripts/university.ts).
ALTER TABLE course_pending_requests ENABLE ALWAYS TRIGGER pending_requests_added_counted;
ALTER TABLE course_pending_requests ENABLE ALWAYS TRIGGER pending_requests_removed_counted;
ALTER TABLE course_pending_requests ENABLE ALWAYS TRIGGER pending_requests_truncated_counted;

-- Lectures missed are at most accepted + absent + late days: the Overview reads, course by
-- course, the enrolments whose sum reaches the warning's share of the course's limit, the head
-- of this index's range for the course, not every enrolment.
CREATE INDEX enrollments_by_days_missed ON enrollments (course_code, (accepted_days + absent_days + late_days))
  WHERE removed_at IS NULL;

-- name: each course's pending requests, kept as leave changes
-- The Pending Requests page lists a course's requests with pending leave, one row each, the
-- earliest pending date first. Grouping every pending leave of the course on every page cost
-- 40 ms at 1,000,000 leaves (CS101: about 4,000 pending in 1,000 requests); with each request's
-- pending leave kept here, a page is the head of an index and its count one course's entries.
CREATE TABLE course_pending_requests (
  course_code text NOT NULL REFERENCES courses (course_code) ON DELETE CASCADE,
  request_id integer NOT NULL REFERENCES leave_requests (request_id) ON DELETE CASCADE,
  first_date date NOT NULL,
  pending integer NOT NULL,
  PRIMARY KEY (course_code, request_id)
);
CREATE INDEX course_pending_requests_by_date ON course_pending_requests (course_code, first_date, request_id);
INSERT INTO course_pending_requests (course_code, request_id, first_date, pending)
  SELECT course_code, request_id, min(leave_date), count(*) FROM leaves WHERE status = 'pending' GROUP BY 1, 2;
CREATE INDEX leaves_pending_by_request ON leaves (request_id, course_code, leave_date) WHERE status = 'pending';

-- Once per statement: each (course, request) whose pending leave the statement touched is read
-- again from the index above and written (or removed, once nothing of it is pending) in course
-- and request order, so that two writers lock the rows they share in the same order.
CREATE FUNCTION pending_requests_kept() RETURNS trigger LANGUAGE plpgsql AS $$
  DECLARE
    codes text[] := '{}';
    requests integer[] := '{}';
  BEGIN
    IF TG_OP = 'TRUNCATE' THEN
      DELETE FROM course_pending_requests;
      RETURN NULL;
    END IF;
    IF TG_OP IN ('INSERT', 'UPDATE') THEN
      SELECT codes || coalesce(array_agg(course_code), '{}'), requests || coalesce(array_agg(request_id), '{}')
        INTO codes, requests FROM added_leaves WHERE status = 'pending';
    END IF;
    IF TG_OP IN ('UPDATE', 'DELETE') THEN
      SELECT codes || coalesce(array_agg(course_code), '{}'), requests || coalesce(array_agg(request_id), '{}')
        INTO codes, requests FROM removed_leaves WHERE status = 'pending';
    END IF;
    IF cardinality(codes) = 0 THEN
      RETURN NULL;
    END IF;
    WITH touched AS (SELECT DISTINCT code, request FROM unnest(codes, requests) AS t(code, request)),
      now_pending AS (
        SELECT t.code, t.request, min(l.leave_date) AS first_date, count(l.leave_id)::int AS pending
        FROM touched t LEFT JOIN leaves l
          ON l.request_id = t.request AND l.course_code = t.code AND l.status = 'pending'
        GROUP BY t.code, t.request
      ),
      gone AS (
        DELETE FROM course_pending_requests k USING now_pending n
        WHERE n.pending = 0 AND k.course_code = n.code AND k.request_id = n.request
      )
    INSERT INTO course_pending_requests AS kept (course_code, request_id, first_date, pending)
      SELECT code, request, first_date, pending FROM now_pending WHERE pending > 0 ORDER BY code, request
      ON CONFLICT (course_code, request_id) DO UPDATE SET first_date = excluded.first_date, pending = excluded.pending
        WHERE kept.first_date <> excluded.first_date OR kept.pending <> excluded.pending;
    RETURN NULL;
  END
$$;
CREATE TRIGGER leaves_added_requests_kept AFTER INSERT ON leaves REFERENCING NEW TABLE AS added_leaves
  FOR EACH STATEMENT EXECUTE FUNCTION pending_requests_kept();
CREATE TRIGGER leaves_changed_requests_kept AFTER UPDATE ON leaves
  REFERENCING OLD TABLE AS removed_leaves NEW TABLE AS added_leaves
  FOR EACH STATEMENT EXECUTE FUNCTION pending_requests_kept();
CREATE TRIGGER leaves_removed_requests_kept AFTER DELETE ON leaves REFERENCING OLD TABLE AS removed_leaves
  FOR EACH STATEMENT EXECUTE FUNCTION pending_requests_kept();
CREATE TRIGGER leaves_truncated_requests_kept AFTER TRUNCATE ON leaves
  FOR EACH STATEMENT EXECUTE FUNCTION pending_requests_kept();

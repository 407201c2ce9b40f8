-- name: supporting documents of requests
-- A request's supporting documents (a medical certificate, an organiser's letter), kept in the
-- database on the embedded one and on a server alike: one backup holds them with the requests
-- they support, and only the API reads them (there is no public path to a file). Lists read the
-- other columns only; PostgreSQL keeps a large `content` out of line, so they do not pass it.
CREATE TABLE request_documents (
  document_id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  request_id integer NOT NULL REFERENCES leave_requests (request_id) ON DELETE CASCADE,
  file_name text NOT NULL,
  content_type text NOT NULL CHECK (content_type IN ('application/pdf', 'image/jpeg', 'image/png')),
  size_bytes integer NOT NULL CHECK (size_bytes > 0),
  content bytea NOT NULL,
  uploaded_at timestamptz NOT NULL DEFAULT now(),
  uploaded_by_role text NOT NULL,
  uploaded_by_id integer NOT NULL
);
CREATE INDEX request_documents_by_request ON request_documents (request_id, document_id);

-- When an instructor asked the student for a document; cleared when one is attached.
ALTER TABLE leave_requests ADD COLUMN document_asked_at timestamptz;

-- A request's kind, its documents and whether one is asked for are shown on the pages of its
-- courses' pending requests, which each instance keeps until the course's leave changes
-- (migration 17): a change of them counts as a change of each of the request's courses.
CREATE FUNCTION request_changed() RETURNS trigger LANGUAGE plpgsql AS $$
  DECLARE
    changed integer := CASE WHEN TG_OP = 'DELETE' THEN OLD.request_id ELSE NEW.request_id END;
  BEGIN
    -- Locked in the order the counts' own triggers lock them, so neither waits on the other in a circle.
    PERFORM 1 FROM course_leave_counts k
      WHERE k.course_code IN (SELECT l.course_code FROM leaves l WHERE l.request_id = changed)
      ORDER BY k.course_code, k.status, k.part FOR UPDATE OF k;
    UPDATE course_leave_counts k SET changes = k.changes + 1
      WHERE k.course_code IN (SELECT l.course_code FROM leaves l WHERE l.request_id = changed);
    RETURN NULL;
  END
$$;
CREATE TRIGGER leave_requests_changed AFTER UPDATE OF kind_id, document_asked_at ON leave_requests
  FOR EACH ROW WHEN (OLD.kind_id IS DISTINCT FROM NEW.kind_id OR OLD.document_asked_at IS DISTINCT FROM NEW.document_asked_at)
  EXECUTE FUNCTION request_changed();
CREATE TRIGGER request_documents_changed AFTER INSERT OR DELETE ON request_documents
  FOR EACH ROW EXECUTE FUNCTION request_changed();

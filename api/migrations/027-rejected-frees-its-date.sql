-- name: rejected leave frees its date; a request resubmits a rejected one
-- A rejected leave no longer holds its date and course: the student may apply for it again
-- (pending and accepted leave still hold it, as one active leave per student, date and course).
DROP INDEX leaves_active_once;
CREATE UNIQUE INDEX leaves_held_once ON leaves (roll_no, leave_date, course_code)
  WHERE status IN ('pending', 'accepted');

-- The rejected request a request resubmits (with a new reason, perhaps a document): at most one
-- resubmission per request, so the history is a chain. The index also finds a request's
-- resubmission.
ALTER TABLE leave_requests ADD COLUMN resubmits integer REFERENCES leave_requests (request_id);
CREATE UNIQUE INDEX leave_requests_resubmitted_once ON leave_requests (resubmits) WHERE resubmits IS NOT NULL;

-- name: counts read from index entries alone
-- What approving a pending request would do: its student's accepted days in the course,
-- counted over the accepted entries only, however much other leave the student has.
CREATE INDEX leaves_accepted_by_enrolment ON leaves (roll_no, course_code) WHERE status = 'accepted';
-- How many requests a course has pending, and how many students it has: one key per course,
-- which PostgreSQL stores once with its list of rows, so a count reads a few index pages.
CREATE INDEX leaves_pending_count_by_course ON leaves (course_code) WHERE status = 'pending';
CREATE INDEX enrollments_active_by_course ON enrollments (course_code) WHERE removed_at IS NULL;

-- name: a course's pending leave, by date
-- The instructor's Pending Requests page and its count read only the pending entries of a
-- course, however much decided leave the course has.
CREATE INDEX leaves_pending_by_course ON leaves (course_code, leave_date, leave_id) WHERE status = 'pending';

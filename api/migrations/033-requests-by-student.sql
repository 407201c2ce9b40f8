-- name: a student's requests found by their roll number
-- My Requests reads one student's requests, newest first, with their count; leave_requests had no
-- index on the student, so each call read every request of the school (about 170,000 in the
-- bench's university: 114 ms alone where the demo's 30 requests took 28 ms).
CREATE INDEX leave_requests_by_student ON leave_requests (roll_no, request_id DESC);

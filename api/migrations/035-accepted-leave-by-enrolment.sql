-- name: an enrolment's accepted leave on lectures found by its own index
-- A student's lectures on leave (ENROLMENT_ROLL's on_leave, for the dashboard, the roster and the
-- register) and the register's leave cells read one enrolment's accepted leave on lectures. The
-- only index by student was leaves_held_once (roll number, date, course): each enrolment read the
-- student's active leave of every course up to the date and left out the others, so a generated
-- student of the bench's university (12 enrolments, about 100 leaves) read them 12 times over.
-- This index holds exactly what is counted, so each count is an index-only range.
CREATE INDEX leaves_accepted_by_enrolment ON leaves (roll_no, course_code, leave_date)
  WHERE status = 'accepted' AND lecture;

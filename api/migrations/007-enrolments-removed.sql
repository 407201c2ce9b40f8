-- name: enrolments removed by the admin, their leave kept
-- A removed enrolment stays (its leave refers to it) but no longer counts as enrolled.
ALTER TABLE enrollments ADD COLUMN removed_at timestamptz;

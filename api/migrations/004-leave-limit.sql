-- name: leave limit per course
ALTER TABLE courses ADD COLUMN leave_limit integer NOT NULL DEFAULT 25
  CHECK (leave_limit BETWEEN 1 AND 100);

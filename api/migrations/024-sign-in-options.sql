-- name: sign-in options: whether students and instructors may still sign in with a password
-- One row, kept beside single sign-on with the school's account (configured in the environment).
-- It counts only while single sign-on is on: without it everyone signs in with a password.
CREATE TABLE sign_in_options (
  only_row boolean PRIMARY KEY DEFAULT true CHECK (only_row),
  student_password boolean NOT NULL DEFAULT true,
  instructor_password boolean NOT NULL DEFAULT true
);

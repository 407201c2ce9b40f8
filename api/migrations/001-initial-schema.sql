-- name: initial schema
CREATE TABLE users (
  role text NOT NULL CHECK (role IN ('student', 'course instructor', 'admin')),
  user_id integer NOT NULL CHECK (user_id > 0),
  name text NOT NULL,
  password_hash text NOT NULL,
  branch text,
  stream text,
  joining_year integer,
  dept text,
  PRIMARY KEY (role, user_id)   -- unique user id per role; sign-in and profile lookups
);

CREATE TABLE courses (
  course_code text PRIMARY KEY,
  course_title text NOT NULL,
  instructor_role text NOT NULL DEFAULT 'course instructor' CHECK (instructor_role = 'course instructor'),
  instructor_id integer NOT NULL,
  semester_type text NOT NULL,
  semester_year integer NOT NULL,
  total_lectures integer NOT NULL CHECK (total_lectures > 0),
  FOREIGN KEY (instructor_role, instructor_id) REFERENCES users (role, user_id)
);
CREATE INDEX courses_by_instructor ON courses (instructor_id);

CREATE TABLE enrollments (
  student_role text NOT NULL DEFAULT 'student' CHECK (student_role = 'student'),
  roll_no integer NOT NULL,
  course_code text NOT NULL REFERENCES courses (course_code),
  PRIMARY KEY (roll_no, course_code),   -- one enrolment per student per course; a student's courses
  FOREIGN KEY (student_role, roll_no) REFERENCES users (role, user_id)
);
CREATE INDEX enrollments_by_course ON enrollments (course_code);

CREATE TABLE leaves (
  leave_id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  leave_date date NOT NULL,
  reason text NOT NULL,
  roll_no integer NOT NULL,
  course_code text NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'accepted', 'rejected')),
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (roll_no, leave_date),   -- one leave per student per date; a student's leaves
  FOREIGN KEY (roll_no, course_code) REFERENCES enrollments (roll_no, course_code)
);
CREATE INDEX leaves_by_course ON leaves (course_code, leave_date);

CREATE TABLE sessions (
  token_hash text PRIMARY KEY,
  role text NOT NULL,
  user_id integer NOT NULL,
  expires_at timestamptz NOT NULL,
  FOREIGN KEY (role, user_id) REFERENCES users (role, user_id) ON DELETE CASCADE
);
CREATE INDEX sessions_by_expiry ON sessions (expires_at);

CREATE TABLE sign_in_failures (
  client_key text NOT NULL,
  failed_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sign_in_failures_by_client ON sign_in_failures (client_key, failed_at);

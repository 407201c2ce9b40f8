-- name: terms, holidays, timetables and leave that counts lectures
-- The school's term. A term is a span of teaching days; no two share a day (the exclusion
-- constraint holds that on every instance, whatever races). Each term has holidays (a day or a
-- range). A course is in a term (or none) and meets on some weekdays (`meetings`, a JSON list
-- of {weekday, start, end, room}, one a weekday); a course with meetings counts lectures, one
-- without counts every date, as before. `lecture_changes` are one-off cancelled or extra
-- lectures.
CREATE TABLE terms (
  term_id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name text NOT NULL UNIQUE,
  first_day date NOT NULL,
  last_day date NOT NULL,
  CHECK (last_day >= first_day),
  CONSTRAINT terms_do_not_overlap EXCLUDE USING gist (daterange(first_day, last_day, '[]') WITH &&)
);

CREATE TABLE holidays (
  holiday_id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  term_id integer NOT NULL REFERENCES terms (term_id) ON DELETE CASCADE,
  from_date date NOT NULL,
  to_date date NOT NULL,
  name text NOT NULL,
  CHECK (to_date >= from_date)
);
CREATE INDEX holidays_by_term ON holidays (term_id, from_date);

ALTER TABLE courses
  ADD COLUMN term_id integer REFERENCES terms (term_id),
  ADD COLUMN meetings jsonb NOT NULL DEFAULT '[]';
CREATE INDEX courses_by_term ON courses (term_id);

CREATE TABLE lecture_changes (
  change_id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  course_code text NOT NULL REFERENCES courses (course_code),
  date date NOT NULL,
  kind text NOT NULL CHECK (kind IN ('cancelled', 'extra')),
  reason text,
  start_time text,
  end_time text,
  room text,
  UNIQUE (course_code, date)
);

-- Each course's semester becomes a term of that name: Spring from January to June, Autumn from
-- July to December (as the domain's semesterOf splits the year). The terms of other names that
-- an older database may hold are left for the admin to make.
INSERT INTO terms (name, first_day, last_day)
  SELECT DISTINCT semester_type || ' ' || semester_year,
    CASE semester_type WHEN 'Spring' THEN make_date(semester_year, 1, 1) ELSE make_date(semester_year, 7, 1) END,
    CASE semester_type WHEN 'Spring' THEN make_date(semester_year, 6, 30) ELSE make_date(semester_year, 12, 31) END
  FROM courses WHERE semester_type IN ('Spring', 'Autumn')
  ORDER BY 2;
UPDATE courses c SET term_id = t.term_id FROM terms t WHERE t.name = c.semester_type || ' ' || c.semester_year;

-- Whether a leave's date is a lecture of its course. A change of the course's timetable, its
-- term's holidays or its lectures marks each of its leaves again; leave on a date that is no
-- longer a lecture is kept and stops counting. Every leave so far is on a lecture (no course has
-- a timetable yet).
ALTER TABLE leaves ADD COLUMN lecture boolean NOT NULL DEFAULT true;

-- Each enrolment's accepted and pending days (migration 14) count lectures only: the same
-- function, with `lecture` beside each status.
CREATE OR REPLACE FUNCTION enrolment_days_kept() RETURNS trigger LANGUAGE plpgsql AS $$
  DECLARE
    changes refcursor;
    change record;
  BEGIN
    IF TG_OP = 'TRUNCATE' THEN
      UPDATE enrollments SET accepted_days = 0, pending_days = 0 WHERE accepted_days <> 0 OR pending_days <> 0;
      RETURN NULL;
    ELSIF TG_OP = 'INSERT' THEN
      OPEN changes FOR SELECT roll_no, course_code,
          count(*) FILTER (WHERE status = 'accepted')::int AS accepted,
          count(*) FILTER (WHERE status = 'pending')::int AS pending
        FROM added_leaves WHERE status IN ('accepted', 'pending') AND lecture GROUP BY 1, 2 ORDER BY 1, 2;
    ELSIF TG_OP = 'DELETE' THEN
      OPEN changes FOR SELECT roll_no, course_code,
          -count(*) FILTER (WHERE status = 'accepted')::int AS accepted,
          -count(*) FILTER (WHERE status = 'pending')::int AS pending
        FROM removed_leaves WHERE status IN ('accepted', 'pending') AND lecture GROUP BY 1, 2 ORDER BY 1, 2;
    ELSE
      OPEN changes FOR SELECT roll_no, course_code, sum(accepted)::int AS accepted, sum(pending)::int AS pending
        FROM (
          SELECT roll_no, course_code, (status = 'accepted' AND lecture)::int AS accepted,
            (status = 'pending' AND lecture)::int AS pending
          FROM added_leaves
          UNION ALL
          SELECT roll_no, course_code, -(status = 'accepted' AND lecture)::int, -(status = 'pending' AND lecture)::int
          FROM removed_leaves
        ) AS changed
        GROUP BY 1, 2 HAVING sum(accepted) <> 0 OR sum(pending) <> 0 ORDER BY 1, 2;
    END IF;
    LOOP
      FETCH changes INTO change;
      EXIT WHEN NOT FOUND;
      UPDATE enrollments
        SET accepted_days = accepted_days + change.accepted, pending_days = pending_days + change.pending
        WHERE roll_no = change.roll_no AND course_code = change.course_code;
    END LOOP;
    CLOSE changes;
    RETURN NULL;
  END
$$;

-- Who is away (migration 16) is who is away from a lecture. The index holds `lecture` too, so a
-- month's counts still read it alone.
DROP INDEX leaves_away_by_course;
CREATE INDEX leaves_away_by_course ON leaves (course_code, leave_date, roll_no) INCLUDE (status)
  WHERE status IN ('accepted', 'pending') AND lecture;

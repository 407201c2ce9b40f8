-- name: the overview's lectures of a day and students near their limit read by key, not course by course
-- The admin's Overview still read every course for two of its numbers: today's lectures (each
-- course's timetable tested against the day, and the calendars of those that may lecture, 122 of
-- a university's 404, sent to be tested again) and the students near their limit (each course's
-- range of enrollments_by_days_missed, 404 index scans for a handful of rows). At a university's
-- scale the call took 2.3 times its demo figure. Each is now read by key.

-- How many courses of each term meet on each weekday ('' for the courses that meet on none: they
-- lecture every day of their term), kept as courses change, in the writing connection's part (as
-- migration 36's counts). A day's lectures by timetable are the sum for the term holding it and its
-- weekday (none of the weekday's on a holiday); only the courses with a change that day are read.
CREATE TABLE term_weekday_course_counts (
  term_id integer NOT NULL,
  weekday text NOT NULL,
  part smallint NOT NULL,
  courses integer NOT NULL,
  PRIMARY KEY (term_id, weekday, part)
);

-- A course's weekdays in its term: each weekday it meets on once, or '' when it meets on none.
CREATE FUNCTION course_weekdays(meetings jsonb) RETURNS SETOF text LANGUAGE sql IMMUTABLE AS $$
  SELECT DISTINCT coalesce(m ->> 'weekday', '')
  FROM jsonb_array_elements(CASE WHEN jsonb_array_length(meetings) = 0 THEN '[{}]'::jsonb ELSE meetings END) m
$$;

INSERT INTO term_weekday_course_counts (term_id, weekday, part, courses)
  SELECT c.term_id, w.weekday, 0, count(*) FROM courses c, course_weekdays(c.meetings) w(weekday)
  WHERE c.term_id IS NOT NULL GROUP BY 1, 2;

-- Once per statement, with the courses it added, changed or removed, the rows locked in one order.
-- No foreign key: readers join the term holding the day, and skip sums of 0.
CREATE FUNCTION courses_weekdays_counted() RETURNS trigger LANGUAGE plpgsql AS $$
  DECLARE
    mine smallint := pg_backend_pid() % 8;
  BEGIN
    IF TG_OP = 'TRUNCATE' THEN
      DELETE FROM term_weekday_course_counts;
    ELSIF TG_OP = 'INSERT' THEN
      INSERT INTO term_weekday_course_counts AS kept (term_id, weekday, part, courses)
        SELECT c.term_id, w.weekday, mine, count(*) FROM added_courses c, course_weekdays(c.meetings) w(weekday)
        WHERE c.term_id IS NOT NULL GROUP BY 1, 2 ORDER BY 1, 2
        ON CONFLICT (term_id, weekday, part) DO UPDATE SET courses = kept.courses + excluded.courses;
    ELSIF TG_OP = 'DELETE' THEN
      INSERT INTO term_weekday_course_counts AS kept (term_id, weekday, part, courses)
        SELECT c.term_id, w.weekday, mine, -count(*) FROM removed_courses c, course_weekdays(c.meetings) w(weekday)
        WHERE c.term_id IS NOT NULL GROUP BY 1, 2 ORDER BY 1, 2
        ON CONFLICT (term_id, weekday, part) DO UPDATE SET courses = kept.courses + excluded.courses;
    ELSE
      -- A course whose term and meetings stay as they were adds and takes away one: no change, no lock.
      INSERT INTO term_weekday_course_counts AS kept (term_id, weekday, part, courses)
        SELECT term_id, weekday, mine, sum(change)::int FROM (
          SELECT c.term_id, w.weekday, 1 AS change FROM added_courses c, course_weekdays(c.meetings) w(weekday)
          WHERE c.term_id IS NOT NULL
          UNION ALL
          SELECT c.term_id, w.weekday, -1 FROM removed_courses c, course_weekdays(c.meetings) w(weekday)
          WHERE c.term_id IS NOT NULL
        ) changed GROUP BY 1, 2 HAVING sum(change) <> 0 ORDER BY 1, 2
        ON CONFLICT (term_id, weekday, part) DO UPDATE SET courses = kept.courses + excluded.courses;
    END IF;
    RETURN NULL;
  END
$$;
CREATE TRIGGER courses_added_weekdays_counted AFTER INSERT ON courses
  REFERENCING NEW TABLE AS added_courses FOR EACH STATEMENT EXECUTE FUNCTION courses_weekdays_counted();
CREATE TRIGGER courses_changed_weekdays_counted AFTER UPDATE ON courses
  REFERENCING OLD TABLE AS removed_courses NEW TABLE AS added_courses
  FOR EACH STATEMENT EXECUTE FUNCTION courses_weekdays_counted();
CREATE TRIGGER courses_removed_weekdays_counted AFTER DELETE ON courses
  REFERENCING OLD TABLE AS removed_courses FOR EACH STATEMENT EXECUTE FUNCTION courses_weekdays_counted();
CREATE TRIGGER courses_truncated_weekdays_counted AFTER TRUNCATE ON courses
  FOR EACH STATEMENT EXECUTE FUNCTION courses_weekdays_counted();
-- Kept whenever the courses change, also when a bulk load writes with the replica's role.
ALTER TABLE courses ENABLE ALWAYS TRIGGER courses_added_weekdays_counted;
ALTER TABLE courses ENABLE ALWAYS TRIGGER courses_changed_weekdays_counted;
ALTER TABLE courses ENABLE ALWAYS TRIGGER courses_removed_weekdays_counted;
ALTER TABLE courses ENABLE ALWAYS TRIGGER courses_truncated_weekdays_counted;

-- The changes of a day, whatever the course (the unique key is by course first).
CREATE INDEX lecture_changes_by_date ON lecture_changes (date);

-- Each enrolment keeps its course's leave limit times its lectures, so that whether its days
-- missed reach the warning's share of the limit is a fact of its own row: the enrolments that do
-- are the whole of a partial index, read at once across every course. Its share, 8 tenths, is the
-- domain's WARNING_TENTHS, written into the index as the Overview's statement writes it
-- (api/src/storage/courses.ts; api/test/scaleOut.postgres.test.ts plans it).
-- Added empty and filled before the index is made: the rows the filling replaced are still
-- indexed by this transaction's index build, and empty they are outside the index.
ALTER TABLE enrollments ADD COLUMN limit_lectures integer;
UPDATE enrollments e SET limit_lectures = c.leave_limit * c.total_lectures
  FROM courses c WHERE c.course_code = e.course_code;
ALTER TABLE enrollments ALTER COLUMN limit_lectures SET NOT NULL;

-- A new enrolment takes its course's; a course's new limit or lectures go to every enrolment of
-- it, locked in roll number order as leave's writes lock them (migration 14), in the same
-- transaction as the change.
CREATE FUNCTION enrolment_limit_of_course() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    NEW.limit_lectures := coalesce(
      (SELECT c.leave_limit * c.total_lectures FROM courses c WHERE c.course_code = NEW.course_code), 0);
    RETURN NEW;
  END
$$;
CREATE TRIGGER enrollments_limit_kept BEFORE INSERT ON enrollments
  FOR EACH ROW EXECUTE FUNCTION enrolment_limit_of_course();

CREATE FUNCTION course_limit_to_enrolments() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    UPDATE enrollments e SET limit_lectures = NEW.leave_limit * NEW.total_lectures
    FROM (SELECT roll_no FROM enrollments WHERE course_code = NEW.course_code ORDER BY roll_no FOR UPDATE) locked
    WHERE e.course_code = NEW.course_code AND e.roll_no = locked.roll_no;
    RETURN NULL;
  END
$$;
CREATE TRIGGER courses_limit_kept AFTER UPDATE OF leave_limit, total_lectures ON courses
  FOR EACH ROW WHEN (OLD.leave_limit * OLD.total_lectures <> NEW.leave_limit * NEW.total_lectures)
  EXECUTE FUNCTION course_limit_to_enrolments();

CREATE INDEX enrollments_near_limit ON enrollments (course_code, roll_no)
  WHERE removed_at IS NULL AND (accepted_days + absent_days + late_days) * 1000 >= limit_lectures * 8;

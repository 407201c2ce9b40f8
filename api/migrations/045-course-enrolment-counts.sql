-- name: each course keeps its count of enrolled students, kept as enrolments change
-- The course list, an instructor's courses and a roster's or register's total counted each
-- course's active enrolments: at a university's scale a page of 20 courses read 5,700 index
-- entries (0.56 ms of the list's 0.86), CS101's register 1,008, growing with the classes, not
-- with what the page shows. Each course keeps the count on its own row, read with the course
-- (a table of counts beside the courses was scanned whole for each course: the planner prefers
-- a scan of a few pages to an index, 0.02 ms a course). Enrolments change seldom (the admin's),
-- so a course's row is locked by a change of its own class alone.
ALTER TABLE courses ADD COLUMN enrolled integer NOT NULL DEFAULT 0;
UPDATE courses c SET enrolled = n.students
  FROM (SELECT course_code, count(*)::int AS students FROM enrollments WHERE removed_at IS NULL GROUP BY 1) n
  WHERE n.course_code = c.course_code;

-- Rows added or removed: once per statement, with the rows, each course's row locked in code
-- order before it is written.
CREATE FUNCTION enrolments_counted() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    IF TG_OP = 'TRUNCATE' THEN
      UPDATE courses SET enrolled = 0 WHERE enrolled <> 0;
    ELSIF TG_OP = 'INSERT' THEN
      PERFORM 1 FROM courses WHERE course_code IN (SELECT course_code FROM added_enrolments WHERE removed_at IS NULL)
        ORDER BY course_code FOR NO KEY UPDATE;
      UPDATE courses c SET enrolled = c.enrolled + n.students
        FROM (SELECT course_code, count(*)::int AS students FROM added_enrolments WHERE removed_at IS NULL GROUP BY 1) n
        WHERE c.course_code = n.course_code;
    ELSE
      PERFORM 1 FROM courses WHERE course_code IN (SELECT course_code FROM removed_enrolments WHERE removed_at IS NULL)
        ORDER BY course_code FOR NO KEY UPDATE;
      UPDATE courses c SET enrolled = c.enrolled - n.students
        FROM (SELECT course_code, count(*)::int AS students FROM removed_enrolments WHERE removed_at IS NULL GROUP BY 1) n
        WHERE c.course_code = n.course_code;
    END IF;
    RETURN NULL;
  END
$$;
CREATE TRIGGER enrollments_added_counted AFTER INSERT ON enrollments
  REFERENCING NEW TABLE AS added_enrolments FOR EACH STATEMENT EXECUTE FUNCTION enrolments_counted();
CREATE TRIGGER enrollments_removed_counted AFTER DELETE ON enrollments
  REFERENCING OLD TABLE AS removed_enrolments FOR EACH STATEMENT EXECUTE FUNCTION enrolments_counted();
CREATE TRIGGER enrollments_truncated_counted AFTER TRUNCATE ON enrollments
  FOR EACH STATEMENT EXECUTE FUNCTION enrolments_counted();

-- An enrolment ended or restored (or moved): a row at a time, and only then. Every leave's change
-- updates its enrolment's kept days; a statement trigger on every update would run for each.
CREATE FUNCTION enrolment_recounted() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    IF OLD.removed_at IS NULL THEN
      UPDATE courses SET enrolled = enrolled - 1 WHERE course_code = OLD.course_code;
    END IF;
    IF NEW.removed_at IS NULL THEN
      UPDATE courses SET enrolled = enrolled + 1 WHERE course_code = NEW.course_code;
    END IF;
    RETURN NULL;
  END
$$;
CREATE TRIGGER enrollments_changed_counted AFTER UPDATE OF removed_at, course_code ON enrollments
  FOR EACH ROW WHEN ((OLD.removed_at IS NULL) IS DISTINCT FROM (NEW.removed_at IS NULL) OR OLD.course_code <> NEW.course_code)
  EXECUTE FUNCTION enrolment_recounted();

-- Kept whenever the enrolments change, also when a bulk load writes them with the replica's role
-- (scripts/university.ts).
ALTER TABLE enrollments ENABLE ALWAYS TRIGGER enrollments_added_counted;
ALTER TABLE enrollments ENABLE ALWAYS TRIGGER enrollments_removed_counted;
ALTER TABLE enrollments ENABLE ALWAYS TRIGGER enrollments_truncated_counted;
ALTER TABLE enrollments ENABLE ALWAYS TRIGGER enrollments_changed_counted;

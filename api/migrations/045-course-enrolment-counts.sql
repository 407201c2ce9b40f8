-- name: each course's count of enrolled students, kept as enrolments change
-- The course list, an instructor's courses and a roster's or register's total counted each
-- course's active enrolments: at a university's scale a page of 20 courses read 5,700 index
-- entries (0.56 ms of the list's 0.86), CS101's register 1,008, growing with the classes, not
-- with what the page shows. The count of each course's active enrolments is kept here, in the
-- writing connection's part (as migration 36's counts), so each is a few rows.
CREATE TABLE course_enrolment_counts (
  course_code text NOT NULL,
  part smallint NOT NULL,
  students integer NOT NULL,
  PRIMARY KEY (course_code, part)
);
INSERT INTO course_enrolment_counts (course_code, part, students)
  SELECT course_code, 0, count(*) FROM enrollments WHERE removed_at IS NULL GROUP BY 1;

-- Rows added or removed: once per statement, with the rows, in course order. No foreign key: a
-- course removed takes its enrolments with it, counted here after the course is gone; readers
-- skip sums of 0.
CREATE FUNCTION enrolments_counted() RETURNS trigger LANGUAGE plpgsql AS $$
  DECLARE
    mine smallint := pg_backend_pid() % 8;
  BEGIN
    IF TG_OP = 'TRUNCATE' THEN
      DELETE FROM course_enrolment_counts;
    ELSIF TG_OP = 'INSERT' THEN
      INSERT INTO course_enrolment_counts AS kept (course_code, part, students)
        SELECT course_code, mine, count(*) FROM added_enrolments WHERE removed_at IS NULL GROUP BY 1 ORDER BY 1
        ON CONFLICT (course_code, part) DO UPDATE SET students = kept.students + excluded.students;
    ELSE
      INSERT INTO course_enrolment_counts AS kept (course_code, part, students)
        SELECT course_code, mine, -count(*) FROM removed_enrolments WHERE removed_at IS NULL GROUP BY 1 ORDER BY 1
        ON CONFLICT (course_code, part) DO UPDATE SET students = kept.students + excluded.students;
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
  DECLARE
    mine smallint := pg_backend_pid() % 8;
  BEGIN
    IF OLD.removed_at IS NULL THEN
      INSERT INTO course_enrolment_counts AS kept (course_code, part, students) VALUES (OLD.course_code, mine, -1)
        ON CONFLICT (course_code, part) DO UPDATE SET students = kept.students - 1;
    END IF;
    IF NEW.removed_at IS NULL THEN
      INSERT INTO course_enrolment_counts AS kept (course_code, part, students) VALUES (NEW.course_code, mine, 1)
        ON CONFLICT (course_code, part) DO UPDATE SET students = kept.students + 1;
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

-- name: the roll: lectures' rolls, their marks, the school's attendance rules and each enrolment's kept counts
-- The school's rules for the roll: one row.
CREATE TABLE attendance_rules (
  id integer PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  correction_window_days integer NOT NULL DEFAULT 7 CHECK (correction_window_days BETWEEN 0 AND 60),
  lates_per_absence integer CHECK (lates_per_absence BETWEEN 2 AND 10),
  absence_counts boolean NOT NULL DEFAULT true
);
INSERT INTO attendance_rules (id) VALUES (1);

-- A lecture's roll, taken once (later saves correct it). Only for a date that is a lecture of the
-- course: the service checks it against the course's calendar.
CREATE TABLE lecture_rolls (
  course_code text NOT NULL REFERENCES courses (course_code),
  lecture_date date NOT NULL,
  taken_by_role text NOT NULL CHECK (taken_by_role IN ('course instructor', 'admin')),
  taken_by_id integer NOT NULL,
  taken_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (course_code, lecture_date)
);
-- Today's rolls of every course, for the admin's overview.
CREATE INDEX lecture_rolls_by_date ON lecture_rolls (lecture_date);

-- A roll's exceptions only: absent, late, and 'present' for a student with leave that lecture (who
-- came anyway). Everyone else was present: 10,000 students x 6 courses x 45 lectures keep a
-- handful of rows per lecture, not a row per student.
CREATE TABLE roll_marks (
  course_code text NOT NULL,
  lecture_date date NOT NULL,
  roll_no integer NOT NULL,
  mark text NOT NULL CHECK (mark IN ('absent', 'late', 'present')),
  PRIMARY KEY (course_code, lecture_date, roll_no),
  FOREIGN KEY (course_code, lecture_date) REFERENCES lecture_rolls (course_code, lecture_date) ON DELETE CASCADE
);
-- A student's marks in a course (their counts), and in a window of dates (their attendance).
CREATE INDEX roll_marks_by_student ON roll_marks (roll_no, course_code, lecture_date);

-- Each enrolment's roll, kept as marks and leave change (as accepted_days is, migration 14):
-- lectures marked absent without accepted leave, lectures marked late, and lectures on accepted
-- leave that counts marked present or late (attended, so not missed). `missed` is what the limit
-- counts (domain/src/rolls.ts missedLectures, written again here for the index below): counted
-- accepted days - attended ones + absences (if the rules count them) + one per N lates (if set).
ALTER TABLE enrollments
  ADD COLUMN absent_days integer NOT NULL DEFAULT 0,
  ADD COLUMN late_days integer NOT NULL DEFAULT 0,
  ADD COLUMN attended_leave_days integer NOT NULL DEFAULT 0,
  ADD COLUMN missed integer NOT NULL DEFAULT 0;

CREATE FUNCTION enrolment_missed_kept() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    SELECT NEW.accepted_days - NEW.attended_leave_days
        + CASE WHEN r.absence_counts THEN NEW.absent_days ELSE 0 END
        + CASE WHEN r.lates_per_absence IS NULL THEN 0 ELSE NEW.late_days / r.lates_per_absence END
      INTO NEW.missed FROM attendance_rules r;
    RETURN NEW;
  END
$$;
CREATE TRIGGER enrollments_missed_kept BEFORE INSERT OR UPDATE OF accepted_days, absent_days, late_days,
  attended_leave_days, missed ON enrollments FOR EACH ROW EXECUTE FUNCTION enrolment_missed_kept();
UPDATE enrollments SET missed = accepted_days;

-- The Roster at risk first is the head of this index: risk never falls as missed grows.
CREATE INDEX enrollments_by_missed ON enrollments (course_code, missed DESC, roll_no) WHERE removed_at IS NULL;

-- Counts an enrolment's roll afresh from its marks (a few dozen at most) and the leave on their dates.
CREATE FUNCTION enrolment_roll_recount(the_roll integer, the_course text) RETURNS void LANGUAGE sql AS $$
  UPDATE enrollments e SET absent_days = t.absent, late_days = t.late, attended_leave_days = t.attended
  FROM (
    SELECT count(*) FILTER (WHERE m.mark = 'absent' AND l.leave_id IS NULL)::int AS absent,
      count(*) FILTER (WHERE m.mark = 'late')::int AS late,
      count(*) FILTER (WHERE m.mark IN ('present', 'late') AND l.counted AND l.lecture)::int AS attended
    FROM roll_marks m
    LEFT JOIN leaves l ON l.roll_no = m.roll_no AND l.leave_date = m.lecture_date AND l.course_code = m.course_code
      AND l.status = 'accepted'
    WHERE m.roll_no = the_roll AND m.course_code = the_course
  ) t
  WHERE e.roll_no = the_roll AND e.course_code = the_course
    AND (e.absent_days, e.late_days, e.attended_leave_days) IS DISTINCT FROM (t.absent, t.late, t.attended);
$$;

-- Once per statement on roll_marks, with the rows it changed: each enrolment counted afresh, one
-- at a time in roll number and course order, so that racing writers lock them in one order.
CREATE FUNCTION enrolment_roll_kept() RETURNS trigger LANGUAGE plpgsql AS $$
  DECLARE
    change record;
  BEGIN
    IF TG_OP = 'INSERT' THEN
      FOR change IN SELECT DISTINCT roll_no, course_code FROM added_marks ORDER BY 1, 2 LOOP
        PERFORM enrolment_roll_recount(change.roll_no, change.course_code);
      END LOOP;
    ELSIF TG_OP = 'DELETE' THEN
      FOR change IN SELECT DISTINCT roll_no, course_code FROM removed_marks ORDER BY 1, 2 LOOP
        PERFORM enrolment_roll_recount(change.roll_no, change.course_code);
      END LOOP;
    ELSE
      FOR change IN SELECT roll_no, course_code FROM added_marks UNION SELECT roll_no, course_code FROM removed_marks
          ORDER BY 1, 2 LOOP
        PERFORM enrolment_roll_recount(change.roll_no, change.course_code);
      END LOOP;
    END IF;
    RETURN NULL;
  END
$$;
CREATE TRIGGER roll_marks_added_kept AFTER INSERT ON roll_marks REFERENCING NEW TABLE AS added_marks
  FOR EACH STATEMENT EXECUTE FUNCTION enrolment_roll_kept();
CREATE TRIGGER roll_marks_changed_kept AFTER UPDATE ON roll_marks
  REFERENCING OLD TABLE AS removed_marks NEW TABLE AS added_marks
  FOR EACH STATEMENT EXECUTE FUNCTION enrolment_roll_kept();
CREATE TRIGGER roll_marks_removed_kept AFTER DELETE ON roll_marks REFERENCING OLD TABLE AS removed_marks
  FOR EACH STATEMENT EXECUTE FUNCTION enrolment_roll_kept();

-- Leave that changes on a marked lecture (accepted, withdrawn, its kind counted or not) changes
-- what the mark means: those enrolments are counted afresh. Leave on a lecture without a mark
-- changes nothing here (a lookup of the marks' primary key).
CREATE FUNCTION enrolment_roll_kept_by_leave() RETURNS trigger LANGUAGE plpgsql AS $$
  DECLARE
    change record;
  BEGIN
    IF TG_OP = 'INSERT' THEN
      FOR change IN SELECT DISTINCT l.roll_no, l.course_code FROM added_leaves l
          JOIN roll_marks m ON m.course_code = l.course_code AND m.lecture_date = l.leave_date AND m.roll_no = l.roll_no
          ORDER BY 1, 2 LOOP
        PERFORM enrolment_roll_recount(change.roll_no, change.course_code);
      END LOOP;
    ELSIF TG_OP = 'DELETE' THEN
      FOR change IN SELECT DISTINCT l.roll_no, l.course_code FROM removed_leaves l
          JOIN roll_marks m ON m.course_code = l.course_code AND m.lecture_date = l.leave_date AND m.roll_no = l.roll_no
          ORDER BY 1, 2 LOOP
        PERFORM enrolment_roll_recount(change.roll_no, change.course_code);
      END LOOP;
    ELSE
      FOR change IN SELECT l.roll_no, l.course_code FROM added_leaves l
          JOIN roll_marks m ON m.course_code = l.course_code AND m.lecture_date = l.leave_date AND m.roll_no = l.roll_no
          UNION
          SELECT l.roll_no, l.course_code FROM removed_leaves l
          JOIN roll_marks m ON m.course_code = l.course_code AND m.lecture_date = l.leave_date AND m.roll_no = l.roll_no
          ORDER BY 1, 2 LOOP
        PERFORM enrolment_roll_recount(change.roll_no, change.course_code);
      END LOOP;
    END IF;
    RETURN NULL;
  END
$$;
CREATE TRIGGER leaves_added_roll_kept AFTER INSERT ON leaves REFERENCING NEW TABLE AS added_leaves
  FOR EACH STATEMENT EXECUTE FUNCTION enrolment_roll_kept_by_leave();
CREATE TRIGGER leaves_changed_roll_kept AFTER UPDATE ON leaves
  REFERENCING OLD TABLE AS removed_leaves NEW TABLE AS added_leaves
  FOR EACH STATEMENT EXECUTE FUNCTION enrolment_roll_kept_by_leave();
CREATE TRIGGER leaves_removed_roll_kept AFTER DELETE ON leaves REFERENCING OLD TABLE AS removed_leaves
  FOR EACH STATEMENT EXECUTE FUNCTION enrolment_roll_kept_by_leave();

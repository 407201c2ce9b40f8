-- name: each enrolment's roll counts kept through TRUNCATE, as its leave counts are (migration 14)
-- Migration 28's triggers follow INSERT, UPDATE and DELETE only. A table emptied at once left the
-- counts behind: TRUNCATE roll_marks (or lecture_rolls, whose marks go with it) kept absences
-- and lates that no mark says any more, and TRUNCATE leaves kept absences with leave uncounted
-- and lectures attended on leave counted.

-- The marks are gone: nothing is absent, late or attended on leave (the missed trigger follows).
CREATE FUNCTION enrolment_roll_kept_through_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    UPDATE enrollments SET absent_days = 0, late_days = 0, attended_leave_days = 0
    WHERE absent_days <> 0 OR late_days <> 0 OR attended_leave_days <> 0;
    RETURN NULL;
  END
$$;
CREATE TRIGGER roll_marks_truncated_kept AFTER TRUNCATE ON roll_marks
  FOR EACH STATEMENT EXECUTE FUNCTION enrolment_roll_kept_through_truncate();

-- The leave is gone: every enrolment with a mark is counted afresh from its marks alone, in roll
-- number and course order as the other triggers lock them.
CREATE FUNCTION enrolment_roll_kept_by_leave_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
  DECLARE
    change record;
  BEGIN
    FOR change IN SELECT DISTINCT roll_no, course_code FROM roll_marks ORDER BY 1, 2 LOOP
      PERFORM enrolment_roll_recount(change.roll_no, change.course_code);
    END LOOP;
    RETURN NULL;
  END
$$;
CREATE TRIGGER leaves_truncated_roll_kept AFTER TRUNCATE ON leaves
  FOR EACH STATEMENT EXECUTE FUNCTION enrolment_roll_kept_by_leave_truncate();

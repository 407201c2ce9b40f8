-- name: a cancelled lecture has no roll: its marks are kept and count nothing until it takes place again
-- Whether a roll's date is still a lecture of its course, kept by every calendar change as
-- leaves.lecture is (api/src/storage/terms.ts applyRecount): a lecture cancelled after its roll
-- was taken (or made a holiday, or dropped from the timetable) keeps its roll and marks, which
-- no count reads while `held` is false.
ALTER TABLE lecture_rolls ADD COLUMN held boolean NOT NULL DEFAULT true;
UPDATE lecture_rolls r SET held = false
FROM lecture_changes c
WHERE c.course_code = r.course_code AND c.date = r.lecture_date AND c.kind = 'cancelled';

-- As migration 28's, counting only the marks of rolls held.
CREATE OR REPLACE FUNCTION enrolment_roll_recount(the_roll integer, the_course text) RETURNS void LANGUAGE sql AS $$
  UPDATE enrollments e SET absent_days = t.absent, late_days = t.late, attended_leave_days = t.attended
  FROM (
    SELECT count(*) FILTER (WHERE m.mark = 'absent' AND l.leave_id IS NULL)::int AS absent,
      count(*) FILTER (WHERE m.mark = 'late')::int AS late,
      count(*) FILTER (WHERE m.mark IN ('present', 'late') AND l.counted AND l.lecture)::int AS attended
    FROM roll_marks m
    JOIN lecture_rolls r ON r.course_code = m.course_code AND r.lecture_date = m.lecture_date AND r.held
    LEFT JOIN leaves l ON l.roll_no = m.roll_no AND l.leave_date = m.lecture_date AND l.course_code = m.course_code
      AND l.status = 'accepted'
    WHERE m.roll_no = the_roll AND m.course_code = the_course
  ) t
  WHERE e.roll_no = the_roll AND e.course_code = the_course
    AND (e.absent_days, e.late_days, e.attended_leave_days) IS DISTINCT FROM (t.absent, t.late, t.attended);
$$;

-- A roll held or no longer held: the enrolments with marks on it are counted afresh, in roll
-- number and course order as the marks' own trigger does. (A trigger with transition tables
-- cannot name its columns, so it compares `held` before and after: a save, which touches only
-- `updated_at`, joins one row and counts nothing.)
CREATE FUNCTION enrolment_roll_kept_by_held() RETURNS trigger LANGUAGE plpgsql AS $$
  DECLARE
    change record;
  BEGIN
    FOR change IN SELECT DISTINCT m.roll_no, m.course_code FROM new_rolls r
        JOIN old_rolls o ON o.course_code = r.course_code AND o.lecture_date = r.lecture_date AND o.held <> r.held
        JOIN roll_marks m ON m.course_code = r.course_code AND m.lecture_date = r.lecture_date
        ORDER BY 1, 2 LOOP
      PERFORM enrolment_roll_recount(change.roll_no, change.course_code);
    END LOOP;
    RETURN NULL;
  END
$$;
CREATE TRIGGER lecture_rolls_held_kept AFTER UPDATE ON lecture_rolls
  REFERENCING OLD TABLE AS old_rolls NEW TABLE AS new_rolls
  FOR EACH STATEMENT EXECUTE FUNCTION enrolment_roll_kept_by_held();

-- The enrolments counted afresh now that a cancelled lecture's marks count nothing.
DO $$
  DECLARE
    change record;
  BEGIN
    FOR change IN SELECT DISTINCT m.roll_no, m.course_code FROM lecture_rolls r
        JOIN roll_marks m ON m.course_code = r.course_code AND m.lecture_date = r.lecture_date
        WHERE NOT r.held ORDER BY 1, 2 LOOP
      PERFORM enrolment_roll_recount(change.roll_no, change.course_code);
    END LOOP;
  END
$$;

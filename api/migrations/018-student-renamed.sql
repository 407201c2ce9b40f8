-- name: a student renamed counts as a change of their courses' leave
-- A page of a course's leave names each student, so a new name must make the pages kept
-- since migration 17 be read again. No request renames a student; this covers a name put
-- right in SQL.
CREATE FUNCTION student_renamed() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    -- Locked in the order the counts' own triggers lock them, so neither waits on the other in a circle.
    PERFORM 1 FROM course_leave_counts k JOIN enrollments e ON k.course_code = e.course_code
      WHERE e.roll_no = NEW.user_id ORDER BY k.course_code, k.status, k.part FOR UPDATE OF k;
    UPDATE course_leave_counts k SET changes = k.changes + 1
      FROM enrollments e WHERE e.roll_no = NEW.user_id AND k.course_code = e.course_code;
    RETURN NULL;
  END
$$;
CREATE TRIGGER users_student_renamed AFTER UPDATE OF name ON users
  FOR EACH ROW WHEN (NEW.role = 'student' AND OLD.name IS DISTINCT FROM NEW.name)
  EXECUTE FUNCTION student_renamed();

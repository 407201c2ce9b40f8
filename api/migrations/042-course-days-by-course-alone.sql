-- name: a course's leave by day read by course alone, not through every course's days
-- Absences by Week sums the kept days of the instructor's courses (course_day_counts, migration
-- 34) by their key, course first. The index by date first was for Leave by Week, which reads the
-- school's own days since migration 37; left, it was what a kept plan chose (PGlite keeps every
-- plan; a server its generic plan after five calls), planned for a window it cannot see: it read
-- every course's days of the term for the instructor's few, 83,797 index entries for 591 at a
-- university's scale (15 ms against 1 by the key). Without it every plan reads by the key.
DROP INDEX course_day_counts_by_date;

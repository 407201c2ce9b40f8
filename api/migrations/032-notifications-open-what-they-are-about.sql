-- name: a cancelled or added lecture's notification keeps its date; requests already decided are not waiting
-- Each notification opens what it is about (issue 59): a lecture's by its date, kept here (the
-- request of a leave's is read from the leave). The bell counts what still needs attention: a
-- request decided, withdrawn or cancelled before this did not mark its instructor's notification
-- read, so those are marked read now, as deciding does from here on.
ALTER TABLE notifications ADD COLUMN lecture_date date;
UPDATE notifications SET read_at = now()
WHERE kind = 'leave requested' AND read_at IS NULL
  AND leave_id IN (SELECT leave_id FROM leaves WHERE status <> 'pending');

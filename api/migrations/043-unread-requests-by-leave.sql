-- name: the unread notices of leave requested, by leave
-- A request's withdrawal or decision marks its instructors' "leave requested" notices read
-- (notifications.settle). The only index it could use was every recipient's unread notices: at a
-- university's scale it read 81,000 of them to find two (30-80 ms a call, most of a withdrawal's
-- time). These are few, and found by their leave.
CREATE INDEX notifications_requests_unread ON notifications (leave_id)
  WHERE kind = 'leave requested' AND read_at IS NULL;

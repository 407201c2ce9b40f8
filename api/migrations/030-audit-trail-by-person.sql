-- name: the audit trail found by the person it is about
-- "Who changed this student's decision": the trail is searched by a person, by the events they
-- made (audit_events_by_actor) and those about them, which name their leave, request, document
-- or account in the target, or their roll number in the changed fields (an enrolment). These
-- indexes find each of those by value; the events themselves are not changed (append-only).
CREATE INDEX audit_events_by_target ON audit_events (target, event_id);
CREATE INDEX audit_events_by_roll_after ON audit_events ((after->>'roll_no'));
CREATE INDEX audit_events_by_roll_before ON audit_events ((before->>'roll_no'));

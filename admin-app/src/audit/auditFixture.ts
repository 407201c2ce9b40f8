import type { AuditEvent } from '@leave/contract';

/** An instructor's revoking of a student's accepted leave, as the audit trail has it, in every language's tests. */
export const revoked: AuditEvent = {
  event_id: 40,
  at: '2026-11-23T05:30:00.000Z',
  actor_role: 'course instructor',
  actor_id: 501,
  actor_name: 'Dr. Meera Iyer',
  action: 'leave revoked',
  target: 'leave 27',
  before: { status: 'accepted' },
  after: { status: 'rejected', comment: 'Exam moved to that day' },
  client_ip: '127.0.0.1',
  subject: { roll_no: 1001, name: 'Aarav Sharma' },
  leave: { leave_date: '2026-11-23', course_code: 'CS101' },
};

/** The same instructor's approval of a two-day request. */
export const requestApproved: AuditEvent = {
  ...revoked,
  event_id: 39,
  action: 'request approved',
  target: 'request 12',
  before: null,
  after: { roll_no: 1001, leaves: ['2026-11-23 CS101', '2026-11-24 CS101'], status: 'accepted' },
  leave: null,
};

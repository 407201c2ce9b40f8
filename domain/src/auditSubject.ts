import type { AuditEvent, Role } from '@leave/contract';
import { ROLES } from '@leave/contract';

/**
 * What an audit event says about the student it concerns: their roll number where the event
 * names it (a leave applied for, an enrolment, a student's account), or the record whose student
 * it is (a leave, a request, a document). The SQL backend reads the same targets (api/src/storage/audit.ts).
 */
export type AuditSubjectRef =
  { roll_no: number } | { leave_id: number } | { request_id: number } | { document_id: number };

const RECORD = /^(leave|request|document) (\d{1,9})$/;
const ACCOUNT = new RegExp(`^(${ROLES.join('|')}) (\\d{1,9})$`);

const rollIn = (fields: Record<string, unknown> | null) =>
  typeof fields?.roll_no === 'number' && Number.isInteger(fields.roll_no) ? fields.roll_no : undefined;

/** The account an event's target names ("student 1009", "course instructor 501"), if it names one. */
export function auditAccountOf(target: string): { role: Role; user_id: number } | null {
  const match = ACCOUNT.exec(target);
  return match ? { role: match[1] as Role, user_id: Number(match[2]) } : null;
}

/** Whom an event is about (`AuditSubjectRef`), or null when it is about no one student. */
export function auditSubjectOf({
  target,
  before,
  after,
}: Pick<AuditEvent, 'target' | 'before' | 'after'>): AuditSubjectRef | null {
  const roll = rollIn(after) ?? rollIn(before);
  if (roll !== undefined) return { roll_no: roll };
  const account = auditAccountOf(target);
  if (account) return account.role === 'student' ? { roll_no: account.user_id } : null;
  const record = RECORD.exec(target);
  if (!record) return null;
  const id = Number(record[2]);
  if (record[1] === 'leave') return { leave_id: id };
  return record[1] === 'request' ? { request_id: id } : { document_id: id };
}

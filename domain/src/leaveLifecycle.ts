/**
 * The life of a leave, as one table: each action moves a leave from one status to another, and
 * is taken by one role, sometimes only for leave dated today or later, sometimes only with a
 * comment. A new leave starts as pending.
 *
 *   pending  -> accepted  (approve, the course's instructor)
 *   pending  -> rejected  (reject, the course's instructor)
 *   pending  -> withdrawn (withdraw, the student)
 *   accepted -> cancelled (cancel, the student; dated today or later)
 *   accepted -> rejected  (revoke, the course's instructor; dated today or later; comment required)
 *   rejected -> pending   (reopen, the course's instructor; not while the student has other
 *                          pending or accepted leave on that date in that course)
 *
 * A reject's comment is optional, as the spec's one-click Reject has none, unless the school
 * asks for a reason with every rejection (REJECTION_REASON_REQUIRED).
 */
import type { IsoDate, LeaveAction, LeaveStatus, Role, Session } from '@leave/contract';
import { leaveRuleMessages } from './messages';
import { checkTeaches } from './permissions';
import { refusal } from './refusal';
import type { Refusal } from './refusal';

export const INITIAL_LEAVE_STATUS: LeaveStatus = 'pending';

export interface LeaveTransition {
  from: LeaveStatus;
  to: LeaveStatus;
  by: Role;
  /** Only for leave dated the school's today or later. */
  fromTodayOn?: boolean;
  commentRequired?: boolean;
}

export const LEAVE_TRANSITIONS: Readonly<Record<LeaveAction, LeaveTransition>> = {
  approve: { from: 'pending', to: 'accepted', by: 'course instructor' },
  reject: { from: 'pending', to: 'rejected', by: 'course instructor' },
  withdraw: { from: 'pending', to: 'withdrawn', by: 'student' },
  cancel: { from: 'accepted', to: 'cancelled', by: 'student', fromTodayOn: true },
  revoke: { from: 'accepted', to: 'rejected', by: 'course instructor', fromTodayOn: true, commentRequired: true },
  reopen: { from: 'rejected', to: 'pending', by: 'course instructor' },
};

/** Statuses the student's calendar shows: rejected leave stays in sight, with its reason. */
export const ACTIVE_LEAVE_STATUSES: readonly LeaveStatus[] = ['pending', 'accepted', 'rejected'];

/**
 * Statuses that hold their date and course: a new leave there is a duplicate. Rejected,
 * withdrawn and cancelled leave frees its date for a new application.
 */
export const HOLDING_LEAVE_STATUSES = ['pending', 'accepted'] as const satisfies readonly LeaveStatus[];
export const holdsItsDate = (status: LeaveStatus) => (HOLDING_LEAVE_STATUSES as readonly string[]).includes(status);

/** What an action needs to know about the leave, read under its lock. */
export interface LeaveUnderDecision {
  status: LeaveStatus;
  leave_date: IsoDate;
  roll_no: number;
  instructor_id: number;
  course_code: string;
  /** Whether another leave of the student's holds the same date and course (pending or accepted). */
  held_elsewhere: boolean;
}

/** Whether `session` may take `action` on this leave today; the refusal if not. */
export function checkLeaveAction(
  session: Session,
  leave: LeaveUnderDecision,
  action: LeaveAction,
  context: { today: IsoDate; comment?: string; rejectionReasonRequired?: boolean },
): Refusal | null {
  const rule = LEAVE_TRANSITIONS[action];
  if (session.role !== rule.by) return refusal(403, leaveRuleMessages.onlyRole(rule.by));
  const notAllowed =
    rule.by === 'student'
      ? leave.roll_no === session.user_id
        ? null
        : refusal(403, leaveRuleMessages.onlyOwnLeaveChange)
      : checkTeaches(session, leave);
  if (notAllowed) return notAllowed;
  if (leave.status !== rule.from) {
    // The spec's decisions keep their words; the new actions say what they need.
    return refusal(
      409,
      action === 'approve' || action === 'reject'
        ? leaveRuleMessages.leaveAlready(leave.status)
        : leaveRuleMessages.leaveNotInStatus(action, rule.from, leave.status),
    );
  }
  if (rule.fromTodayOn && leave.leave_date < context.today) {
    return refusal(409, leaveRuleMessages.leaveInPast(action, context.today));
  }
  // A leave that would hold its date again cannot while another one holds it.
  if (holdsItsDate(rule.to) && !holdsItsDate(rule.from) && leave.held_elsewhere) {
    return refusal(409, leaveRuleMessages.dateHeldAgain(leave.leave_date, leave.course_code));
  }
  if (rule.commentRequired && !context.comment?.trim()) {
    return refusal(400, leaveRuleMessages.commentRequired('comment', action), 'comment');
  }
  return missingRejectionReason(action, context.comment, context.rejectionReasonRequired ?? false);
}

/**
 * A reject without a reason, when the school asks for one (400 naming the field `comment`), or
 * null. Asked before a request's leaves are decided too, so no leave of it moves without one.
 */
export function missingRejectionReason(
  action: LeaveAction,
  comment: string | null | undefined,
  required: boolean,
): Refusal | null {
  if (action !== 'reject' || !required || comment?.trim()) return null;
  return refusal(400, leaveRuleMessages.commentRequired('comment', action), 'comment');
}

/** What a history event was, in the product's words: Applied, Approved, Rejected, Revoked, Withdrawn, Cancelled. */
export function eventName(from: LeaveStatus | null, to: LeaveStatus): string {
  if (from === null) return 'Applied';
  const action = (Object.keys(LEAVE_TRANSITIONS) as LeaveAction[]).find(
    (name) => LEAVE_TRANSITIONS[name].from === from && LEAVE_TRANSITIONS[name].to === to,
  );
  const names: Record<LeaveAction, string> = {
    approve: 'Approved',
    reject: 'Rejected',
    withdraw: 'Withdrawn',
    cancel: 'Cancelled',
    revoke: 'Revoked',
    reopen: 'Reopened',
  };
  return action ? names[action] : `${from} to ${to}`;
}

/** The status an action leads to. */
export const statusAfter = (action: LeaveAction): LeaveStatus => LEAVE_TRANSITIONS[action].to;

/** Only accepted leave counts against attendance. */
export const countsAsAbsence = (status: LeaveStatus) => status === 'accepted';

/**
 * Statuses that show a student away that day in the absence calendar, counted apart: pending
 * leave too, since it may yet be approved (only accepted leave counts against attendance).
 */
export const AWAY_STATUSES = ['accepted', 'pending'] as const satisfies readonly LeaveStatus[];
export type AwayStatus = (typeof AWAY_STATUSES)[number];
export const isAway = (status: LeaveStatus): status is AwayStatus =>
  (AWAY_STATUSES as readonly string[]).includes(status);

import { schoolTodayOf } from '@leave/config';
import type { AuditAction, Leave, LeaveAction, LeaveStatus, Session } from '@leave/contract';
import {
  checkLeaveAction,
  dateFormatFor,
  leaveDecisionSchema,
  leaveMovedSchema,
  messages,
  refusal,
  statusAfter,
} from '@leave/domain';
import type { Refusal } from '@leave/domain';
import { audit } from './audit';
import { defineEndpoint, ok, refused } from './endpoint';
import type { ServiceSettings } from './endpoint';
import { leaveMovedNotices } from './notices';
import { notify } from './notify';
import type { LeaveMoveDecision, Storage } from './storage';

const LEAVE_AUDIT_ACTIONS: Record<LeaveAction, AuditAction> = {
  approve: 'leave approved',
  reject: 'leave rejected',
  withdraw: 'leave withdrawn',
  cancel: 'leave cancelled',
  revoke: 'leave revoked',
  // Reopening is done to a request's leave in a course (POST /reopenRequest), never to one leave.
  reopen: 'request reopened',
};

/** The school's today, as a calendar date. */
export const schoolToday = (settings: ServiceSettings) => schoolTodayOf(settings);

/** The school's one date format (SCHOOL_LOCALE, SCHOOL_TIME_ZONE), as notifications and files write dates. */
export const schoolDates = (settings: ServiceSettings) =>
  dateFormatFor({ locale: settings.schoolLocale, timeZone: settings.schoolTimeZone });

/**
 * What `session` may do to a leave as it stands: `action`'s status, or the lifecycle's refusal
 * (the leave's own, its course's, its date's, a comment the school requires).
 */
export const decidingBy =
  (session: Session, settings: ServiceSettings, action: LeaveAction, comment: string | null): LeaveMoveDecision =>
  (current) => {
    const refusal = checkLeaveAction(session, current, action, {
      today: schoolToday(settings),
      comment: comment ?? undefined,
      rejectionReasonRequired: settings.rejectionReasonRequired,
    });
    return refusal ? { refuse: refusal } : { to: statusAfter(action) };
  };

/**
 * Takes one action on one leave, under its lock: the domain's lifecycle decides, and the change,
 * its history event and its audit event are written together. Racing actions on one leave take
 * turns; the later ones see the new status (409).
 */
export async function actOnLeave(
  store: Storage,
  settings: ServiceSettings,
  { session, clientIp }: { session: Session; clientIp: string },
  leaveId: number,
  action: LeaveAction,
  comment: string | undefined,
): Promise<{ ok: true; leave: Leave | undefined } | { ok: false; refusal: Refusal }> {
  const note = comment?.trim() ? comment.trim() : null;
  const decide = decidingBy(session, settings, action, note);
  const { moved, leave } = await store.atomically(async (tx) => {
    let from: LeaveStatus | undefined;
    const moved = await tx.leaves.move(
      leaveId,
      (current) => {
        from = current.status;
        return decide(current);
      },
      { id: session.user_id, role: session.role },
      note,
    );
    if (moved === 'not-found' || !('to' in moved)) return { moved, leave: undefined };
    await audit(tx, { session, clientIp }, LEAVE_AUDIT_ACTIONS[action], `leave ${leaveId}`, {
      before: { status: from },
      after: { status: moved.to, ...(note ? { comment: note } : {}) },
    });
    if (moved.to !== 'pending') await tx.notifications.settle([leaveId]);
    // Read in the same transaction: once it commits the action is done, and nothing after it
    // (which could fail on a busy database) may answer as if it were not.
    return { moved, leave: await tx.leaves.byId(leaveId) };
  });
  if (moved === 'not-found') return { ok: false, refusal: refusal(404, messages.noLeave(leaveId)) };
  if (!('to' in moved)) return { ok: false, refusal: moved };
  await notify(store, settings, () =>
    leave ? leaveMovedNotices(store, schoolDates(settings), session, leave, action, note) : [],
  );
  return { ok: true, leave };
}

/** The endpoint of one action on one leave by a student or an instructor, answering the leave as it now is. */
export const leaveActionEndpoint = (
  access: 'student' | 'course instructor',
  action: LeaveAction,
  path: string,
  summary: string,
) =>
  defineEndpoint({
    method: 'POST',
    path,
    summary,
    tag: access === 'student' ? 'student' : 'instructor',
    access,
    body: leaveDecisionSchema,
    responses: { 200: leaveMovedSchema },
    async handle({ store, settings, session, clientIp, body }) {
      const done = await actOnLeave(store, settings, { session, clientIp }, body.leave_id, action, body.comment);
      if (!done.ok) return refused(done.refusal);
      return ok({ message: messages.leaveMoved(statusAfter(action)).message, leave: done.leave });
    },
  });

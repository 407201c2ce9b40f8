/**
 * The life of a leave: which status may follow which, and who may move it. A new leave starts
 * as pending; only an instructor of the course moves it on.
 */
import type { LeaveStatus, Role, Session } from '@leave/contract';
import { messages } from './messages';
import { checkTeaches } from './permissions';
import { refusal } from './refusal';
import type { Refusal } from './refusal';

export const INITIAL_LEAVE_STATUS: LeaveStatus = 'pending';

export interface LeaveTransition {
  from: LeaveStatus;
  to: LeaveStatus;
  by: Role;
}

export const LEAVE_TRANSITIONS: readonly LeaveTransition[] = [
  { from: 'pending', to: 'accepted', by: 'course instructor' },
  { from: 'pending', to: 'rejected', by: 'course instructor' },
];

/** What a move needs to know about the leave: its status and the course's instructor. */
export interface LeaveUnderDecision {
  status: LeaveStatus;
  instructor_id: number;
}

/** Whether `session` may move this leave to `to`; the refusal if not. */
export function checkLeaveMove(session: Session, leave: LeaveUnderDecision, to: LeaveStatus): Refusal | null {
  const notTeacher = checkTeaches(session, leave);
  if (notTeacher) return notTeacher;
  const allowed = LEAVE_TRANSITIONS.some((t) => t.from === leave.status && t.to === to && t.by === session.role);
  return allowed ? null : refusal(409, messages.leaveAlready(leave.status));
}

/** Only accepted leave counts against attendance. */
export const countsAsAbsence = (status: LeaveStatus) => status === 'accepted';

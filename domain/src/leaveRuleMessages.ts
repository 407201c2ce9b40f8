import type { IsoDate, LeaveAction, LeaveStatus, Role } from '@leave/contract';
import { tooFarAhead, tooFarBack } from './leavePolicyWords';
import { defineServerMessages, said } from './serverMessages';

/** "students", "instructors": the apiMessages say them too. */
export const ROLE_PLURAL: Record<Role, string> = {
  student: 'students',
  'course instructor': 'instructors',
  admin: 'the admin',
};

const ACTION_PAST: Record<LeaveAction, string> = {
  approve: 'approved',
  reject: 'rejected',
  withdraw: 'withdrawn',
  cancel: 'cancelled',
  revoke: 'revoked',
  reopen: 'reopened',
};

/**
 * The refusals of the leave rules the pages also run (`checkLeaveAction`, `dateRefusal`): apart
 * from the rest, so that a page's bundle holds these words and not every answer of the API.
 */
export const leaveRuleMessages = defineServerMessages('leaveRule', {
  onlyRole: said(['role'], (role: Role) => `Only ${ROLE_PLURAL[role]} can do this`),
  leaveAlready: said(['status'], (status: LeaveStatus) => `This leave was already ${status}`),
  onlyOwnLeaveChange: 'You can only change your own leave',
  leaveNotInStatus: said(
    ['action', 'needed', 'actual'],
    (action: LeaveAction, needed: LeaveStatus, actual: LeaveStatus) =>
      `Only ${needed} leave can be ${ACTION_PAST[action]}; this leave is ${actual}`,
  ),
  leaveInPast: said(
    ['action', 'today'],
    (action: LeaveAction, today: IsoDate) => `Leave dated before today (${today}) cannot be ${ACTION_PAST[action]}`,
  ),
  leaveTooFarBack: said(['days', 'first'], tooFarBack),
  leaveTooFarAhead: said(['days', 'last'], tooFarAhead),
  dateHeldAgain: said(
    ['date', 'code'],
    (date: IsoDate, code: string) =>
      `The student has applied again for ${date} in ${code}, and that leave stands: decide that one instead`,
  ),
  /** The comment a revoke needs (also said by the Revoke form before it sends). */
  commentRequired: said(
    ['name', 'action'],
    (name: string, action: LeaveAction) => `${name} is required to ${action} a leave`,
  ),
});

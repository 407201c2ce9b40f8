import { LEAVE_ACTIONS, LEAVE_STATUSES, ROLES } from '@leave/contract';
import type { LeaveAction, LeaveStatus, Role } from '@leave/contract';
import {
  checkLeaveAction,
  countsAsAbsence,
  eventName,
  holdsItsDate,
  INITIAL_LEAVE_STATUS,
  isAway,
  statusAfter,
} from './leaveLifecycle';

const TODAY = '2026-11-22';

/** The workflow, written out by hand: what each action needs and where it leads. */
const EXPECTED: Record<LeaveAction, { by: Role; from: LeaveStatus; to: LeaveStatus; past: boolean }> = {
  approve: { by: 'course instructor', from: 'pending', to: 'accepted', past: true },
  reject: { by: 'course instructor', from: 'pending', to: 'rejected', past: true },
  withdraw: { by: 'student', from: 'pending', to: 'withdrawn', past: true },
  cancel: { by: 'student', from: 'accepted', to: 'cancelled', past: false },
  revoke: { by: 'course instructor', from: 'accepted', to: 'rejected', past: false },
  reopen: { by: 'course instructor', from: 'rejected', to: 'pending', past: true },
};

const PAST_WORD: Record<LeaveAction, string> = {
  approve: 'approved',
  reject: 'rejected',
  withdraw: 'withdrawn',
  cancel: 'cancelled',
  revoke: 'revoked',
  reopen: 'reopened',
};

/** Every role, as the leave's own party or not, for every status and action, on a past and a future date. */
const cases = ROLES.flatMap((role) =>
  [true, false].flatMap((own) =>
    LEAVE_STATUSES.flatMap((status) =>
      LEAVE_ACTIONS.flatMap((action) =>
        ['2026-11-21', TODAY].map((date) => [role, own, status, action, date] as const),
      ),
    ),
  ),
);

it.each(cases)('%s (own leave or course: %s), %s leave, %s, dated %s', (role, own, status, action, date) => {
  const rule = EXPECTED[action];
  // "own": the student whose leave it is, or the instructor of its course.
  const session = { role, user_id: 7, name: 'Someone' };
  const leave = {
    status,
    leave_date: date,
    roll_no: own ? 7 : 8,
    instructor_id: own ? 7 : 9,
    course_code: 'CS101',
    held_elsewhere: false,
  };
  const refusal = checkLeaveAction(session, leave, action, { today: TODAY, comment: 'Because' });

  if (role !== rule.by) {
    expect(refusal).toEqual({
      status: 403,
      message: `Only ${rule.by === 'student' ? 'students' : 'instructors'} can do this`,
      code: 'leaveRule.onlyRole',
      params: { role: rule.by },
    });
  } else if (!own) {
    expect(refusal?.status).toBe(403);
  } else if (status !== rule.from) {
    expect(refusal?.status).toBe(409);
    expect(refusal?.message).toBe(
      action === 'approve' || action === 'reject'
        ? `This leave was already ${status}`
        : `Only ${rule.from} leave can be ${PAST_WORD[action]}; this leave is ${status}`,
    );
  } else if (!rule.past && date < TODAY) {
    expect(refusal).toEqual({
      status: 409,
      message: `Leave dated before today (${TODAY}) cannot be ${PAST_WORD[action]}`,
      code: 'leaveRule.leaveInPast',
      params: { action, today: TODAY },
    });
  } else {
    expect(refusal).toBeNull();
    expect(statusAfter(action)).toBe(rule.to);
  }
});

it('requires a comment to revoke, and only to revoke', () => {
  const instructor = { role: 'course instructor' as const, user_id: 7, name: 'I' };
  const accepted = {
    status: 'accepted' as const,
    leave_date: TODAY,
    roll_no: 8,
    instructor_id: 7,
    course_code: 'CS101',
    held_elsewhere: false,
  };
  for (const comment of [undefined, '', '   ']) {
    expect(checkLeaveAction(instructor, accepted, 'revoke', { today: TODAY, comment })).toEqual({
      status: 400,
      message: 'comment is required to revoke a leave',
      code: 'leaveRule.commentRequired',
      params: { name: 'comment', action: 'revoke' },
      field: 'comment',
    });
  }
  const pending = { ...accepted, status: 'pending' as const };
  expect(checkLeaveAction(instructor, pending, 'approve', { today: TODAY })).toBeNull();
  expect(checkLeaveAction(instructor, pending, 'reject', { today: TODAY })).toBeNull();
});

it('reopens a rejected leave only while no other leave of the student holds its date and course', () => {
  const instructor = { role: 'course instructor' as const, user_id: 7, name: 'I' };
  const rejected = {
    status: 'rejected' as const,
    leave_date: '2026-12-11',
    roll_no: 8,
    instructor_id: 7,
    course_code: 'CS101',
    held_elsewhere: false,
  };
  expect(checkLeaveAction(instructor, rejected, 'reopen', { today: TODAY })).toBeNull();
  expect(checkLeaveAction(instructor, { ...rejected, held_elsewhere: true }, 'reopen', { today: TODAY })).toEqual({
    status: 409,
    message: 'The student has applied again for 2026-12-11 in CS101, and that leave stands: decide that one instead',
    code: 'leaveRule.dateHeldAgain',
    params: { date: '2026-12-11', code: 'CS101' },
  });
  expect(eventName('rejected', 'pending')).toBe('Reopened');
});

it.each<[LeaveStatus, boolean]>([
  ['pending', true],
  ['accepted', true],
  ['rejected', false],
  ['withdrawn', false],
  ['cancelled', false],
])('a %s leave holds its date and course against a new application: %s', (status, holds) => {
  expect(holdsItsDate(status)).toBe(holds);
});

it('starts a new leave as pending', () => {
  expect(INITIAL_LEAVE_STATUS).toBe('pending');
});

it.each<[LeaveStatus, boolean]>([
  ['pending', false],
  ['accepted', true],
  ['rejected', false],
  ['withdrawn', false],
  ['cancelled', false],
])('a %s leave counts as an absence: %s', (status, counts) => {
  expect(countsAsAbsence(status)).toBe(counts);
});

it.each<[LeaveStatus, boolean]>([
  ['pending', true],
  ['accepted', true],
  ['rejected', false],
  ['withdrawn', false],
  ['cancelled', false],
])('a %s leave shows its student away in the absence calendar: %s', (status, away) => {
  expect(isAway(status)).toBe(away);
});

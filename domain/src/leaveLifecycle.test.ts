import { LEAVE_STATUSES, ROLES } from '@leave/contract';
import type { LeaveStatus, Role } from '@leave/contract';
import { checkLeaveMove, countsAsAbsence, INITIAL_LEAVE_STATUS } from './leaveLifecycle';

/** The seed's workflow: only the course's instructor moves a pending leave, to accepted or rejected. */
const ALLOWED = new Set(['pending>accepted', 'pending>rejected']);

const cases = ROLES.flatMap((role) =>
  [true, false].flatMap((teaches) =>
    LEAVE_STATUSES.flatMap((from) => LEAVE_STATUSES.map((to) => [role, teaches, from, to] as const)),
  ),
);

it.each(cases)('%s (teaches the course: %s) moving a leave from %s to %s', (role: Role, teaches, from, to) => {
  const session = { role, user_id: 501, name: 'Someone' };
  const refusal = checkLeaveMove(session, { status: from, instructor_id: teaches ? 501 : 502 }, to);
  if (!teaches) expect(refusal).toEqual({ status: 403, message: 'You do not teach this course' });
  else if (role === 'course instructor' && ALLOWED.has(`${from}>${to}`)) expect(refusal).toBeNull();
  else expect(refusal).toEqual({ status: 409, message: `This leave was already ${from}` });
});

it('starts a new leave as pending', () => {
  expect(INITIAL_LEAVE_STATUS).toBe('pending');
});

it.each<[LeaveStatus, boolean]>([
  ['pending', false],
  ['accepted', true],
  ['rejected', false],
])('a %s leave counts as an absence: %s', (status, counts) => {
  expect(countsAsAbsence(status)).toBe(counts);
});

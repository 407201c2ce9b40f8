/** Who is told what, for each change people hear about. The texts come from the domain. */
import type { Leave, LeaveAction, Session } from '@leave/contract';
import { attendanceRisk, leavePercentage, notificationTexts } from '@leave/domain';
import type { EnrolmentPair, NewNotification, Storage } from './storage';

/** The instructor of each course, looked up once per course. */
function instructorsOf(store: Storage) {
  const known = new Map<string, Promise<number | undefined>>();
  return (code: string) => {
    if (!known.has(code))
      known.set(
        code,
        store.courses.find(code).then((course) => course?.instructor_id),
      );
    return known.get(code)!;
  };
}

/** A student applied: each course's instructor hears of each new request. */
export async function leaveAppliedNotices(store: Storage, student: Session, leaves: Leave[]) {
  const instructorOf = instructorsOf(store);
  const notices: NewNotification[] = [];
  for (const leave of leaves) {
    const instructor = await instructorOf(leave.course_code);
    if (instructor === undefined) continue;
    notices.push({
      role: 'course instructor',
      user_id: instructor,
      kind: 'leave requested',
      text: notificationTexts.leaveRequested(student.name, student.user_id, leave.course_code, leave.leave_date),
      course_code: leave.course_code,
      leave_id: leave.leave_id,
    });
  }
  return notices;
}

/**
 * A leave moved: the student hears of a decision or revocation (and, after an approval, that the
 * course has come near its limit); the instructor hears of a withdrawal or cancellation.
 */
export async function leaveMovedNotices(
  store: Storage,
  actor: Session,
  leave: Leave,
  action: LeaveAction,
  comment: string | null,
): Promise<NewNotification[]> {
  const about = { course_code: leave.course_code, leave_id: leave.leave_id };
  if (action === 'withdraw' || action === 'cancel') {
    const instructor = await instructorsOf(store)(leave.course_code);
    if (instructor === undefined) return [];
    const say = action === 'withdraw' ? notificationTexts.leaveWithdrawn : notificationTexts.leaveCancelled;
    return [
      {
        role: 'course instructor',
        user_id: instructor,
        kind: action === 'withdraw' ? 'leave withdrawn' : 'leave cancelled',
        text: say(actor.name, actor.user_id, leave.course_code, leave.leave_date),
        ...about,
      },
    ];
  }
  const student = { role: 'student' as const, user_id: leave.user_id };
  if (action === 'revoke') {
    return [
      {
        ...student,
        kind: 'leave revoked',
        text: notificationTexts.leaveRevoked(leave.course_code, leave.leave_date, actor.name, comment),
        ...about,
      },
    ];
  }
  const status = action === 'approve' ? 'approved' : 'rejected';
  const notices: NewNotification[] = [
    {
      ...student,
      kind: action === 'approve' ? 'leave approved' : 'leave rejected',
      text: notificationTexts.leaveDecided(status, leave.course_code, leave.leave_date, actor.name, comment),
      ...about,
    },
  ];
  if (action === 'approve') {
    const near = await nearLimitNotice(store, leave);
    if (near) notices.push(near);
  }
  return notices;
}

/** After one more accepted day: has the course just come within 80% of its limit (or past it)? */
async function nearLimitNotice(store: Storage, leave: Leave): Promise<NewNotification | undefined> {
  const tally = (await store.enrolments.tallies(leave.user_id)).find((t) => t.course_code === leave.course_code);
  if (!tally || tally.accepted_days < 1) return undefined;
  const { accepted_days: accepted, total_lectures: total, leave_limit: limit } = tally;
  const before = attendanceRisk(accepted - 1, total, limit);
  const after = attendanceRisk(accepted, total, limit);
  if (before === after) return undefined;
  return {
    role: 'student',
    user_id: leave.user_id,
    kind: 'near leave limit',
    text: notificationTexts.nearLimit(leave.course_code, leavePercentage(accepted, total), limit),
    course_code: leave.course_code,
    leave_id: leave.leave_id,
  };
}

/** Students enrolled by the admin each hear which course. */
export async function enrolledNotices(store: Storage, pairs: EnrolmentPair[]): Promise<NewNotification[]> {
  const titles = new Map<string, string>();
  for (const code of new Set(pairs.map((pair) => pair.course_code))) {
    titles.set(code, (await store.courses.record(code))?.course_title ?? code);
  }
  return pairs.map(({ course_code, roll_no }) => ({
    role: 'student',
    user_id: roll_no,
    kind: 'enrolled',
    text: notificationTexts.enrolled(course_code, titles.get(course_code)!),
    course_code,
    leave_id: null,
  }));
}

/** The admin who ran an import hears how it went (it may have been long). */
export const importFinishedNotice = (admin: Session, text: string): NewNotification => ({
  role: 'admin',
  user_id: admin.user_id,
  kind: 'import finished',
  text,
  course_code: null,
  leave_id: null,
});

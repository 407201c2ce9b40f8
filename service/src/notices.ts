/** Who is told what, for each change people hear about. The texts come from the domain. */
import type { IsoDate, Leave, LeaveAction, Session } from '@leave/contract';
import { attendanceRisk, leavePercentage, notificationMessages, undatedNotifications } from '@leave/domain';
import type { NotificationMessage } from '@leave/domain';
import type { DateFormat } from '@leave/domain';
import { spanOf } from './lectureCounts';
import type { ClassMember, EnrolmentPair, NewNotification, Storage, StoredRequest } from './storage';

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

/**
 * A student applied: each course's instructor hears of the request once, its dates and how many
 * lectures it covers (a single leave is told as before, by its date).
 */
export async function leaveAppliedNotices(store: Storage, dates: DateFormat, student: Session, leaves: Leave[]) {
  const texts = notificationMessages(dates);
  const instructorOf = instructorsOf(store);
  const notices: NewNotification[] = [];
  for (const [course, inCourse] of byCourse(leaves)) {
    const instructor = await instructorOf(course);
    if (instructor === undefined) continue;
    const { from_date, to_date } = spanOf(inCourse);
    notices.push({
      role: 'course instructor',
      user_id: instructor,
      kind: 'leave requested',
      ...(inCourse.length === 1
        ? texts.leaveRequested(student.name, student.user_id, course, from_date)
        : texts.requestApplied(student.name, student.user_id, course, from_date, to_date, inCourse.length)),
      course_code: course,
      leave_id: inCourse[0]!.leave_id,
    });
  }
  return notices;
}

/** Leave by course, in the order the courses first appear. */
export function byCourse<T extends { course_code: string }>(leaves: T[]): Map<string, T[]> {
  const grouped = new Map<string, T[]>();
  for (const leave of leaves) grouped.set(leave.course_code, [...(grouped.get(leave.course_code) ?? []), leave]);
  return grouped;
}

/**
 * A lecture of a course was cancelled, added or brought back: its whole class hears it, one
 * notification each, whatever its size; `text` says it to a student with leave that day (whose
 * notification is about that leave) or without.
 */
export function classNotices(
  course: string,
  date: IsoDate,
  kind: 'lecture cancelled' | 'lecture added',
  members: ClassMember[],
  text: (onLeave: boolean) => NotificationMessage,
): NewNotification[] {
  const said = { true: text(true), false: text(false) };
  return members.map(({ roll_no, leave_id }) => ({
    role: 'student',
    user_id: roll_no,
    kind,
    ...said[`${leave_id !== null}`],
    course_code: course,
    leave_id,
    lecture_date: date,
  }));
}

/**
 * A leave moved: the student hears of a decision or revocation (and, after an approval, that the
 * course has come near its limit); the instructor hears of a withdrawal or cancellation.
 */
export async function leaveMovedNotices(
  store: Storage,
  dates: DateFormat,
  actor: Session,
  leave: Leave,
  action: LeaveAction,
  comment: string | null,
): Promise<NewNotification[]> {
  const texts = notificationMessages(dates);
  const about = { course_code: leave.course_code, leave_id: leave.leave_id };
  if (action === 'withdraw' || action === 'cancel') {
    const instructor = await instructorsOf(store)(leave.course_code);
    if (instructor === undefined) return [];
    const say = action === 'withdraw' ? texts.leaveWithdrawn : texts.leaveCancelled;
    return [
      {
        role: 'course instructor',
        user_id: instructor,
        kind: action === 'withdraw' ? 'leave withdrawn' : 'leave cancelled',
        ...say(actor.name, actor.user_id, leave.course_code, leave.leave_date),
        ...about,
      },
    ];
  }
  const student = { role: 'student' as const, user_id: leave.user_id };
  if (action === 'reopen') {
    return [
      {
        ...student,
        kind: 'leave reopened',
        ...texts.leaveReopened(leave.course_code, leave.leave_date, actor.name, comment),
        ...about,
      },
    ];
  }
  if (action === 'revoke') {
    return [
      {
        ...student,
        kind: 'leave revoked',
        ...texts.leaveRevoked(leave.course_code, leave.leave_date, actor.name, comment),
        ...about,
      },
    ];
  }
  const status = action === 'approve' ? 'approved' : 'rejected';
  const notices: NewNotification[] = [
    {
      ...student,
      kind: action === 'approve' ? 'leave approved' : 'leave rejected',
      ...texts.leaveDecided(status, leave.course_code, leave.leave_date, actor.name, comment),
      ...about,
    },
  ];
  if (action === 'approve') {
    const near = await nearLimitNotice(store, leave);
    if (near) notices.push(near);
  }
  return notices;
}

/** After `added` more accepted lectures: has the course just come within 80% of its limit (or past it)? */
async function nearLimitNotice(store: Storage, leave: Leave, added = 1): Promise<NewNotification | undefined> {
  const tally = (await store.enrolments.tallies(leave.user_id)).find((t) => t.course_code === leave.course_code);
  if (!tally || tally.accepted_days < 1 || added < 1) return undefined;
  const { accepted_days: accepted, total_lectures: total, leave_limit: limit } = tally;
  const before = attendanceRisk(Math.max(0, accepted - added), total, limit);
  const after = attendanceRisk(accepted, total, limit);
  if (before === after) return undefined;
  return {
    role: 'student',
    user_id: leave.user_id,
    kind: 'near leave limit',
    ...undatedNotifications.nearLimit(leave.course_code, leavePercentage(accepted, total), limit),
    course_code: leave.course_code,
    leave_id: leave.leave_id,
  };
}

/**
 * Part of a request moved, course by course: the instructor hears of a withdrawal, the student
 * of a decision (and, after an approval, that the course has come near its limit). A part of one
 * leave is told as a single leave always was.
 */
export async function requestMovedNotices(
  store: Storage,
  dates: DateFormat,
  actor: Session,
  request: StoredRequest,
  moved: Leave[],
  action: LeaveAction,
  comment: string | null,
): Promise<NewNotification[]> {
  const texts = notificationMessages(dates);
  const notices: NewNotification[] = [];
  for (const [course, leaves] of byCourse(moved)) {
    if (leaves.length === 1) {
      notices.push(...(await leaveMovedNotices(store, dates, actor, leaves[0]!, action, comment)));
      continue;
    }
    const { from_date, to_date } = spanOf(leaves);
    const about = { course_code: course, leave_id: leaves[0]!.leave_id };
    if (action === 'withdraw') {
      const instructor = await instructorsOf(store)(course);
      if (instructor === undefined) continue;
      notices.push({
        role: 'course instructor',
        user_id: instructor,
        kind: 'leave withdrawn',
        ...texts.requestWithdrawn(actor.name, actor.user_id, course, from_date, to_date),
        ...about,
      });
      continue;
    }
    const lectures = leaves.filter(
      (leave) => request.leaves.find((l) => l.leave_id === leave.leave_id)?.lecture,
    ).length;
    if (action === 'reopen') {
      notices.push({
        role: 'student',
        user_id: request.roll_no,
        kind: 'leave reopened',
        ...texts.requestReopened(course, from_date, to_date, leaves.length, actor.name, comment),
        ...about,
      });
      continue;
    }
    const status = action === 'approve' ? 'approved' : 'rejected';
    notices.push({
      role: 'student',
      user_id: request.roll_no,
      kind: action === 'approve' ? 'leave approved' : 'leave rejected',
      ...texts.requestDecided(status, course, from_date, to_date, lectures, actor.name, comment),
      ...about,
    });
    if (action === 'approve') {
      const near = await nearLimitNotice(store, leaves[0]!, lectures);
      if (near) notices.push(near);
    }
  }
  return notices;
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
    ...undatedNotifications.enrolled(course_code, titles.get(course_code)!),
    course_code,
    leave_id: null,
  }));
}

/** The admin who ran an import hears how it went (it may have been long). */
export const importFinishedNotice = (admin: Session, said: NotificationMessage): NewNotification => ({
  role: 'admin',
  user_id: admin.user_id,
  kind: 'import finished',
  ...said,
  course_code: null,
  leave_id: null,
});

/**
 * The roll: the school's attendance rules, the lectures whose roll is to be taken, a lecture's
 * class list and its save, and the student's own attendance. The course's instructor and the
 * admin take a roll; the domain says what a mark means (rolls.ts) and when it may be saved
 * (rollRules.ts).
 */
import { addDays, datesFrom } from '@leave/contract';
import type { AttendanceDay, IsoDate, LectureRoll, LectureRollSummary, RollMark, Session } from '@leave/contract';
import {
  applyByDate,
  checkTakesRoll,
  attendanceRulesAnswerSchema,
  attendanceRulesSavedSchema,
  attendanceRulesSchema,
  lectureAttendance,
  lectureRollQuerySchema,
  lectureRollSchema,
  lecturesBetween,
  markIsKept,
  messages,
  myAttendanceQuerySchema,
  myAttendanceSchema,
  pageInfo,
  pageWindow,
  refusal,
  rollAccess,
  rollLecture,
  rollMessages,
  undatedNotifications,
  rollSaveRefusal,
  rollLock,
  ROLL_SAVE_MAX_BODY_BYTES,
  rollSaveSchema,
  rollSavedSchema,
  rollsToTakePageSchema,
  rollsToTakeQuerySchema,
  isTimetabled,
} from '@leave/domain';
import type { Refusal } from '@leave/domain';
import { audit } from '../audit';
import { defineEndpoint, ok, refused } from '../endpoint';
import type { ServiceSettings } from '../endpoint';
import { schoolToday } from '../leaveActions';
import { notify } from '../notify';
import type { ClassListRow, MarkChange, StoredCourseCalendar, Storage } from '../storage';

/** A course's calendar, title and entered total, if it exists and `session` is the admin or teaches it. */
export async function rollCourse(
  store: Storage,
  session: Session,
  code: string,
): Promise<{ refusal: Refusal } | { calendar: StoredCourseCalendar; title: string; total_lectures: number }> {
  const [calendar, record] = await Promise.all([
    store.timetables.calendarOf(code.toUpperCase()),
    store.courses.record(code.toUpperCase()),
  ]);
  if (!calendar || !record) return { refusal: refusal(404, messages.noCourse(code)) };
  const notAllowed = checkTakesRoll(session, record);
  return notAllowed
    ? { refusal: notAllowed }
    : { calendar, title: record.course_title, total_lectures: record.total_lectures };
}

const leaveStatusOf = (row: ClassListRow) => row.leave?.status ?? null;

/** A lecture's class list as the user may see and change it today. */
async function lectureRollOf(
  store: Storage,
  session: Session,
  today: IsoDate,
  course: { calendar: StoredCourseCalendar; title: string },
  date: IsoDate,
): Promise<{ refusal: Refusal } | { roll: LectureRoll }> {
  const found = rollLecture(course.calendar, date);
  if ('refuse' in found) return { refusal: found.refuse };
  const code = course.calendar.course_code;
  const [rules, taken, students] = await Promise.all([
    store.rolls.rules(),
    store.rolls.find(code, date),
    store.rolls.classList(code, date),
  ]);
  const list = students.map((row) => ({ ...row, attendance: lectureAttendance(row.mark, leaveStatusOf(row)) }));
  const { lecture } = found;
  return {
    roll: {
      course_code: code,
      course_title: course.title,
      date,
      start: lecture.start,
      end: lecture.end,
      room: lecture.room,
      extra: lecture.extra,
      taken: Boolean(taken),
      absent: list.filter((s) => s.attendance === 'absent').length,
      late: list.filter((s) => s.attendance === 'late').length,
      on_leave: list.filter((s) => s.attendance === 'on leave').length,
      enrolled: list.length,
      ...rollAccess(session.role, date, today, rules),
      taken_by: taken?.taken_by ?? null,
      taken_at: taken?.taken_at ?? null,
      students: list,
    },
  };
}

export const attendanceRules = defineEndpoint({
  method: 'GET',
  path: '/attendanceRules',
  summary:
    "The school's attendance rules: the correction window, how lates count and whether a lecture missed without leave counts",
  tag: 'instructor',
  access: 'signed in',
  responses: { 200: attendanceRulesAnswerSchema },
  async handle({ store }) {
    return ok(await store.rolls.rules());
  },
});

export const saveAttendanceRules = defineEndpoint({
  method: 'POST',
  path: '/saveAttendanceRules',
  summary: "Set the school's attendance rules (the admin); every student's lectures missed follow them",
  tag: 'admin',
  access: 'admin',
  body: attendanceRulesSchema,
  responses: { 200: attendanceRulesSavedSchema },
  async handle({ store, session, clientIp, body }) {
    await store.atomically(async (tx) => {
      const before = await tx.rolls.rules();
      await tx.rolls.setRules(body);
      await audit(tx, { session, clientIp }, 'attendance rules set', 'attendance rules', {
        before: { ...before },
        after: { ...body },
      });
    });
    return ok({ message: rollMessages.rulesSaved.message, rules: body });
  },
});

export const rollsToTake = defineEndpoint({
  method: 'GET',
  path: '/rollsToTake',
  summary:
    "The lectures of the correction window (today's first, then newest first), each with its roll's state: an instructor's courses, or for the admin every course or one",
  tag: 'instructor',
  access: 'signed in',
  query: rollsToTakeQuerySchema,
  responses: { 200: rollsToTakePageSchema },
  async handle({ store, settings, session, query }) {
    if (session.role === 'student') return refused(refusal(403, messages.onlyRole('course instructor')));
    const today = schoolToday(settings);
    const rules = await store.rolls.rules();
    const from = addDays(today, -rules.correction_window_days);
    let courses = await store.courses.summaries(session.role === 'admin' ? undefined : session.user_id);
    if (query.course_code) {
      const code = query.course_code.toUpperCase();
      courses = courses.filter((c) => c.course_code === code);
      if (!courses.length) {
        const exists = await store.courses.find(code);
        return refused(exists ? refusal(403, messages.notYourCourse) : refusal(404, messages.noCourse(code)));
      }
    }
    const calendars = new Map(
      (await store.timetables.calendarsOf(courses.map((c) => c.course_code))).map((c) => [c.course_code, c]),
    );
    const lectures = courses.flatMap((course) => {
      const calendar = calendars.get(course.course_code);
      if (!calendar) return [];
      const dates = isTimetabled(calendar)
        ? lecturesBetween(calendar, from, today)
        : datesFrom(from, today).flatMap((date) => {
            const found = rollLecture(calendar, date);
            return 'lecture' in found ? [found.lecture] : [];
          });
      return dates.map((lecture) => ({ ...lecture, course_title: course.course_title }));
    });
    // Today's first, then the newest, each day's by start time and code.
    lectures.sort(
      (a, b) =>
        b.date.localeCompare(a.date) ||
        (a.start ?? '').localeCompare(b.start ?? '') ||
        a.course_code.localeCompare(b.course_code),
    );
    const window = pageWindow(query);
    const page = lectures.slice(window.offset, window.offset + window.limit);
    const counts = new Map(
      (await store.rolls.counts(page)).map((row) => [`${row.course_code}|${row.date}`, row] as const),
    );
    const items: LectureRollSummary[] = page.map((lecture) => {
      const count = counts.get(`${lecture.course_code}|${lecture.date}`);
      return {
        course_code: lecture.course_code,
        course_title: lecture.course_title,
        date: lecture.date,
        start: lecture.start,
        end: lecture.end,
        room: lecture.room,
        extra: lecture.extra,
        taken: count?.taken ?? false,
        absent: count?.absent ?? 0,
        late: count?.late ?? 0,
        on_leave: count?.on_leave ?? 0,
        enrolled: count?.enrolled ?? 0,
        editable: rollAccess(session.role, lecture.date, today, rules).editable,
      };
    });
    return ok({
      today,
      correction_window_days: rules.correction_window_days,
      items,
      ...pageInfo(lectures.length, query),
    });
  },
});

export const lectureRoll = defineEndpoint({
  method: 'GET',
  path: '/lectureRoll',
  summary:
    "A lecture's class list in roll order: each student's mark, their leave that day and what the lecture counts as for them (the course's instructor, or the admin)",
  tag: 'instructor',
  access: 'signed in',
  query: lectureRollQuerySchema,
  responses: { 200: lectureRollSchema },
  async handle({ store, settings, session, query }) {
    const course = await rollCourse(store, session, query.course_code);
    if ('refusal' in course) return refused(course.refusal);
    const answer = await lectureRollOf(store, session, schoolToday(settings), course, query.date);
    return 'refusal' in answer ? refused(answer.refusal) : ok(answer.roll);
  },
});

/** The marks a save changed, by roll number, as the audit trail keeps them. */
export const marksBy = (changes: MarkChange[], side: 'before' | 'after') =>
  Object.fromEntries(changes.map((change) => [String(change.roll_no), change[side] ?? 'present']));

/**
 * Tells once each student a save newly marked absent without accepted leave (a notification, and
 * email where on), with the last day they may apply for leave for it.
 */
export async function tellMarkedAbsent(
  store: Storage,
  settings: ServiceSettings,
  today: IsoDate,
  code: string,
  date: IsoDate,
  changes: MarkChange[],
  classList: Map<number, ClassListRow>,
) {
  const newlyAbsent = changes.filter(
    (change) => change.after === 'absent' && classList.get(change.roll_no)?.leave?.status !== 'accepted',
  );
  if (!newlyAbsent.length) return;
  const applyBy = applyByDate(date, today, settings.leavePolicy.pastDays);
  await notify(store, settings, () =>
    newlyAbsent.map((change) => ({
      role: 'student' as const,
      user_id: change.roll_no,
      kind: 'marked absent' as const,
      ...undatedNotifications.markedAbsent(code, date, applyBy),
      course_code: code,
      leave_id: null,
    })),
  );
}

export const saveRoll = defineEndpoint({
  method: 'POST',
  path: '/saveRoll',
  summary:
    "Take or correct a lecture's roll: the marks given are merged into it (students not named keep theirs) in one transaction; the instructor within the correction window, the admin any time (with a reason after it)",
  tag: 'instructor',
  access: 'signed in',
  body: rollSaveSchema,
  maxBodyBytes: ROLL_SAVE_MAX_BODY_BYTES,
  responses: { 200: rollSavedSchema },
  async handle({ store, settings, session, clientIp, body }) {
    const course = await rollCourse(store, session, body.course_code);
    if ('refusal' in course) return refused(course.refusal);
    const code = course.calendar.course_code;
    const today = schoolToday(settings);
    const found = rollLecture(course.calendar, body.date);
    if ('refuse' in found) return refused(found.refuse);
    const [rules, students] = await Promise.all([store.rolls.rules(), store.rolls.classList(code, body.date)]);
    const notAllowed = rollSaveRefusal(rollLock(session.role, body.date, today, rules), body.date, body.reason);
    if (notAllowed) return refused(notAllowed);
    const byRoll = new Map(students.map((row) => [row.roll_no, row]));
    const stranger = body.marks.find((m) => !byRoll.has(m.roll_no));
    if (stranger) return refused(refusal(400, rollMessages.notEnrolled(stranger.roll_no, code), 'roll_no'));
    // A roll keeps its exceptions only: "present" is kept only beside leave.
    const writes = body.marks.map(({ roll_no, mark }) => ({
      roll_no,
      mark: markIsKept(mark, leaveStatusOf(byRoll.get(roll_no)!)) ? mark : (null as RollMark | null),
    }));
    const saved = await store.atomically(async (tx) => {
      const result = await tx.rolls.save(code, body.date, writes, { id: session.user_id, role: session.role });
      if (result.first || result.changes.length) {
        await audit(
          tx,
          { session, clientIp },
          result.first ? 'roll taken' : 'roll corrected',
          `course ${code}, lecture ${body.date}`,
          {
            before: marksBy(result.changes, 'before'),
            after: { ...marksBy(result.changes, 'after'), ...(body.reason ? { reason: body.reason } : {}) },
          },
        );
      }
      return result;
    });
    const answer = await lectureRollOf(store, session, today, course, body.date);
    if ('refusal' in answer) return refused(answer.refusal);
    const { roll } = answer;
    await tellMarkedAbsent(store, settings, today, code, body.date, saved.changes, byRoll);
    return ok({
      ...rollMessages.saved(code, body.date, roll.absent, roll.late),
      changed: saved.changes.length,
      roll,
    });
  },
});

export const myAttendance = defineEndpoint({
  method: 'GET',
  path: '/myAttendance',
  summary:
    "The student's lectures between two dates (at most 62 days) that were not plain presence: absent, late, on leave, or present on leave; an absence without leave says whether leave may still be applied for it",
  tag: 'student',
  access: 'student',
  query: myAttendanceQuerySchema,
  responses: { 200: myAttendanceSchema },
  async handle({ store, settings, session, query }) {
    const today = schoolToday(settings);
    const rows = await store.rolls.ofStudent(session.user_id, query.from, query.to);
    const items: AttendanceDay[] = rows.flatMap((row) => {
      // Pending leave alone, not marked, is neither an absence nor leave yet.
      if (!row.mark && row.leave_status !== 'accepted') return [];
      const attendance = lectureAttendance(row.mark, row.leave_status);
      if (attendance === 'present' && row.leave_status !== 'accepted' && row.leave_status !== 'pending') return [];
      return [
        {
          course_code: row.course_code,
          date: row.date,
          attendance,
          can_apply:
            attendance === 'absent' &&
            !row.leave_status &&
            applyByDate(row.date, today, settings.leavePolicy.pastDays) !== null,
        },
      ];
    });
    return ok({ from: query.from, to: query.to, items });
  },
});

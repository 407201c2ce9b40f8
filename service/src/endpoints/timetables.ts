/**
 * Each course's timetable (its term and weekly meetings), its one-off cancelled and extra
 * lectures, and the calendar windows people read: a course's, and a student's week.
 */
import type { CourseTimetable, IsoDate, Session, TimetableCopyAnswer, TimetableWindow } from '@leave/contract';
import {
  cancelLectureSchema,
  checkOwnData,
  notificationMessages,
  courseCalendarQuerySchema,
  courseRefQuerySchema,
  courseTimetableSchema,
  extraLectureSchema,
  holidayDays,
  IMPORT_MAX_BODY_BYTES,
  isTimetabled,
  lectureChangeRefSchema,
  lectureOn,
  lecturesBetween,
  messages,
  missedMeetings,
  myTimetableQuerySchema,
  refusal,
  rowSaid,
  timetableAnswerSchema,
  timetableCopyAnswerSchema,
  timetableCopySchema,
  timetableImportResultSchema,
  timetableImportSchema,
  timetableSchema,
  timetableWindowSchema,
} from '@leave/domain';
import type { NotificationMessage, Refusal, ServerMessage } from '@leave/domain';
import { audit } from '../audit';
import { keepSemesterOfTerm } from '../courseTerm';
import { schoolDates } from '../leaveActions';
import { defineEndpoint, ok, refused } from '../endpoint';
import type { ServiceSettings } from '../endpoint';
import { badValue } from '../importPlan';
import { recountOf } from '../lectureCounts';
import { classNotices } from '../notices';
import { notify } from '../notify';
import type { StoredCourseCalendar, Storage } from '../storage';
import { planTimetableImport, timetableImportAnswer } from '../termImports';

export const timetableOf = ({
  course_code,
  term,
  meetings,
  changes,
  total_lectures,
}: StoredCourseCalendar): CourseTimetable => ({
  course_code,
  term,
  meetings,
  changes,
  total_lectures,
});

/** A course's calendar, if it exists and `session` is the admin or teaches it; the refusal otherwise. */
async function calendarFor(
  store: Storage,
  session: Session,
  code: string,
): Promise<{ refusal: Refusal } | { calendar: StoredCourseCalendar }> {
  const calendar = await store.timetables.calendarOf(code.toUpperCase());
  const course = calendar && (await store.courses.find(calendar.course_code));
  if (!calendar || !course) return { refusal: refusal(404, messages.noCourse(code)) };
  if (session.role !== 'admin' && course.instructor_id !== session.user_id) {
    return { refusal: refusal(403, messages.notYourCourse) };
  }
  return { calendar };
}

/** The window of some courses between two dates: their lectures, the holidays of their terms, what is missed. */
async function windowOf(
  store: Storage,
  calendars: StoredCourseCalendar[],
  from: IsoDate,
  to: IsoDate,
): Promise<TimetableWindow> {
  const termIds = [...new Set(calendars.flatMap((c) => (c.term ? [c.term.term_id] : [])))];
  const holidays = termIds.length ? await store.terms.holidaysOf(termIds) : [];
  return {
    from,
    to,
    lectures: calendars
      .flatMap((calendar) => lecturesBetween(calendar, from, to))
      .sort(
        (a, b) =>
          a.date.localeCompare(b.date) ||
          (a.start ?? '').localeCompare(b.start ?? '') ||
          a.course_code.localeCompare(b.course_code),
      ),
    holidays: holidayDays(holidays, from, to),
    cancelled: calendars
      .flatMap((calendar) => missedMeetings(calendar, from, to))
      .sort((a, b) => a.date.localeCompare(b.date) || a.course_code.localeCompare(b.course_code)),
    untimetabled: calendars.filter((calendar) => !isTimetabled(calendar)).map((calendar) => calendar.course_code),
  };
}

export const courseTimetable = defineEndpoint({
  method: 'GET',
  path: '/courseTimetable',
  summary: "A course's term, weekly meetings, one-off changes and total lectures (its instructor, or the admin)",
  tag: 'instructor',
  access: 'signed in',
  query: courseRefQuerySchema,
  responses: { 200: courseTimetableSchema },
  async handle({ store, session, query }) {
    const found = await calendarFor(store, session, query.course_code);
    if ('refusal' in found) return refused(found.refusal);
    return ok(timetableOf(found.calendar));
  },
});

export const setTimetable = defineEndpoint({
  method: 'POST',
  path: '/setTimetable',
  summary:
    "Set a course's term and weekly meetings (none: every date counts, as before); its total lectures and its students' leave are counted again at once",
  tag: 'admin',
  access: 'admin',
  body: timetableSchema,
  responses: { 200: timetableAnswerSchema },
  async handle({ store, session, clientIp, body }) {
    const code = body.course_code.toUpperCase();
    if (body.meetings.length && body.term_id === null) {
      return refused(refusal(400, messages.timetableNeedsTerm(code), 'term_id'));
    }
    if (body.term_id !== null && !(await store.terms.find(body.term_id))) {
      return refused(refusal(404, messages.noTerm(body.term_id), 'term_id'));
    }
    const changed = await store.atomically(async (tx) => {
      let before: StoredCourseCalendar | undefined;
      const changed = await tx.timetables.change(
        code,
        (calendar) => {
          before = calendar;
          return { write: { kind: 'timetable', term_id: body.term_id, meetings: body.meetings } };
        },
        recountOf,
      );
      if (changed === 'not-found' || 'status' in changed) return changed;
      const { after } = changed;
      if (after.term) await keepSemesterOfTerm(tx, code, after.term);
      await audit(tx, { session, clientIp }, 'timetable set', `course ${code}`, {
        before: {
          term: before!.term?.name ?? null,
          meetings: before!.meetings,
          total_lectures: before!.total_lectures,
        },
        after: { term: after.term?.name ?? null, meetings: after.meetings, total_lectures: after.total_lectures },
      });
      return changed;
    });
    if (changed === 'not-found') return refused(refusal(404, messages.noCourse(code), 'course_code'));
    if ('status' in changed) return refused(changed);
    const { after } = changed;
    const said = isTimetabled(after)
      ? messages.timetableSet(code, after.total_lectures, after.term!.name)
      : messages.timetableCleared(code, after.total_lectures);
    return ok({ ...said, timetable: timetableOf(after) });
  },
});

export const copyTimetables = defineEndpoint({
  method: 'POST',
  path: '/copyTimetables',
  summary:
    "Carry a term's courses into another term with the same weekly meetings (a course is in one term: it moves, with the new term's semester and year); each is counted again at once",
  tag: 'admin',
  access: 'admin',
  body: timetableCopySchema,
  responses: { 200: timetableCopyAnswerSchema },
  async handle({ store, session, clientIp, body }) {
    if (body.from_term_id === body.to_term_id) {
      return refused(refusal(400, messages.copyToSameTerm, 'to_term_id'));
    }
    const [from, to] = await Promise.all([store.terms.find(body.from_term_id), store.terms.find(body.to_term_id)]);
    if (!from) return refused(refusal(404, messages.noTerm(body.from_term_id), 'from_term_id'));
    if (!to) return refused(refusal(404, messages.noTerm(body.to_term_id), 'to_term_id'));
    const codes = (await store.courses.summaries()).map((course) => course.course_code);
    const inFrom = (await store.timetables.calendarsOf(codes)).filter((c) => c.term?.term_id === from.term_id);
    // Each course in its own change (inside the copy's): one the new term would leave without a
    // lecture stays where it was, and says why.
    const { copied, refusals } = await store.atomically(async (tx) => {
      const copied: string[] = [];
      const refusals: TimetableCopyAnswer['refused'] = [];
      for (const { course_code: code, meetings } of inFrom) {
        const changed = await tx.timetables.change(
          code,
          () => ({ write: { kind: 'timetable', term_id: to.term_id, meetings } }),
          recountOf,
        );
        // Each with its code and params beside the English, for a page to say in the person's language.
        if (changed === 'not-found') refusals.push({ course_code: code, ...rowSaid(messages.noCourse(code)) });
        else if ('status' in changed) refusals.push({ course_code: code, ...rowSaid(changed) });
        else {
          await keepSemesterOfTerm(tx, code, to);
          copied.push(code);
        }
      }
      await audit(tx, { session, clientIp }, 'timetables copied', `term ${to.name}`, {
        before: { term: from.name },
        after: { term: to.name, courses: copied },
      });
      return { copied, refusals };
    });
    return ok({
      message: messages.timetablesCopied(copied.length, from.name, to.name).message,
      copied,
      refused: refusals,
    });
  },
});

export const importTimetables = defineEndpoint({
  method: 'POST',
  path: '/importTimetables',
  summary:
    'Timetables from a CSV file (course_code, weekday, start, end, room): previewed row by row, or with apply, each course named gets exactly its rows as its weekly meetings',
  tag: 'admin',
  access: 'admin',
  maxBodyBytes: IMPORT_MAX_BODY_BYTES,
  body: timetableImportSchema,
  responses: { 200: timetableImportResultSchema },
  async handle({ store, session, clientIp, body }) {
    const known = new Set((await store.courses.summaries()).map((course) => course.course_code));
    const plan = planTimetableImport(body.csv, known);
    if ('refusal' in plan) return refused(plan.refusal);
    const willSet = plan.rows.filter((row) => row.status === 'will set');
    if (!body.apply) {
      return ok(
        timetableImportAnswer(
          plan.rows,
          false,
          messages.timetablesPreviewed(plan.byCourse.size, willSet.length).message,
        ),
      );
    }
    // Each course in its own change (inside the import's): a course the file would leave without
    // lectures is refused alone.
    const { set, refusals } = await store.atomically(async (tx) => {
      const set: string[] = [];
      const refusals = new Map<string, ServerMessage>();
      for (const [code, meetings] of plan.byCourse) {
        const changed = await tx.timetables.change(
          code,
          (calendar) =>
            calendar.term
              ? { write: { kind: 'timetable', term_id: calendar.term.term_id, meetings } }
              : { refuse: refusal(400, messages.timetableNeedsTerm(code), 'term_id') },
          recountOf,
        );
        if (changed === 'not-found') refusals.set(code, messages.noCourse(code));
        else if ('status' in changed) refusals.set(code, changed);
        else set.push(code);
      }
      await audit(tx, { session, clientIp }, 'timetables imported', 'timetables', { after: { courses: set } });
      return { set, refusals };
    });
    for (const row of willSet) {
      const why = refusals.get(row.course_code);
      if (why) Object.assign(row, badValue({ column: 'course_code', ...rowSaid(why) }));
      else row.status = 'set';
    }
    return ok(timetableImportAnswer(plan.rows, true, messages.timetablesImported(set.length).message));
  },
});

/**
 * Tells a course's class (every student enrolled, or with leave that day) of a change of its
 * lecture on a date, once each, in one read and one write whatever its size; answers how many.
 */
async function tellClass(
  store: Storage,
  settings: ServiceSettings,
  code: string,
  date: IsoDate,
  kind: 'lecture cancelled' | 'lecture added',
  text: (onLeave: boolean) => NotificationMessage,
): Promise<number> {
  const members = await store.timetables.classOn(code, date);
  await notify(store, settings, () => classNotices(code, date, kind, members, text));
  return members.length;
}

export const cancelLecture = defineEndpoint({
  method: 'POST',
  path: '/cancelLecture',
  summary:
    'Cancel one lecture of a course (its instructor, or the admin), with a reason: students with leave that day are told, and that leave is kept and no longer counts',
  tag: 'instructor',
  access: 'signed in',
  body: cancelLectureSchema,
  responses: { 200: timetableAnswerSchema },
  async handle({ store, settings, session, clientIp, body }) {
    const found = await calendarFor(store, session, body.course_code);
    if ('refusal' in found) return refused(found.refusal);
    const code = found.calendar.course_code;
    const cancelled = await store.atomically(async (tx) => {
      const changed = await tx.timetables.change(
        code,
        (calendar) => {
          if (!isTimetabled(calendar)) return { refuse: refusal(409, messages.noTimetable(code), 'course_code') };
          const answer = lectureOn(calendar, body.date);
          if ('none' in answer)
            return { refuse: refusal(409, messages.noLectureToCancel(code, body.date, answer.none.message), 'date') };
          // An extra lecture is cancelled by taking it away; a weekly one by a cancellation.
          const extra = calendar.changes.find((c) => c.date === body.date && c.kind === 'extra');
          return extra
            ? { write: { kind: 'remove change', change_id: extra.change_id } }
            : {
                write: {
                  kind: 'add change',
                  change: {
                    date: body.date,
                    kind: 'cancelled',
                    reason: body.reason,
                    start: null,
                    end: null,
                    room: null,
                  },
                },
              };
        },
        recountOf,
      );
      if (changed === 'not-found' || 'status' in changed) return changed;
      const members = await tx.timetables.classOn(code, body.date);
      const onLeave = members.filter((member) => member.leave_id !== null).map((member) => member.roll_no);
      await audit(tx, { session, clientIp }, 'lecture cancelled', `course ${code}`, {
        after: { date: body.date, reason: body.reason, students_on_leave: onLeave },
      });
      return { ...changed, members, onLeave };
    });
    if (cancelled === 'not-found') return refused(refusal(404, messages.noCourse(code)));
    if ('status' in cancelled) return refused(cancelled);
    const { members, onLeave } = cancelled;
    const texts = notificationMessages(schoolDates(settings));
    await notify(store, settings, () =>
      classNotices(code, body.date, 'lecture cancelled', members, (away) =>
        away
          ? texts.lectureCancelled(code, body.date, body.reason)
          : texts.lectureCancelledForClass(code, body.date, body.reason),
      ),
    );
    return ok({
      ...messages.lectureCancelledDone(code, body.date, members.length, onLeave.length),
      timetable: timetableOf(cancelled.after),
    });
  },
});

export const addLecture = defineEndpoint({
  method: 'POST',
  path: '/addLecture',
  summary: 'Add an extra lecture of a course on a date inside its term (its instructor, or the admin)',
  tag: 'instructor',
  access: 'signed in',
  body: extraLectureSchema,
  responses: { 201: timetableAnswerSchema },
  async handle({ store, settings, session, clientIp, body }) {
    const found = await calendarFor(store, session, body.course_code);
    if ('refusal' in found) return refused(found.refusal);
    const code = found.calendar.course_code;
    const changed = await store.atomically(async (tx) => {
      const changed = await tx.timetables.change(
        code,
        (calendar) => {
          if (!isTimetabled(calendar)) return { refuse: refusal(409, messages.noTimetable(code), 'course_code') };
          const term = calendar.term!;
          if (body.date < term.first_day || body.date > term.last_day) {
            return { refuse: refusal(400, messages.extraOutsideTerm(code, term), 'date') };
          }
          const cancelled = calendar.changes.find((c) => c.date === body.date && c.kind === 'cancelled');
          if (cancelled) return { write: { kind: 'remove change', change_id: cancelled.change_id } };
          if ('lecture' in lectureOn(calendar, body.date)) {
            return { refuse: refusal(409, messages.lectureExists(code, body.date), 'date') };
          }
          return {
            write: {
              kind: 'add change',
              change: {
                date: body.date,
                kind: 'extra',
                reason: null,
                start: body.start ?? null,
                end: body.end ?? null,
                room: body.room || null,
              },
            },
          };
        },
        recountOf,
      );
      if (changed !== 'not-found' && !('status' in changed)) {
        await audit(tx, { session, clientIp }, 'lecture added', `course ${code}`, {
          after: { date: body.date, start: body.start ?? null, end: body.end ?? null, room: body.room || null },
        });
      }
      return changed;
    });
    if (changed === 'not-found') return refused(refusal(404, messages.noCourse(code)));
    if ('status' in changed) return refused(changed);
    // A new extra lecture, or a cancelled one brought back: the class hears which.
    const back = changed.change?.kind === 'cancelled';
    const texts = notificationMessages(schoolDates(settings));
    const told = await tellClass(store, settings, code, body.date, 'lecture added', () =>
      back
        ? texts.lectureBack(code, body.date)
        : texts.extraLecture(code, body.date, body.start ?? null, body.end ?? null, body.room || null),
    );
    return ok({ ...messages.extraLectureAdded(code, body.date, told), timetable: timetableOf(changed.after) }, 201);
  },
});

export const removeLectureChange = defineEndpoint({
  method: 'POST',
  path: '/removeLectureChange',
  summary: 'Undo a cancelled or an extra lecture (the course’s instructor, or the admin)',
  tag: 'instructor',
  access: 'signed in',
  body: lectureChangeRefSchema,
  responses: { 200: timetableAnswerSchema },
  async handle({ store, settings, session, clientIp, body }) {
    const code = await store.timetables.changeCourse(body.change_id);
    const notFound = refusal(404, messages.noLectureChange(body.change_id));
    if (!code) return refused(notFound);
    const found = await calendarFor(store, session, code);
    if ('refusal' in found) return refused(found.refusal);
    const changed = await store.atomically(async (tx) => {
      const changed = await tx.timetables.change(
        code,
        (calendar) =>
          calendar.changes.some((c) => c.change_id === body.change_id)
            ? { write: { kind: 'remove change', change_id: body.change_id } }
            : { refuse: notFound },
        recountOf,
      );
      if (changed === 'not-found' || 'status' in changed) return changed;
      const removed = changed.change!;
      await audit(tx, { session, clientIp }, 'lecture change removed', `course ${code}`, {
        before: { date: removed.date, kind: removed.kind, reason: removed.reason },
      });
      return changed;
    });
    if (changed === 'not-found') return refused(notFound);
    if ('status' in changed) return refused(changed);
    const removed = changed.change!;
    const texts = notificationMessages(schoolDates(settings));
    const told =
      removed.kind === 'cancelled'
        ? await tellClass(store, settings, code, removed.date, 'lecture added', () =>
            texts.lectureBack(code, removed.date),
          )
        : await tellClass(store, settings, code, removed.date, 'lecture cancelled', (away) =>
            texts.extraLectureRemoved(code, removed.date, away),
          );
    return ok({
      ...messages.lectureChangeRemoved(code, removed.date, removed.kind, told),
      timetable: timetableOf(changed.after),
    });
  },
});

export const courseCalendar = defineEndpoint({
  method: 'GET',
  path: '/courseCalendar',
  summary:
    "A course's lectures between two dates (at most 400 days), with its term's holidays and the meetings it misses (its instructor, or the admin)",
  tag: 'instructor',
  access: 'signed in',
  query: courseCalendarQuerySchema,
  responses: { 200: timetableWindowSchema },
  async handle({ store, session, query }) {
    const found = await calendarFor(store, session, query.course_code);
    if ('refusal' in found) return refused(found.refusal);
    return ok(await windowOf(store, [found.calendar], query.from, query.to));
  },
});

export const myTimetable = defineEndpoint({
  method: 'GET',
  path: '/myTimetable',
  summary:
    "A student's lectures between two dates (at most 62 days) in the courses they are enrolled in, with their terms' holidays and the lectures that are not held (their own only)",
  tag: 'student',
  access: 'student',
  query: myTimetableQuerySchema,
  responses: { 200: timetableWindowSchema },
  async handle({ store, session, query }) {
    const notOwn = checkOwnData(session, query.user_id);
    if (notOwn) return refused(notOwn);
    const codes = (await store.enrolments.tallies(session.user_id)).map((tally) => tally.course_code);
    const calendars = codes.length ? await store.timetables.calendarsOf(codes) : [];
    return ok(await windowOf(store, calendars, query.from, query.to));
  },
});

import type { Holiday, LectureChange, Term } from '@leave/contract';
import type { Refusal } from '@leave/domain';
import type {
  CourseCalendarWrite,
  PendingDates,
  Recount,
  RecountCourse,
  RequestFilter,
  RequestStore,
  StoredCourseCalendar,
  StoredRequest,
  TermCalendar,
  TermCalendarWrite,
  TermStore,
  TimetableStore,
} from '@leave/service';
import { countsInPercentage, toLeave } from './jsonLeaves';
import { holdsItsDate, PERSONAL_KIND_ID, rollLecture } from '@leave/domain';
import type { DbState, StoredLeave } from './records';

const nextId = <T>(rows: T[], id: (row: T) => number) => rows.reduce((max, row) => Math.max(max, id(row)), 0) + 1;
const byTermStart = (a: Term, b: Term) => a.first_day.localeCompare(b.first_day);
const byHolidayStart = (a: Holiday, b: Holiday) =>
  a.from_date.localeCompare(b.from_date) || a.holiday_id - b.holiday_id;

/**
 * Terms, timetables and requests on the data file. Each change decides and writes without
 * awaiting in between, so it is as atomic as the real API's transaction under its locks.
 */
export function jsonTerms(state: () => DbState, write: <T>(change: () => T) => T) {
  const termOf = (termId: number | null | undefined) => state().terms.find((t) => t.term_id === termId);
  const holidaysOf = (termId: number) =>
    state()
      .holidays.filter((h) => h.term_id === termId)
      .sort(byHolidayStart);

  const calendarOf = (code: string): StoredCourseCalendar | undefined => {
    const course = state().courses.find((c) => c.course_code === code);
    if (!course) return undefined;
    const term = termOf(course.term_id) ?? null;
    return {
      course_code: course.course_code,
      total_lectures: course.total_lectures,
      term: term && { ...term },
      holidays: term ? holidaysOf(term.term_id).map((h) => ({ ...h })) : [],
      meetings: (course.meetings ?? []).map((m) => ({ ...m })),
      changes: state()
        .lectureChanges.filter((c) => c.course_code === code)
        .sort((a, b) => a.date.localeCompare(b.date))
        .map((c) => ({ ...c })),
    };
  };

  const termCalendar = (termId: number): TermCalendar | undefined => {
    const term = termOf(termId);
    if (!term) return undefined;
    return {
      term: { ...term },
      holidays: holidaysOf(termId).map((h) => ({ ...h })),
      courses: state()
        .courses.filter((c) => c.term_id === termId)
        .map((c) => calendarOf(c.course_code)!)
        .sort((a, b) => a.course_code.localeCompare(b.course_code)),
      otherTerms: state()
        .terms.filter((t) => t.term_id !== termId)
        .sort(byTermStart)
        .map((t) => ({ ...t })),
    };
  };

  /** A course's total and which of its leaves and rolls are on lectures, after a change of its calendar. */
  const applyRecount = (code: string, { total, lectureDates }: Recount) => {
    const course = state().courses.find((c) => c.course_code === code)!;
    course.total_lectures = total;
    const lectures = lectureDates && new Set(lectureDates);
    for (const leave of state().leaves) {
      if (leave.course_code !== code) continue;
      const lecture = !lectures || lectures.has(leave.leave_date);
      if (lecture) delete leave.lecture;
      else leave.lecture = false;
    }
    // A roll whose date is no lecture any more (cancelled, a holiday) is kept and counts nothing.
    for (const roll of state().lectureRolls ?? []) {
      if (roll.course_code !== code) continue;
      if (!lectures || lectures.has(roll.lecture_date)) delete roll.held;
      else roll.held = false;
    }
  };

  /**
   * Makes a change in memory, recounts the courses it touched, and saves it all; a refused
   * recount puts the calendar tables and the courses' leave back as they were, unsaved.
   */
  const changeAndRecount = <T>(change: () => T, touched: () => StoredCourseCalendar[], recount: RecountCourse) => {
    const tables = ['courses', 'terms', 'holidays', 'lectureChanges', 'leaves', 'lectureRolls'] as const;
    const saved = Object.fromEntries(tables.map((table) => [table, structuredClone(state()[table])]));
    const restore = () => Object.assign(state(), saved);
    const written = change();
    const recounts: Array<[string, Recount]> = [];
    for (const calendar of touched()) {
      const counted = recount(calendar);
      if ('refuse' in counted) {
        restore();
        return { refuse: counted.refuse } as { refuse: Refusal };
      }
      recounts.push([calendar.course_code, counted.recount]);
    }
    return {
      written: write(() => {
        for (const [code, counted] of recounts) applyRecount(code, counted);
        return written;
      }),
    };
  };

  const writeTerm = (termId: number, change: TermCalendarWrite): Holiday[] => {
    if (change.kind === 'edit') {
      Object.assign(termOf(termId)!, change.term);
      return [];
    }
    if (change.kind === 'remove holiday') {
      const index = state().holidays.findIndex((h) => h.holiday_id === change.holiday_id && h.term_id === termId);
      return index < 0 ? [] : state().holidays.splice(index, 1);
    }
    return change.holidays.map((holiday) => {
      const added = { holiday_id: nextId(state().holidays, (h) => h.holiday_id), term_id: termId, ...holiday };
      state().holidays.push(added);
      return { ...added };
    });
  };

  const terms: TermStore = {
    async list({ offset, limit }) {
      const all = [...state().terms].sort(byTermStart);
      return {
        total: all.length,
        items: all.slice(offset, offset + limit).map((term) => ({
          ...term,
          courses: state().courses.filter((c) => c.term_id === term.term_id).length,
          holidays: state().holidays.filter((h) => h.term_id === term.term_id).length,
        })),
      };
    },
    async find(termId) {
      const term = termOf(termId);
      return term && { ...term };
    },
    async holding(date) {
      const term = state().terms.find((t) => t.first_day <= date && date <= t.last_day);
      return term && { ...term };
    },
    async insert(payload, check) {
      const refused = check([...state().terms].sort(byTermStart));
      if (refused) return refused;
      const term = { term_id: nextId(state().terms, (t) => t.term_id), ...payload };
      write(() => state().terms.push(term));
      return { ...term };
    },
    async change(termId, decide, recount) {
      const before = termCalendar(termId);
      if (!before) return 'not-found';
      const decision = decide(before);
      if ('refuse' in decision) return decision.refuse;
      const done = changeAndRecount(
        () => writeTerm(termId, decision.write),
        () => termCalendar(termId)!.courses,
        recount,
      );
      if ('refuse' in done) return done.refuse;
      return { after: termCalendar(termId)!, holidays: done.written };
    },
    async remove(termId) {
      const term = termOf(termId);
      if (!term) return 'not-found';
      if (state().courses.some((c) => c.term_id === termId)) return 'in use';
      write(() => {
        state().terms = state().terms.filter((t) => t.term_id !== termId);
        state().holidays = state().holidays.filter((h) => h.term_id !== termId);
      });
      return { ...term };
    },
    async holidays(termId, { offset, limit }) {
      const all = holidaysOf(termId);
      return { total: all.length, items: all.slice(offset, offset + limit).map((h) => ({ ...h })) };
    },
    async holidaysOf(termIds) {
      return state()
        .holidays.filter((h) => termIds.includes(h.term_id))
        .sort(byHolidayStart)
        .map((h) => ({ ...h }));
    },
    async holidayTerm(holidayId) {
      return state().holidays.find((h) => h.holiday_id === holidayId)?.term_id;
    },
  };

  const writeCourse = (code: string, change: CourseCalendarWrite): LectureChange | undefined => {
    if (change.kind === 'timetable') {
      const course = state().courses.find((c) => c.course_code === code)!;
      course.term_id = change.term_id;
      course.meetings = change.meetings.map((m) => ({ ...m }));
      return undefined;
    }
    if (change.kind === 'remove change') {
      const index = state().lectureChanges.findIndex((c) => c.change_id === change.change_id && c.course_code === code);
      return index < 0 ? undefined : state().lectureChanges.splice(index, 1)[0];
    }
    const added = {
      change_id: nextId(state().lectureChanges, (c) => c.change_id),
      course_code: code,
      ...change.change,
    };
    state().lectureChanges.push(added);
    return { ...added };
  };

  const timetables: TimetableStore = {
    async calendarOf(code) {
      return calendarOf(code);
    },
    async calendarsOf(codes) {
      return [...new Set(codes)].sort().flatMap((code) => {
        const calendar = calendarOf(code);
        return calendar ? [calendar] : [];
      });
    },
    // Every course's calendar, the file being read whole anyway: those with a change that day as
    // they are, the rest counted by the domain's rule.
    async lecturesOn(date) {
      const calendars = await timetables.calendarsOf(state().courses.map((course) => course.course_code));
      const changedThatDay = (calendar: StoredCourseCalendar) =>
        calendar.changes.some((change) => change.date === date);
      return {
        unchanged: calendars.filter((calendar) => !changedThatDay(calendar) && 'lecture' in rollLecture(calendar, date))
          .length,
        changed: calendars.filter(changedThatDay),
      };
    },
    async change(code, decide, recount) {
      const before = calendarOf(code);
      if (!before) return 'not-found';
      const decision = decide(before);
      if ('refuse' in decision) return decision.refuse;
      const done = changeAndRecount(
        () => writeCourse(code, decision.write),
        () => [calendarOf(code)!],
        recount,
      );
      if ('refuse' in done) return done.refuse;
      const change = done.written;
      return { after: calendarOf(code)!, ...(change ? { change } : {}) };
    },
    async changeCourse(changeId) {
      return state().lectureChanges.find((c) => c.change_id === changeId)?.course_code;
    },
    async classOn(code, date) {
      const away = new Map(
        state()
          .leaves.filter((l) => l.course_code === code && l.leave_date === date && holdsItsDate(l.status))
          .map((l) => [l.roll_no, l.leave_id]),
      );
      return state()
        .enrollments.filter((e) => e.course_code === code && (!e.removed_at || away.has(e.roll_no)))
        .map((e) => ({ roll_no: e.roll_no, leave_id: away.get(e.roll_no) ?? null }))
        .sort((a, b) => a.roll_no - b.roll_no);
    },
  };

  const nameOf = (rollNo: number) =>
    state().users.find((u) => u.role === 'student' && u.user_id === rollNo)?.name ?? '';
  /** When a request was made: its first leave's first event. */
  const appliedAt = (leaves: StoredLeave[]) => {
    const ids = new Set(leaves.map((l) => l.leave_id));
    return state().leaveEvents.find((e) => ids.has(e.leave_id) && e.from_status === null)?.at ?? '';
  };
  const recordOf = (requestId: number) => state().leaveRequests.find((r) => r.request_id === requestId);
  const storedRequest = (requestId: number, leaves: StoredLeave[]): StoredRequest => ({
    request_id: requestId,
    roll_no: leaves[0]!.roll_no,
    student_name: nameOf(leaves[0]!.roll_no),
    applied_at: appliedAt(leaves),
    kind_id: recordOf(requestId)?.kind_id ?? PERSONAL_KIND_ID,
    days: recordOf(requestId)?.days ?? null,
    documents: state().requestDocuments.filter((d) => d.request_id === requestId).length,
    document_asked: recordOf(requestId)?.document_asked ?? false,
    resubmits: recordOf(requestId)?.resubmits ?? null,
    resubmitted_as: state().leaveRequests.find((r) => r.resubmits === requestId)?.request_id ?? null,
    leaves: [...leaves]
      .sort(
        (a, b) =>
          a.course_code.localeCompare(b.course_code) ||
          a.leave_date.localeCompare(b.leave_date) ||
          a.leave_id - b.leave_id,
      )
      .map((l) => ({ ...toLeave(l), lecture: l.lecture !== false })),
  });
  const grouped = (leaves: StoredLeave[]) => {
    const byRequest = new Map<number, StoredLeave[]>();
    for (const leave of leaves) {
      const group = byRequest.get(leave.request_id);
      if (group) group.push(leave);
      else byRequest.set(leave.request_id, [leave]);
    }
    return byRequest;
  };

  /** A student's requests `filter` picks, newest first. */
  const ofStudent = ({ roll_no, status, course_code }: RequestFilter) =>
    [...grouped(state().leaves.filter((l) => l.roll_no === roll_no))]
      .filter(([, leaves]) => !status || leaves.some((l) => l.status === status))
      .filter(([, leaves]) => !course_code || leaves.some((l) => l.course_code === course_code))
      .sort(([a], [b]) => b - a);
  /** A course's requests with pending leave (dated within `from` and `to`), the earliest pending date first. */
  const pendingOfCourse = (code: string, { from, to }: PendingDates) => {
    const firstDate = (leaves: StoredLeave[]) =>
      leaves.reduce((min, l) => (l.leave_date < min ? l.leave_date : min), '9');
    const inRange = (l: StoredLeave) => (!from || l.leave_date >= from) && (!to || l.leave_date <= to);
    return [...grouped(state().leaves.filter((l) => l.course_code === code && l.status === 'pending'))]
      .filter(([, leaves]) => leaves.some(inRange))
      .sort(([a, left], [b, right]) => firstDate(left).localeCompare(firstDate(right)) || a - b);
  };
  const placeOf = (list: Array<[number, unknown]>, requestId: number) => {
    const place = list.findIndex(([id]) => id === requestId);
    return place < 0 ? null : place;
  };

  const requests: RequestStore = {
    async ofStudent(filter, { offset, limit }) {
      const picked = ofStudent(filter);
      return {
        total: picked.length,
        items: picked.slice(offset, offset + limit).map(([id, leaves]) => storedRequest(id, leaves)),
      };
    },
    async find(requestId) {
      const leaves = state().leaves.filter((l) => l.request_id === requestId);
      return leaves.length ? storedRequest(requestId, leaves) : undefined;
    },
    async pendingOfCourse(code, { offset, limit }, dates = {}) {
      const pending = pendingOfCourse(code, dates);
      return {
        total: pending.length,
        items: pending.slice(offset, offset + limit).map(([id, leaves]) => ({
          ...storedRequest(id, leaves),
          accepted_days: state().leaves.filter(
            (l) =>
              l.roll_no === leaves[0]!.roll_no &&
              l.course_code === code &&
              l.status === 'accepted' &&
              countsInPercentage(l),
          ).length,
        })),
      };
    },
    async pendingLeaders(most) {
      const pending = state().leaves.filter((l) => l.status === 'pending');
      const courses = [...new Set(pending.map((l) => l.course_code))]
        .map((course_code) => ({
          course_code,
          pending: grouped(pending.filter((l) => l.course_code === course_code)).size,
        }))
        .sort((a, b) => b.pending - a.pending);
      const last = courses[most - 1]?.pending ?? 0;
      return {
        total: courses.reduce((sum, course) => sum + course.pending, 0),
        courses: courses.filter((course, index) => index < most || course.pending === last),
      };
    },
    async placeOfStudent(filter, requestId) {
      return placeOf(ofStudent(filter), requestId);
    },
    async placePendingOfCourse(code, requestId, dates = {}) {
      return placeOf(pendingOfCourse(code, dates), requestId);
    },
  };

  return { terms, timetables, requests };
}

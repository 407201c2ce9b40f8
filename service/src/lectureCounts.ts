/**
 * How a calendar change reaches the counts: the course's total lectures and which of its leaves
 * are on lectures, worked out by the domain and written by the store in the change's transaction.
 */
import type { IsoDate, Leave } from '@leave/contract';
import {
  isTimetabled,
  lectureMessages,
  lectureOn,
  messages,
  refusal,
  termLectures,
  totalLectures,
} from '@leave/domain';
import type { CourseCalendar, Refusal } from '@leave/domain';
import type { LeaveOnLecture, Recount, StoredCourseCalendar, Storage } from './storage';

/** What a calendar leaves a course with; a timetabled course with no lecture at all is refused. */
export function recountOf(calendar: StoredCourseCalendar): { recount: Recount } | { refuse: Refusal } {
  if (!isTimetabled(calendar)) {
    return { recount: { total: calendar.total_lectures, lectureDates: null } };
  }
  const dates = termLectures(calendar).map((lecture) => lecture.date);
  if (!dates.length) {
    return { refuse: refusal(409, messages.noLecturesLeft(calendar.course_code, calendar.term!.name)) };
  }
  return { recount: { total: totalLectures(calendar, calendar.total_lectures), lectureDates: dates } };
}

/** The calendars of the courses of some leave, read once each. */
export function calendarReader(store: Storage) {
  const known = new Map<string, Promise<CourseCalendar | undefined>>();
  return (code: string) => {
    if (!known.has(code)) known.set(code, store.timetables.calendarOf(code));
    return known.get(code)!;
  };
}

/** Why a leave's date is not a lecture of its course any more (it is kept and does not count). */
export async function whyNotCounted(readCalendar: ReturnType<typeof calendarReader>, leave: Leave) {
  const calendar = await readCalendar(leave.course_code);
  const answer = calendar && lectureOn(calendar, leave.leave_date);
  return lectureMessages.notCounted(answer && 'none' in answer ? answer.none.message : messages.noLectureAnyMore);
}

/**
 * Leave as people see it: each one whose date has no lecture any more says so in `no_lecture`
 * (the store's `lecture` flag is not shown).
 */
export async function describeLeave(store: Storage, leaves: LeaveOnLecture[]): Promise<Leave[]> {
  const readCalendar = calendarReader(store);
  return Promise.all(
    leaves.map(async ({ lecture, ...leave }) =>
      lecture ? leave : { ...leave, no_lecture: await whyNotCounted(readCalendar, leave) },
    ),
  );
}

/** The first and last date of some leave. */
export function spanOf(leaves: Array<{ leave_date: IsoDate }>): { from_date: IsoDate; to_date: IsoDate } {
  const dates = leaves.map((leave) => leave.leave_date).sort();
  return { from_date: dates[0]!, to_date: dates[dates.length - 1]! };
}

/**
 * How a calendar change reaches the counts: the course's total lectures and which of its leaves
 * are on lectures, worked out by the domain and written by the store in the change's transaction.
 */
import type { IsoDate, Leave, LeaveKind, SaidCode } from '@leave/contract';
import { daysBetween } from '@leave/contract';
import {
  documentNeeded,
  isTimetabled,
  PERSONAL_KIND,
  lectureMessages,
  lectureOn,
  messages,
  refusal,
  termLectures,
  totalLectures,
} from '@leave/domain';
import type { CourseCalendar, Refusal, RequestCover, ServerMessage } from '@leave/domain';
import type { LeaveOnLecture, Recount, StoredCourseCalendar, StoredRequest, Storage } from './storage';

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

/** The calendars of the courses of some leave, read once each (those in `read`, read together already, not again). */
export function calendarReader(store: Storage, read: CourseCalendar[] = []) {
  const known = new Map<string, Promise<CourseCalendar | undefined>>(
    read.map((calendar) => [calendar.course_code, Promise.resolve(calendar)]),
  );
  return (code: string) => {
    if (!known.has(code)) known.set(code, store.timetables.calendarOf(code));
    return known.get(code)!;
  };
}

/**
 * Why a leave's date is not a lecture of its course any more (it is kept and does not count): the
 * English (`lecture.notCounted`) with its code and params, and the reason it gives by its own, `why`.
 */
export async function notCountedSaid(
  readCalendar: ReturnType<typeof calendarReader>,
  leave: Leave,
): Promise<ServerMessage & { why: SaidCode }> {
  const calendar = await readCalendar(leave.course_code);
  const answer = calendar && lectureOn(calendar, leave.leave_date);
  const reason = answer && 'none' in answer ? answer.none.said : messages.noLectureAnyMore;
  return { ...lectureMessages.notCounted(reason.message), why: { code: reason.code, params: reason.params } };
}

/**
 * Leave as people see it: each one whose date has no lecture any more says so in `no_lecture`
 * (the store's `lecture` flag is not shown), from the calendars in `read` or else read one by one.
 */
export async function describeLeave(
  store: Storage,
  leaves: LeaveOnLecture[],
  read: CourseCalendar[] = [],
): Promise<Leave[]> {
  const readCalendar = calendarReader(store, read);
  return Promise.all(
    leaves.map(async ({ lecture, ...leave }) => {
      if (lecture) return leave;
      const { message, why } = await notCountedSaid(readCalendar, leave);
      return { ...leave, no_lecture: message, no_lecture_why: why };
    }),
  );
}

/** The courses whose calendars describeLeave reads: those of the leave on a date with no lecture any more. */
export const coursesToDescribe = (leaves: LeaveOnLecture[]) =>
  leaves.flatMap((leave) => (leave.lecture ? [] : [leave.course_code]));

/** The first and last date of some leave. */
export function spanOf(leaves: Array<{ leave_date: IsoDate }>): { from_date: IsoDate; to_date: IsoDate } {
  const dates = leaves.map((leave) => leave.leave_date).sort();
  return { from_date: dates[0]!, to_date: dates[dates.length - 1]! };
}

/** What some leave covers, for its kind's document rule: the days from first to last, and how many. */
export function coverOf(leaves: Array<{ leave_date: IsoDate }>, askedDays: number | null = null): RequestCover {
  if (!leaves.length) return { days: askedDays ?? 0, lectures: 0 };
  const { from_date, to_date } = spanOf(leaves);
  return { days: askedDays ?? daysBetween(from_date, to_date) + 1, lectures: leaves.length };
}

/** The kinds of leave, read once: a request's kind by id (Personal if it is gone). */
export function kindReader(store: Storage) {
  let all: Promise<LeaveKind[]> | undefined;
  return async (kindId: number): Promise<LeaveKind> => {
    all ??= store.kinds.all();
    return (await all).find((kind) => kind.kind_id === kindId) ?? PERSONAL_KIND;
  };
}

/** A request's kind as it is shown beside it, and whether it needs a document. */
export function kindOfRequest(
  kind: LeaveKind,
  request: Pick<StoredRequest, 'leaves' | 'days' | 'documents' | 'document_asked'>,
) {
  return {
    kind: { kind_id: kind.kind_id, name: kind.name, counts: kind.counts },
    document_needed: documentNeeded(kind, coverOf(request.leaves, request.days)),
    documents: request.documents,
    document_asked: request.document_asked,
  };
}

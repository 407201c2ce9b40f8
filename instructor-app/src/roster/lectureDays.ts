import type { IsoDate, TimetableWindow } from '@leave/contract';
import { lectureMessages } from '@leave/domain';

/** What a date is to a timetabled course. */
export type LectureDay =
  | { kind: 'lecture' }
  | { kind: 'holiday'; name: string; message: string }
  | { kind: 'cancelled'; message: string }
  | { kind: 'no lecture' };

/**
 * Each date of a calendar window as a course has it: a lecture, a holiday (by name), a cancelled
 * lecture, or a day it does not meet. Null for a course without a timetable, for which every
 * date is a lecture.
 */
export function lectureDays(window: TimetableWindow, courseCode: string): ((date: IsoDate) => LectureDay) | null {
  if (window.untimetabled.includes(courseCode)) return null;
  const lectures = new Set(window.lectures.filter((l) => l.course_code === courseCode).map((l) => l.date));
  const holidays = new Map(window.holidays.map((h) => [h.date, h.name]));
  const missed = new Map(window.cancelled.filter((c) => c.course_code === courseCode).map((c) => [c.date, c]));
  return (date) => {
    if (lectures.has(date)) return { kind: 'lecture' };
    const holiday = holidays.get(date);
    if (holiday !== undefined) {
      return {
        kind: 'holiday',
        name: holiday,
        message: missed.get(date)?.message ?? lectureMessages.holiday(date, holiday).message,
      };
    }
    const cancelled = missed.get(date);
    if (cancelled) return { kind: 'cancelled', message: cancelled.message };
    return { kind: 'no lecture' };
  };
}

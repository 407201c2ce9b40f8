/**
 * Why a date has no lecture of a course, as the server says it by code (the domain's
 * `lectureMessages`, and `noLectureAnyMore` for a date no rule names): a view that shows why leave
 * no longer counts says the reason by its code where its catalogue has `lectureReasonsHi`.
 */
export const LECTURE_REASON_CODES = [
  'lecture.doesNotMeet',
  'lecture.holiday',
  'lecture.cancelled',
  'lecture.outsideTerm',
  'lecture.noLectureAnyMore',
] as const;

export type LectureReasonCode = (typeof LECTURE_REASON_CODES)[number];

/** Test data of the instructor's screens, in the API's shapes. */
import type { Course, PendingRequestRow } from '@leave/contract';

/** A course of the autumn term: 8 students, 40 lectures, a 25% limit. */
export const testCourse = (course_code: string, course_title: string): Course => ({
  course_code,
  course_title,
  semester_type: 'Autumn',
  semester_year: 2026,
  total_students: 8,
  total_lectures: 40,
  leave_limit: 25,
});

/** A pending request for one day, one Personal lecture (0% to 2.5%), no document. */
export const oneDayRequest = (
  fields: Pick<PendingRequestRow, 'request_id' | 'user_id' | 'student_name' | 'reason' | 'course_code'>,
  date: string,
): PendingRequestRow => ({
  ...fields,
  from_date: date,
  to_date: date,
  leaves: [{ leave_id: fields.request_id * 10, leave_date: date, counts: true }],
  lectures: 1,
  percentage_before: 0,
  percentage_after: 2.5,
  crosses_limit: false,
  kind: { kind_id: 1, name: 'Personal', counts: true },
  document_needed: false,
  documents: 0,
  document_asked: false,
  resubmits: null,
  applied_at: '2026-11-02T09:30:00.000Z',
});

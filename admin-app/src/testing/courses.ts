import type { CourseSummary } from '@leave/contract';

/** The demo's CS101 as GET /courses lists it: the course the admin's component tests work on. */
export const cs101: CourseSummary = {
  course_code: 'CS101',
  course_title: 'Introduction to Programming',
  instructor_id: 501,
  semester_type: 'Autumn',
  semester_year: 2026,
  total_lectures: 40,
  leave_limit: 25,
};

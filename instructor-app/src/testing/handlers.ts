/** The mock server's answers the instructor's screens share in their tests. */
import { http, HttpResponse } from 'msw';
import type { Course, InstructorDataResponse } from '@leave/contract';
import { TEST_API_HOST } from '@leave/web-kit/testing';

/** The instructor of the tests, Dr. Meera Iyer (Registration No. 501), teaching `courses`. */
export const instructorTeaching = (courses: Course[]): InstructorDataResponse => ({
  instructorData: { rg_no: 501, name: 'Dr. Meera Iyer', dept: 'Computer Science' },
  courseData: courses,
});

/** GET /instructorData answers that Dr. Meera Iyer teaches `courses`. */
export const instructorDataHandler = (courses: Course[]) =>
  http.get(`${TEST_API_HOST}/instructorData`, () => HttpResponse.json(instructorTeaching(courses)));

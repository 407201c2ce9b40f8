import { z } from 'zod';
import {
  courseExportQuerySchema,
  courseListPageSchema,
  courseListQuerySchema,
  instructorExportQuerySchema,
  instructorListPageSchema,
  instructorListQuerySchema,
  pageInfo,
  pageWindow,
} from '@leave/domain';
import { csvFile } from '../csvFile';
import { defineEndpoint, ok } from '../endpoint';

const COURSE_COLUMNS = [
  'course_code',
  'course_title',
  'instructor_id',
  'instructor_name',
  'semester_type',
  'semester_year',
  'total_lectures',
  'leave_limit',
  'enrolled',
] as const;

const INSTRUCTOR_COLUMNS = ['rg_no', 'name', 'dept', 'courses'] as const;

export const courseList = defineEndpoint({
  method: 'GET',
  path: '/courseList',
  summary:
    "One page of courses whose code, title or instructor's name contains q, with the instructor's name and how many are enrolled",
  tag: 'admin',
  access: 'admin',
  query: courseListQuerySchema,
  responses: { 200: courseListPageSchema },
  async handle({ store, query: { page, page_size, ...filter } }) {
    const { items, total } = await store.courses.list(filter, pageWindow({ page, page_size }));
    return ok({ items, ...pageInfo(total, { page, page_size }) });
  },
});

export const exportCourses = defineEndpoint({
  method: 'GET',
  path: '/exportCourses',
  summary: 'The course list as CSV, with the same search and sort',
  tag: 'admin',
  access: 'admin',
  query: courseExportQuerySchema,
  produces: 'text/csv',
  responses: { 200: z.string().describe('CSV: ' + COURSE_COLUMNS.join(', ')) },
  async handle({ store, query }) {
    return csvFile(
      COURSE_COLUMNS,
      store.courses.listBatches(query),
      (c) => COURSE_COLUMNS.map((column) => c[column]),
      'courses.csv',
    );
  },
});

export const instructorList = defineEndpoint({
  method: 'GET',
  path: '/instructors',
  summary: 'One page of instructors whose registration number or name contains q, with how many courses each teaches',
  tag: 'admin',
  access: 'admin',
  query: instructorListQuerySchema,
  responses: { 200: instructorListPageSchema },
  async handle({ store, query: { page, page_size, ...filter } }) {
    const { items, total } = await store.users.instructors(filter, pageWindow({ page, page_size }));
    return ok({ items, ...pageInfo(total, { page, page_size }) });
  },
});

export const exportInstructors = defineEndpoint({
  method: 'GET',
  path: '/exportInstructors',
  summary: 'The instructor list as CSV, with the same search and sort',
  tag: 'admin',
  access: 'admin',
  query: instructorExportQuerySchema,
  produces: 'text/csv',
  responses: { 200: z.string().describe('CSV: ' + INSTRUCTOR_COLUMNS.join(', ')) },
  async handle({ store, query }) {
    return csvFile(
      INSTRUCTOR_COLUMNS,
      store.users.instructorBatches(query),
      (i) => INSTRUCTOR_COLUMNS.map((column) => i[column]),
      'instructors.csv',
    );
  },
});

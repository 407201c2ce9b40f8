import { z } from 'zod';
import { leaveListExportSchema, leaveListQuerySchema, leavePageSchema } from '@leave/domain';
import type { LeaveFilter } from '../storage';
import { csvFile, EXPORT_MAX_ROWS } from '../csvFile';
import { defineEndpoint, okPage } from '../endpoint';

const LEAVE_COLUMNS = [
  'leave_id',
  'leave_date',
  'roll_no',
  'student_name',
  'course_code',
  'status',
  'reason',
  'last_change_by',
  'last_change_at',
  'comment',
] as const;

const filterOf = (query: z.infer<typeof leaveListExportSchema>): LeaveFilter => ({
  course_code: query.course_code?.toUpperCase(),
  status: query.status,
  from: query.from,
  to: query.to,
  roll_no: query.roll_no,
});

export const allLeaves = defineEndpoint({
  method: 'GET',
  path: '/allLeaves',
  summary:
    'Every leave in every course, newest date first, each with its history; filter by course, status, dates and student',
  tag: 'admin',
  access: 'admin',
  query: leaveListQuerySchema,
  responses: { 200: leavePageSchema },
  async handle({ store, query }) {
    return okPage(query, (window) => store.leaves.page(filterOf(query), window));
  },
});

export const exportLeaves = defineEndpoint({
  method: 'GET',
  path: '/exportLeaves',
  summary: `Every leave as CSV, with the same filters, newest date first (at most ${EXPORT_MAX_ROWS} rows)`,
  tag: 'admin',
  access: 'admin',
  query: leaveListExportSchema,
  produces: 'text/csv',
  responses: { 200: z.string().describe('CSV: ' + LEAVE_COLUMNS.join(', ')) },
  async handle({ store, query }) {
    const { items } = await store.leaves.page(filterOf(query), { offset: 0, limit: EXPORT_MAX_ROWS });
    return csvFile(
      LEAVE_COLUMNS,
      items.map((leave) => {
        const last = leave.history.at(-1);
        return [
          leave.leave_id,
          leave.leave_date,
          leave.user_id,
          leave.student_name,
          leave.course_code,
          leave.status,
          leave.reason,
          last ? `${last.actor_name} (${last.actor_role} ${last.actor_id})` : '',
          last?.at ?? '',
          last?.comment ?? '',
        ];
      }),
      'leave.csv',
    );
  },
});

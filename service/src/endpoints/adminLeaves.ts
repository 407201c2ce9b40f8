import { z } from 'zod';
import { leaveListExportSchema, leaveListQuerySchema, leavePageSchema } from '@leave/domain';
import type { LeaveFilter } from '../storage';
import { csvFile } from '../csvFile';
import { defineEndpoint, okPage } from '../endpoint';
import { schoolDates } from '../leaveActions';

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
  summary: 'Every leave as CSV, with the same filters, newest date first',
  tag: 'admin',
  access: 'admin',
  query: leaveListExportSchema,
  produces: 'text/csv',
  responses: { 200: z.string().describe('CSV: ' + LEAVE_COLUMNS.join(', ')) },
  async handle({ store, settings, query }) {
    // Instants with the school's offset (2026-12-01T15:30:00+05:30), as a spreadsheet reads them.
    const dates = schoolDates(settings);
    return csvFile(
      LEAVE_COLUMNS,
      store.leaves.pageBatches(filterOf(query)),
      (leave) => {
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
          last ? dates.isoDateTime(last.at) : '',
          last?.comment ?? '',
        ];
      },
      'leave.csv',
    );
  },
});

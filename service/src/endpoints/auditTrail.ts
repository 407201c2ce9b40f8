import { z } from 'zod';
import { auditExportQuerySchema, auditPageSchema, auditQuerySchema, pageInfo, pageWindow } from '@leave/domain';
import { auditWindow } from '../audit';
import { defineEndpoint, ok } from '../endpoint';
import { csvFile } from '../csvFile';
import { schoolDates } from '../leaveActions';

const AUDIT_COLUMNS = [
  'event_id',
  'at',
  'actor_role',
  'actor_id',
  'actor_name',
  'action',
  'target',
  'before',
  'after',
  'client_ip',
] as const;

export const auditEvents = defineEndpoint({
  method: 'GET',
  path: '/auditEvents',
  summary:
    'One page of the audit trail, newest first: every write, who made it and from where. from and to are dates in the school time zone',
  tag: 'admin',
  access: 'admin',
  query: auditQuerySchema,
  responses: { 200: auditPageSchema },
  async handle({ store, settings, query: { page, page_size, from, to, ...filter } }) {
    const window = auditWindow({ from, to }, settings.schoolTimeZone);
    const { items, total } = await store.audit.page({ ...filter, ...window }, pageWindow({ page, page_size }));
    return ok({ items, ...pageInfo(total, { page, page_size }) });
  },
});

export const exportAuditEvents = defineEndpoint({
  method: 'GET',
  path: '/exportAuditEvents',
  summary: 'The audit trail as CSV, with the same filters, newest first',
  tag: 'admin',
  access: 'admin',
  query: auditExportQuerySchema,
  produces: 'text/csv',
  responses: { 200: z.string().describe('CSV: ' + AUDIT_COLUMNS.join(', ') + '; before and after as JSON') },
  async handle({ store, settings, query: { from, to, ...filter } }) {
    const window = auditWindow({ from, to }, settings.schoolTimeZone);
    const cell = (value: unknown) => (value && typeof value === 'object' ? JSON.stringify(value) : (value ?? ''));
    // When, with the school's offset (2026-12-01T15:30:00+05:30), as a spreadsheet reads it.
    const dates = schoolDates(settings);
    return csvFile(
      AUDIT_COLUMNS,
      store.audit.pageBatches({ ...filter, ...window }),
      (event) => AUDIT_COLUMNS.map((column) => (column === 'at' ? dates.isoDateTime(event.at) : cell(event[column]))),
      'audit-trail.csv',
    );
  },
});

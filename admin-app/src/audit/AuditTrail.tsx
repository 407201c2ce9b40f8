import { useState } from 'react';
import type { FormEvent } from 'react';
import { AUDIT_ACTIONS } from '@leave/contract';
import type { AuditAction, AuditEvent, AuditQuery } from '@leave/contract';
import { pageCount } from '@leave/domain';
import { Button, Loading, Notice, Pager, SelectField, TextField, ViewHeading } from '@leave/ui';
import { CsvDownload, errorMessage, useSchemaForm } from '@leave/web-kit';
import { useGetAuditEventsQuery, useLazyExportAuditEventsQuery } from '../api/adminApi';
import { ColumnsTable } from '../shared/ColumnsTable';
import type { Column } from '../shared/ColumnsTable';
import { ListControls, PAGE_SIZES } from '../shared/ListControls';
import { describeChange } from './describeChange';

type Values = { action: string; actorId: string; target: string; from: string; to: string };
const EMPTY: Values = { action: '', actorId: '', target: '', from: '', to: '' };

const timeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'medium' });

const COLUMNS: Array<Column<AuditEvent>> = [
  { label: 'When', cell: (event) => <time dateTime={event.at}>{timeFormat.format(new Date(event.at))}</time> },
  {
    label: 'Who',
    cell: (event) => (event.actor_role ? `${event.actor_role} ${event.actor_id}` : 'nobody signed in'),
  },
  { label: 'Action', cell: (event) => event.action },
  { label: 'Target', cell: (event) => event.target },
  {
    label: 'Change',
    cell: (event) => describeChange(event).map((line) => <div key={line}>{line}</div>),
  },
  { label: 'Address', cell: (event) => event.client_ip },
];

/** Every write, newest first: who did what to what, when and from where; filtered and downloadable. */
export function AuditTrail() {
  const { validate, field } = useSchemaForm(EMPTY, () => import('./auditTrailRules'));
  const [filters, setFilters] = useState<Omit<AuditQuery, 'page' | 'page_size'>>({});
  const [pageSize, setPageSize] = useState<number>(PAGE_SIZES[0]);
  const [page, setPage] = useState(1);
  const { currentData: data, error, isFetching } = useGetAuditEventsQuery({ ...filters, page, page_size: pageSize });
  const [exportEvents] = useLazyExportAuditEventsQuery();
  const pages = data ? pageCount(data.total, data.page_size) : 1;

  const apply = async (event: FormEvent) => {
    event.preventDefault();
    const chosen = await validate((rules) => rules.filterSchema);
    if (!chosen) return;
    setFilters({
      ...(chosen.action ? { action: chosen.action as AuditAction } : {}),
      ...(chosen.actorId ? { actor_id: chosen.actorId } : {}),
      ...(chosen.target ? { target: chosen.target } : {}),
      ...(chosen.from ? { from: chosen.from } : {}),
      ...(chosen.to ? { to: chosen.to } : {}),
    });
    setPage(1);
  };

  return (
    <section aria-labelledby="audit-title">
      <ViewHeading id="audit-title">Audit Trail</ViewHeading>
      <form role="search" aria-label="Audit trail" noValidate onSubmit={apply}>
        <SelectField label="Action" {...field('action')}>
          <option value="">Any action</option>
          {AUDIT_ACTIONS.map((action) => (
            <option key={action} value={action}>
              {action}
            </option>
          ))}
        </SelectField>
        <TextField label="User ID" inputMode="numeric" autoComplete="off" {...field('actorId')} />
        <TextField label="Target contains" autoComplete="off" {...field('target')} />
        <TextField label="From" type="date" {...field('from')} />
        <TextField label="To" type="date" {...field('to')} />
        <Button type="submit">Filter</Button>
      </form>
      <ListControls
        pageSize={pageSize}
        onChange={(next) => {
          setPageSize(next.pageSize);
          setPage(1);
        }}
      />
      {error && <Notice tone="error">The audit trail could not be loaded. {errorMessage(error)}</Notice>}
      {!data && isFetching && <Loading />}
      {data && (
        <>
          <p role="status">{data.total === 1 ? '1 event' : data.total ? `${data.total} events` : 'No events match.'}</p>
          <ColumnsTable label="Audit events" columns={COLUMNS} items={data.items} rowKey={(event) => event.event_id} />
        </>
      )}
      <Pager label="Pages of the audit trail" page={Math.min(page, pages)} pageCount={pages} onPage={setPage} />
      <CsvDownload
        label="Download audit trail (CSV)"
        filename="audit-trail.csv"
        what="The audit trail"
        fetchCsv={() => exportEvents(filters)}
      />
    </section>
  );
}

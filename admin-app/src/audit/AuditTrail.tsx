import { AUDIT_ACTIONS } from '@leave/contract';
import type { AuditAction, AuditEvent, AuditQuery } from '@leave/contract';
import { SelectField, TextField, theme } from '@leave/ui';
import { styled } from '@leave/ui/styled';
import { SchoolDateTime, useSchemaForm } from '@leave/web-kit';
import { useGetAuditEventsQuery, useLazyExportAuditEventsQuery } from '../api/adminApi';
import type { Column } from '../shared/ColumnsTable';
import { FilteredList } from '../shared/FilteredList';
import { describeActor, describeChange } from './describeChange';

type Values = { action: string; actorId: string; target: string; from: string; to: string };
const EMPTY: Values = { action: '', actorId: '', target: '', from: '', to: '' };

const Account = styled.div`
  color: ${theme.color.muted};
  font-size: 0.9rem;
`;

const COLUMNS: Array<Column<AuditEvent>> = [
  { label: 'When', cell: (event) => <SchoolDateTime at={event.at} /> },
  {
    label: 'Who',
    cell: (event) => {
      const { name, account } = describeActor(event);
      return account ? (
        <>
          <div>{name}</div>
          <Account>{account}</Account>
        </>
      ) : (
        name
      );
    },
  },
  { label: 'Action', cell: (event) => event.action },
  { label: 'Target', cell: (event) => event.target },
  // What changed, or for a refusal how many attempts it stands for.
  {
    label: 'Details',
    cell: (event) => describeChange(event).map((line) => <div key={line}>{line}</div>),
  },
  { label: 'Address', cell: (event) => event.client_ip },
];

/** Every write and refusal, newest first: who did what to what, when and from where; filtered and downloadable. */
export function AuditTrail() {
  const { validate, field } = useSchemaForm(EMPTY, () => import('./auditTrailRules'));
  const [exportEvents] = useLazyExportAuditEventsQuery();

  const readFilters = async (): Promise<Omit<AuditQuery, 'page' | 'page_size'> | undefined> => {
    const chosen = await validate((rules) => rules.filterSchema);
    return (
      chosen && {
        ...(chosen.action ? { action: chosen.action as AuditAction } : {}),
        ...(chosen.actorId ? { actor_id: chosen.actorId } : {}),
        ...(chosen.target ? { target: chosen.target } : {}),
        ...(chosen.from ? { from: chosen.from } : {}),
        ...(chosen.to ? { to: chosen.to } : {}),
      }
    );
  };

  return (
    <FilteredList
      title="Audit Trail"
      formLabel="Audit trail"
      fields={
        <>
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
        </>
      }
      readFilters={readFilters}
      useList={useGetAuditEventsQuery}
      loadError="The audit trail could not be loaded."
      status={(total) => (total === 1 ? '1 event' : total ? `${total} events` : 'No events match.')}
      table={{ label: 'Audit events', columns: COLUMNS, rowKey: (event) => event.event_id }}
      pagerLabel="Pages of the audit trail"
      csv={{
        label: 'Download audit trail (CSV)',
        filename: 'audit-trail.csv',
        what: 'The audit trail',
        fetchCsv: (filters) => exportEvents(filters),
      }}
    />
  );
}

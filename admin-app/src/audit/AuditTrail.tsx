import type { AuditAction, AuditEvent, AuditQuery } from '@leave/contract';
import type { DateFormat } from '@leave/domain';
import { SelectField, TextField, theme } from '@leave/ui';
import { styled } from '@leave/ui/styled';
import { DateField, SchoolDateTime, useDateFormat, useSchemaForm } from '@leave/web-kit';
import { useGetAuditEventsQuery, useLazyExportAuditEventsQuery } from '../api/adminApi';
import type { Column } from '../shared/ColumnsTable';
import { FilteredList } from '../shared/FilteredList';
import { actionWords, groupedActions } from './actionGroups';
import { describeActor, describeChange } from './describeChange';
import { describeEvent, saidBySentence } from './describeEvent';

type Values = { person: string; action: string; actorId: string; target: string; from: string; to: string };
const EMPTY: Values = { person: '', action: '', actorId: '', target: '', from: '', to: '' };

/** Filters the trail can open with (All Leave's "Audit trail of this leave"). */
export type AuditTrailFilters = Pick<AuditQuery, 'target' | 'person'>;

const Muted = styled.div`
  color: ${theme.color.muted};
  font-size: 0.9rem;
`;

const columnsFor = (dates: DateFormat): Array<Column<AuditEvent>> => [
  { label: 'When', cell: (event) => <SchoolDateTime at={event.at} /> },
  {
    label: 'Who',
    cell: (event) => {
      const { name, account } = describeActor(event);
      return account ? (
        <>
          <div>{name}</div>
          <Muted>{account}</Muted>
        </>
      ) : (
        name
      );
    },
  },
  // The event in words, and under it the action and target as the filters and the CSV name them.
  {
    label: 'What',
    cell: (event) => (
      <>
        <div>{describeEvent(event, dates)}</div>
        <Muted>
          {event.action} · {event.target}
        </Muted>
      </>
    ),
  },
  // What changed, or for a refusal how many attempts it stands for.
  {
    label: 'Details',
    cell: (event) =>
      describeChange(event, { dates, omit: saidBySentence(event) }).map((line) => <div key={line}>{line}</div>),
  },
  { label: 'Address', cell: (event) => event.client_ip },
];

/**
 * Every write and refusal, newest first: who did what to whom, when and from where; found by a
 * person it was by or about, filtered and downloadable.
 */
export function AuditTrail({ initial = {} }: { initial?: AuditTrailFilters }) {
  const { validate, field } = useSchemaForm(
    { ...EMPTY, target: initial.target ?? '', person: initial.person ?? '' },
    () => import('./auditTrailRules'),
  );
  const [exportEvents] = useLazyExportAuditEventsQuery();
  const dates = useDateFormat();

  const readFilters = async (): Promise<Omit<AuditQuery, 'page' | 'page_size'> | undefined> => {
    const chosen = await validate((rules) => rules.filterSchema);
    return (
      chosen && {
        ...(chosen.person ? { person: chosen.person } : {}),
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
          <TextField
            label="Person"
            hint="A roll or registration number, or part of a name: what they did and what was done to them."
            autoComplete="off"
            {...field('person')}
          />
          <SelectField label="Action" {...field('action')}>
            <option value="">Any action</option>
            {groupedActions().map(({ group, actions }) => (
              <optgroup key={group} label={group}>
                {actions.map((action) => (
                  <option key={action} value={action}>
                    {actionWords(action)}
                  </option>
                ))}
              </optgroup>
            ))}
          </SelectField>
          <TextField label="User ID" inputMode="numeric" autoComplete="off" {...field('actorId')} />
          <TextField label="Target contains" autoComplete="off" {...field('target')} />
          <DateField label="From" {...field('from')} />
          <DateField label="To" {...field('to')} />
        </>
      }
      readFilters={readFilters}
      initialFilters={initial}
      useList={useGetAuditEventsQuery}
      loadError="The audit trail could not be loaded."
      status={(total) => (total === 1 ? '1 event' : total ? `${total} events` : 'No events match.')}
      table={{ label: 'Audit events', columns: columnsFor(dates), rowKey: (event) => event.event_id }}
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

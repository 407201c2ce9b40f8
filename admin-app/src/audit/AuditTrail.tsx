import type { AuditAction, AuditEvent, AuditQuery } from '@leave/contract';
import type { DateFormat } from '@leave/domain';
import { SelectField, TextField, theme } from '@leave/ui';
import { styled } from '@leave/ui/styled';
import { useIntl } from '@leave/ui/i18n';
import type { MessageDescriptor } from '@leave/ui/i18n';
import { DateField, SchoolDateTime, useDateFormat, useSchemaForm } from '@leave/web-kit';
import { useGetAuditEventsQuery, useLazyExportAuditEventsQuery } from '../api/adminApi';
import type { Column } from '../shared/ColumnsTable';
import { FilteredList } from '../shared/FilteredList';
import { actionGroupWords, actionWords, auditTrailWords as words } from '../words/auditTrail';
import { sayingRules, useRuleWords } from '../words/useRuleWords';
import { groupedActions } from './actionGroups';
import { describeActor, describeChange } from './describeChange';
import type { Say } from './describeChange';
import { describeEvent, saidBySentence, targetWords } from './describeEvent';

type Values = { person: string; action: string; actorId: string; target: string; from: string; to: string };
const EMPTY: Values = { person: '', action: '', actorId: '', target: '', from: '', to: '' };

/** Filters the trail can open with (All Leave's "Audit trail of this leave"). */
export type AuditTrailFilters = Pick<AuditQuery, 'target' | 'person'>;

const Muted = styled.div`
  color: ${theme.color.muted};
  font-size: 0.9rem;
`;

/**
 * An event's action and target as the filters and the CSV name them: in English as the contract
 * does ("leave revoked · leave 27"), in another language by the action's name and the target's kind.
 */
const actionAndTarget = (say: Say, { action, target }: AuditEvent) => {
  const word = (actionWords as Partial<Record<string, MessageDescriptor>>)[action];
  const name = word ? say(word) : action;
  return say(words.actionAndTarget, {
    action: word && name === word.defaultMessage ? action : name,
    target: targetWords(target, say),
  });
};

const columnsFor = (dates: DateFormat, say: Say): Array<Column<AuditEvent>> => [
  { label: say(words.when), cell: (event) => <SchoolDateTime at={event.at} /> },
  {
    label: say(words.who),
    cell: (event) => {
      const { name, account } = describeActor(event, say);
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
    label: say(words.what),
    cell: (event) => (
      <>
        <div>{describeEvent(event, dates, say)}</div>
        <Muted>{actionAndTarget(say, event)}</Muted>
      </>
    ),
  },
  // What changed, or for a refusal how many attempts it stands for.
  {
    label: say(words.details),
    cell: (event) =>
      describeChange(event, { dates, omit: saidBySentence(event), say }).map((line) => <div key={line}>{line}</div>),
  },
  { label: say(words.address), cell: (event) => event.client_ip },
];

/**
 * Every write and refusal, newest first: who did what to whom, when and from where; found by a
 * person it was by or about, filtered and downloadable.
 */
export function AuditTrail({ initial = {} }: { initial?: AuditTrailFilters }) {
  const form = useSchemaForm(
    { ...EMPTY, target: initial.target ?? '', person: initial.person ?? '' },
    () => import('./auditTrailRules'),
  );
  const { validate } = form;
  // The User ID's rule messages in the language in use (a date's own are still English).
  const field = sayingRules(form.field, useRuleWords());
  const [exportEvents] = useLazyExportAuditEventsQuery();
  const dates = useDateFormat();
  const say = useIntl().formatMessage;

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
      title={say(words.title)}
      formLabel={say(words.formLabel)}
      fields={
        <>
          <TextField label={say(words.person)} hint={say(words.personHint)} autoComplete="off" {...field('person')} />
          <SelectField label={say(words.action)} {...field('action')}>
            <option value="">{say(words.anyAction)}</option>
            {groupedActions().map(({ group, actions }) => (
              <optgroup key={group} label={say(actionGroupWords[group])}>
                {actions.map((action) => (
                  <option key={action} value={action}>
                    {say(actionWords[action])}
                  </option>
                ))}
              </optgroup>
            ))}
          </SelectField>
          <TextField label={say(words.userId)} inputMode="numeric" autoComplete="off" {...field('actorId')} />
          <TextField label={say(words.targetContains)} autoComplete="off" {...field('target')} />
          <DateField label={say(words.from)} {...field('from')} />
          <DateField label={say(words.to)} {...field('to')} />
        </>
      }
      readFilters={readFilters}
      initialFilters={initial}
      useList={useGetAuditEventsQuery}
      loadError={say(words.notLoaded)}
      status={(total) =>
        say(total === 1 ? words.oneEvent : total ? words.manyEvents : words.noEvents, { count: total })
      }
      table={{ label: say(words.table), columns: columnsFor(dates, say), rowKey: (event) => event.event_id }}
      pagerLabel={say(words.pages)}
      csv={{
        label: say(words.download),
        filename: 'audit-trail.csv',
        what: say(words.list),
        fetchCsv: (filters) => exportEvents(filters),
      }}
    />
  );
}

import { useState } from 'react';
import type { FormEvent } from 'react';
import { daysBetween } from '@leave/contract';
import type { Holiday, HolidayImportResult, HolidayImportRow, IsoDate, TermListEntry } from '@leave/contract';
import { HOLIDAY_IMPORT_COLUMNS } from '@leave/domain';
import { Button, Card, TextField } from '@leave/ui';
import { useIntl } from '@leave/ui/i18n';
import type { Words } from '@leave/ui/i18n';
import { DateField, useDateFormat, useSchemaForm } from '@leave/web-kit';
import {
  useAddHolidayMutation,
  useGetHolidaysQuery,
  useImportHolidaysMutation,
  useRemoveHolidayMutation,
} from '../api/adminApi';
import { FileImportForm, problemColumn, rowsIn, statusCell, statusLabel } from '../imports/FileImportForm';
import type { Column } from '../shared/ColumnsTable';
import { PagedList } from '../shared/ListPage';
import { DateRange } from '../shared/dates';
import { OutcomeNotice, outcomeOf } from '../shared/OutcomeNotice';
import type { Outcome } from '../shared/OutcomeNotice';
import { importWords } from '../words/imports';
import { termWords as words } from '../words/terms';
import { sayingRules, useRuleWords } from '../words/useRuleWords';
import { PublicHolidays } from './PublicHolidays';

const PAGE_SIZE = 25;

/** The wire's names for the holiday form's fields. */
const FIELDS = { name: 'name', from_date: 'fromDate', to_date: 'toDate' } as const;

const isDate = (text: string): text is IsoDate => /^\d{4}-\d{2}-\d{2}$/.test(text);

/** The import's preview: each row of the file and what it would do. */
const importColumns = (intl: Words): Array<Column<HolidayImportRow>> => [
  { label: intl.formatMessage(importWords.lineColumn), cell: (row) => row.line },
  {
    label: intl.formatMessage(words.dates),
    // A bad row's dates are shown as written.
    cell: (row) =>
      isDate(row.from_date) && isDate(row.to_date) && row.status !== 'bad value' ? (
        <DateRange from={row.from_date} to={row.to_date} />
      ) : row.from_date === row.to_date ? (
        row.from_date
      ) : (
        intl.formatMessage(words.fromTo, { from: row.from_date, to: row.to_date })
      ),
  },
  { label: intl.formatMessage(words.name), cell: (row) => row.name },
  { label: intl.formatMessage(importWords.status), cell: (row) => statusCell(row.status, intl) },
  problemColumn(intl),
];

/** A term's holidays and breaks: listed, added, removed, imported, or picked from public holidays. */
export function HolidaysPanel({ term }: { term: TermListEntry }) {
  const [page, setPage] = useState(1);
  const list = useGetHolidaysQuery({ term_id: term.term_id, page, page_size: PAGE_SIZE });
  const [removeHoliday, removal] = useRemoveHolidayMutation();
  const [importHolidays, importing] = useImportHolidaysMutation();
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const dates = useDateFormat();
  const intl = useIntl();
  const say = intl.formatMessage;
  const remove = async (holiday: Holiday) => {
    // The server's answer, said by its code ('lecture.holidayRemoved') in another language.
    const said = { code: 'lecture.holidayRemoved', params: { name: holiday.name } };
    const result = await removeHoliday({ holiday_id: holiday.holiday_id });
    setOutcome(outcomeOf(result, say(words.holidayNotRemoved), intl, said));
  };

  const columns: Array<Column<Holiday>> = [
    { label: say(words.name), cell: (holiday) => holiday.name },
    { label: say(words.dates), cell: (holiday) => <DateRange from={holiday.from_date} to={holiday.to_date} /> },
    { label: say(words.days), cell: (holiday) => daysBetween(holiday.from_date, holiday.to_date) + 1 },
    {
      label: say(words.action),
      cell: (holiday) => (
        <Button
          type="button"
          $variant="secondary"
          disabled={removal.isLoading}
          aria-label={say(words.removeHoliday, {
            name: holiday.name,
            dates: dates.range(holiday.from_date, holiday.to_date),
          })}
          onClick={() => void remove(holiday)}
        >
          {say(words.remove)}
        </Button>
      ),
    },
  ];

  return (
    <>
      <OutcomeNotice outcome={outcome} onDismiss={() => setOutcome(null)} />
      <PagedList
        result={list}
        page={page}
        onPage={setPage}
        loadError={say(words.holidaysNotLoaded)}
        status={(total) =>
          say(total === 1 ? words.oneHoliday : total ? words.manyHolidays : words.noHolidays, {
            count: total,
            term: term.name,
          })
        }
        table={{
          label: say(words.holidaysOfTerm, { name: term.name }),
          columns,
          rowKey: (holiday) => holiday.holiday_id,
        }}
        pagerLabel={say(words.holidayPages, { term: term.name })}
      />
      <AddHolidayForm term={term} />
      <Card style={{ margin: '16px 0' }}>
        <FileImportForm<HolidayImportRow, HolidayImportResult>
          embedded
          title={say(words.importHolidays)}
          intro={say(words.importIntro, {
            dayColumns: HOLIDAY_IMPORT_COLUMNS.day.join(','),
            rangeColumns: HOLIDAY_IMPORT_COLUMNS.range.join(','),
            term: term.name,
          })}
          fileLabel={say(words.csvOrIcs)}
          accept=".csv,.ics,text/csv,text/calendar"
          importFile={(file, apply) =>
            importHolidays({ term_id: term.term_id, format: formatOf(file), content: file.text, apply })
          }
          toApply={(answer) => answer.counts['will add']}
          applyLabel={(n) => say(n === 1 ? words.addOneHoliday : words.addManyHolidays, { count: n })}
          counts={(answer) => [
            answer.applied
              ? [statusLabel('added', intl), answer.counts.added]
              : [statusLabel('will add', intl), answer.counts['will add']],
            [statusLabel('already there', intl), answer.counts['already there']],
            [statusLabel('bad value', intl), answer.counts['bad value']],
          ]}
          // The answer, said by its code in another language: what the preview would add of all the rows.
          said={(answer) =>
            answer.applied
              ? { code: 'lecture.holidaysImported', params: { added: answer.counts.added } }
              : {
                  code: 'lecture.holidaysPreviewed',
                  params: { add: answer.counts['will add'], total: rowsIn(answer) },
                }
          }
          columns={importColumns(intl)}
          busy={importing.isLoading}
        />
      </Card>
      <PublicHolidays term={term} />
    </>
  );
}

/** An iCalendar file by its name or its first line; anything else is read as CSV. */
export const formatOf = (file: { name: string; text: string }): 'csv' | 'ics' =>
  /\.ics$/i.test(file.name) || /^\s*BEGIN:VCALENDAR/i.test(file.text) ? 'ics' : 'csv';

/** A holiday (a day) or a break (a range) added to the term by hand. */
function AddHolidayForm({ term }: { term: TermListEntry }) {
  const empty = { name: '', fromDate: '', toDate: '' };
  const form = useSchemaForm(empty, () => import('./termRules'));
  const { validate, setValues, showServerError } = form;
  const field = sayingRules(form.field, useRuleWords());
  const intl = useIntl();
  const say = intl.formatMessage;
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [addHoliday, { isLoading }] = useAddHolidayMutation();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    const holiday = await validate((rules) => rules.holidayFormSchema);
    if (!holiday) return;
    const result = await addHoliday({ term_id: term.term_id, ...holiday });
    if ('error' in result && showServerError(result.error, FIELDS, intl)) return;
    // The server's answer, said by its code in another language.
    const said = { code: 'lecture.holidayAdded', params: { name: holiday.name } };
    setOutcome(outcomeOf(result, say(words.holidayNotAdded), intl, said));
    if ('data' in result) setValues(empty);
  };

  return (
    <Card aria-labelledby="add-holiday-title" style={{ maxWidth: 520, margin: '16px 0' }}>
      <h3 id="add-holiday-title" style={{ margin: '0 0 12px' }}>
        {say(words.addHoliday)}
      </h3>
      <OutcomeNotice outcome={outcome} onDismiss={() => setOutcome(null)} />
      <form noValidate onSubmit={onSubmit} aria-labelledby="add-holiday-title">
        <TextField
          label={say(words.holidayName)}
          required
          autoComplete="off"
          hint={say(words.holidayNameHint)}
          {...field('name')}
        />
        <DateField label={say(words.firstDay)} required {...field('fromDate')} />
        <DateField label={say(words.lastDay)} hint={say(words.lastDayOfBreak)} {...field('toDate')} />
        <Button type="submit" disabled={isLoading}>
          {say(words.addHoliday)}
        </Button>
      </form>
    </Card>
  );
}

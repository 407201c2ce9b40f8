import { useState } from 'react';
import type { FormEvent } from 'react';
import { daysBetween } from '@leave/contract';
import type { Holiday, HolidayImportResult, HolidayImportRow, IsoDate, TermListEntry } from '@leave/contract';
import { HOLIDAY_IMPORT_COLUMNS } from '@leave/domain';
import { Button, Card, TextField } from '@leave/ui';
import { DateField, useDateFormat, useSchemaForm } from '@leave/web-kit';
import {
  useAddHolidayMutation,
  useGetHolidaysQuery,
  useImportHolidaysMutation,
  useRemoveHolidayMutation,
} from '../api/adminApi';
import { FileImportForm, problemColumn, statusLabel } from '../imports/FileImportForm';
import type { Column } from '../shared/ColumnsTable';
import { PagedList } from '../shared/ListPage';
import { DateRange } from '../shared/dates';
import { OutcomeNotice, outcomeOf } from '../shared/OutcomeNotice';
import type { Outcome } from '../shared/OutcomeNotice';
import { PublicHolidays } from './PublicHolidays';

const PAGE_SIZE = 25;

/** The wire's names for the holiday form's fields. */
const FIELDS = { name: 'name', from_date: 'fromDate', to_date: 'toDate' } as const;

const isDate = (text: string): text is IsoDate => /^\d{4}-\d{2}-\d{2}$/.test(text);

const IMPORT_COLUMNS: Array<Column<HolidayImportRow>> = [
  { label: 'Line', cell: (row) => row.line },
  {
    label: 'Dates',
    // A bad row's dates are shown as written.
    cell: (row) =>
      isDate(row.from_date) && isDate(row.to_date) && row.status !== 'bad value' ? (
        <DateRange from={row.from_date} to={row.to_date} />
      ) : row.from_date === row.to_date ? (
        row.from_date
      ) : (
        `${row.from_date} to ${row.to_date}`
      ),
  },
  { label: 'Name', cell: (row) => row.name },
  { label: 'Status', cell: (row) => row.status },
  problemColumn(),
];

/** A term's holidays and breaks: listed, added, removed, imported, or picked from public holidays. */
export function HolidaysPanel({ term }: { term: TermListEntry }) {
  const [page, setPage] = useState(1);
  const list = useGetHolidaysQuery({ term_id: term.term_id, page, page_size: PAGE_SIZE });
  const [removeHoliday, removal] = useRemoveHolidayMutation();
  const [importHolidays, importing] = useImportHolidaysMutation();
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const dates = useDateFormat();
  const remove = async (holiday: Holiday) => {
    setOutcome(outcomeOf(await removeHoliday({ holiday_id: holiday.holiday_id }), 'The holiday could not be removed.'));
  };

  const columns: Array<Column<Holiday>> = [
    { label: 'Name', cell: (holiday) => holiday.name },
    { label: 'Dates', cell: (holiday) => <DateRange from={holiday.from_date} to={holiday.to_date} /> },
    { label: 'Days', cell: (holiday) => daysBetween(holiday.from_date, holiday.to_date) + 1 },
    {
      label: 'Action',
      cell: (holiday) => (
        <Button
          type="button"
          $variant="secondary"
          disabled={removal.isLoading}
          aria-label={`Remove ${holiday.name}, ${dates.range(holiday.from_date, holiday.to_date)}`}
          onClick={() => void remove(holiday)}
        >
          Remove
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
        loadError="The holidays could not be loaded."
        status={(total) =>
          total === 1
            ? `1 holiday in ${term.name}`
            : total
              ? `${total} holidays in ${term.name}`
              : `No holidays in ${term.name} yet.`
        }
        table={{ label: `Holidays of ${term.name}`, columns, rowKey: (holiday) => holiday.holiday_id }}
        pagerLabel={`Pages of ${term.name} holidays`}
      />
      <AddHolidayForm term={term} />
      <Card style={{ margin: '16px 0' }}>
        <FileImportForm<HolidayImportRow, HolidayImportResult>
          embedded
          title="Import Holidays"
          intro={
            <>
              A CSV file whose first line names the columns {HOLIDAY_IMPORT_COLUMNS.day.join(',')} (one day a row) or{' '}
              {HOLIDAY_IMPORT_COLUMNS.range.join(',')} (a break a row), dates written YYYY-MM-DD; or an iCalendar (.ics)
              file, as a calendar exports it. Each holiday must lie inside {term.name}. You see what each row would do
              before anything is added; a holiday already there is not added twice.
            </>
          }
          fileLabel="CSV or iCalendar file"
          accept=".csv,.ics,text/csv,text/calendar"
          importFile={(file, apply) =>
            importHolidays({ term_id: term.term_id, format: formatOf(file), content: file.text, apply })
          }
          toApply={(answer) => answer.counts['will add']}
          applyLabel={(n) => (n === 1 ? 'Add 1 holiday' : `Add ${n} holidays`)}
          counts={(answer) => [
            answer.applied ? ['Added', answer.counts.added] : ['Will add', answer.counts['will add']],
            [statusLabel('already there'), answer.counts['already there']],
            [statusLabel('bad value'), answer.counts['bad value']],
          ]}
          columns={IMPORT_COLUMNS}
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
  const { validate, field, setValues, showServerError } = useSchemaForm(empty, () => import('./termRules'));
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [addHoliday, { isLoading }] = useAddHolidayMutation();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    const holiday = await validate((rules) => rules.holidayFormSchema);
    if (!holiday) return;
    const result = await addHoliday({ term_id: term.term_id, ...holiday });
    if ('error' in result && showServerError(result.error, FIELDS)) return;
    setOutcome(outcomeOf(result, 'The holiday could not be added.'));
    if ('data' in result) setValues(empty);
  };

  return (
    <Card aria-labelledby="add-holiday-title" style={{ maxWidth: 520, margin: '16px 0' }}>
      <h3 id="add-holiday-title" style={{ margin: '0 0 12px' }}>
        Add Holiday
      </h3>
      <OutcomeNotice outcome={outcome} onDismiss={() => setOutcome(null)} />
      <form noValidate onSubmit={onSubmit} aria-labelledby="add-holiday-title">
        <TextField label="Holiday name" required autoComplete="off" hint="Such as Founders' Day" {...field('name')} />
        <DateField label="First day" required {...field('fromDate')} />
        <DateField label="Last day" hint="For a break of several days; leave empty for one day" {...field('toDate')} />
        <Button type="submit" disabled={isLoading}>
          Add Holiday
        </Button>
      </form>
    </Card>
  );
}

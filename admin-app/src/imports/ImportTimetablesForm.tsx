import type { TimetableImportResult, TimetableImportRow } from '@leave/contract';
import { TIMETABLE_IMPORT_COLUMNS, TIMETABLE_OPTIONAL_COLUMNS } from '@leave/domain';
import { useIntl } from '@leave/ui/i18n';
import type { Words } from '@leave/ui/i18n';
import { useImportTimetablesMutation } from '../api/adminApi';
import type { Column } from '../shared/ColumnsTable';
import { importWords as words } from '../words/imports';
import { FileImportForm, problemColumn, statusCell, statusLabel } from './FileImportForm';

/** The preview's columns; a row's weekday is as the file wrote it. */
const columnsIn = (intl: Words): Array<Column<TimetableImportRow>> => [
  { label: intl.formatMessage(words.lineColumn), cell: (row) => row.line },
  { label: intl.formatMessage(words.course), cell: (row) => row.course_code },
  { label: intl.formatMessage(words.weekday), cell: (row) => row.weekday },
  { label: intl.formatMessage(words.start), cell: (row) => row.start, detail: true },
  { label: intl.formatMessage(words.end), cell: (row) => row.end, detail: true },
  { label: intl.formatMessage(words.room), cell: (row) => row.room, detail: true },
  { label: intl.formatMessage(words.status), cell: (row) => statusCell(row.status, intl) },
  problemColumn(intl),
];

/** How many courses' timetables the rows would set. */
const coursesToSet = (answer: TimetableImportResult) =>
  new Set(answer.rows.filter((row) => row.status === 'will set').map((row) => row.course_code)).size;

/** How many courses' timetables the rows set. */
const coursesSet = (answer: TimetableImportResult) =>
  new Set(answer.rows.filter((row) => row.status === 'set').map((row) => row.course_code)).size;

/** Weekly timetables from a CSV file: preview, then set each course named. */
export function ImportTimetablesForm() {
  const [importTimetables, { isLoading }] = useImportTimetablesMutation();
  const columns = [...TIMETABLE_IMPORT_COLUMNS, ...TIMETABLE_OPTIONAL_COLUMNS].join(', ');
  const intl = useIntl();
  const say = intl.formatMessage;
  return (
    <FileImportForm<TimetableImportRow, TimetableImportResult>
      title={say(words.importTimetables)}
      intro={say(words.timetablesIntro, { columns })}
      importFile={(file, apply) => importTimetables({ csv: file.text, apply })}
      toApply={coursesToSet}
      applyLabel={(n) => say(n === 1 ? words.setOneTimetable : words.setTimetables, { count: n })}
      counts={(answer) => [
        answer.applied
          ? [statusLabel('set', intl), answer.counts.set]
          : [statusLabel('will set', intl), answer.counts['will set']],
        [statusLabel('unknown course', intl), answer.counts['unknown course']],
        [statusLabel('bad value', intl), answer.counts['bad value']],
      ]}
      // The answer, said by its code in another language, from its rows.
      said={(answer) =>
        answer.applied
          ? { code: 'lecture.timetablesImported', params: { courses: coursesSet(answer) } }
          : {
              code: 'lecture.timetablesPreviewed',
              params: { courses: coursesToSet(answer), rows: answer.counts['will set'] },
            }
      }
      columns={columnsIn(intl)}
      busy={isLoading}
    />
  );
}

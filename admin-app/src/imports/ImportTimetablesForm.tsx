import type { TimetableImportResult, TimetableImportRow } from '@leave/contract';
import { TIMETABLE_IMPORT_COLUMNS, TIMETABLE_OPTIONAL_COLUMNS } from '@leave/domain';
import { useImportTimetablesMutation } from '../api/adminApi';
import type { Column } from '../shared/ColumnsTable';
import { FileImportForm, problemColumn, statusLabel } from './FileImportForm';

const COLUMNS: Array<Column<TimetableImportRow>> = [
  { label: 'Line', cell: (row) => row.line },
  { label: 'Course', cell: (row) => row.course_code },
  { label: 'Weekday', cell: (row) => row.weekday },
  { label: 'Start', cell: (row) => row.start, detail: true },
  { label: 'End', cell: (row) => row.end, detail: true },
  { label: 'Room', cell: (row) => row.room, detail: true },
  { label: 'Status', cell: (row) => row.status },
  problemColumn(),
];

/** How many courses' timetables the rows would set. */
const coursesToSet = (answer: TimetableImportResult) =>
  new Set(answer.rows.filter((row) => row.status === 'will set').map((row) => row.course_code)).size;

/** Weekly timetables from a CSV file: preview, then set each course named. */
export function ImportTimetablesForm() {
  const [importTimetables, { isLoading }] = useImportTimetablesMutation();
  const columns = [...TIMETABLE_IMPORT_COLUMNS, ...TIMETABLE_OPTIONAL_COLUMNS].join(', ');
  return (
    <FileImportForm<TimetableImportRow, TimetableImportResult>
      title="Import Timetables"
      intro={`A CSV file whose first line names the columns ${columns} (room may be left out): one row per weekly lecture, the weekday written Monday or Mon, times HH:MM. Each course named gets exactly its rows as its timetable, in the term it is in (give it a term on Edit Course first); courses not named keep theirs. You see what each row would do before anything is set.`}
      importFile={(file, apply) => importTimetables({ csv: file.text, apply })}
      toApply={coursesToSet}
      applyLabel={(n) => (n === 1 ? 'Set 1 timetable' : `Set ${n} timetables`)}
      counts={(answer) => [
        answer.applied ? ['Set', answer.counts.set] : ['Will set', answer.counts['will set']],
        [statusLabel('unknown course'), answer.counts['unknown course']],
        [statusLabel('bad value'), answer.counts['bad value']],
      ]}
      columns={COLUMNS}
      busy={isLoading}
    />
  );
}

import type { ImportResult, ImportRow } from '@leave/contract';
import { ENROLMENT_IMPORT_COLUMNS } from '@leave/domain';
import { useImportEnrolmentsMutation } from '../api/adminApi';
import type { Column } from '../shared/ColumnsTable';
import { useStepUp } from '../twoFactor/useStepUp';
import { FileImportForm, problemColumn, statusLabel } from './FileImportForm';

const COLUMNS: Array<Column<ImportRow>> = [
  { label: 'Line', cell: (row) => row.line },
  { label: 'Course', cell: (row) => row.course_code },
  { label: 'Roll No.', cell: (row) => row.roll_no },
  { label: 'Name', cell: (row) => row.name },
  { label: 'Status', cell: (row) => row.status },
  problemColumn(),
];

/** Enrolments from a CSV file: preview, then add. */
export function ImportEnrolmentsForm() {
  const [importEnrolments, { isLoading }] = useImportEnrolmentsMutation();
  const { confirmed, dialog } = useStepUp();
  return (
    <>
      {dialog}
      <FileImportForm<ImportRow, ImportResult>
        title="Import Enrolments"
        intro={`A CSV file whose first line names the columns ${ENROLMENT_IMPORT_COLUMNS.join(', ')}: one row per student and course. Each row is checked against the real courses and students before anything is added; importing the same file again adds nothing twice.`}
        importFile={(file, apply) => confirmed((otp) => importEnrolments({ csv: file.text, apply, otp }))}
        toApply={(answer) => answer.counts['will add']}
        applyLabel={(rows) => (rows === 1 ? 'Add 1 enrolment' : `Add ${rows} enrolments`)}
        counts={(answer) => [
          answer.applied ? ['Added', answer.counts.added] : ['Will add', answer.counts['will add']],
          ...(['already there', 'unknown course', 'unknown student', 'bad value'] as const).map(
            (status): [string, number] => [statusLabel(status), answer.counts[status]],
          ),
        ]}
        columns={COLUMNS}
        busy={isLoading}
      />
    </>
  );
}

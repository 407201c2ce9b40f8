import { useState } from 'react';
import type { RollImportRow, RollMarksImportResult } from '@leave/contract';
import { TextField } from '@leave/ui';
import { FileImportForm, problemColumn, statusLabel } from '../imports/FileImportForm';
import type { Column } from '../shared/ColumnsTable';
import { useImportRollMarksMutation } from './attendanceApi';

const COLUMNS: Array<Column<RollImportRow>> = [
  { label: 'Line', cell: (row) => row.line, detail: true },
  { label: 'Course', cell: (row) => row.course_code },
  { label: 'Date', cell: (row) => row.date },
  { label: 'Roll No.', cell: (row) => row.roll_no },
  { label: 'Mark', cell: (row) => row.mark },
  { label: 'Status', cell: (row) => row.status },
  problemColumn(),
];

/** Roll marks from a CSV file (a card reader, another system): preview, then record. */
export function ImportRollMarksForm() {
  const [importMarks, { isLoading }] = useImportRollMarksMutation();
  const [reason, setReason] = useState('');
  return (
    <FileImportForm<RollImportRow, RollMarksImportResult>
      title="Import Roll Marks"
      intro="A CSV file whose first line names the columns course_code, date, roll_no, mark (present, absent or late): one row per student and lecture. Each row is checked against the courses, their lectures and enrolments before anything is recorded; importing the same file again changes nothing."
      fields={
        <TextField
          label="Reason (for lectures past their correction window)"
          value={reason}
          maxLength={500}
          onChange={(event) => setReason(event.target.value)}
        />
      }
      importFile={(file, apply) =>
        importMarks({ csv: file.text, apply, ...(reason.trim() ? { reason: reason.trim() } : {}) })
      }
      toApply={(answer) => answer.counts['will mark']}
      applyLabel={(rows) => (rows === 1 ? 'Record 1 mark' : `Record ${rows} marks`)}
      counts={(answer) => [
        answer.applied ? ['Marked', answer.counts.marked] : ['Will mark', answer.counts['will mark']],
        ...(['already so', 'bad value'] as const).map((status): [string, number] => [
          statusLabel(status),
          answer.counts[status],
        ]),
      ]}
      columns={COLUMNS}
      busy={isLoading}
    />
  );
}

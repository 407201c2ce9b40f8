import { useState } from 'react';
import type { RollImportRow, RollMarksImportResult } from '@leave/contract';
import { ROLL_IMPORT_COLUMNS, ROLL_REASON_MAX } from '@leave/domain';
import { TextField } from '@leave/ui';
import { errorField, errorMessage } from '@leave/web-kit';
import { FileImportForm, problemColumn, statusLabel } from '../imports/FileImportForm';
import type { Column } from '../shared/ColumnsTable';
import { useStepUp } from '../twoFactor/useStepUp';
import { useImportRollMarksMutation } from './attendanceApi';

const COLUMNS: Array<Column<RollImportRow>> = [
  { label: 'Line', cell: (row) => row.line, detail: true },
  { label: 'Course', cell: (row) => row.course_code },
  { label: 'Date', cell: (row) => row.date },
  { label: 'Roll No.', cell: (row) => row.roll_no },
  { label: 'Name', cell: (row) => row.name, detail: true },
  { label: 'Mark', cell: (row) => row.mark },
  { label: 'Status', cell: (row) => row.status },
  problemColumn(),
];

/** The statuses counted after the rows to mark, in the order a person reads them. */
const OTHER_STATUSES = [
  'already so',
  'unknown course',
  'not enrolled',
  'outside term',
  'no lecture',
  'bad value',
] as const;

/** Roll marks from a CSV file (a card reader, another system): preview row by row, then record. */
export function ImportRollMarksForm() {
  const [importMarks, { isLoading }] = useImportRollMarksMutation();
  const { confirmed, dialog } = useStepUp();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  return (
    <>
      {dialog}
      <FileImportForm<RollImportRow, RollMarksImportResult>
        title="Import Roll Marks"
        intro={`A CSV file whose first line names the columns ${ROLL_IMPORT_COLUMNS.join(', ')}: one row per student and lecture, the date as YYYY-MM-DD and the mark as the register writes it, P, A or L (or present, absent, late). Each row is checked against the courses, their lectures and classes before anything is recorded; importing the same file again changes nothing.`}
        fields={
          <TextField
            label="Reason (for lectures past their correction window)"
            value={reason}
            maxLength={ROLL_REASON_MAX}
            error={reasonError}
            onChange={(event) => {
              setReason(event.target.value);
              setReasonError(undefined);
            }}
          />
        }
        importFile={async (file, apply) => {
          const trimmed = reason.trim();
          const reply = await confirmed((otp) =>
            importMarks({ csv: file.text, apply, ...(trimmed ? { reason: trimmed } : {}), ...(otp ? { otp } : {}) }),
          );
          setReasonError(errorField(reply.error) === 'reason' ? errorMessage(reply.error) : undefined);
          return reply;
        }}
        toApply={(answer) => answer.counts['will mark']}
        applyLabel={(rows) => (rows === 1 ? 'Record 1 mark' : `Record ${rows} marks`)}
        counts={(answer) => [
          answer.applied ? ['Marked', answer.counts.marked] : ['Will mark', answer.counts['will mark']],
          ...OTHER_STATUSES.map((status): [string, number] => [statusLabel(status), answer.counts[status]]),
        ]}
        columns={COLUMNS}
        busy={isLoading}
      />
    </>
  );
}

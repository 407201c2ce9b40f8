import { useState } from 'react';
import type { RollImportRow, RollMarksImportResult } from '@leave/contract';
import { ROLL_IMPORT_COLUMNS, ROLL_REASON_MAX } from '@leave/domain';
import { TextField } from '@leave/ui';
import { useIntl } from '@leave/ui/i18n';
import type { Words } from '@leave/ui/i18n';
import { errorField, errorMessage } from '@leave/web-kit';
import { FileImportForm, problemColumn, rowsIn, statusCell, statusLabel } from '../imports/FileImportForm';
import type { Column } from '../shared/ColumnsTable';
import { useStepUp } from '../twoFactor/useStepUp';
import { importWords as words } from '../words/imports';
import { useImportRollMarksMutation } from './attendanceApi';

/** The preview's columns; a row's date and mark are as the file wrote them. */
const columnsIn = (intl: Words): Array<Column<RollImportRow>> => [
  { label: intl.formatMessage(words.lineColumn), cell: (row) => row.line, detail: true },
  { label: intl.formatMessage(words.course), cell: (row) => row.course_code },
  { label: intl.formatMessage(words.date), cell: (row) => row.date },
  { label: intl.formatMessage(words.rollNo), cell: (row) => row.roll_no },
  { label: intl.formatMessage(words.name), cell: (row) => row.name, detail: true },
  { label: intl.formatMessage(words.mark), cell: (row) => row.mark },
  { label: intl.formatMessage(words.status), cell: (row) => statusCell(row.status, intl) },
  problemColumn(intl),
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
  const intl = useIntl();
  const say = intl.formatMessage;
  return (
    <>
      {dialog}
      <FileImportForm<RollImportRow, RollMarksImportResult>
        title={say(words.importRollMarks)}
        intro={say(words.rollMarksIntro, { columns: ROLL_IMPORT_COLUMNS.join(', ') })}
        fields={
          <TextField
            label={say(words.rollMarksReason)}
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
          setReasonError(errorField(reply.error) === 'reason' ? errorMessage(reply.error, undefined, intl) : undefined);
          return reply;
        }}
        toApply={(answer) => answer.counts['will mark']}
        applyLabel={(rows) => say(rows === 1 ? words.recordOneMark : words.recordMarks, { count: rows })}
        counts={(answer) => [
          answer.applied
            ? [statusLabel('marked', intl), answer.counts.marked]
            : [statusLabel('will mark', intl), answer.counts['will mark']],
          ...OTHER_STATUSES.map((status): [string, number] => [statusLabel(status, intl), answer.counts[status]]),
        ]}
        // The answer, said by its code in another language, from its counts.
        said={(answer) =>
          answer.applied
            ? { code: 'rollImport.imported', params: { marked: answer.counts.marked, lectures: answer.lectures } }
            : {
                code: 'rollImport.previewed',
                params: { toMark: answer.counts['will mark'], total: rowsIn(answer), lectures: answer.lectures },
              }
        }
        columns={columnsIn(intl)}
        busy={isLoading}
      />
    </>
  );
}

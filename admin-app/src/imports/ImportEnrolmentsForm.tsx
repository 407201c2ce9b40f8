import type { ImportResult, ImportRow } from '@leave/contract';
import { ENROLMENT_IMPORT_COLUMNS } from '@leave/domain';
import { useIntl } from '@leave/ui/i18n';
import type { Words } from '@leave/ui/i18n';
import { useImportEnrolmentsMutation } from '../api/adminApi';
import type { Column } from '../shared/ColumnsTable';
import { useStepUp } from '../twoFactor/useStepUp';
import { importWords as words } from '../words/imports';
import { FileImportForm, problemColumn, rowsIn, statusCell, statusLabel } from './FileImportForm';

const columnsIn = (intl: Words): Array<Column<ImportRow>> => [
  { label: intl.formatMessage(words.lineColumn), cell: (row) => row.line },
  { label: intl.formatMessage(words.course), cell: (row) => row.course_code },
  { label: intl.formatMessage(words.rollNo), cell: (row) => row.roll_no },
  { label: intl.formatMessage(words.name), cell: (row) => row.name },
  { label: intl.formatMessage(words.status), cell: (row) => statusCell(row.status, intl) },
  problemColumn(intl),
];

/** Enrolments from a CSV file: preview, then add. */
export function ImportEnrolmentsForm() {
  const [importEnrolments, { isLoading }] = useImportEnrolmentsMutation();
  const { confirmed, dialog } = useStepUp();
  const intl = useIntl();
  const say = intl.formatMessage;
  return (
    <>
      {dialog}
      <FileImportForm<ImportRow, ImportResult>
        title={say(words.importEnrolments)}
        intro={say(words.enrolmentsIntro, { columns: ENROLMENT_IMPORT_COLUMNS.join(', ') })}
        importFile={(file, apply) => confirmed((otp) => importEnrolments({ csv: file.text, apply, otp }))}
        toApply={(answer) => answer.counts['will add']}
        applyLabel={(rows) => say(rows === 1 ? words.addOneEnrolment : words.addEnrolments, { count: rows })}
        counts={(answer) => [
          answer.applied
            ? [statusLabel('added', intl), answer.counts.added]
            : [statusLabel('will add', intl), answer.counts['will add']],
          ...(['already there', 'unknown course', 'unknown student', 'bad value'] as const).map(
            (status): [string, number] => [statusLabel(status, intl), answer.counts[status]],
          ),
        ]}
        // The answer, said by its code in another language, from its counts.
        said={(answer) =>
          answer.applied
            ? { code: 'api.enrolmentsImported', params: { added: answer.counts.added } }
            : { code: 'api.importPreviewed', params: { add: answer.counts['will add'], total: rowsIn(answer) } }
        }
        columns={columnsIn(intl)}
        busy={isLoading}
      />
    </>
  );
}

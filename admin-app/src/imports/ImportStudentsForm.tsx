import { useState } from 'react';
import type { ImportResult, ImportRow } from '@leave/contract';
import { STUDENT_IMPORT_COLUMNS } from '@leave/domain';
import { CheckboxField, Notice } from '@leave/ui';
import { useIntl } from '@leave/ui/i18n';
import type { Words } from '@leave/ui/i18n';
import { CsvDownload } from '@leave/web-kit';
import { useImportStudentsMutation } from '../api/adminApi';
import type { Column } from '../shared/ColumnsTable';
import { useStepUp } from '../twoFactor/useStepUp';
import { importWords as words } from '../words/imports';
import { FileImportForm, problemColumn, rowsIn, statusCell, statusLabel } from './FileImportForm';

const columnsIn = (intl: Words): Array<Column<ImportRow>> => [
  { label: intl.formatMessage(words.lineColumn), cell: (row) => row.line },
  { label: intl.formatMessage(words.rollNo), cell: (row) => row.roll_no },
  { label: intl.formatMessage(words.name), cell: (row) => row.name },
  { label: intl.formatMessage(words.status), cell: (row) => statusCell(row.status, intl) },
  problemColumn(intl),
];

/** Students from a CSV file: preview, then add. */
export function ImportStudentsForm() {
  const [importStudents, { isLoading }] = useImportStudentsMutation();
  const [withPasswords, setWithPasswords] = useState(true);
  const { confirmed, dialog } = useStepUp();
  const intl = useIntl();
  const say = intl.formatMessage;
  return (
    <>
      {dialog}
      <FileImportForm<ImportRow, ImportResult>
        title={say(words.importStudents)}
        intro={say(words.studentsIntro, { columns: STUDENT_IMPORT_COLUMNS.join(', ') })}
        importFile={(file, apply) =>
          confirmed((otp) =>
            importStudents({ csv: file.text, apply, otp, ...(apply ? { temporary_passwords: withPasswords } : {}) }),
          )
        }
        toApply={(answer) => answer.counts['will add']}
        applyLabel={(rows) => say(rows === 1 ? words.addOneStudent : words.addStudents, { count: rows })}
        counts={(answer) => [
          answer.applied
            ? [statusLabel('added', intl), answer.counts.added]
            : [statusLabel('will add', intl), answer.counts['will add']],
          [statusLabel('already there', intl), answer.counts['already there']],
          [statusLabel('bad value', intl), answer.counts['bad value']],
        ]}
        // The answer, said by its code in another language, from its counts.
        said={(answer) =>
          answer.applied
            ? { code: 'api.importApplied', params: { added: answer.counts.added } }
            : { code: 'api.importPreviewed', params: { add: answer.counts['will add'], total: rowsIn(answer) } }
        }
        columns={columnsIn(intl)}
        busy={isLoading}
        extra={(answer) => (
          <>
            {!answer.applied && answer.counts['will add'] > 0 && (
              <CheckboxField
                label={say(words.withPasswords)}
                checked={withPasswords}
                onChange={(event) => setWithPasswords(event.target.checked)}
              />
            )}
            {answer.temporary_passwords_csv && (
              <Notice tone="info">
                {say(words.passwordsOnce)}
                <CsvDownload
                  label={say(words.downloadPasswords)}
                  filename="temporary-passwords.csv"
                  what={say(words.thePasswords)}
                  fetchCsv={() => Promise.resolve({ data: answer.temporary_passwords_csv })}
                />
              </Notice>
            )}
          </>
        )}
      />
    </>
  );
}

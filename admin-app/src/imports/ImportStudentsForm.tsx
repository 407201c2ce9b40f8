import { useState } from 'react';
import type { ImportResult, ImportRow } from '@leave/contract';
import { STUDENT_IMPORT_COLUMNS } from '@leave/domain';
import { CheckboxField, Notice } from '@leave/ui';
import { CsvDownload } from '@leave/web-kit';
import { useImportStudentsMutation } from '../api/adminApi';
import type { Column } from '../shared/ColumnsTable';
import { useStepUp } from '../twoFactor/useStepUp';
import { FileImportForm, problemColumn } from './FileImportForm';

const COLUMNS: Array<Column<ImportRow>> = [
  { label: 'Line', cell: (row) => row.line },
  { label: 'Roll No.', cell: (row) => row.roll_no },
  { label: 'Name', cell: (row) => row.name },
  { label: 'Status', cell: (row) => row.status },
  problemColumn(),
];

/** Students from a CSV file: preview, then add. */
export function ImportStudentsForm() {
  const [importStudents, { isLoading }] = useImportStudentsMutation();
  const [withPasswords, setWithPasswords] = useState(true);
  const { confirmed, dialog } = useStepUp();
  return (
    <>
      {dialog}
      <FileImportForm<ImportRow, ImportResult>
        title="Import Students"
        intro={`A CSV file whose first line names the columns ${STUDENT_IMPORT_COLUMNS.join(', ')}. You see what each row would do before anything is added; importing the same file again adds nothing twice. Tick the box below to give each new student a temporary password to hand out; otherwise they have none until you reset it on Accounts.`}
        importFile={(file, apply) =>
          confirmed((otp) =>
            importStudents({ csv: file.text, apply, otp, ...(apply ? { temporary_passwords: withPasswords } : {}) }),
          )
        }
        toApply={(answer) => answer.counts['will add']}
        applyLabel={(rows) => (rows === 1 ? 'Add 1 student' : `Add ${rows} students`)}
        counts={(answer) => [
          answer.applied ? ['Added', answer.counts.added] : ['Will add', answer.counts['will add']],
          ['Already there', answer.counts['already there']],
          ['Bad value', answer.counts['bad value']],
        ]}
        columns={COLUMNS}
        busy={isLoading}
        extra={(answer) => (
          <>
            {!answer.applied && answer.counts['will add'] > 0 && (
              <CheckboxField
                label="Give each new student a temporary password (a file to download once; they choose their own at first sign-in)"
                checked={withPasswords}
                onChange={(event) => setWithPasswords(event.target.checked)}
              />
            )}
            {answer.temporary_passwords_csv && (
              <Notice tone="info">
                The temporary passwords are in this page only: download them now and hand each student theirs. Leaving
                this view loses them (reset a password on Accounts to make a new one).
                <CsvDownload
                  label="Download temporary passwords (CSV)"
                  filename="temporary-passwords.csv"
                  what="The temporary passwords"
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

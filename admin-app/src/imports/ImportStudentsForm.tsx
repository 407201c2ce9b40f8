import { STUDENT_IMPORT_COLUMNS } from '@leave/domain';
import { useImportStudentsMutation } from '../api/adminApi';
import { CsvImportForm } from './CsvImportForm';

/** Students from a CSV file: preview, then add. */
export function ImportStudentsForm() {
  const [importStudents, { isLoading }] = useImportStudentsMutation();
  return (
    <CsvImportForm
      title="Import Students"
      intro={`A CSV file whose first line names the columns ${STUDENT_IMPORT_COLUMNS.join(', ')}. You see what each row would do before anything is added; importing the same file again adds nothing twice. Tick the box below to give each new student a temporary password to hand out; otherwise they have none until you reset it on Accounts.`}
      importCsv={importStudents}
      addLabel={(rows) => (rows === 1 ? 'Add 1 student' : `Add ${rows} students`)}
      busy={isLoading}
      offerPasswords
    />
  );
}

import { ENROLMENT_IMPORT_COLUMNS } from '@leave/domain';
import { useImportEnrolmentsMutation } from '../api/adminApi';
import { CsvImportForm } from './CsvImportForm';

/** Enrolments from a CSV file: preview, then add. */
export function ImportEnrolmentsForm() {
  const [importEnrolments, { isLoading }] = useImportEnrolmentsMutation();
  return (
    <CsvImportForm
      title="Import Enrolments"
      intro={`A CSV file whose first line names the columns ${ENROLMENT_IMPORT_COLUMNS.join(', ')}: one row per student and course. Each row is checked against the real courses and students before anything is added; importing the same file again adds nothing twice.`}
      importCsv={importEnrolments}
      addLabel={(rows) => (rows === 1 ? 'Add 1 enrolment' : `Add ${rows} enrolments`)}
      busy={isLoading}
    />
  );
}

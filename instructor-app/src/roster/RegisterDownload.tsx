import { CsvDownload } from '@leave/web-kit';
import { useLazyGetRegisterQuery } from '../api/instructorApi';

/** Download the course's leave register as CSV. */
export function RegisterDownload({ courseCode }: { courseCode: string }) {
  const [fetchRegister] = useLazyGetRegisterQuery();
  return (
    <CsvDownload
      label={`Download ${courseCode} leave register (CSV)`}
      filename={`${courseCode}-leave-register.csv`}
      what="The register"
      fetchCsv={() => fetchRegister(courseCode)}
    />
  );
}

import { useIntl } from '@leave/ui/i18n';
import { CsvDownload } from '@leave/web-kit';
import { useLazyGetRegisterQuery } from '../api/instructorApi';
import { rosterWords as words } from './words';

/** Download the course's leave register as CSV. */
export function RegisterDownload({ courseCode }: { courseCode: string }) {
  const [fetchRegister] = useLazyGetRegisterQuery();
  const say = useIntl().formatMessage;
  return (
    <CsvDownload
      label={say(words.downloadRegister, { course: courseCode })}
      filename={`${courseCode}-leave-register.csv`}
      what={say(words.theRegister)}
      fetchCsv={() => fetchRegister(courseCode)}
    />
  );
}

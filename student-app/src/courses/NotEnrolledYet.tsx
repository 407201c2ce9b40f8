import { useIntl } from '@leave/ui/i18n';
import { words } from '../words/words';

/** What a new student sees before any enrolment, and what to do about it. */
export function NotEnrolledYet({ rollNo }: { rollNo: number }) {
  return <p>{useIntl().formatMessage(words.notEnrolledYet, { rollNo })}</p>;
}

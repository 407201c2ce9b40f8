import { useEffect, useState } from 'react';
import { useIntl } from '@leave/ui/i18n';
import { errorMessage } from '@leave/web-kit';
import { useLookUpStudentQuery } from '../api/adminApi';
import { addStudentWords as words } from '../words/enrolments';

/** How long typing pauses before the roll number is looked up. */
const PAUSE_MS = 300;

/** Who a typed roll number is, said politely as the admin types: the enrolment needs no name. */
export function StudentNameLookup({ studentId }: { studentId: string }) {
  const intl = useIntl();
  const [settled, setSettled] = useState(studentId);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(studentId.trim()), PAUSE_MS);
    return () => clearTimeout(timer);
  }, [studentId]);
  const rollNo = /^\d{1,9}$/.test(settled) ? Number(settled) : 0;
  const { currentData, error } = useLookUpStudentQuery(rollNo, { skip: !rollNo });
  const found = rollNo > 0 && currentData?.roll_no === rollNo ? currentData : undefined;
  const text = found
    ? intl.formatMessage(words.rollNoIs, { rollNo: found.roll_no, name: found.name })
    : rollNo && error
      ? errorMessage(error, undefined, intl)
      : '';
  // Polite, but not a status: the form's result is the page's one status message.
  return (
    <p aria-live="polite" style={{ margin: '0 0 12px', minHeight: '1.5em' }}>
      {text}
    </p>
  );
}

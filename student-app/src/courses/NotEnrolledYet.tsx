import { uiMessages } from '@leave/domain';

/** What a new student sees before any enrolment, and what to do about it. */
export function NotEnrolledYet({ rollNo }: { rollNo: number }) {
  return <p>{uiMessages.notEnrolledYet(rollNo)}</p>;
}

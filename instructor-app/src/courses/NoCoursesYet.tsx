import { uiMessages } from '@leave/domain';

/** What a new instructor sees before any course names them, and what to do about it. */
export function NoCoursesYet() {
  return <p>{uiMessages.noCoursesYet}</p>;
}

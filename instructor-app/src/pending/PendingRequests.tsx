import { useCallback, useState } from 'react';
import type { Course } from '@leave/contract';
import { Loading, SelectField, ViewHeading } from '@leave/ui';
import { NoCoursesYet } from '../courses/NoCoursesYet';
import { CoursePendingRequests } from './CoursePendingRequests';
import type { PendingOrder } from './CoursePendingRequests';

/**
 * The default view: for each course taught, its pending leave requests. The courses show
 * together once each has its first answer: shown one by one, a course's list arriving pushed
 * the courses below it down the page (a layout shift of 0.27 on a phone). Once shown they stay
 * shown: a course added later (a live update) comes with its own Loading..., where hiding the
 * whole list again would take the focus from what the instructor was on (the message of the
 * decision just made, or a row's button).
 */
export function PendingRequests({ courses }: { courses: Course[] }) {
  const [answered, setAnswered] = useState<ReadonlySet<string>>(() => new Set());
  const [shown, setShown] = useState(false);
  const [order, setOrder] = useState<PendingOrder>('lecture');
  const onFirstAnswer = useCallback(
    (code: string) => setAnswered((known) => (known.has(code) ? known : new Set(known).add(code))),
    [],
  );
  const ready = shown || courses.every((course) => answered.has(course.course_code));
  // Adjusted while rendering, as React advises for state that follows other state.
  if (ready && !shown) setShown(true);
  return (
    <>
      <ViewHeading>Pending Requests</ViewHeading>
      {courses.length === 0 ? (
        <NoCoursesYet />
      ) : (
        <>
          <SelectField label="Sort by" value={order} onChange={(event) => setOrder(event.target.value as PendingOrder)}>
            <option value="lecture">Lecture date, soonest first</option>
            <option value="waiting">Waiting longest first</option>
          </SelectField>
          {!ready && <Loading />}
          {/* Mounted while hidden, so that every course asks for its list at once. */}
          <div hidden={!ready}>
            {courses.map((course) => (
              <CoursePendingRequests
                key={course.course_code}
                course={course}
                order={order}
                onFirstAnswer={onFirstAnswer}
              />
            ))}
          </div>
        </>
      )}
    </>
  );
}

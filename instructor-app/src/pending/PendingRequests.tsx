import type { Course } from '@leave/contract';
import { ViewHeading } from '@leave/ui';
import { NoCoursesYet } from '../courses/NoCoursesYet';
import { CoursePendingRequests } from './CoursePendingRequests';

/** The default view: for each course taught, its pending leave requests. */
export function PendingRequests({ courses }: { courses: Course[] }) {
  return (
    <>
      <ViewHeading>Pending Requests</ViewHeading>
      {courses.length === 0 ? (
        <NoCoursesYet />
      ) : (
        courses.map((course) => <CoursePendingRequests key={course.course_code} course={course} />)
      )}
    </>
  );
}

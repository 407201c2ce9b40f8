import type { Course } from '@leave/contract';
import { CoursePendingRequests } from './CoursePendingRequests';

/** The default view: for each course taught, its pending leave requests. */
export function PendingRequests({ courses }: { courses: Course[] }) {
  if (courses.length === 0) return <p>You do not teach any course yet, so there is nothing to review.</p>;
  return (
    <>
      {courses.map((course) => (
        <CoursePendingRequests key={course.course_code} course={course} />
      ))}
    </>
  );
}

import type { Course } from '@leave/contract';
import { Card, Table, ViewHeading } from '@leave/ui';
import { NoCoursesYet } from './NoCoursesYet';

const COLUMNS = ['Course Code', 'Course Title', 'Semester', 'Year', 'Total Students', 'Total Lectures'];

export function CoursesTaught({ courses }: { courses: Course[] }) {
  return (
    <Card>
      <ViewHeading id="courses-taught-title" inCard>
        Courses Taught
      </ViewHeading>
      {courses.length === 0 ? (
        <NoCoursesYet />
      ) : (
        <Table aria-labelledby="courses-taught-title">
          <thead>
            <tr>
              {COLUMNS.map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {courses.map((course) => (
              <tr key={course.course_code}>
                <td>{course.course_code}</td>
                <td>{course.course_title}</td>
                <td>{course.semester_type}</td>
                <td>{course.semester_year}</td>
                <td>{course.total_students}</td>
                <td>{course.total_lectures}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </Card>
  );
}

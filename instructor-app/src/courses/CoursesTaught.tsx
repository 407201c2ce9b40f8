import type { Course } from '@leave/contract';
import { Card, StackedTable, ViewHeading } from '@leave/ui';
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
        <StackedTable aria-labelledby="courses-taught-title">
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
                <td data-label={COLUMNS[0]}>{course.course_code}</td>
                <td data-label={COLUMNS[1]}>{course.course_title}</td>
                <td data-label={COLUMNS[2]}>{course.semester_type}</td>
                <td data-label={COLUMNS[3]}>{course.semester_year}</td>
                <td data-label={COLUMNS[4]}>{course.total_students}</td>
                <td data-label={COLUMNS[5]}>{course.total_lectures}</td>
              </tr>
            ))}
          </tbody>
        </StackedTable>
      )}
    </Card>
  );
}

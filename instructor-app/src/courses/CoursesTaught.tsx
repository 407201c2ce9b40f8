import type { Course } from '@leave/contract';
import { Card, CardTitle, Table } from '@leave/ui';

const COLUMNS = ['Course Code', 'Course Title', 'Semester', 'Year', 'Total Students', 'Total Lectures'];

export function CoursesTaught({ courses }: { courses: Course[] }) {
  return (
    <Card>
      <CardTitle id="courses-taught-title">Courses Taught</CardTitle>
      {courses.length === 0 ? (
        <p>You do not teach any course yet.</p>
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

import { useState } from 'react';
import type { Course } from '@leave/contract';
import { Card, CardTitle, SelectField, ViewHeading } from '@leave/ui';
import { StackedTable } from '@leave/ui/table';
import { CourseLectures } from './CourseLectures';
import { NoCoursesYet } from './NoCoursesYet';

const COLUMNS = ['Course Code', 'Course Title', 'Semester', 'Year', 'Total Students', 'Total Lectures'];

/** The spec's Courses Taught table, then a chosen course's timetable and its cancelled and extra lectures. */
export function CoursesTaught({ courses }: { courses: Course[] }) {
  const [chosen, setChosen] = useState(courses[0]?.course_code ?? '');
  return (
    <>
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
      {courses.length > 0 && (
        <Card aria-labelledby="timetable-title" style={{ marginTop: 16 }}>
          <CardTitle as="h3" id="timetable-title">
            Timetable of {chosen}
          </CardTitle>
          <SelectField label="Course" value={chosen} onChange={(event) => setChosen(event.target.value)}>
            {courses.map((course) => (
              <option key={course.course_code} value={course.course_code}>
                {course.course_code} - {course.course_title}
              </option>
            ))}
          </SelectField>
          <CourseLectures key={chosen} courseCode={chosen} />
        </Card>
      )}
    </>
  );
}

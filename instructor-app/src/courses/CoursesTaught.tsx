import { useState } from 'react';
import type { Course } from '@leave/contract';
import { Card, CardTitle, SelectField, ViewHeading } from '@leave/ui';
import { Translated, useIntl } from '@leave/ui/i18n';
import { StackedTable } from '@leave/ui/table';
import { CourseLectures } from './CourseLectures';
import { loadWords } from './loadWords';
import { coursesWords as words } from './words';

const COLUMNS = [
  words.courseCode,
  words.courseTitle,
  words.semester,
  words.year,
  words.totalStudents,
  words.totalLectures,
];

/** The spec's Courses Taught table, then a chosen course's timetable and its cancelled and extra lectures. */
export function CoursesTaught({ courses }: { courses: Course[] }) {
  return (
    <Translated load={loadWords}>
      <Courses courses={courses} />
    </Translated>
  );
}

function Courses({ courses }: { courses: Course[] }) {
  const say = useIntl().formatMessage;
  const columns = COLUMNS.map((column) => say(column));
  const [chosen, setChosen] = useState(courses[0]?.course_code ?? '');
  return (
    <>
      <Card>
        <ViewHeading id="courses-taught-title" inCard>
          {say(words.title)}
        </ViewHeading>
        {courses.length === 0 ? (
          <p>{say(words.noCoursesYet)}</p>
        ) : (
          <StackedTable aria-labelledby="courses-taught-title">
            <thead>
              <tr>
                {columns.map((column) => (
                  <th key={column} scope="col">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {courses.map((course) => (
                <tr key={course.course_code}>
                  <td data-label={columns[0]}>{course.course_code}</td>
                  <td data-label={columns[1]}>{course.course_title}</td>
                  <td data-label={columns[2]}>{course.semester_type}</td>
                  <td data-label={columns[3]}>{course.semester_year}</td>
                  <td data-label={columns[4]}>{course.total_students}</td>
                  <td data-label={columns[5]}>{course.total_lectures}</td>
                </tr>
              ))}
            </tbody>
          </StackedTable>
        )}
      </Card>
      {courses.length > 0 && (
        <Card aria-labelledby="timetable-title" style={{ marginTop: 16 }}>
          <CardTitle as="h3" id="timetable-title">
            {say(words.timetableOf, { course: chosen })}
          </CardTitle>
          <SelectField label={say(words.course)} value={chosen} onChange={(event) => setChosen(event.target.value)}>
            {courses.map((course) => (
              <option key={course.course_code} value={course.course_code}>
                {say(words.courseOption, { course: course.course_code, title: course.course_title })}
              </option>
            ))}
          </SelectField>
          <CourseLectures key={chosen} courseCode={chosen} />
        </Card>
      )}
    </>
  );
}

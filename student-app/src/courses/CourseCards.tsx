import { styled } from '@leave/ui/styled';
import type { EnrollmentStanding } from '@leave/contract';
import { Card, FactList, ViewHeading } from '@leave/ui';
import { NotEnrolledYet } from './NotEnrolledYet';
import { Standing } from './Standing';

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: 16px;
`;

interface CourseCardsProps {
  enrollments: EnrollmentStanding[];
  rollNo: number;
}

/** One card per enrolment of this student: Course Code, Roll Number, Leave Percentage (%). */
export function CourseCards({ enrollments, rollNo }: CourseCardsProps) {
  const own = enrollments.filter((e) => e.roll_no === rollNo);
  return (
    <>
      <ViewHeading>Your Courses</ViewHeading>
      {own.length === 0 ? <NotEnrolledYet rollNo={rollNo} /> : <CourseGrid own={own} />}
    </>
  );
}

function CourseGrid({ own }: { own: EnrollmentStanding[] }) {
  return (
    <Grid aria-label="Your courses">
      {own.map((e) => (
        <li key={e.course_code}>
          <Card aria-label={e.course_code}>
            <FactList>
              <dt>Course Code</dt>
              <dd>{e.course_code}</dd>
              <dt>Roll Number</dt>
              <dd>{e.roll_no}</dd>
              <dt>Leave Percentage (%)</dt>
              <dd>{e.leave_percentage}</dd>
            </FactList>
            <Standing standing={e} label={`${e.course_code} against its limit`} />
          </Card>
        </li>
      ))}
    </Grid>
  );
}

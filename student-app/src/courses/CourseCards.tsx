import { styled } from '@leave/ui/styled';
import type { EnrollmentStanding } from '@leave/contract';
import { Card, FactList, ViewHeading } from '@leave/ui';
import { useIntl } from '@leave/ui/i18n';
import { Standing } from './Standing';
import { courseWords as say } from '../words/courses';
import { words } from '../words/words';

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
  const intl = useIntl();
  return (
    <>
      <ViewHeading>{intl.formatMessage(say.yourCourses)}</ViewHeading>
      {own.length === 0 ? <p>{intl.formatMessage(words.notEnrolledYet, { rollNo })}</p> : <CourseGrid own={own} />}
    </>
  );
}

function CourseGrid({ own }: { own: EnrollmentStanding[] }) {
  const intl = useIntl();
  return (
    <Grid aria-label={intl.formatMessage(say.yourCoursesList)}>
      {own.map((e) => (
        <li key={e.course_code}>
          <Card aria-label={e.course_code}>
            <FactList>
              <dt>{intl.formatMessage(say.courseCode)}</dt>
              <dd>{e.course_code}</dd>
              <dt>{intl.formatMessage(say.rollNumber)}</dt>
              <dd>{e.roll_no}</dd>
              <dt>{intl.formatMessage(say.leavePercentage)}</dt>
              <dd>{e.leave_percentage}</dd>
            </FactList>
            <Standing standing={e} label={intl.formatMessage(words.againstLimit, { course: e.course_code })} />
          </Card>
        </li>
      ))}
    </Grid>
  );
}

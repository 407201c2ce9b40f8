import { styled } from '@leave/ui/styled';
import type { EnrollmentStanding } from '@leave/contract';
import { Card, CardTitle } from '@leave/ui';
import { useIntl } from '@leave/ui/i18n';
import { Standing } from '../courses/Standing';
import { words } from '../words/words';

/** One short block per course: the seed's line, then its bar and words, tight enough to come first on a phone. */
const Courses = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: 8px 20px;
`;

const CourseLine = styled.span`
  font-weight: 600;
`;

/**
 * Lines of 'course_code : leave_percentage%', for the student's own enrolments only, each with
 * its bar against the course's limit: the student's standing, the first thing on Apply Leave.
 */
export function LeavePercentage({ enrollments, rollNo }: { enrollments: EnrollmentStanding[]; rollNo: number }) {
  const own = enrollments.filter((e) => e.roll_no === rollNo);
  const intl = useIntl();
  return (
    <Card aria-labelledby="leave-percentage-title" style={{ padding: '12px 16px' }}>
      <CardTitle id="leave-percentage-title" style={{ marginBottom: 8 }}>
        {intl.formatMessage(words.percentageTitle)}
      </CardTitle>
      {own.length === 0 ? (
        <p style={{ margin: 0 }}>{intl.formatMessage(words.notEnrolled)}</p>
      ) : (
        <Courses>
          {own.map((e) => (
            <li key={e.course_code}>
              <CourseLine>
                {e.course_code} : {e.leave_percentage}%
              </CourseLine>
              <Standing standing={e} label={intl.formatMessage(words.againstLimit, { course: e.course_code })} />
            </li>
          ))}
        </Courses>
      )}
    </Card>
  );
}

import type { EnrollmentStanding } from '@leave/contract';
import { Card, CardTitle } from '@leave/ui';
import { Standing } from '../courses/Standing';

/**
 * Lines of 'course_code : leave_percentage%', for the student's own enrolments only, each with
 * its bar against the course's limit.
 */
export function LeavePercentage({ enrollments, rollNo }: { enrollments: EnrollmentStanding[]; rollNo: number }) {
  const own = enrollments.filter((e) => e.roll_no === rollNo);
  return (
    <Card aria-labelledby="leave-percentage-title">
      <CardTitle id="leave-percentage-title">Current Leave Percentage</CardTitle>
      {own.length === 0 ? (
        <p>You are not enrolled in any course yet.</p>
      ) : (
        <ul style={{ margin: 0, paddingLeft: 18 }}>
          {own.map((e) => (
            <li key={e.course_code}>
              <span>
                {e.course_code} : {e.leave_percentage}%
              </span>
              <Standing standing={e} label={`${e.course_code} against its limit`} />
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
